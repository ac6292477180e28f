import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type TSchema, Type } from '@sinclair/typebox';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { errorCodes } from 'fastify';
import { AppError } from '../../src/domain/app-error.js';
import { toAppError } from '../../src/http/plugins/error-handler.js';

type Issue = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };

/** The error fastify's validation step throws (lib/validation.js wrapValidationError). */
function validationError(issues: readonly Issue[], context = 'body'): Error {
  return Object.assign(new Error(`${context} is not valid`), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validation: issues,
    validationContext: context,
  });
}

/** Validates data the way the app's body validator does (ajv, allErrors, no coercion) and wraps the result. */
function realValidationError(schema: TSchema, data: unknown, context = 'body'): Error {
  const ajv = new Ajv.default({ allErrors: true, useDefaults: true, removeAdditional: false, strict: false });
  addFormats.default(ajv);
  const validate = ajv.compile(schema);
  assert.equal(validate(data), false, 'the sample data was expected to be invalid');
  return validationError((validate.errors ?? []) as Issue[], context);
}

function httpError(message: string, code: string | undefined, statusCode: number | undefined): Error {
  return Object.assign(new Error(message), { code, statusCode });
}

function issue(instancePath: string, keyword: string, params: Record<string, unknown> = {}, message?: string): Issue {
  return { instancePath, keyword, params, message: message ?? `fails ${keyword}` };
}

describe('toAppError: errors of our own', () => {
  it('passes an AppError through unchanged', () => {
    const original = AppError.field('company.name', 'is required');
    assert.equal(toAppError(original), original);
    const notFound = AppError.notFound('Verification');
    assert.equal(toAppError(notFound), notFound);
    assert.equal(toAppError(notFound).status, 404);
  });
});

describe('toAppError: validation errors', () => {
  it('maps to 400 validation_failed with a generic message', () => {
    const error = toAppError(validationError([issue('/customer_id', 'type', { type: 'string' }, 'must be string')]));
    assert.equal(error.status, 400);
    assert.equal(error.code, 'validation_failed');
    assert.deepEqual(error.details, [{ field: 'customer_id', message: 'must be string' }]);
  });

  const paths: Array<[string, string]> = [
    ['/company', 'company'],
    ['/company/bank_accounts/0/number', 'company.bank_accounts[0].number'],
    ['/directors/12/person/address_of_residence/line1', 'directors[12].person.address_of_residence.line1'],
    ['/company/bank_accounts/3', 'company.bank_accounts[3]'],
    ['/matrix/0/1', 'matrix[0][1]'],
    ['/0/name', '[0].name'],
    ['/a~1b', 'a/b'],
    ['/a~0b', 'a~b'],
    ['/x~01', 'x~1'],
  ];
  for (const [path, field] of paths) {
    it(`names ${path} as ${field}`, () => {
      const error = toAppError(validationError([issue(path, 'minLength', {}, 'is too short')]));
      assert.deepEqual(error.details, [{ field, message: 'is too short' }]);
    });
  }

  it('appends the missing property to the path, with the message "is required"', () => {
    const error = toAppError(
      validationError([
        issue(
          '/company/bank_accounts/0',
          'required',
          { missingProperty: 'number' },
          "must have required property 'number'",
        ),
        issue('', 'required', { missingProperty: 'company' }),
      ]),
    );
    assert.deepEqual(error.details, [
      { field: 'company.bank_accounts[0].number', message: 'is required' },
      { field: 'company', message: 'is required' },
    ]);
  });

  it('appends an unknown property to the path, with the message "is not a known field"', () => {
    const error = toAppError(
      validationError([
        issue(
          '/company',
          'additionalProperties',
          { additionalProperty: 'bogus' },
          'must NOT have additional properties',
        ),
        issue('', 'additionalProperties', { additionalProperty: 'extra_top' }),
      ]),
    );
    assert.deepEqual(error.details, [
      { field: 'company.bogus', message: 'is not a known field' },
      { field: 'extra_top', message: 'is not a known field' },
    ]);
  });

  it('lists the allowed values of an enum', () => {
    const error = toAppError(
      validationError([issue('/status', 'enum', { allowedValues: ['pending', 'approved'] }, 'must be equal to one')]),
    );
    assert.deepEqual(error.details, [{ field: 'status', message: 'must be one of: pending, approved' }]);
  });

  it('names the whole body, or the request part, when the path is empty', () => {
    const body = toAppError(validationError([issue('', 'type', {}, 'must be object')], 'body'));
    assert.deepEqual(body.details, [{ field: 'body', message: 'must be object' }]);
    const query = toAppError(validationError([issue('', 'type', {}, 'must be object')], 'querystring'));
    assert.deepEqual(query.details, [{ field: 'querystring', message: 'must be object' }]);
    const noContext = toAppError(Object.assign(new Error('x'), { validation: [issue('', 'type', {}, 'bad')] }));
    assert.deepEqual(noContext.details, [{ field: 'body', message: 'bad' }]);
  });

  it('names query parameters by their name', () => {
    const error = toAppError(
      validationError([issue('/limit', 'maximum', { limit: 100 }, 'must be <= 100')], 'querystring'),
    );
    assert.deepEqual(error.details, [{ field: 'limit', message: 'must be <= 100' }]);
  });

  it('falls back to "is not valid" when an issue has no message', () => {
    const error = toAppError(validationError([{ instancePath: '/x', keyword: 'custom', params: {} }]));
    assert.deepEqual(error.details, [{ field: 'x', message: 'is not valid' }]);
  });

  it('reports each field and message once', () => {
    const same = issue('/a', 'type', {}, 'must be string');
    const error = toAppError(validationError([same, same, issue('/a', 'minLength', {}, 'is too short'), same]));
    assert.deepEqual(error.details, [
      { field: 'a', message: 'must be string' },
      { field: 'a', message: 'is too short' },
    ]);
  });

  it('caps the details at 50', () => {
    const many = Array.from({ length: 120 }, (_, i) => issue(`/items/${i}`, 'type', {}, 'must be string'));
    const error = toAppError(validationError(many));
    assert.equal(error.details.length, 50);
    assert.equal(error.details[0]?.field, 'items[0]');
  });

  it('maps real ajv output for a nested TypeBox schema', () => {
    const schema = Type.Object(
      {
        company: Type.Object(
          {
            formal_name: Type.String({ minLength: 1 }),
            website: Type.Union([Type.String({ format: 'uri' }), Type.Null()]),
            bank_accounts: Type.Array(Type.Object({ number: Type.String() }, { additionalProperties: false })),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    );
    const error = toAppError(
      realValidationError(schema, {
        company: { website: 'not a uri', bank_accounts: [{ number: 'GB33' }, { number: 7, iban: true }], typo: 1 },
      }),
    );
    assert.equal(error.code, 'validation_failed');
    const byField = new Map<string, string[]>();
    for (const d of error.details) byField.set(d.field, [...(byField.get(d.field) ?? []), d.message]);
    assert.deepEqual(byField.get('company.formal_name'), ['is required']);
    assert.deepEqual(byField.get('company.typo'), ['is not a known field']);
    assert.deepEqual(byField.get('company.bank_accounts[1].iban'), ['is not a known field']);
    assert.deepEqual(byField.get('company.bank_accounts[1].number'), ['must be string']);
    assert.deepEqual(byField.get('company.website'), ['must be a URL']);
    assert.equal(byField.has('company.bank_accounts[0].number'), false);
  });

  it('maps a wrong type at the root of a real body', () => {
    const error = toAppError(realValidationError(Type.Object({ a: Type.String() }), []));
    assert.deepEqual(error.details, [{ field: 'body', message: 'must be object' }]);
  });
});

describe('toAppError: request body and media type errors', () => {
  it('maps fastify body-too-large to 413 payload_too_large', () => {
    const error = toAppError(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    assert.equal(error.status, 413);
    assert.equal(error.code, 'payload_too_large');
  });

  for (const code of ['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']) {
    it(`maps multipart ${code} to 413 payload_too_large`, () => {
      const error = toAppError(httpError('reach limit', code, 413));
      assert.equal(error.status, 413);
      assert.equal(error.code, 'payload_too_large');
    });
  }

  it('maps fastify invalid media type to 415 unsupported_media_type', () => {
    const error = toAppError(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE('text/csv'));
    assert.equal(error.status, 415);
    assert.equal(error.code, 'unsupported_media_type');
  });

  it('maps "the request is not multipart" (406 in @fastify/multipart) to 415', () => {
    const error = toAppError(httpError('the request is not multipart', 'FST_INVALID_MULTIPART_CONTENT_TYPE', 406));
    assert.equal(error.status, 415);
    assert.equal(error.code, 'unsupported_media_type');
  });

  it('maps a SyntaxError to 400 with the body named', () => {
    const error = toAppError(new SyntaxError('Unexpected token } in JSON at position 12'));
    assert.equal(error.status, 400);
    assert.equal(error.code, 'validation_failed');
    assert.deepEqual(error.details, [{ field: 'body', message: 'is not valid JSON' }]);
    assert.ok(!error.message.includes('position 12'));
  });

  it('maps fastify invalid JSON body to 400', () => {
    const error = toAppError(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY());
    assert.equal(error.status, 400);
    assert.deepEqual(error.details, [{ field: 'body', message: 'is not valid JSON' }]);
  });

  it('maps fastify empty JSON body to 400', () => {
    const error = toAppError(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY());
    assert.equal(error.status, 400);
    assert.deepEqual(error.details, [{ field: 'body', message: 'must not be empty' }]);
  });
});

describe('toAppError: other client errors', () => {
  const byStatus: Array<[number, string]> = [
    [400, 'validation_failed'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [405, 'method_not_allowed'],
    [409, 'conflict'],
    [413, 'payload_too_large'],
    [415, 'unsupported_media_type'],
    [429, 'rate_limited'],
  ];
  for (const [status, code] of byStatus) {
    it(`maps an error with status ${status} to ${code}`, () => {
      const error = toAppError(httpError('Told by a plugin', undefined, status));
      assert.equal(error.status, status);
      assert.equal(error.code, code);
      assert.equal(error.message, 'Told by a plugin');
    });
  }

  it('keeps a client error without a catalogue code a 4xx (bad JSON in a multipart field is 406 upstream)', () => {
    const error = toAppError(httpError('a request field is not a valid JSON', 'FST_INVALID_JSON_FIELD_ERROR', 406));
    assert.equal(error.status, 400);
    assert.equal(error.code, 'validation_failed');
  });
});

describe('toAppError: unexpected errors', () => {
  const INTERNAL = /^Something went wrong on our side/;

  it('turns an unknown Error into a 500 that reveals nothing of it', () => {
    const error = toAppError(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2 at /srv/app/db.js:12'));
    assert.equal(error.status, 500);
    assert.equal(error.code, 'internal');
    assert.match(error.message, INTERNAL);
    for (const secret of ['ECONNREFUSED', '10.0.0.5', 'hunter2', '/srv/app', 'db.js']) {
      assert.ok(!error.message.includes(secret), secret);
    }
    assert.deepEqual(error.details, []);
  });

  it('treats TypeError, RangeError and errors with a 5xx status the same way', () => {
    for (const original of [
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new RangeError('Invalid array length'),
      httpError('relation "verifications" does not exist', '42P01', 500),
      httpError('upstream timed out', undefined, 503),
      httpError('odd status', 'X', 302),
    ]) {
      const error = toAppError(original);
      assert.equal(error.status, 500, original.message);
      assert.equal(error.code, 'internal');
      assert.ok(!error.message.includes(original.message));
    }
  });
});
