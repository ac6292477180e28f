import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Application, ApplicationDraft } from '../../web/portal/api/types.js';
import { checklist } from '../../web/portal/lib/checklist.js';
import { reviewChecklist, withSectionAsOpened } from '../../web/portal/lib/review-mode.js';
import { scopeOf } from '../../web/portal/lib/scope.js';
import { application, missing } from './portal-application-fixture.js';

// The portal in a recurring review (mode `review`): each section asks "Nothing has changed" or a change first.

describe('the portal’s checklist in a review', () => {
  const requested = missing({
    company_fields: ['formal_name', 'website'],
    person_fields: [{ person_id: 'p1', fields: ['given_names', 'surname'] }],
  });
  const draftOf = (answers: ApplicationDraft['review_answers']): ApplicationDraft => ({
    company: { formal_name: 'Acme', website: '' },
    directors: [{ key: 'd1', person_id: 'p1', person: { given_names: 'Ada', surname: 'Lovelace' } }],
    review_answers: answers,
  });
  const review = (draft: ApplicationDraft) => {
    const base = application({ requested, draft });
    const app: Application = {
      ...base,
      mode: 'review',
      requested_data: { ...(base.requested_data as NonNullable<Application['requested_data']>), review: true },
    };
    const scope = scopeOf(app);
    assert.equal(scope.review, true);
    assert.deepEqual(scope.naSections, [], 'no "Not applicable" in a review');
    return reviewChecklist(
      checklist(draft, scope, { companyTypesNone: false, challenges: new Map() }),
      draft,
      scope.steps,
    );
  };

  it('asks for an answer first; "Nothing has changed" is complete; a change is judged as an update', () => {
    const none = review(draftOf(undefined));
    assert.deepEqual(
      none.map((g) => [g.step, g.items.map((i) => [i.label, i.done])]),
      [
        ['company', [['Say whether anything has changed', false]]],
        ['people', [['Say whether anything has changed', false]]],
      ],
    );
    const confirmed = review(draftOf({ company_details: 'unchanged', directors: 'unchanged' }));
    assert.ok(confirmed.every((g) => g.items.every((i) => i.done && i.label === 'Nothing has changed')));
    const changed = review(draftOf({ company_details: 'changed', directors: 'unchanged' }));
    const company = changed.find((g) => g.step === 'company');
    assert.ok(
      company?.items.some((i) => !i.done),
      'a changed section must be complete: the emptied website is not',
    );
  });

  it('"Nothing has changed" after typing shows the section as the page opened it again', () => {
    const opened = draftOf(undefined);
    const typed: ApplicationDraft = { ...opened, company: { formal_name: 'Acme Typo', website: 'x' } };
    const restored = withSectionAsOpened(typed, opened, 'company_details');
    assert.deepEqual(restored.company, opened.company);
    assert.equal(
      withSectionAsOpened(typed, opened, 'directors').company?.formal_name,
      'Acme Typo',
      'only that section',
    );
  });
});
