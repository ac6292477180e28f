import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FieldError } from '../../src/domain/app-error.js';
import type { ProfileRequirements, RequestedData } from '../../src/domain/completeness-profile.js';
import type { ApplicationDraftData, DraftDirectorData } from '../../src/portal/application-draft.js';
import { type ChallengeState, missingFromApplication, missingFromUpdate } from '../../src/portal/draft-completeness.js';

const PASSPORT_UPLOAD = '01a200a0-0000-7000-8000-0000000000a1';
const CERTIFICATE_UPLOAD = '01a200a0-0000-7000-8000-0000000000a2';
const FOREIGN_UPLOAD = '01a200a0-0000-7000-8000-0000000000ff';
const CHALLENGE_ID = '01a200a0-0000-7000-8000-0000000000c1';
const PERSON_ID = '01a200a0-0000-7000-8000-0000000000d1';
const PROFILE_ID = '01a200a0-0000-7000-8000-000000000001';
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const VALID_IBAN = 'GB82 WEST 1234 5698 7654 32';
/** What a required identity document carries besides its file. */
const PASSPORT_DETAILS = { number: 'P1234567', country_of_issue: 'gb', expiration_date: '2031-04-30' };

function requirements(overrides: Partial<ProfileRequirements> = {}): ProfileRequirements {
  return {
    sections: [],
    fields: { company: [], director: [], person: [] },
    document_types: { company: [], person: [] },
    ...overrides,
  };
}

/** The portal's scenario: company details, a bank account, an address, a director with a passport, a certificate. */
const FULL = requirements({
  sections: [
    'company_details',
    'bank_accounts',
    'crypto_addresses',
    'directors',
    'company_documents',
    'director_documents',
  ],
  fields: {
    company: ['formal_name', 'company_number', 'company_type', 'industry', 'tax_number'],
    director: ['position'],
    person: ['date_of_birth', 'nationality', 'address_of_residence'],
  },
  document_types: { company: ['certificate_of_incorporation'], person: ['passport'] },
});

const director = (overrides: Partial<DraftDirectorData> = {}, person: Record<string, unknown> = {}) =>
  ({
    key: 'd1',
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
    documents: [{ key: 'p1', document_type: 'passport', upload_ids: [PASSPORT_UPLOAD], ...PASSPORT_DETAILS }],
    ...overrides,
  }) as DraftDirectorData;

function fullDraft(): ApplicationDraftData {
  return {
    company: {
      formal_name: 'Acme Widgets Ltd',
      company_number: '01234567',
      jurisdiction_code: 'gb',
      company_type_id: '01a200a0-0000-7000-8000-0000000000e1',
      industry_key: 62,
      tax_number: 'GB123',
    },
    bank_accounts: [
      { key: 'b1', account_holder: 'Acme Widgets Ltd', name: 'Barclays', number: VALID_IBAN, iban: true },
    ],
    crypto_addresses: [{ key: 'c1', address: ETH_ADDRESS, address_type: 'ETH', challenge_id: CHALLENGE_ID }],
    directors: [director()],
    documents: [{ key: 'k1', document_type: 'certificate_of_incorporation', upload_ids: [CERTIFICATE_UPLOAD] }],
  };
}

const challenge = (verification: string, overrides: Partial<ChallengeState> = {}) =>
  new Map<string, ChallengeState>([
    [CHALLENGE_ID, { address: ETH_ADDRESS, addressType: 'ETH', verification, ...overrides }],
  ]);
const UPLOADS = new Set([PASSPORT_UPLOAD, CERTIFICATE_UPLOAD]);

const fields = (errors: readonly FieldError[]) => errors.map((e) => e.field);
const application = (draft: ApplicationDraftData, r = FULL, challenges = challenge('verified'), uploads = UPLOADS) =>
  fields(missingFromApplication(r, draft, challenges, uploads));

describe('missingFromApplication', () => {
  it('finds nothing missing in a complete application', () => {
    assert.deepEqual(missingFromApplication(FULL, fullDraft(), challenge('verified'), UPLOADS), []);
  });

  it('always asks for the company name, number and jurisdiction, whatever the profile', () => {
    const errors = missingFromApplication(requirements(), {}, new Map(), new Set());
    assert.deepEqual(fields(errors), ['company.formal_name', 'company.company_number', 'company.jurisdiction_code']);
    assert.ok(
      errors.every((e) => /is missing$/.test(e.message)),
      JSON.stringify(errors),
    );
    assert.deepEqual(
      application(
        { company: { formal_name: 'Acme', company_number: '1', jurisdiction_code: 'gb' } },
        requirements(),
        new Map(),
        new Set(),
      ),
      [],
    );
  });

  it('lists everything an empty draft lacks, in the order of the steps', () => {
    assert.deepEqual(application({}), [
      'company.formal_name',
      'company.company_number',
      'company.jurisdiction_code',
      'company.company_type',
      'company.industry',
      'company.tax_number',
      'bank_accounts',
      'crypto_addresses',
      'directors',
      'documents.certificate_of_incorporation',
    ]);
  });

  it('treats blank text, an empty legal form and a null industry as missing', () => {
    const draft = fullDraft();
    draft.company = { ...draft.company, formal_name: '   ', company_type_id: '', industry_key: null, tax_number: '' };
    assert.deepEqual(application(draft), [
      'company.formal_name',
      'company.company_type',
      'company.industry',
      'company.tax_number',
    ]);
  });

  it('asks each company field the profile names, under the names the profile uses', () => {
    const r = requirements({
      fields: { company: ['business_activity_countries', 'website'], director: [], person: [] },
    });
    const base = { formal_name: 'Acme', company_number: '1', jurisdiction_code: 'gb' };
    assert.deepEqual(application({ company: { ...base, business_activity_countries: [] } }, r), [
      'company.business_activity_countries',
      'company.website',
    ]);
    assert.deepEqual(
      application({ company: { ...base, business_activity_countries: ['gb'], website: 'https://acme.example' } }, r),
      [],
    );
  });

  it('checks every bank account: holder, bank and number, and an IBAN’s check digits', () => {
    const draft = fullDraft();
    draft.bank_accounts = [{ key: 'b1', account_holder: ' ', iban: false }];
    assert.deepEqual(application(draft), [
      'bank_accounts[0].account_holder',
      'bank_accounts[0].name',
      'bank_accounts[0].number',
    ]);

    const wrongDigits = 'GB83 WEST 1234 5698 7654 32';
    draft.bank_accounts = [{ key: 'b1', account_holder: 'Acme', name: 'Barclays', number: wrongDigits, iban: true }];
    const errors = missingFromApplication(FULL, draft, challenge('verified'), UPLOADS);
    assert.deepEqual(fields(errors), ['bank_accounts[0].number']);
    assert.match(errors[0]?.message ?? '', /check digits/);

    draft.bank_accounts = [{ key: 'b1', account_holder: 'Acme', name: 'Barclays', number: 'GB82WEST123', iban: true }];
    assert.deepEqual(application(draft), ['bank_accounts[0].number'], 'a short IBAN');
    draft.bank_accounts = [{ key: 'b1', account_holder: 'Acme', name: 'Chase', number: wrongDigits, iban: false }];
    assert.deepEqual(application(draft), [], 'a number that is not an IBAN is not checked as one');
    draft.bank_accounts = [
      { key: 'b1', account_holder: 'Acme', name: 'Barclays', number: VALID_IBAN.toLowerCase(), iban: true },
      { key: 'b2', account_holder: 'Acme', name: 'HSBC', number: 'DE89 3704 0044 0532 0130 01', iban: true },
    ];
    assert.deepEqual(application(draft), ['bank_accounts[1].number'], 'each account is checked on its own');
  });

  it('checks bank accounts even when the profile does not ask for one', () => {
    const draft: ApplicationDraftData = {
      company: { formal_name: 'Acme', company_number: '1', jurisdiction_code: 'gb' },
      bank_accounts: [
        { key: 'b1', account_holder: 'Acme', name: 'Barclays', number: 'GB00WEST12345698765432', iban: true },
      ],
    };
    assert.deepEqual(application(draft, requirements()), ['bank_accounts[0].number']);
  });

  it('wants a verified signature for a supported network, and takes an unsupported network as it is', () => {
    assert.deepEqual(application(fullDraft(), FULL, challenge('verified')), []);
    assert.deepEqual(application(fullDraft(), FULL, challenge('not_provided')), ['crypto_addresses[0].signature']);
    assert.deepEqual(application(fullDraft(), FULL, challenge('failed')), ['crypto_addresses[0].signature']);
    const trx = fullDraft();
    trx.crypto_addresses = [{ key: 'c1', address: 'TXYZabc', address_type: 'trx', challenge_id: CHALLENGE_ID }];
    assert.deepEqual(
      application(trx, FULL, challenge('unsupported_network', { address: 'TXYZabc', addressType: 'TRX' })),
      [],
      'a network Dossier cannot check needs no signature, only the message made for it',
    );
  });

  it('refuses a proof made for another address or network, or none at all', () => {
    const draft = fullDraft();
    draft.crypto_addresses = [{ key: 'c1', address: ETH_ADDRESS, address_type: 'ETH' }];
    assert.deepEqual(application(draft), ['crypto_addresses[0].signature'], 'no challenge');
    draft.crypto_addresses = [{ key: 'c1', address: ETH_ADDRESS, address_type: 'ETH', challenge_id: PERSON_ID }];
    assert.deepEqual(application(draft), ['crypto_addresses[0].signature'], 'a challenge that is not this one’s');
    const other = challenge('verified', { address: '0x0000000000000000000000000000000000000001' });
    assert.deepEqual(application(fullDraft(), FULL, other), ['crypto_addresses[0].signature'], 'another address');
    const btc = challenge('verified', { addressType: 'BTC' });
    assert.deepEqual(application(fullDraft(), FULL, btc), ['crypto_addresses[0].signature'], 'another network');
    draft.crypto_addresses = [
      { key: 'c1', address: ` ${ETH_ADDRESS} `, address_type: 'eth', challenge_id: CHALLENGE_ID },
    ];
    assert.deepEqual(application(draft), [], 'spaces and the case of the network do not matter');
    draft.crypto_addresses = [{ key: 'c1', address: '', address_type: 'ETH' }];
    assert.deepEqual(application(draft), ['crypto_addresses[0].address']);
  });

  it('checks each director: position, names, the profile’s person fields, a whole address and the PEP answer', () => {
    const draft = fullDraft();
    draft.directors = [
      director({ position: '' }, { given_names: '', surname: '', date_of_birth: '', nationality: undefined }),
    ];
    assert.deepEqual(application(draft), [
      'directors[0].position',
      'directors[0].person.given_names',
      'directors[0].person.surname',
      'directors[0].person.date_of_birth',
      'directors[0].person.nationality',
    ]);
    draft.directors = [director({}, { address_of_residence: { line1: '1 High St', city: '', country: 'gb' } })];
    assert.deepEqual(application(draft), ['directors[0].person.address_of_residence'], 'an address needs its city');
    draft.directors = [director({ person: undefined })];
    assert.ok(application(draft).includes('directors[0].person.pep'), 'no person at all');
  });

  it('wants each declaration the profile lists answered, and an explanation with a yes', () => {
    const r = {
      ...FULL,
      fields: { ...FULL.fields, company: [...FULL.fields.company, 'investigations', 'prosecutions'] },
    };
    const draft = fullDraft();
    assert.deepEqual(application(draft, r), ['company.investigations', 'company.prosecutions']);
    draft.company = { ...draft.company, investigations: true, prosecutions: false };
    assert.deepEqual(application(draft, r), ['company.declaration_explanations.investigations']);
    draft.company = { ...draft.company, declaration_explanations: { investigations: '  ' } };
    assert.deepEqual(application(draft, r), ['company.declaration_explanations.investigations'], 'blank is no answer');
    draft.company = { ...draft.company, declaration_explanations: { investigations: 'A tax inspection, closed.' } };
    assert.deepEqual(application(draft, r), []);
  });

  it('wants the PEP question answered, and a description when the answer is yes', () => {
    const draft = fullDraft();
    draft.directors = [director({}, { pep: undefined })];
    const unanswered = missingFromApplication(FULL, draft, challenge('verified'), UPLOADS);
    assert.deepEqual(fields(unanswered), ['directors[0].person.pep']);
    assert.match(unanswered[0]?.message ?? '', /politically exposed/);
    draft.directors = [director({}, { pep: true })];
    assert.deepEqual(application(draft), ['directors[0].person.pep_description']);
    draft.directors = [director({}, { pep: true, pep_description: 'Member of parliament until 2019' })];
    assert.deepEqual(application(draft), []);
    draft.directors = [director({}, { pep: false })];
    assert.deepEqual(application(draft), [], 'no is an answer');
  });

  it('counts a document only with an upload of this application', () => {
    const draft = fullDraft();
    draft.documents = [{ key: 'k1', document_type: 'certificate_of_incorporation', upload_ids: [] }];
    assert.deepEqual(application(draft), ['documents.certificate_of_incorporation'], 'no file');
    draft.documents = [{ key: 'k1', document_type: 'certificate_of_incorporation', upload_ids: [FOREIGN_UPLOAD] }];
    assert.deepEqual(
      application(draft),
      ['documents.certificate_of_incorporation'],
      'an id that is not an upload of it',
    );
    draft.documents = [{ key: 'k1', document_type: 'registry_extract', upload_ids: [CERTIFICATE_UPLOAD] }];
    assert.deepEqual(application(draft), ['documents.certificate_of_incorporation'], 'another type');
    draft.documents = [
      { key: 'k1', document_type: 'certificate_of_incorporation', upload_ids: [FOREIGN_UPLOAD, CERTIFICATE_UPLOAD] },
    ];
    assert.deepEqual(application(draft), []);

    const noPassport = fullDraft();
    noPassport.directors = [director({ documents: [] })];
    assert.deepEqual(application(noPassport), ['directors[0].documents.passport']);
    noPassport.directors = [
      director({
        documents: [{ key: 'p1', document_type: 'passport', upload_ids: [PASSPORT_UPLOAD], ...PASSPORT_DETAILS }],
      }),
      director({ key: 'd2', documents: [{ key: 'p2', document_type: 'id_card', upload_ids: [PASSPORT_UPLOAD] }] }),
    ];
    assert.deepEqual(application(noPassport), ['directors[1].documents.passport'], 'each director needs their own');
  });

  it('wants a required identity document’s number, issuing country and expiry with its file', () => {
    const draft = fullDraft();
    draft.directors = [
      director({ documents: [{ key: 'p1', document_type: 'passport', upload_ids: [PASSPORT_UPLOAD], number: ' ' }] }),
    ];
    assert.deepEqual(application(draft), [
      'directors[0].documents.passport.number',
      'directors[0].documents.passport.country_of_issue',
      'directors[0].documents.passport.expiration_date',
    ]);
    // A document that is no identity document is a file alone.
    const proof = requirements({ ...FULL, document_types: { company: [], person: ['proof_of_address'] } });
    draft.directors = [
      director({ documents: [{ key: 'p1', document_type: 'proof_of_address', upload_ids: [PASSPORT_UPLOAD] }] }),
    ];
    assert.deepEqual(fields(missingFromApplication(proof, draft, challenge('verified'), UPLOADS)), []);
  });
});

function requested(missing: Partial<RequestedData['missing']>): RequestedData {
  return {
    completeness_profile_id: PROFILE_ID,
    sections: [],
    missing: {
      sections: [],
      company_fields: [],
      director_fields: [],
      person_fields: [],
      company_document_types: [],
      person_document_types: [],
      ...missing,
    },
    complete: false,
  } as RequestedData;
}

/** What the portal starts an update from: the case's data, with the existing director's person id. */
function caseDraft(): ApplicationDraftData {
  return {
    company: { formal_name: 'Acme Widgets Ltd', company_number: '01234567', jurisdiction_code: 'gb', tax_number: '' },
    directors: [
      {
        key: PERSON_ID,
        person_id: PERSON_ID,
        position: 'director',
        person: { given_names: 'Ada', surname: 'Lovelace', date_of_birth: '', nationality: 'gb', pep: false },
        documents: [],
      },
    ],
    bank_accounts: [],
    crypto_addresses: [],
    documents: [],
  };
}

const update = (r: RequestedData, draft: ApplicationDraftData, uploads = UPLOADS) =>
  fields(missingFromUpdate(r, draft, new Map(), uploads));

describe('missingFromUpdate', () => {
  it('asks nothing when nothing is requested, whatever the draft lacks', () => {
    assert.deepEqual(update(requested({}), caseDraft()), []);
    assert.deepEqual(update(requested({}), {}), []);
  });

  it('asks only the company fields the request lists', () => {
    const r = requested({ company_fields: ['tax_number'] });
    assert.deepEqual(update(r, caseDraft()), ['company.tax_number']);
    const draft = caseDraft();
    draft.company = { ...draft.company, tax_number: 'GB123', formal_name: '' };
    assert.deepEqual(update(r, draft), [], 'the name is not asked, so its absence is not reported');
  });

  it('wants a bank account when the section is asked, with a valid IBAN', () => {
    const r = requested({ sections: ['bank_accounts'] });
    assert.deepEqual(update(r, caseDraft()), ['bank_accounts']);
    const draft = caseDraft();
    draft.bank_accounts = [
      { key: 'b1', account_holder: 'Acme', name: 'Barclays', number: 'GB82 WEST 1234 5698 7654 33', iban: true },
    ];
    assert.deepEqual(update(r, draft), ['bank_accounts[0].number']);
    draft.bank_accounts = [{ key: 'b1', account_holder: 'Acme', name: 'Barclays', number: VALID_IBAN, iban: true }];
    assert.deepEqual(update(r, draft), []);
  });

  it('wants a signed crypto address when the section is asked', () => {
    const r = requested({ sections: ['crypto_addresses'] });
    assert.deepEqual(update(r, caseDraft()), ['crypto_addresses']);
    const draft = caseDraft();
    draft.crypto_addresses = [{ key: 'c1', address: ETH_ADDRESS, address_type: 'ETH', challenge_id: CHALLENGE_ID }];
    assert.deepEqual(fields(missingFromUpdate(r, draft, challenge('not_provided'), UPLOADS)), [
      'crypto_addresses[0].signature',
    ]);
    assert.deepEqual(fields(missingFromUpdate(r, draft, challenge('verified'), UPLOADS)), []);
  });

  it('wants a new director, complete, when the directors section is asked; an existing one does not count', () => {
    const r = requested({ sections: ['directors'] });
    assert.deepEqual(update(r, caseDraft()), ['directors']);
    const draft = caseDraft();
    draft.directors = [
      ...(draft.directors ?? []),
      { key: 'new', position: 'director', person: { given_names: 'Grace', surname: '' } },
    ];
    assert.deepEqual(update(r, draft), ['directors[1].person.surname', 'directors[1].person.pep']);
    draft.directors = [
      ...(caseDraft().directors ?? []),
      { key: 'new', position: 'director', person: { given_names: 'Grace', surname: 'Hopper', pep: false } },
    ];
    assert.deepEqual(update(r, draft), []);
  });

  it('asks an existing person only for the fields and documents listed for them', () => {
    const r = requested({
      person_fields: [{ person_id: PERSON_ID, fields: ['date_of_birth'] }],
      person_document_types: [{ person_id: PERSON_ID, document_types: ['passport'] }],
    });
    assert.deepEqual(update(r, caseDraft()), ['directors[0].person.date_of_birth', 'directors[0].documents.passport']);
    const draft = caseDraft();
    const ada = draft.directors?.[0] as DraftDirectorData;
    draft.directors = [
      {
        ...ada,
        person: { ...ada.person, date_of_birth: '1985-12-10', pep: undefined },
        documents: [{ key: 'p1', document_type: 'passport', upload_ids: [PASSPORT_UPLOAD], ...PASSPORT_DETAILS }],
      },
    ];
    assert.deepEqual(update(r, draft), [], 'what is not asked (here the PEP answer) is not checked');
    assert.deepEqual(update(r, draft, new Set()), ['directors[0].documents.passport'], 'the upload must be its own');
  });

  it('wants a whole address of residence when the address is asked, as an application does', () => {
    const r = requested({ person_fields: [{ person_id: PERSON_ID, fields: ['address_of_residence'] }] });
    const draft = caseDraft();
    const ada = draft.directors?.[0] as DraftDirectorData;
    const withAddress = (address: Record<string, string>): ApplicationDraftData => ({
      ...draft,
      directors: [{ ...ada, person: { ...ada.person, address_of_residence: address } }],
    });
    assert.deepEqual(update(r, draft), ['directors[0].person.address_of_residence'], 'no address');
    assert.deepEqual(
      update(r, withAddress({ line1: '', line2: '', city: '', postal_code: '', region: '', country: '' })),
      ['directors[0].person.address_of_residence'],
      'an address form left empty is no address',
    );
    assert.deepEqual(
      update(r, withAddress({ line1: '1 High St', city: '', country: 'gb' })),
      ['directors[0].person.address_of_residence'],
      'an address without its city is not one the case can take',
    );
    assert.deepEqual(update(r, withAddress({ line1: '1 High St', city: 'London', country: 'gb' })), []);
  });

  it('reports what is asked of a director the draft no longer holds', () => {
    const r = requested({
      person_fields: [{ person_id: PERSON_ID, fields: ['date_of_birth'] }],
      person_document_types: [{ person_id: PERSON_ID, document_types: ['passport'] }],
    });
    const draft = { ...caseDraft(), directors: [] };
    const missing = update(r, draft);
    assert.ok(missing.length > 0, 'removing the director from the draft does not answer the request');
    assert.ok(
      missing.every((f) => f.startsWith('directors')),
      missing.join(', '),
    );
  });

  it('asks for the company documents listed, with an upload of this application', () => {
    const r = requested({ company_document_types: ['aml_policy'] });
    assert.deepEqual(update(r, caseDraft()), ['documents.aml_policy']);
    const draft = caseDraft();
    draft.documents = [{ key: 'a1', document_type: 'aml_policy', upload_ids: [FOREIGN_UPLOAD] }];
    assert.deepEqual(update(r, draft), ['documents.aml_policy']);
    draft.documents = [{ key: 'a1', document_type: 'aml_policy', upload_ids: [CERTIFICATE_UPLOAD] }];
    assert.deepEqual(update(r, draft), []);
  });
});
