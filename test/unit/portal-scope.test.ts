import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  companyDraftKey,
  companyFieldsKeptWhenNotApplicable,
  notApplicableReason,
  scopeOf,
} from '../../web/portal/lib/scope.js';
import { application, missing, requirements } from './portal-application-fixture.js';

// What the portal asks for, from the application it opens: the steps shown, the fields each asks and which of them
// are required, and the sections that may be answered "Not applicable".

const PROFILE = requirements({
  sections: ['company_details', 'bank_accounts', 'directors', 'director_documents', 'company_documents'],
  fields: {
    company: ['tax_number', 'company_number', 'formal_name', 'industry', 'custom_field'],
    director: ['position'],
    person: ['nationality', 'date_of_birth', 'address_of_residence'],
  },
  document_types: { company: ['certificate_of_incorporation'], person: ['passport'] },
});

describe('portal scope: a first application (mode application)', () => {
  it('asks what the profile requires, in the form’s order, with the company’s name, number and country always', () => {
    const scope = scopeOf(application({ requirements: PROFILE }));
    assert.equal(scope.mode, 'application');
    assert.deepEqual(scope.steps, ['company', 'financial', 'people', 'documents', 'review']);
    assert.deepEqual(scope.requiredCompanyFields, [
      'formal_name',
      'company_number',
      'jurisdiction',
      'tax_number',
      'industry',
      'custom_field',
    ]);
    // The legal form is shown with the company's identity even when the profile does not require it.
    assert.deepEqual(scope.companyFields, [
      'formal_name',
      'company_number',
      'jurisdiction',
      'company_type',
      'tax_number',
      'industry',
      'custom_field',
    ]);
    assert.equal(scope.bankAccounts, true);
    assert.equal(scope.cryptoAddresses, false);
    assert.equal(scope.directors, 'full');
    assert.deepEqual(scope.directorFields, ['position']);
    assert.deepEqual(scope.personFields, ['date_of_birth', 'nationality', 'address_of_residence']);
    assert.deepEqual(scope.personDocumentTypes, ['passport']);
    assert.deepEqual(scope.companyDocumentTypes, ['certificate_of_incorporation']);
    assert.equal(scope.companyDocumentsOptional, false);
    assert.deepEqual(scope.directorAsks, []);
    assert.deepEqual([...scope.naSections].sort(), [
      'bank_accounts',
      'company_details',
      'company_documents',
      'director_documents',
      'directors',
    ]);
  });

  it('shows the company step and the review even when the profile asks nothing', () => {
    const scope = scopeOf(application());
    assert.deepEqual(scope.steps, ['company', 'review']);
    assert.deepEqual(scope.requiredCompanyFields, ['formal_name', 'company_number', 'jurisdiction']);
    assert.deepEqual(scope.naSections, []);
  });

  it('offers one optional "Other document" when the profile has company documents but names no type', () => {
    const scope = scopeOf(application({ requirements: requirements({ sections: ['company_documents'] }) }));
    assert.equal(scope.companyDocumentsOptional, true);
    assert.deepEqual(scope.steps, ['company', 'documents', 'review']);
  });

  it('lets the sections implied by the profile’s types be answered "Not applicable", as the service does', () => {
    const scope = scopeOf(
      application({
        requirements: requirements({
          fields: { company: ['tax_number'], director: [], person: [] },
          document_types: { company: ['bank_statement'], person: ['passport'] },
        }),
      }),
    );
    assert.deepEqual([...scope.naSections].sort(), ['company_details', 'company_documents', 'director_documents']);
    // The profile's person documents without the directors section: no people step to upload them on.
    assert.deepEqual(scope.steps, ['company', 'documents', 'review']);
  });
});

describe('portal scope: an answer to a data update request (mode update)', () => {
  it('asks only what the officer listed: a bank account alone is one step and the review', () => {
    const scope = scopeOf(application({ requirements: PROFILE, requested: missing({ sections: ['bank_accounts'] }) }));
    assert.equal(scope.mode, 'update');
    assert.deepEqual(scope.steps, ['financial', 'review']);
    assert.deepEqual(scope.companyFields, []);
    assert.equal(scope.directors, 'none');
    assert.deepEqual(scope.companyDocumentTypes, []);
    assert.deepEqual(scope.naSections, ['bank_accounts']);
  });

  it('asks for the country too when a legal form is asked and the case has no country', () => {
    const withoutCountry = scopeOf(
      application({ requested: missing({ company_fields: ['tax_number', 'company_type'] }) }),
    );
    assert.deepEqual(withoutCountry.companyFields, ['jurisdiction', 'company_type', 'tax_number']);
    assert.deepEqual(withoutCountry.requiredCompanyFields, withoutCountry.companyFields);
    assert.deepEqual(withoutCountry.naSections, ['company_details']);
    const withCountry = scopeOf(
      application({
        requested: missing({ company_fields: ['company_type'] }),
        draft: { company: { jurisdiction_code: 'gb' } },
      }),
    );
    assert.deepEqual(withCountry.companyFields, ['company_type']);
  });

  it('asks about the directors on file that the request names, and nothing of the others', () => {
    const scope = scopeOf(
      application({
        requirements: PROFILE,
        requested: missing({
          director_fields: [{ director_id: 'd1', fields: ['position'] }],
          person_fields: [{ person_id: 'p1', fields: ['address_of_residence', 'date_of_birth'] }],
          person_document_types: [{ person_id: 'p1', document_types: ['passport'] }],
        }),
        draft: {
          directors: [
            { key: 'd1', person_id: 'p1' },
            { key: 'd2', person_id: 'p2' },
          ],
        },
      }),
    );
    assert.equal(scope.directors, 'asks');
    assert.deepEqual(scope.directorAsks, [
      {
        key: 'd1',
        directorFields: ['position'],
        personFields: ['date_of_birth', 'address_of_residence'],
        documentTypes: ['passport'],
      },
    ]);
    assert.deepEqual(scope.steps, ['people', 'review']);
    assert.deepEqual([...scope.naSections].sort(), ['director_documents', 'directors']);
  });

  it('lets the directors list be edited when the request asks for directors', () => {
    const scope = scopeOf(
      application({
        requirements: PROFILE,
        requested: missing({ sections: ['directors'], person_fields: [{ person_id: 'p1', fields: ['sex'] }] }),
        draft: { directors: [{ key: 'd1', person_id: 'p1' }] },
      }),
    );
    assert.equal(scope.directors, 'full');
    assert.deepEqual(scope.directorAsks, [], 'the whole list is open: no one is asked about alone');
    // A director added is asked what the profile asks of every person.
    assert.deepEqual(scope.personFields, ['date_of_birth', 'nationality', 'address_of_residence']);
    assert.deepEqual(scope.personDocumentTypes, ['passport']);
  });
});

describe('portal scope: "Not applicable" and the draft’s names', () => {
  it('reads a section’s reason only for a section that may be answered "Not applicable"', () => {
    const app = application({ requirements: PROFILE });
    const scope = scopeOf(app);
    const draft = {
      not_applicable: [
        { section: 'bank_accounts', reason: 'We bank nowhere' },
        { section: 'crypto_addresses', reason: 'Not asked' },
        { section: 'directors', reason: '' },
      ],
    };
    assert.equal(notApplicableReason(draft, scope, 'bank_accounts'), 'We bank nowhere');
    assert.equal(notApplicableReason(draft, scope, 'directors'), '', 'answered, its reason not given yet');
    assert.equal(notApplicableReason(draft, scope, 'crypto_addresses'), undefined, 'not asked: not an answer');
    assert.equal(notApplicableReason(draft, scope, 'company_documents'), undefined, 'not answered');
  });

  it('still asks a first application for the company’s name, number and country; an update nothing', () => {
    assert.deepEqual(companyFieldsKeptWhenNotApplicable(scopeOf(application())), [
      'formal_name',
      'company_number',
      'jurisdiction',
    ]);
    assert.deepEqual(
      companyFieldsKeptWhenNotApplicable(scopeOf(application({ requested: missing({ company_fields: ['email'] }) }))),
      [],
    );
  });

  it('names the draft’s field behind a profile’s company field', () => {
    assert.equal(companyDraftKey('jurisdiction'), 'jurisdiction_code');
    assert.equal(companyDraftKey('company_type'), 'company_type_id');
    assert.equal(companyDraftKey('industry'), 'industry_key');
    assert.equal(companyDraftKey('tax_number'), 'tax_number');
  });
});
