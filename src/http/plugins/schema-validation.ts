import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

function makeAjv(options: Options) {
  const ajv = new Ajv.default({
    allErrors: true,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    ...options,
  });
  addFormats.default(ajv);
  return ajv;
}

/**
 * Query strings and path params arrive as text, so they are coerced ("50" → 50). Bodies are JSON and are not:
 * "true" is not a boolean, and unknown fields are refused rather than silently dropped, so a typo in a field
 * name surfaces as a 400 instead of lost data.
 */
export function registerSchemaValidation(app: FastifyInstance): void {
  const strict = makeAjv({ coerceTypes: false });
  const coercing = makeAjv({ coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(schema) : coercing.compile(schema),
  );
}
