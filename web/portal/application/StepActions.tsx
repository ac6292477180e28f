import { IconChevronLeft, IconChevronRight } from '../../shared/ui/icons';
import { t } from '../i18n';
import type { CheckItem } from '../lib/checklist';
import { Button } from '../ui/Button';

/**
 * The bar under a step (sticky on a phone): Back, and Continue or, on the review, Submit; above them what a
 * refused "Continue" found missing.
 */
export function StepActions({
  stillNeeded,
  onBack,
  onContinue,
  review,
}: {
  stillNeeded: readonly CheckItem[];
  onBack: (() => void) | undefined;
  onContinue: (() => void) | undefined;
  /** On the review: Submit instead of Continue. */
  review: { onSubmit: () => void; submitting: boolean; complete: boolean; describedBy: string | undefined } | null;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-10 border-t border-gray-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-gray-200 lg:bg-transparent lg:px-0 lg:pt-6 lg:pb-0">
      {stillNeeded.length > 0 && (
        <p
          id="step-missing"
          role="alert"
          className="mb-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200 ring-inset"
        >
          {t.steps.stillNeeded(stillNeeded.map((item) => item.label))}
        </p>
      )}
      <div className="flex gap-3">
        {onBack && (
          <Button size="lg" onClick={onBack} icon={<IconChevronLeft size={18} />} className="flex-1 sm:flex-none">
            {t.steps.back}
          </Button>
        )}
        {review ? (
          <Button
            size="lg"
            variant="primary"
            onClick={review.onSubmit}
            pending={review.submitting}
            disabled={!review.complete}
            aria-describedby={review.describedBy}
            className="flex-[2] sm:ml-auto sm:flex-none sm:min-w-36"
          >
            {t.steps.submit}
          </Button>
        ) : (
          onContinue && (
            <Button
              size="lg"
              variant="primary"
              onClick={onContinue}
              className="flex-[2] sm:ml-auto sm:flex-none sm:min-w-36"
            >
              {t.steps.continue}
              <IconChevronRight size={18} />
            </Button>
          )
        )}
      </div>
    </div>
  );
}
