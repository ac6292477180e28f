import { Type } from '@sinclair/typebox';
import { Nullable } from './common.js';

/** The source system's view of the past, taken by every read route of a case's data. */
export const TimestampQuery = Type.Object({
  timestamp: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 32_503_680_000,
      description:
        'Unix seconds: the case’s data as the latest revision at or before that time left it (one of the record’s ' +
        '`revision_timestamps`, or any time after one). 404 when the case had no revision yet. Absent: as it is now',
      examples: [1687508655],
    }),
  ),
});

export const CompanyDetailsBody = Type.Object({
  company: Type.Ref('CompanyDetail'),
  registered_address: Nullable(Type.Ref('Address')),
  office_address: Nullable(Type.Ref('Address')),
  proof_of_incorporation_details: Type.Array(Type.Ref('DocumentRecord'), {
    description:
      'Company documents proving its details: certificate of incorporation, registry extract, articles of ' +
      'association, shareholder and director registers',
  }),
  proof_of_office_address: Type.Array(Type.Ref('DocumentRecord'), {
    description: 'Company documents of type proof_of_address',
  }),
});
