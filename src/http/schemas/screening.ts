import { Type } from '@sinclair/typebox';
import { Nullable, TimestampText, Uuid } from './common.js';

const Explanation = Type.Array(
  Type.Object({
    feature: Type.String({ description: 'what was compared: a name, an alias, the date of birth, the nationality…' }),
    detail: Type.String(),
    contribution: Type.Number({ description: 'how much it added to (or took from) the score' }),
  }),
);

export const ScreeningIssue = Type.Object(
  {
    id: Uuid,
    entity_id: Uuid,
    entity_type: Type.String({ enum: ['Verification', 'Check'] }),
    category: Type.String({ enum: ['sanction', 'pep', 'crypto'] }),
    source: Type.String({ description: 'the list source, e.g. ofac-sdn, un, eu-fsf, opensanctions' }),
    source_list_name: Type.String(),
    list_version_id: Type.String({ description: 'the list version the hit was found in' }),
    entry_id: Type.String({ description: 'the matched entry’s id in its source' }),
    report: Type.Object(
      {},
      {
        additionalProperties: true,
        description:
          'the matched entry as it stood: names and aliases, dates and places of birth, nationalities, addresses, ' +
          'identifiers, programmes, listing date, remarks and the source’s link',
      },
    ),
    subject: Type.Object(
      {},
      {
        additionalProperties: true,
        description:
          'who or what was screened: key, kind (person, company, crypto_address), role (company, director, ' +
          'bank_account_holder, crypto_address, shareholder, ubo, check), name, date_of_birth, nationality, address',
      },
    ),
    score: Type.Number({ minimum: 0, maximum: 1 }),
    explanation: Explanation,
    relevant: Nullable(
      Type.Boolean({ description: 'null until decided; true: a true match; false: a false positive' }),
    ),
    comment: Nullable(Type.String()),
    decided_by: Nullable(Type.String({ description: 'user:<id>, token:<id> or cli' })),
    decided_at: Nullable(TimestampText),
    pending_dismissal: Nullable(
      Type.Object(
        { comment: Type.String(), proposed_by: Type.String(), proposed_at: TimestampText },
        { description: 'four eyes: a dismissal of a sanction hit waiting for a second officer' },
      ),
    ),
    changed_since_dismissed: Type.Boolean({
      description: 'dismissed before, and back because the list entry or the subject’s data changed since',
    }),
    alert: Type.Boolean({ description: 'the hit arrived after the case was decided' }),
    created_at: TimestampText,
    updated_at: TimestampText,
  },
  { $id: 'ScreeningIssue' },
);

/** Why the case's last screening could not run (the provider, yente, did not answer); null when it ran. */
export const ScreeningFailure = Nullable(
  Type.Object(
    {
      reason: Type.String({ description: 'the provider’s error, e.g. yente at … could not be reached' }),
      trigger: Type.String({ description: 'what asked for the screening: intake, submission, data_change, retry…' }),
      subjects: Type.Integer({ description: 'subjects waiting to be screened' }),
      attempts: Type.Integer({ description: 'screenings of the case that failed in a row' }),
      first_failed_at: TimestampText,
      failed_at: TimestampText,
    },
    {
      description:
        'the screening waits for the provider: the worker tries again every quarter of an hour, and the hits ' +
        'appear here once it answers; null when the last screening ran',
    },
  ),
);

export const IssueParams = Type.Object({ verification_id: Uuid, issue_id: Uuid });

export const DecisionBody = Type.Object(
  {
    relevant: Type.Boolean({ description: 'true: "True match"; false: "False positive"' }),
    comment: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);

const CheckBase = {
  id: Uuid,
  type: Type.String({ enum: ['individual', 'company', 'crypto_address'] }),
  check_type: Type.String({ description: 'always `standard`' }),
  state: Type.String({ enum: ['completed'] }),
  created_at: TimestampText,
  updated_at: TimestampText,
};
const Issues = Type.Array(Type.Ref(ScreeningIssue));

const IndividualFields = {
  given_names: Type.String(),
  surname: Type.String(),
  date_of_birth: Nullable(Type.String()),
  nationality: Nullable(Type.String()),
};
const CompanyFields = {
  company_name: Type.String(),
  jurisdiction_code: Nullable(Type.String()),
  company_number: Nullable(Type.String()),
};
const CryptoFields = { address: Type.String(), address_type: Type.String() };

export const CheckIndividual = Type.Object({ ...CheckBase, ...IndividualFields, issues: Issues });
export const CheckCompany = Type.Object({ ...CheckBase, ...CompanyFields, issues: Issues });
export const CheckCryptoAddress = Type.Object({ ...CheckBase, ...CryptoFields, issues: Issues });
export const CheckIndividualListed = Type.Object({ ...CheckBase, ...IndividualFields });
export const CheckCompanyListed = Type.Object({ ...CheckBase, ...CompanyFields });
export const CheckCryptoAddressListed = Type.Object({ ...CheckBase, ...CryptoFields });
/** A check of either kind in the entities list: the fields of both kinds, null where not its type's (as the source). */
export const CheckEntityListed = Type.Object({
  ...CheckBase,
  ...Object.fromEntries(
    Object.entries({ ...IndividualFields, ...CompanyFields }).map(([k]) => [k, Nullable(Type.String())]),
  ),
});

const OptionalText = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));

export const IndividualCheckBody = Type.Object(
  {
    given_names: Type.String({ maxLength: 300 }),
    surname: Type.String({ minLength: 1, maxLength: 300 }),
    date_of_birth: Type.Optional(Nullable(Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }))),
    nationality: Type.Optional(Nullable(Type.String({ pattern: '^([A-Za-z]{2})?$' }))),
  },
  { additionalProperties: false },
);
export const CompanyCheckBody = Type.Object(
  {
    company_name: Type.String({ minLength: 1, maxLength: 300 }),
    jurisdiction_code: OptionalText(20),
    company_number: OptionalText(100),
  },
  { additionalProperties: false },
);
export const CryptoCheckBody = Type.Object(
  {
    address: Type.String({ minLength: 1, maxLength: 200 }),
    address_type: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  { additionalProperties: false },
);

export const Pagination = Type.Object({
  pagination: Type.Object({
    total: Type.Integer(),
    per_page: Type.Integer(),
    current_page: Type.Integer(),
    total_pages: Type.Integer(),
  }),
});

export const PageQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  },
  { additionalProperties: false },
);
