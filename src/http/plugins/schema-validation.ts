import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import { isEmailAddress } from '../../domain/email-address.js';
import { lazily } from './lazy-compilers.js';

const unstorable = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

/**
 * The first text in a parsed query or body that is not storable: U+0000 (PostgreSQL text cannot hold it) or a lone
 * UTF-16 surrogate (not Unicode text at all). Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function unstorableTextField(value: unknown, root: string): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (unstorable(item)) return path === '' ? root : path;
    } else if (Array.isArray(item)) {
      for (const [i, v] of item.entries()) pending.push([v, `${path}[${i}]`]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, v] of Object.entries(item)) {
        const field = path === '' ? key : `${path}.${key}`;
        if (unstorable(key)) return field;
        pending.push([v, field]);
      }
    }
  }
  return null;
}

/**
 * ajv-formats, with date and date-time refusing year 0000: PostgreSQL has no year 0 and answers it with an error,
 * so without this a date that passes validation would end as a 500 on one database and be stored on the other.
 */
function addFormatsWithoutYearZero(ajv: Ajv.default): void {
  addFormats.default(ajv);
  for (const name of ['date', 'date-time'] as const) {
    const format = fullFormats[name] as {
      validate: (text: string) => boolean;
      compare: (a: string, b: string) => number | undefined;
    };
    ajv.addFormat(name, { ...format, validate: (text: string) => !text.startsWith('0000') && format.validate(text) });
  }
}

function makeAjv(options: Options) {
  const ajv = new Ajv.default({
    allErrors: true,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    ...options,
  });
  addFormatsWithoutYearZero(ajv);
  // `format: email` is Dossier's one e-mail rule, not ajv's: angle brackets and quotes are refused everywhere alike.
  ajv.addFormat('email', isEmailAddress);
  return ajv;
}

/**
 * Bodies are not coerced: "true" is not a boolean, and unknown fields are refused rather than silently dropped,
 * so a typo in a field name surfaces as a 400 instead of lost data. One instance serves every body schema.
 */
const strict = makeAjv({ coerceTypes: false });

/** A validator for a body a route assembles itself (multipart fields), with the same rules as JSON bodies. */
export function compileBodyValidator(schema: object): ReturnType<typeof strict.compile> {
  // Compiled on first use: modules declare their validators at load, which must not cost start-up time.
  return lazily(() => strict.compile(schema)) as ReturnType<typeof strict.compile>;
}

/** Query strings and path params arrive as text, so they are coerced ("50" → 50); bodies are not (above). */
export function registerSchemaValidation(app: FastifyInstance): void {
  const coercing = makeAjv({ coerceTypes: 'array' });
  // Compiled on a route's first request, not at boot (lazy-compilers.ts).
  app.setValidatorCompiler(
    ({ schema, httpPart }) =>
      lazily(() => (httpPart === 'body' ? strict.compile(schema) : coercing.compile(schema))) as ReturnType<
        typeof strict.compile
      >,
  );
  // Refused alike on both databases, after validation (and after route hooks that build the body from form
  // fields), so it is a 400 and never a database error.
  app.addHook('preHandler', (request, _reply, done) => {
    const field = unstorableTextField(request.query, 'query') ?? unstorableTextField(request.body, 'body');
    done(field === null ? undefined : AppError.field(field, 'must be text without NUL characters or lone surrogates'));
  });
}
