import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isEmailAddress } from '../domain/email-address.js';
import { lazily } from './lazily.js';

// Request bodies are validated by the HTTP layer and, for bodies a service assembles itself (a portal draft turned
// into an intake, multipart fields), by the services: one Ajv set-up below both, so the rules are the same.

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

export function makeAjv(options: Options) {
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
export const strict = makeAjv({ coerceTypes: false });

/** A validator for a body a route assembles itself (multipart fields), with the same rules as JSON bodies. */
export function compileBodyValidator(schema: object): ReturnType<typeof strict.compile> {
  // Compiled on first use: modules declare their validators at load, which must not cost start-up time.
  return lazily(() => strict.compile(schema)) as ReturnType<typeof strict.compile>;
}
