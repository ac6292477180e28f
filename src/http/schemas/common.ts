import { type TSchema, Type } from '@sinclair/typebox';

/**
 * A nullable primitive as `type: [T, "null"]` rather than anyOf: fast-json-stringify serializes it without
 * trying branches, and OpenAPI 3.1 reads it natively.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const { type, enum: values } = schema as { type?: string; enum?: unknown[] };
  if (typeof type === 'string') {
    // An enum must list null too, or a validator reading the document refuses null whatever the type says.
    return Type.Unsafe<T['static'] | null>({
      ...schema,
      type: [type, 'null'],
      ...(Array.isArray(values) ? { enum: [...values, null] } : {}),
    });
  }
  return Type.Union([schema, Type.Null()]);
}

export const Uuid = Type.String({ format: 'uuid', examples: ['0192f3a4-5b6c-7d8e-9f01-23456789abcd'] });
export const TimestampText = Type.String({
  format: 'date-time',
  description: 'ISO 8601 UTC with milliseconds',
  examples: ['2026-05-01T10:20:30.123Z'],
});
export const DateText = Type.String({ format: 'date', examples: ['2024-05-01'] });
/**
 * A date the spec lists as a non-nullable string: YYYY-MM-DD, or "" while the customer has not provided it
 * (the spec's type forbids null).
 */
export const DateOrEmpty = Type.String({
  pattern: '^(\\d{4}-\\d{2}-\\d{2})?$',
  description: 'YYYY-MM-DD, or an empty string when not provided',
});

export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      status: Type.Integer(),
      code: Type.String({ examples: ['validation_failed'] }),
      message: Type.String(),
      details: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
      request_id: Type.String(),
    }),
  },
  { $id: 'ErrorBody', description: 'Every non-2xx response has this body.' },
);

export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, Type.Ref(ErrorBody)]));

export const VerificationIdParams = Type.Object({ verification_id: Uuid });

/**
 * Dossier's addition to the interface's company, person and bank account: the names of the fields the customer
 * (or the API client that opened the case) gave. A field not listed was never answered, so its `false` or `""`
 * is not an answer. Null for a record written before Dossier kept this: what was answered then is not known.
 */
export const AnsweredFields = Nullable(
  Type.Array(Type.String(), {
    description:
      'Names of the fields the customer or API client provided. A field not listed was never answered: its `false` ' +
      'or `""` means "not provided", not "no". Null for records written before Dossier kept this.',
    examples: [['formal_name', 'company_number', 'jurisdiction', 'investigations']],
  }),
);

/** Dossier's addition to the company detail: the customer's explanation of each declaration answered true. */
export const DeclarationExplanations = Type.Object(
  {
    license_required: Type.Optional(Type.String()),
    investigations: Type.Optional(Type.String()),
    prosecutions: Type.Optional(Type.String()),
    ubo_criminal_records: Type.Optional(Type.String()),
  },
  {
    description:
      'The customer’s explanation of each of the declarations (`investigations`, `prosecutions`, ' +
      '`ubo_criminal_records`, `license_required`) answered true; {} when none.',
  },
);
