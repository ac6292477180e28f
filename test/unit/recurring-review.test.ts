import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProfileRequirements } from '../../src/domain/completeness-profile.js';
import {
  remindersDue,
  requestOfChanges,
  reviewRequest,
  sectionsOfReview,
  unansweredSections,
} from '../../src/domain/recurring-review.js';

const NOTHING: ProfileRequirements = {
  sections: [],
  fields: { company: [], director: [], person: [] },
  document_types: { company: [], person: [] },
};
const HELD = {
  companyFields: ['formal_name', 'company_number', 'website'],
  persons: [{ personId: 'p1', fields: ['given_names', 'surname', 'place_of_birth'] }],
  hasOwnership: false,
};

describe('the recurring review request', () => {
  it('asks every field the case holds, and the profile’s required ones it lacks, in the catalogue’s order', () => {
    const profile = { ...NOTHING, fields: { company: ['tax_number'], director: [], person: ['nationality'] } };
    const request = reviewRequest('prof', profile, HELD);
    assert.equal(request.review, true);
    assert.deepEqual(request.missing.company_fields, ['formal_name', 'company_number', 'tax_number', 'website']);
    assert.deepEqual(request.missing.person_fields, [
      { person_id: 'p1', fields: ['given_names', 'surname', 'nationality', 'place_of_birth'] },
    ]);
    assert.deepEqual(request.missing.sections, [], 'no ownership held or required');
    assert.deepEqual(sectionsOfReview(request), ['company_details', 'directors']);
    const owned = reviewRequest('prof', NOTHING, { ...HELD, hasOwnership: true });
    assert.deepEqual(sectionsOfReview(owned), ['company_details', 'directors', 'ownership']);
  });

  it('refuses a section without an answer, and keeps only the changed fields of the sections answered changed', () => {
    const request = reviewRequest('prof', NOTHING, { ...HELD, hasOwnership: true });
    assert.deepEqual(
      unansweredSections(request, { company_details: 'unchanged' }).map((e) => e.field),
      ['review_answers.directors', 'review_answers.ownership'],
    );
    const changes = {
      companyFields: ['website'],
      personFields: [{ person_id: 'p1', fields: ['place_of_birth'] }],
      ownership: true,
    };
    const kept = requestOfChanges(
      request,
      { company_details: 'changed', directors: 'unchanged', ownership: 'unchanged' },
      changes,
    );
    assert.deepEqual(kept.missing.company_fields, ['website']);
    assert.deepEqual(kept.missing.person_fields, [], 'typed into a section confirmed unchanged: not taken');
    assert.deepEqual(kept.missing.sections, []);
    const all = requestOfChanges(
      request,
      { company_details: 'changed', directors: 'changed', ownership: 'changed' },
      changes,
    );
    assert.deepEqual(all.missing.person_fields, [{ person_id: 'p1', fields: ['place_of_birth'] }]);
    assert.deepEqual(all.missing.sections, ['ownership']);
  });
});

describe('reminders while the customer does not answer', () => {
  it('reminds after the service level and twice that, escalates a recurring review after 30 days', () => {
    assert.deepEqual(remindersDue('2026-01-30', '2026-02-05', 7, true), []);
    assert.deepEqual(remindersDue('2026-01-30', '2026-02-06', 7, true), ['reminder_1']);
    assert.deepEqual(remindersDue('2026-01-30', '2026-02-13', 7, true), ['reminder_1', 'reminder_2']);
    assert.deepEqual(remindersDue('2026-01-30', '2026-02-28', 7, true), ['reminder_1', 'reminder_2']);
    assert.deepEqual(remindersDue('2026-01-30', '2026-03-01', 7, true), ['reminder_1', 'reminder_2', 'escalation']);
    assert.deepEqual(remindersDue('2026-01-30', '2026-03-01', 7, false), ['reminder_1', 'reminder_2'], 'not recurring');
    assert.deepEqual(remindersDue('2026-01-30', '2026-02-08', 10, false), [], 'a service level of 10: not on day 9');
    assert.deepEqual(remindersDue('2026-01-30', '2026-02-09', 10, false), ['reminder_1'], 'on day 10');
    assert.deepEqual(remindersDue('2024-02-20', '2024-03-21', 7, true).at(-1), 'escalation', '30 days over a leap day');
  });
});
