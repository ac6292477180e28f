import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProfileRequirements, RequestedData } from '../../src/domain/completeness-profile.js';
import { requestedDataWithItems, requestSaysSomething } from '../../src/domain/data-update-request.js';
import {
  checkNotApplicable,
  mergeNotApplicable,
  missingWithout,
  sectionsOfProfile,
  sectionsOfRequest,
} from '../../src/domain/not-applicable.js';
import { missingFromApplication } from '../../src/portal/draft-completeness.js';

const PERSON = '01a200a0-0000-7000-8000-0000000000d1';
const PROFILE = '01a200a0-0000-7000-8000-000000000001';

const EDD: ProfileRequirements = {
  sections: ['company_details', 'crypto_addresses'],
  fields: { company: ['formal_name'], director: [], person: [] },
  document_types: { company: ['aml_policy'], person: [] },
};

function request(missing: Partial<RequestedData['missing']>): RequestedData {
  return {
    completeness_profile_id: PROFILE,
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
  };
}

describe('"Not applicable" answers', () => {
  it('counts an N/A section with a reason as complete, and asks for the reason otherwise', () => {
    const draft = { company: { formal_name: 'Acme', company_number: '1', jurisdiction_code: 'gb' } };
    const fields = (errors: { field: string }[]) => errors.map((e) => e.field);
    assert.deepEqual(fields(missingFromApplication(EDD, draft, new Map(), new Set())), [
      'crypto_addresses',
      'documents.aml_policy',
    ]);
    const na = (reason: string) => [
      { section: 'crypto_addresses', reason },
      { section: 'company_documents', reason },
    ];
    assert.deepEqual(
      fields(missingFromApplication(EDD, { ...draft, not_applicable: na('No crypto') }, new Map(), new Set())),
      [],
    );
    assert.deepEqual(fields(missingFromApplication(EDD, { ...draft, not_applicable: na(' ') }, new Map(), new Set())), [
      'not_applicable.crypto_addresses',
      'not_applicable.company_documents',
    ]);
  });

  it('refuses N/A for a section that is not asked', () => {
    const { errors, sections } = checkNotApplicable([{ section: 'directors', reason: 'none' }], sectionsOfProfile(EDD));
    assert.deepEqual(errors, [{ field: 'not_applicable[0].section', message: '"directors" is not asked' }]);
    assert.equal(sections.size, 0);
  });

  it('a request asks sections again: their earlier N/A is replaced, the others are kept', () => {
    const asked = sectionsOfRequest(request({ sections: ['crypto_addresses'] }));
    const before = [
      { section: 'crypto_addresses', reason: 'old' },
      { section: 'bank_accounts', reason: 'kept' },
    ];
    assert.deepEqual(mergeNotApplicable(before, asked, []), [{ section: 'bank_accounts', reason: 'kept' }]);
    assert.deepEqual(mergeNotApplicable(before, asked, [{ section: 'crypto_addresses', reason: 'new' }]), [
      { section: 'bank_accounts', reason: 'kept' },
      { section: 'crypto_addresses', reason: 'new' },
    ]);
  });

  it('leaves N/A sections out of what is missing', () => {
    const asked = request({ sections: ['crypto_addresses'], company_document_types: ['aml_policy'] });
    const left = missingWithout(asked, new Set(['crypto_addresses']));
    assert.deepEqual(left.missing.sections, []);
    assert.deepEqual(left.missing.company_document_types, ['aml_policy']);
    assert.equal(missingWithout(asked, new Set(['crypto_addresses', 'company_documents'])).complete, true);
  });
});

describe('what a data update request asks', () => {
  it('merges a pick into the profile’s missing items, in requested_data’s shape', () => {
    const fromProfile = request({ company_fields: ['tax_number'] });
    const merged = requestedDataWithItems(fromProfile, PROFILE, {
      company_fields: ['tax_number', 'website'],
      person_document_types: [{ person_id: PERSON, document_types: ['passport'] }],
    });
    assert.deepEqual(merged.missing.company_fields, ['tax_number', 'website']);
    assert.deepEqual(merged.missing.person_document_types, [{ person_id: PERSON, document_types: ['passport'] }]);
    assert.equal(merged.completeness_profile_id, PROFILE);
    assert.equal(requestedDataWithItems(null, null, { sections: ['directors'] }).completeness_profile_id, null);
  });

  it('says something only with a comment, a profile or a picked item', () => {
    assert.equal(requestSaysSomething({ comment: '  ', profileId: null, items: { sections: [] } }), false);
    assert.equal(requestSaysSomething({ comment: 'Send it', profileId: null, items: undefined }), true);
    assert.equal(requestSaysSomething({ comment: null, profileId: PROFILE, items: undefined }), true);
    assert.equal(
      requestSaysSomething({ comment: null, profileId: null, items: { company_document_types: ['aml_policy'] } }),
      true,
    );
  });
});
