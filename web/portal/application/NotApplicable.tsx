import type { ReactNode } from 'react';
import { t } from '../i18n';
import { ids } from '../lib/checklist';
import { notApplicableReason } from '../lib/scope';
import { Button } from '../ui/Button';
import { TextArea } from '../ui/fields';
import { usePortal } from './context';

const naReasonId = ids.notApplicableReason;

/**
 * A section the profile or the request asks for, which the customer may answer "Not applicable" with a reason
 * instead: the section's own fields give way to the reason, and "It applies" brings them back.
 */
export function NotApplicableSection({ section, children }: { section: string; children: ReactNode }) {
  const { scope, draft, update, errors } = usePortal();
  if (!scope.naSections.includes(section)) return <>{children}</>;
  const reason = notApplicableReason(draft, scope, section);
  const title = t.notApplicable.sections[section] ?? section;
  const setReason = (value: string | null) =>
    update((d) => {
      const others = (d.not_applicable ?? []).filter((na) => na.section !== section);
      return { ...d, not_applicable: value === null ? others : [...others, { section, reason: value }] };
    });
  if (reason === undefined) {
    return (
      <div className="space-y-4">
        {children}
        {/* Named by its section: a step may offer two (the directors, or only their documents). */}
        <fieldset
          aria-label={title}
          className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 border-t border-gray-100 pt-4"
        >
          <Button
            onClick={() => {
              setReason('');
              window.setTimeout(() => document.getElementById(naReasonId(section))?.focus(), 0);
            }}
            aria-describedby={`na-${section}-offer`}
          >
            {t.notApplicable.button}
          </Button>
          <p id={`na-${section}-offer`} className="text-13 text-gray-600">
            {t.notApplicable.offer(title)}
          </p>
        </fieldset>
      </div>
    );
  }
  return (
    <section
      aria-label={t.notApplicable.marked(title)}
      className="space-y-4 rounded-xl bg-gray-50 p-4 ring-1 ring-gray-200 ring-inset sm:p-5"
    >
      <h3 className="text-[15px] font-semibold text-gray-900">{t.notApplicable.marked(title)}</h3>
      <TextArea
        id={naReasonId(section)}
        label={t.notApplicable.reason}
        hint={t.notApplicable.reasonHint}
        value={reason}
        onValue={(v) => setReason(v)}
        error={errors[`not_applicable.${section}`]}
        aria-required
        maxLength={2000}
      />
      <Button onClick={() => setReason(null)}>{t.notApplicable.undo}</Button>
    </section>
  );
}
