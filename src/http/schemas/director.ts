import { Type } from '@sinclair/typebox';
import { AnsweredFields, DateText, Nullable, TimestampText, Uuid } from './common.js';
import { DocumentRecord } from './document.js';

export const Address = Type.Object(
  {
    id: Uuid,
    name: Type.String({ description: 'The first line, as the source system names an address' }),
    line1: Type.String(),
    line2: Nullable(Type.String()),
    line_1: Type.String({ description: 'The source system’s name for line1' }),
    line_2: Nullable(Type.String({ description: 'The source system’s name for line2' })),
    line_3: Nullable(Type.String()),
    city: Type.String(),
    postal_code: Nullable(Type.String()),
    postcode: Nullable(Type.String({ description: 'The source system’s name for postal_code' })),
    region: Nullable(Type.String()),
    state: Nullable(Type.String({ description: 'The source system’s name for region' })),
    country: Type.String({ description: 'lower-case ISO 3166-1 alpha-2 code' }),
    created_at: TimestampText,
    updated_at: TimestampText,
  },
  {
    $id: 'Address',
    description:
      'Dossier’s members and the source system’s side by side (line1 = line_1, postal_code = postcode, region = state)',
  },
);

const PersonText = (description: string) => Nullable(Type.String({ description }));

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
      family_name: PersonText('A family name apart from the surname (e.g. a birth name)'),
      parents_given_names: PersonText('The given names of the person’s parents'),
      personal_number: PersonText('A national identification number'),
      funds_sources: PersonText('Where the person’s funds come from'),
      title_position: PersonText('The person’s title or position'),
      created_at: TimestampText,
      updated_at: TimestampText,
      address_of_residence: Nullable(Type.Ref(Address)),
      address_for_correspondence: Nullable(
        Type.Ref(Address, { description: 'Dossier keeps one address per person: always null' }),
      ),
      personal_verification: Nullable(
        Type.Object(
          {},
          {
            additionalProperties: true,
            description: 'The source system’s individual (KYC) verification of the person: Dossier has none, null',
          },
        ),
      ),
      answered_fields: AnsweredFields,
      documents: Type.Array(Type.Ref(DocumentRecord)),
    }),
  },
  { $id: 'Director' },
);
