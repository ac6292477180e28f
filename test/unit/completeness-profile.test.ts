import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type CaseSnapshot,
  COMPANY_FIELDS,
  computeRequestedData,
  DIRECTOR_FIELDS,
  PERSON_FIELDS,
  PROFILE_SECTIONS,
  type ProfileRequirements,
  validateRequirements,
} from '../../src/domain/completeness-profile.js';
import { DOCUMENT_TYPES } from '../../src/domain/document-kinds.js';

const PROFILE_ID = '01a200a0-0000-7000-8000-000000000001';

function requirements(overrides: Partial<ProfileRequirements> = {}): ProfileRequirements {
  return {
    sections: [],
    fields: { company: [], director: [], person: [] },
    document_types: { company: [], person: [] },
    ...overrides,
  };
}

const person = (overrides: Record<string, unknown> = {}) => ({
  given_names: 'Jane',
  surname: 'Doe',
  date_of_birth: '1980-01-02',
  nationality: 'gb',
  place_of_birth: 'Leeds',
  sex: 'female',
  email: 'jane@example.com',
  phone: '+44 7700 900000',
  address_of_residence: '{"line1":"2 High St"}',
  family_name: 'Smith',
  parents_given_names: 'John and Mary',
  personal_number: '800102-1234',
  funds_sources: 'Salary',
  title_position: 'Dr',
  ...overrides,
});

/** A case that holds everything a profile can ask for. */
function fullCase(overrides: Partial<CaseSnapshot> = {}): CaseSnapshot {
  return {
    company: Object.fromEntries(COMPANY_FIELDS.map((f) => [f, f === 'business_activity_countries' ? ['gb'] : 'x'])),
    bankAccounts: 1,
    cryptoAddresses: 2,
    directors: [
      {
        directorId: 'd1',
        personId: 'p1',
        director: { position: 'director' },
        person: person(),
        documentTypes: ['passport', 'proof_of_address'],
      },
    ],
    companyDocumentTypes: ['certificate_of_incorporation', 'registry_extract'],
    ownershipEntities: 2,
    ...overrides,
  };
}

const everything = requirements({
  sections: [...PROFILE_SECTIONS],
  fields: { company: [...COMPANY_FIELDS], director: [...DIRECTOR_FIELDS], person: [...PERSON_FIELDS] },
  document_types: { company: ['certificate_of_incorporation'], person: ['passport'] },
});

describe('validateRequirements', () => {
  it('accepts every known section, field and document type, and empty requirements', () => {
    assert.deepEqual(validateRequirements(everything), []);
    assert.deepEqual(
      validateRequirements(
        requirements({ document_types: { company: [...DOCUMENT_TYPES], person: [...DOCUMENT_TYPES] } }),
      ),
      [],
    );
    assert.deepEqual(validateRequirements(requirements()), []);
  });

  it('names each unknown value with its path and index', () => {
    const details = validateRequirements(
      requirements({
        sections: ['directors', 'pets'],
        fields: { company: ['tax_number', 'shoe_size'], director: ['salary'], person: ['surname', 'nickname'] },
        document_types: { company: ['selfie'], person: ['passport', 'birth_certificate'] },
      }),
    );
    assert.deepEqual(
      details.map((d) => d.field),
      [
        'requirements.sections[1]',
        'requirements.fields.company[1]',
        'requirements.fields.director[0]',
        'requirements.fields.person[1]',
        'requirements.document_types.company[0]',
        'requirements.document_types.person[1]',
      ],
    );
    assert.match(details[0]?.message ?? '', /pets/);
  });

  it('refuses a value listed twice, and uses the given prefix', () => {
    const details = validateRequirements(requirements({ sections: ['directors', 'directors'] }), 'profile');
    assert.deepEqual(details, [{ field: 'profile.sections[1]', message: '"directors" is listed twice' }]);
  });

  it('does not accept names from another entity', () => {
    const details = validateRequirements(
      requirements({ fields: { company: ['surname'], director: ['tax_number'], person: ['position'] } }),
    );
    assert.equal(details.length, 3);
  });
});

describe('computeRequestedData', () => {
  it('asks for nothing when the case holds everything', () => {
    const data = computeRequestedData(PROFILE_ID, everything, fullCase());
    assert.equal(data.complete, true);
    assert.equal(data.completeness_profile_id, PROFILE_ID);
    assert.deepEqual(data.sections, [...PROFILE_SECTIONS]);
    assert.deepEqual(data.missing, {
      sections: [],
      company_fields: [],
      director_fields: [],
      person_fields: [],
      company_document_types: [],
      person_document_types: [],
    });
  });

  it('asks for the ownership structure when the profile lists it and the case declares none', () => {
    const profile = requirements({ sections: ['ownership'] });
    assert.deepEqual(computeRequestedData(PROFILE_ID, profile, fullCase({ ownershipEntities: 0 })).missing.sections, [
      'ownership',
    ]);
    assert.equal(computeRequestedData(PROFILE_ID, profile, fullCase()).complete, true);
    assert.equal(computeRequestedData(PROFILE_ID, requirements(), fullCase({ ownershipEntities: 0 })).complete, true);
  });

  it('takes an organisational chart for the shareholder register the Ownership step asks for', () => {
    const asks = (sections: string[]) =>
      requirements({ sections, document_types: { company: ['shareholder_register'], person: [] } });
    const withChart = fullCase({ companyDocumentTypes: ['organisational_chart'] });
    const withNone = fullCase({ companyDocumentTypes: [] });
    assert.deepEqual(
      computeRequestedData(PROFILE_ID, asks(['ownership']), withChart).missing.company_document_types,
      [],
    );
    assert.deepEqual(computeRequestedData(PROFILE_ID, asks(['ownership']), withNone).missing.company_document_types, [
      'shareholder_register',
    ]);
    // Without the Ownership step the register is a company document like any other: the chart is no register.
    assert.deepEqual(computeRequestedData(PROFILE_ID, asks([]), withChart).missing.company_document_types, [
      'shareholder_register',
    ]);
  });

  it('accepts a UBO threshold from 5 to 50 % only', () => {
    assert.deepEqual(validateRequirements(requirements({ ubo_threshold: 5 })), []);
    assert.deepEqual(validateRequirements(requirements({ ubo_threshold: 50 })), []);
    for (const bad of [4.9, 51, Number.NaN])
      assert.deepEqual(
        validateRequirements(requirements({ ubo_threshold: bad })).map((d) => d.field),
        ['requirements.ubo_threshold'],
      );
  });

  it('asks for the required company fields that are empty, blank, null or an empty list', () => {
    const snapshot = fullCase({
      company: {
        ...fullCase().company,
        tax_number: '',
        website: '   ',
        brand_name: null,
        business_activity_countries: [],
        employees_count: undefined,
        email: 'still here',
      },
    });
    const data = computeRequestedData(
      PROFILE_ID,
      requirements({
        fields: {
          company: ['tax_number', 'website', 'brand_name', 'business_activity_countries', 'employees_count', 'email'],
          director: [],
          person: [],
        },
      }),
      snapshot,
    );
    assert.equal(data.complete, false);
    assert.deepEqual(data.missing.company_fields, [
      'tax_number',
      'website',
      'brand_name',
      'business_activity_countries',
      'employees_count',
    ]);
  });

  it('counts false and 0 as provided', () => {
    const data = computeRequestedData(
      PROFILE_ID,
      requirements({ fields: { company: ['tax_number', 'website'], director: [], person: [] } }),
      fullCase({ company: { tax_number: 0, website: false } }),
    );
    assert.deepEqual(data.missing.company_fields, []);
    assert.equal(data.complete, true);
  });

  it('asks again for a false nobody answered: answered_fields decides, and a case from before it counts as answered', () => {
    const declarations = requirements({
      fields: { company: ['investigations', 'prosecutions', 'license_required'], director: [], person: [] },
    });
    const stored = { investigations: false, prosecutions: false, license_required: true };
    const asked = computeRequestedData(
      PROFILE_ID,
      declarations,
      fullCase({ company: { ...stored, answered_fields: ['prosecutions', 'license_required'] } }),
    );
    assert.deepEqual(asked.missing.company_fields, ['investigations']);
    assert.equal(asked.complete, false);
    const legacy = computeRequestedData(
      PROFILE_ID,
      declarations,
      fullCase({ company: { ...stored, answered_fields: null } }),
    );
    assert.deepEqual(legacy.missing.company_fields, []);
  });

  it('only fields the profile requires are asked for', () => {
    const data = computeRequestedData(
      PROFILE_ID,
      requirements({ fields: { company: ['formal_name'], director: [], person: [] } }),
      fullCase({ company: { formal_name: 'Acme', tax_number: '' } }),
    );
    assert.equal(data.complete, true);
  });

  it('asks for sections the case has nothing in', () => {
    const data = computeRequestedData(
      PROFILE_ID,
      requirements({ sections: ['bank_accounts', 'crypto_addresses', 'directors', 'company_details'] }),
      fullCase({ bankAccounts: 0, cryptoAddresses: 0, directors: [] }),
    );
    assert.deepEqual(data.missing.sections, ['bank_accounts', 'crypto_addresses', 'directors']);
    assert.equal(data.complete, false);
    const notRequired = computeRequestedData(
      PROFILE_ID,
      requirements(),
      fullCase({ bankAccounts: 0, cryptoAddresses: 0, directors: [] }),
    );
    assert.deepEqual(notRequired.missing.sections, []);
    assert.equal(notRequired.complete, true);
  });

  it('asks each director and person for what they lack, naming them, and leaves out those who lack nothing', () => {
    const snapshot = fullCase({
      directors: [
        {
          directorId: 'd1',
          personId: 'p1',
          director: { position: '' },
          person: person({ place_of_birth: null, email: '' }),
          documentTypes: ['proof_of_address'],
        },
        {
          directorId: 'd2',
          personId: 'p2',
          director: { position: 'ceo' },
          person: person(),
          documentTypes: ['passport', 'proof_of_address'],
        },
        {
          directorId: 'd3',
          personId: 'p3',
          director: { position: 'cfo' },
          person: person({ phone: null }),
          documentTypes: [],
        },
      ],
    });
    const data = computeRequestedData(
      PROFILE_ID,
      requirements({
        fields: { company: [], director: ['position'], person: ['place_of_birth', 'email', 'phone'] },
        document_types: { company: [], person: ['passport', 'proof_of_address'] },
      }),
      snapshot,
    );
    assert.deepEqual(data.missing.director_fields, [{ director_id: 'd1', fields: ['position'] }]);
    assert.deepEqual(data.missing.person_fields, [
      { person_id: 'p1', fields: ['place_of_birth', 'email'] },
      { person_id: 'p3', fields: ['phone'] },
    ]);
    assert.deepEqual(data.missing.person_document_types, [
      { person_id: 'p1', document_types: ['passport'] },
      { person_id: 'p3', document_types: ['passport', 'proof_of_address'] },
    ]);
    assert.equal(data.complete, false);
  });

  it('asks for the company document types the case does not hold', () => {
    const data = computeRequestedData(
      PROFILE_ID,
      requirements({
        document_types: { company: ['certificate_of_incorporation', 'aml_policy', 'license'], person: [] },
      }),
      fullCase({ companyDocumentTypes: ['certificate_of_incorporation', 'other'] }),
    );
    assert.deepEqual(data.missing.company_document_types, ['aml_policy', 'license']);
    assert.equal(data.complete, false);
  });

  it('is pure: the same inputs give the same answer and are not modified', () => {
    const r = requirements({
      sections: ['bank_accounts'],
      fields: { company: ['tax_number'], director: [], person: [] },
    });
    const snapshot = fullCase({ bankAccounts: 0, company: { tax_number: '' } });
    const copy = structuredClone({ r, snapshot });
    assert.deepEqual(computeRequestedData(PROFILE_ID, r, snapshot), computeRequestedData(PROFILE_ID, r, snapshot));
    assert.deepEqual({ r, snapshot }, copy);
  });
});
