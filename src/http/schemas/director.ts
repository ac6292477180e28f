import { Type } from '@sinclair/typebox';
import { AnsweredFields, DateText, Nullable, TimestampText, Uuid } from './common.js';
import { DocumentRecord } from './document.js';

export const Address = Type.Object({
  line1: Type.String(),
  line2: Nullable(Type.String()),
  city: Type.String(),
  postal_code: Nullable(Type.String()),
  region: Nullable(Type.String()),
  country: Type.String({ description: 'lower-case ISO 3166-1 alpha-2 code' }),
});

export const Director = Type.Object(
  {
    id: Uuid,
    position: Type.String({ examples: ['director', 'ceo'] }),
    created_at: TimestampText,
    updated_at: TimestampText,
    person: Type.Object({
      id: Uuid,
      given_names: Type.String(),
      surname: Type.String(),
      date_of_birth: Nullable(DateText),
      nationality: Nullable(Type.String({ description: 'lower-case ISO 3166-1 alpha-2 code' })),
      place_of_birth: Nullable(Type.String()),
      sex: Nullable(Type.String({ enum: ['male', 'female', 'other'] })),
      pep: Type.Boolean({ description: 'politically exposed person' }),
      pep_description: Nullable(Type.String()),
      email: Nullable(Type.String()),
      phone: Nullable(Type.String()),
      address_of_residence: Nullable(Address),
      answered_fields: AnsweredFields,
      documents: Type.Array(Type.Ref(DocumentRecord)),
    }),
  },
  { $id: 'Director' },
);
