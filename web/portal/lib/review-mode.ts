import type { ApplicationDraft } from '../api/types';
import { t } from '../i18n';
import type { CheckGroup } from './checklist';
import type { StepId } from './scope';

// A recurring review (mode `review`): every section of what the company declared last time, prefilled, each
// answered "Nothing has changed" or changed. The service applies only the sections answered "changed"
// (src/domain/recurring-review.ts); a section confirmed unchanged needs nothing more here.

export type ReviewSection = 'company_details' | 'directors' | 'ownership';
export type ReviewAnswer = 'unchanged' | 'changed';

/** The section each step reviews; steps without one (the review itself) have none. */
export const REVIEW_SECTION_OF: Partial<Record<StepId, ReviewSection>> = {
  company: 'company_details',
  people: 'directors',
  ownership: 'ownership',
};

/** The id of a section's first choice: where the checklist's "say whether anything has changed" line leads. */
export const reviewChoiceId = (section: ReviewSection, answer: ReviewAnswer = 'unchanged') =>
  `review-${section}-${answer}`;

export function reviewAnswerOf(draft: ApplicationDraft, section: ReviewSection): ReviewAnswer | undefined {
  return (draft.review_answers as Partial<Record<ReviewSection, ReviewAnswer>> | undefined)?.[section];
}

export function withReviewAnswer(
  draft: ApplicationDraft,
  section: ReviewSection,
  answer: ReviewAnswer,
): ApplicationDraft {
  return { ...draft, review_answers: { ...draft.review_answers, [section]: answer } };
}

/**
 * "Nothing has changed" after typing: the section shows again what the page opened with (the service ignores a
 * confirmed section's draft anyway; this keeps the page from showing values that will not be sent).
 */
export function withSectionAsOpened(draft: ApplicationDraft, opened: ApplicationDraft, section: ReviewSection) {
  if (section === 'company_details') return { ...draft, company: opened.company };
  if (section === 'ownership') return { ...draft, ownership: opened.ownership };
  return { ...draft, directors: opened.directors };
}

/**
 * The checklist of a review: a section confirmed unchanged is one ticked line; one not answered yet asks for an
 * answer before anything else; a changed one keeps the update's lines for what it shows.
 */
export function reviewChecklist(groups: readonly CheckGroup[], draft: ApplicationDraft, steps: readonly StepId[]) {
  const out: CheckGroup[] = [];
  for (const step of steps) {
    const section = REVIEW_SECTION_OF[step];
    if (!section) continue;
    const answer = reviewAnswerOf(draft, section);
    const items = groups.find((g) => g.step === step)?.items ?? [];
    const choice = { id: `review-${section}`, focusId: reviewChoiceId(section) };
    if (answer === 'unchanged')
      out.push({ step, items: [{ ...choice, label: t.recurringReview.unchanged, done: true }] });
    else if (answer === 'changed') out.push({ step, items });
    else out.push({ step, items: [{ ...choice, label: t.recurringReview.answerNeeded, done: false }] });
  }
  return out;
}
