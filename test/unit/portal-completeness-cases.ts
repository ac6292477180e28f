import type {
  ApplicationDraft,
  DraftDirector,
  OwnershipChallenge,
  RequestedData,
  Requirements,
} from '../../web/portal/api/types.js';
import { missing, requirements } from './portal-application-fixture.js';

// ONE table of cases for the portal's checklist (web/portal/lib/checklist) and the service's completeness rules
// (src/portal/draft-completeness): a profile or a data update request, a draft, and what is still missing, one
// entry per checklist line. test/unit/portal-checklist.test.ts runs every case against both sides.

export const PASSPORT_UPLOAD = '01a200a0-0000-7000-8000-0000000000a1';
const CERTIFICATE_UPLOAD = '01a200a0-0000-7000-8000-0000000000a2';
export const CHALLENGE_ID = '01a200a0-0000-7000-8000-0000000000c1';
export const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const VALID_IBAN = 'GB82 WEST 1234 5698 7654 32';
const PASSPORT_DETAILS = { number: 'P1234567', country_of_issue: 'gb', expiration_date: '2031-04-30' };

export const FULL = requirements({
  sections: [
    'company_details',
    'bank_accounts',
    'crypto_addresses',
    'directors',
    'company_documents',
    'director_documents',
  ],
  fields: {
    company: ['formal_name', 'company_number', 'company_type', 'industry', 'tax_number', 'investigations'],
    director: ['position'],
    person: ['date_of_birth', 'nationality', 'address_of_residence'],
  },
  document_types: { company: ['certificate_of_incorporation'], person: ['passport'] },
});

/** A profile asking for the company's addresses and where its funds come from. */
const ADDRESSES = requirements({
  sections: ['company_details'],
  fields: { company: ['registered_address', 'office_address', 'sources_of_funds'], director: [], person: [] },
});
const LONDON = { line1: '1 Main Street', city: 'London', country: 'gb' };
const NAMED = { formal_name: 'Acme Widgets Ltd', company_number: '01234567', jurisdiction_code: 'gb' };

export function director(
  key: string,
  person: Record<string, unknown> = {},
  more: Partial<DraftDirector> = {},
): DraftDirector {
  return {
    key,
    position: 'director',
    person: {
      given_names: 'Ada',
      surname: 'Lovelace',
      date_of_birth: '1985-12-10',
      nationality: 'gb',
      pep: false,
      address_of_residence: { line1: '1 High St', city: 'London', country: 'gb' },
      ...person,
    },
    documents: [{ key: `${key}p`, document_type: 'passport', upload_ids: [PASSPORT_UPLOAD], ...PASSPORT_DETAILS }],
    ...more,
  };
}

export function fullDraft(patch: Partial<ApplicationDraft> = {}): ApplicationDraft {
  return {
    company: {
      formal_name: 'Acme Widgets Ltd',
      company_number: '01234567',
      jurisdiction_code: 'gb',
      company_type_id: '01a200a0-0000-7000-8000-0000000000e1',
      industry_key: 62,
      tax_number: 'GB123',
      investigations: false,
    },
    bank_accounts: [
      { key: 'b1', account_holder: 'Acme Widgets Ltd', name: 'Barclays', number: VALID_IBAN, iban: true },
    ],
    crypto_addresses: [{ key: 'c1', address: ETH_ADDRESS, address_type: 'ETH', challenge_id: CHALLENGE_ID }],
    directors: [director('d1')],
    documents: [{ key: 'k1', document_type: 'certificate_of_incorporation', upload_ids: [CERTIFICATE_UPLOAD] }],
    ...patch,
  };
}

export const VERIFIED: OwnershipChallenge = {
  id: CHALLENGE_ID,
  address: ETH_ADDRESS,
  address_type: 'ETH',
  signature_message: 'I own this address',
  signature_verification: 'verified',
  created_at: '2026-05-01T10:00:00.000Z',
};

export interface CompletenessCase {
  readonly name: string;
  readonly requirements?: Requirements;
  /** Given: an answer to a data update request. */
  readonly requested?: RequestedData['missing'];
  readonly draft: ApplicationDraft;
  readonly challenges?: readonly OwnershipChallenge[];
  /** What is still missing, one entry per checklist line (see keyOfItem / keyOfError). */
  readonly missing: readonly string[];
  /**
   * Where the two sides are known to differ today (the portal asks more than the service checks): the case runs
   * and is reported as a todo, so the difference stays written down until the service's rule follows.
   */
  readonly knownDifference?: string;
}

export const COMPLETENESS_CASES: readonly CompletenessCase[] = [
  { name: 'a complete application', requirements: FULL, challenges: [VERIFIED], draft: fullDraft(), missing: [] },
  {
    name: 'an empty draft',
    requirements: FULL,
    draft: {},
    missing: [
      'company:formal_name',
      'company:company_number',
      'company:jurisdiction',
      'company:company_type',
      'company:industry',
      'company:tax_number',
      'company:investigations',
      'bank:none',
      'crypto:none',
      'directors:none',
      'doc:certificate_of_incorporation',
    ],
  },
  {
    name: 'a profile that asks nothing, an empty draft: the company’s name, number and country',
    draft: {},
    missing: ['company:formal_name', 'company:company_number', 'company:jurisdiction'],
  },
  {
    name: 'text of spaces only does not count',
    challenges: [VERIFIED],
    requirements: FULL,
    draft: fullDraft({ company: { ...fullDraft().company, tax_number: '   ' } }),
    missing: ['company:tax_number'],
  },
  {
    name: 'a declaration answered yes without its explanation',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({ company: { ...fullDraft().company, investigations: true } }),
    missing: ['company:investigations:explanation'],
  },
  {
    name: 'a declaration answered yes with its explanation',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({
      company: {
        ...fullDraft().company,
        investigations: true,
        declaration_explanations: { investigations: 'A closed 2019 inquiry' },
      },
    }),
    missing: [],
  },
  {
    name: 'a bank account without its holder and number',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({ bank_accounts: [{ key: 'b1', name: 'Barclays' }] }),
    missing: ['bank:b1'],
  },
  {
    name: 'an account marked as an IBAN whose IBAN is not valid',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({
      bank_accounts: [{ key: 'b1', account_holder: 'Acme', name: 'Barclays', number: 'GB00 0000', iban: true }],
    }),
    missing: ['bank:b1'],
  },
  {
    name: 'an account number that is not an IBAN, not marked as one',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({ bank_accounts: [{ key: 'b1', account_holder: 'Acme', name: 'Chase', number: '021000021' }] }),
    missing: [],
  },
  {
    name: 'a crypto address without a signed challenge',
    requirements: FULL,
    draft: fullDraft(),
    missing: ['crypto:c1'],
  },
  {
    name: 'a crypto address whose signature failed',
    requirements: FULL,
    challenges: [{ ...VERIFIED, signature_verification: 'failed' }],
    draft: fullDraft(),
    missing: ['crypto:c1'],
  },
  {
    name: 'a crypto address changed after its challenge was signed',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({
      crypto_addresses: [
        {
          key: 'c1',
          address: '0x0000000000000000000000000000000000000001',
          address_type: 'ETH',
          challenge_id: CHALLENGE_ID,
        },
      ],
    }),
    missing: ['crypto:c1'],
  },
  {
    name: 'a network the service cannot verify counts as proven',
    requirements: FULL,
    challenges: [{ ...VERIFIED, address_type: 'XRP', signature_verification: 'unsupported_network' }],
    draft: fullDraft({
      crypto_addresses: [{ key: 'c1', address: ETH_ADDRESS, address_type: 'xrp', challenge_id: CHALLENGE_ID }],
    }),
    missing: [],
  },
  {
    name: 'a director without an answer to the PEP question',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({ directors: [director('d1', { pep: undefined })] }),
    missing: ['director:d1'],
  },
  {
    name: 'a politically exposed director without the description',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({ directors: [director('d1', { pep: true })] }),
    missing: ['director:d1'],
  },
  {
    name: 'a director whose address lacks its city, and a second without position',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({
      directors: [
        director('d1', { address_of_residence: { line1: '1 High St', country: 'gb' } }),
        director('d2', {}, { position: '' }),
      ],
    }),
    missing: ['director:d1', 'director:d2'],
  },
  {
    name: 'a passport without its file',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({ directors: [director('d1', {}, { documents: [] })] }),
    missing: ['director:d1:doc:passport'],
  },
  {
    name: 'a passport without its expiry date',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({
      directors: [
        director(
          'd1',
          {},
          { documents: [{ key: 'p', document_type: 'passport', upload_ids: [PASSPORT_UPLOAD], number: 'P1' }] },
        ),
      ],
    }),
    missing: ['director:d1:doc:passport'],
  },
  {
    name: 'bank accounts answered "Not applicable" with a reason',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({ bank_accounts: [], not_applicable: [{ section: 'bank_accounts', reason: 'No bank yet' }] }),
    missing: [],
  },
  {
    name: 'bank accounts answered "Not applicable" without a reason',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({ bank_accounts: [], not_applicable: [{ section: 'bank_accounts', reason: '  ' }] }),
    missing: ['na:bank_accounts'],
  },
  {
    name: 'company details "Not applicable": still its name, number and country',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({ company: {}, not_applicable: [{ section: 'company_details', reason: 'A trust' }] }),
    missing: ['company:formal_name', 'company:company_number', 'company:jurisdiction'],
  },
  {
    name: 'the directors’ documents "Not applicable": the directors are still asked, their passports not',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({
      directors: [director('d1', { nationality: '' }, { documents: [] })],
      not_applicable: [{ section: 'director_documents', reason: 'Held by our notary' }],
    }),
    missing: ['director:d1'],
  },
  {
    name: 'directors "Not applicable": nothing of them is asked',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({ directors: [], not_applicable: [{ section: 'directors', reason: 'A foundation' }] }),
    missing: [],
  },
  {
    name: 'company documents "Not applicable"',
    requirements: FULL,
    challenges: [VERIFIED],
    draft: fullDraft({ documents: [], not_applicable: [{ section: 'company_documents', reason: 'Newly formed' }] }),
    missing: [],
  },
  {
    name: 'update: a bank account asked, none added',
    requirements: FULL,
    requested: missing({ sections: ['bank_accounts'] }),
    draft: {},
    missing: ['bank:none'],
  },
  {
    name: 'update: a company field asked, left empty',
    requirements: FULL,
    requested: missing({ company_fields: ['tax_number'] }),
    draft: { company: { jurisdiction_code: 'gb' } },
    missing: ['company:tax_number'],
  },
  {
    name: 'update: a director on file asked for a date of birth and a passport',
    requirements: FULL,
    requested: missing({
      person_fields: [{ person_id: 'p1', fields: ['date_of_birth'] }],
      person_document_types: [{ person_id: 'p1', document_types: ['passport'] }],
    }),
    draft: { directors: [{ key: 'd1', person_id: 'p1', person: { given_names: 'Ada', surname: 'Lovelace' } }] },
    missing: ['director:d1', 'director:d1:doc:passport'],
  },
  {
    name: 'update: directors asked, only those on file in the answer',
    requirements: FULL,
    requested: missing({ sections: ['directors'] }),
    draft: { directors: [{ key: 'd1', person_id: 'p1', person: { given_names: 'Ada', surname: 'Lovelace' } }] },
    missing: ['directors:none'],
  },
  {
    name: 'update: directors asked, the one added asked what the profile asks of every person',
    requirements: FULL,
    requested: missing({ sections: ['directors'] }),
    draft: {
      directors: [
        { key: 'd1', person_id: 'p1', person: { given_names: 'Ada' } },
        director('d2', { date_of_birth: '' }),
      ],
    },
    missing: ['director:d2'],
  },
  {
    name: 'update: a director field asked of a director on file, left empty',
    requirements: FULL,
    requested: missing({ director_fields: [{ director_id: 'd1', fields: ['position'] }] }),
    draft: { directors: [{ key: 'd1', person_id: 'p1', person: { given_names: 'Ada', surname: 'Lovelace' } }] },
    missing: ['director:d1'],
  },
  {
    name: 'update: a legal form asked of a case without a country',
    requirements: FULL,
    requested: missing({ company_fields: ['company_type'] }),
    draft: {},
    missing: ['company:jurisdiction', 'company:company_type'],
  },
  {
    name: 'update: the company documents asked answered "Not applicable"',
    requirements: FULL,
    requested: missing({ company_document_types: ['bank_statement'] }),
    draft: { not_applicable: [{ section: 'company_documents', reason: 'None kept' }] },
    missing: [],
  },
  {
    name: 'a profile asking for the addresses and sources of funds, none given',
    requirements: ADDRESSES,
    draft: { company: NAMED },
    missing: ['company:registered_address', 'company:office_address', 'company:sources_of_funds'],
  },
  {
    name: 'a registered address without its town, an office address complete, sources of funds chosen',
    requirements: ADDRESSES,
    draft: {
      company: {
        ...NAMED,
        registered_address: { line1: '1 Main Street', country: 'gb' },
        office_address: LONDON,
        sources_of_funds: ['revenue'],
      },
    },
    missing: ['company:registered_address'],
  },
  {
    name: '"other" among the sources of funds without what it is',
    requirements: ADDRESSES,
    draft: {
      company: {
        ...NAMED,
        registered_address: LONDON,
        office_address: LONDON,
        sources_of_funds: ['investments', 'other'],
        sources_of_funds_other: ' ',
      },
    },
    missing: ['company:sources_of_funds_other'],
  },
  {
    name: 'the addresses and sources of funds complete, "other" said',
    requirements: ADDRESSES,
    draft: {
      company: {
        ...NAMED,
        registered_address: LONDON,
        office_address: { ...LONDON, line1: '2 Side Street', postal_code: 'EC1A 1AA' },
        sources_of_funds: ['other'],
        sources_of_funds_other: 'A regional development grant',
      },
    },
    missing: [],
  },
  {
    name: 'update: the office address asked, half given',
    requirements: FULL,
    requested: missing({ company_fields: ['office_address'] }),
    draft: { company: { jurisdiction_code: 'gb', office_address: { line1: '2 Side Street' } } },
    missing: ['company:office_address'],
  },
];
