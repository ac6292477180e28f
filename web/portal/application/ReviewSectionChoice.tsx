import type { ReactNode } from 'react';
import { cx } from '../../shared/lib/cx';
import { t } from '../i18n';
import {
  REVIEW_SECTION_OF,
  type ReviewAnswer,
  reviewAnswerOf,
  reviewChoiceId,
  withReviewAnswer,
  withSectionAsOpened,
} from '../lib/review-mode';
import type { StepId } from '../lib/scope';
import { usePortal } from './context';

const ANSWERS: readonly ReviewAnswer[] = ['unchanged', 'changed'];

/**
 * A step of a recurring review: "Nothing has changed" or "Something has changed" above the step's form. The
 * form shows the company's current data; it can be edited only once the customer says something has changed.
 */
export function ReviewSectionChoice({ step, children }: { step: StepId; children: ReactNode }) {
  const { application, draft, update } = usePortal();
  const section = REVIEW_SECTION_OF[step];
  if (!section) return <>{children}</>;
  const answer = reviewAnswerOf(draft, section);
  return (
    <div className="space-y-6">
      <fieldset className="min-w-0 rounded-lg border border-gray-200 bg-gray-50 p-4">
        <legend className="px-1 text-sm font-medium text-gray-900">{t.recurringReview.question}</legend>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          {ANSWERS.map((value) => (
            <label
              key={value}
              htmlFor={reviewChoiceId(section, value)}
              className={cx(
                'flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-lg border px-3.5 text-[15px] sm:text-sm',
                'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-100',
                answer === value
                  ? 'border-accent-500 bg-accent-50 text-gray-900'
                  : 'border-gray-300 bg-white text-gray-800 hover:border-gray-400',
              )}
            >
              <input
                id={reviewChoiceId(section, value)}
                type="radio"
                name={`review-${section}`}
                checked={answer === value}
                onChange={() =>
                  update((d) =>
                    withReviewAnswer(
                      value === 'unchanged' ? withSectionAsOpened(d, application.draft, section) : d,
                      section,
                      value,
                    ),
                  )
                }
                className="size-5 shrink-0 accent-accent-600"
              />
              {value === 'unchanged' ? t.recurringReview.unchanged : t.recurringReview.changed}
            </label>
          ))}
        </div>
        <p className="mt-2 text-13 text-gray-600">
          {answer === 'changed' ? t.recurringReview.editHint : t.recurringReview.readOnlyHint}
        </p>
      </fieldset>
      {/* What we hold, shown as it is; editable once the customer says it changed. */}
      <fieldset disabled={answer !== 'changed'} className="min-w-0 disabled:opacity-90">
        <legend className="sr-only">{t.recurringReview.currentData}</legend>
        {children}
      </fieldset>
    </div>
  );
}
