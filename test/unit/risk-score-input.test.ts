import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FieldError } from '../../src/domain/app-error.js';
import { MAX_REASON_LENGTH, MAX_REASONS, parseRiskScoreInput } from '../../src/domain/risk-score-input.js';

const ID = '01a200a0-34b4-7000-8c7a-0067a9e4628a';

function accepted(body: unknown) {
  const result = parseRiskScoreInput(body);
  assert.ok(result.ok, JSON.stringify(result));
  return result.value;
}

function refused(body: unknown): FieldError[] {
  const result = parseRiskScoreInput(body);
  assert.ok(!result.ok, `expected a refusal for ${JSON.stringify(body)?.slice(0, 200)}`);
  return result.details;
}

const fields = (details: FieldError[]) => details.map((d) => d.field);

/** A form parser's view of a body: the same name repeated becomes an array in order; Object.create(null) like ours. */
function flat(entries: [string, string][]): Record<string, string | string[]> {
  const body: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of entries) {
    const existing = body[key];
    if (existing === undefined) body[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else body[key] = [existing, value];
  }
  return body;
}

describe('parseRiskScoreInput: accepted shapes', () => {
  it('reads the nested JSON shape', () => {
    assert.deepEqual(
      accepted({ id: ID, risk_score: { simple: 'high', detailed: { score: '87/100', reasons: ['PEP', 'Offshore'] } } }),
      { verificationId: ID, simple: 'high', score: '87/100', reasons: ['PEP', 'Offshore'] },
    );
    assert.deepEqual(accepted({ id: ID, risk_score: { simple: 'low' } }), {
      verificationId: ID,
      simple: 'low',
      score: null,
      reasons: [],
    });
    assert.deepEqual(accepted({ id: ID, risk_score: { simple: null, detailed: { reasons: ['only reasons'] } } }), {
      verificationId: ID,
      simple: null,
      score: null,
      reasons: ['only reasons'],
    });
  });

  it('reads the flat bracket names, a single reason given as a string, and repeated reasons in their order', () => {
    assert.deepEqual(
      accepted(
        flat([
          ['id', ID],
          ['risk_score[simple]', 'medium'],
          ['risk_score[detailed][score]', '55'],
          ['risk_score[detailed][reasons][]', 'zeta'],
          ['risk_score[detailed][reasons][]', 'alpha'],
          ['risk_score[detailed][reasons][]', 'mu'],
        ]),
      ),
      { verificationId: ID, simple: 'medium', score: '55', reasons: ['zeta', 'alpha', 'mu'] },
    );
    assert.deepEqual(accepted({ id: ID, 'risk_score[detailed][reasons][]': 'just one' }).reasons, ['just one']);
    assert.deepEqual(accepted({ id: ID, 'risk_score[detailed][reasons]': 'without brackets' }).reasons, [
      'without brackets',
    ]);
  });

  it('keeps every reason when `[reasons][]` and `[reasons]` are mixed', () => {
    const value = accepted({
      id: ID,
      'risk_score[detailed][reasons][]': ['a', 'b'],
      'risk_score[detailed][reasons]': ['c', 'd'],
    });
    assert.deepEqual(value.reasons, ['a', 'b', 'c', 'd']);
    assert.deepEqual(
      accepted({ id: ID, 'risk_score[detailed][reasons][]': 'a', 'risk_score[detailed][reasons]': 'b' }).reasons,
      ['a', 'b'],
    );
  });

  it('drops blank reasons but keeps the text of the others as sent', () => {
    assert.deepEqual(accepted({ id: ID, risk_score: { detailed: { reasons: ['', ' x ', '   '] } } }).reasons, [' x ']);
  });

  it('accepts exactly the limits: 100 reasons of 1000 characters', () => {
    const reasons = Array.from({ length: MAX_REASONS }, (_, i) => `${i}`.padEnd(MAX_REASON_LENGTH, 'r'));
    assert.equal(MAX_REASONS, 100);
    assert.deepEqual(accepted({ id: ID, risk_score: { detailed: { reasons } } }).reasons, reasons);
  });
});

describe('parseRiskScoreInput: refusals', () => {
  it('needs the verification id, as a UUID', () => {
    assert.deepEqual(fields(refused({ risk_score: { simple: 'low' } })), ['id']);
    assert.deepEqual(fields(refused({ id: 'not-a-uuid', risk_score: { simple: 'low' } })), ['id']);
    assert.deepEqual(fields(refused({ id: 42, risk_score: { simple: 'low' } })), ['id']);
    assert.deepEqual(
      fields(refused({ id: [ID, ID], 'risk_score[simple]': 'low' })),
      ['id'],
      'a repeated id is refused',
    );
  });

  it('needs simple among low, medium, high', () => {
    for (const simple of ['extreme', 'LOW', 'risk_low', 3, true, ['low']]) {
      assert.deepEqual(fields(refused({ id: ID, risk_score: { simple } })), ['risk_score[simple]'], String(simple));
    }
    assert.deepEqual(fields(refused({ id: ID, 'risk_score[simple]': 'none' })), ['risk_score[simple]']);
  });

  it('refuses a body with nothing to record', () => {
    for (const body of [
      { id: ID },
      { id: ID, risk_score: {} },
      { id: ID, risk_score: { simple: '', detailed: { score: '', reasons: [] } } },
      { id: ID, 'risk_score[detailed][reasons][]': ['', ' '] },
    ]) {
      assert.deepEqual(fields(refused(body)), ['risk_score'], JSON.stringify(body));
    }
  });

  it('refuses 101 reasons, a reason or a score too long, and non-string values', () => {
    const many = Array.from({ length: MAX_REASONS + 1 }, (_, i) => `r${i}`);
    assert.deepEqual(fields(refused({ id: ID, risk_score: { detailed: { reasons: many } } })), [
      'risk_score[detailed][reasons][]',
    ]);
    assert.deepEqual(fields(refused({ id: ID, 'risk_score[detailed][reasons][]': many })), [
      'risk_score[detailed][reasons][]',
    ]);
    const long = 'x'.repeat(MAX_REASON_LENGTH + 1);
    assert.deepEqual(fields(refused({ id: ID, risk_score: { detailed: { reasons: ['fine', long] } } })), [
      'risk_score[detailed][reasons][1]',
    ]);
    assert.deepEqual(fields(refused({ id: ID, risk_score: { detailed: { score: 'x'.repeat(101) } } })), [
      'risk_score[detailed][score]',
    ]);
    assert.deepEqual(fields(refused({ id: ID, risk_score: { detailed: { score: 87 } } })), [
      'risk_score[detailed][score]',
    ]);
    assert.deepEqual(fields(refused({ id: ID, risk_score: { detailed: { reasons: ['a', { b: 1 }, 3] } } })), [
      'risk_score[detailed][reasons][1]',
      'risk_score[detailed][reasons][2]',
    ]);
    assert.deepEqual(fields(refused({ id: ID, risk_score: { detailed: { reasons: [['nested']] } } })), [
      'risk_score[detailed][reasons][0]',
    ]);
  });

  it('refuses bodies that are not objects and sub-objects of the wrong type', () => {
    for (const body of [null, undefined, 'id=1', 42, [ID]]) assert.deepEqual(fields(refused(body)), ['body']);
    assert.ok(fields(refused({ id: ID, risk_score: 'high' })).includes('risk_score'));
    assert.ok(fields(refused({ id: ID, risk_score: ['high'] })).includes('risk_score'));
    assert.ok(fields(refused({ id: ID, risk_score: { detailed: 'x' } })).includes('risk_score[detailed]'));
  });

  it('refuses unknown keys, naming them, in both shapes', () => {
    assert.ok(fields(refused({ id: ID, risk_score: { simple: 'low' }, extra: 1 })).includes('extra'));
    assert.ok(fields(refused({ id: ID, risk_score: { simple: 'low', level: 2 } })).includes('risk_score[level]'));
    assert.ok(
      fields(refused({ id: ID, risk_score: { detailed: { score: '1', why: [] } } })).includes(
        'risk_score[detailed][why]',
      ),
    );
    assert.ok(
      fields(refused({ id: ID, 'risk_score[simple]': 'low', 'risk_score[level]': '2' })).includes('risk_score[level]'),
    );
  });

  it('caps the field errors of a body full of unknown keys and shortens absurd key names', () => {
    const body: Record<string, string> = { id: ID, 'risk_score[simple]': 'low' };
    for (let i = 0; i < 5000; i++) body[`k${i}`] = 'v';
    body['y'.repeat(100_000)] = 'v';
    const details = refused(body);
    assert.ok(details.length <= 21, `${details.length} details`);
    assert.ok(details.every((d) => d.field.length <= 100));
  });
});

describe('parseRiskScoreInput: prototype pollution', () => {
  const before = Object.getOwnPropertyNames(Object.prototype).sort();
  const clean = () => {
    assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), before);
    assert.equal(({} as Record<string, unknown>).x, undefined);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  };

  it('refuses __proto__ and constructor keys in every position and leaves Object.prototype alone', () => {
    const hostile: unknown[] = [
      JSON.parse(`{"id":"${ID}","__proto__":{"x":1},"risk_score":{"simple":"low"}}`),
      JSON.parse(`{"id":"${ID}","risk_score":{"simple":"low","__proto__":{"polluted":1}}}`),
      JSON.parse(`{"id":"${ID}","risk_score":{"detailed":{"score":"1","__proto__":{"x":1}}}}`),
      JSON.parse(`{"id":"${ID}","constructor":{"prototype":{"x":1}},"risk_score":{"simple":"low"}}`),
      flat([
        ['id', ID],
        ['risk_score[simple]', 'low'],
        ['__proto__[x]', '1'],
      ]),
      flat([
        ['id', ID],
        ['risk_score[simple]', 'low'],
        ['constructor[prototype][x]', '1'],
      ]),
      flat([
        ['id', ID],
        ['risk_score[simple]', 'low'],
        ['__proto__', 'x'],
      ]),
      flat([
        ['id', ID],
        ['risk_score[detailed][reasons][__proto__]', 'x'],
      ]),
    ];
    for (const body of hostile) {
      const details = refused(body);
      assert.ok(
        details.some((d) => /__proto__|constructor/.test(d.field)),
        `the hostile key is named: ${JSON.stringify(details)}`,
      );
      clean();
    }
  });

  it('does not read values from the prototype chain', () => {
    const inherited = Object.create({ id: ID }) as Record<string, unknown>;
    inherited['risk_score[simple]'] = 'high';
    assert.deepEqual(fields(refused(inherited)), ['id'], 'an inherited id counts as absent');
    const inheritedScore = Object.create({ 'risk_score[simple]': 'high' }) as Record<string, unknown>;
    inheritedScore.id = ID;
    assert.deepEqual(fields(refused(inheritedScore)), ['risk_score'], 'an inherited score counts as absent');
    clean();
  });
});
