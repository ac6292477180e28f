import { useEffect, useRef } from 'react';
import { cx } from '../../shared/lib/cx';
import { IconCheck } from '../../shared/ui/icons';
import { t } from '../i18n';
import type { StepId } from '../lib/scope';

/**
 * The steps, as a list of buttons named after them ("Company", "Financial", …); the current one has
 * aria-current="step". A row that scrolls sideways on a phone, a column at the side on a wide screen.
 */
export function StepNav({
  steps,
  current,
  complete,
  onSelect,
}: {
  steps: readonly StepId[];
  current: StepId;
  complete: (step: StepId) => boolean;
  onSelect: (step: StepId) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Keeps the current step in view in the phone's row (only the row scrolls, never the page).
    const row = list.current;
    const button = row?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!row || !button || row.scrollWidth <= row.clientWidth) return;
    row.scrollTo({ left: button.offsetLeft - (row.clientWidth - button.offsetWidth) / 2, behavior: 'smooth' });
  }, [current]);

  return (
    <nav
      aria-label={t.steps.navLabel}
      className="-mx-4 border-b border-gray-200 bg-white sm:-mx-6 lg:mx-0 lg:border-0 lg:bg-transparent"
    >
      <ol
        ref={list}
        className="flex gap-1 overflow-x-auto px-3 py-2 [scrollbar-width:none] sm:px-5 lg:sticky lg:top-6 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:p-0"
      >
        {steps.map((step, i) => {
          const isCurrent = step === current;
          const done = complete(step) && step !== 'review';
          return (
            <li key={step} className="shrink-0">
              <button
                type="button"
                onClick={() => onSelect(step)}
                aria-current={isCurrent ? 'step' : undefined}
                className={cx(
                  'flex min-h-11 w-full items-center gap-2.5 rounded-lg px-3 text-left text-sm whitespace-nowrap transition-colors',
                  isCurrent
                    ? 'bg-accent-50 font-semibold text-accent-800 lg:bg-white lg:shadow-xs lg:ring-1 lg:ring-gray-200'
                    : 'font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular',
                    isCurrent
                      ? 'bg-accent-600 text-white'
                      : done
                        ? 'bg-green-50 text-green-700 ring-1 ring-green-200'
                        : 'bg-white text-gray-600 ring-1 ring-gray-300',
                  )}
                >
                  {done && !isCurrent ? <IconCheck size={13} /> : i + 1}
                </span>
                {t.steps.names[step]}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
