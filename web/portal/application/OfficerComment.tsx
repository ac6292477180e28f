import { IconChevronDown } from '../../shared/ui/icons';
import { t } from '../i18n';

/** The officer's message, in mode update: in full on the first step and the review, folded on the others. */
export function OfficerComment({
  account,
  comment,
  folded,
}: {
  account: string;
  comment: string | null;
  folded: boolean;
}) {
  const body = (
    <>
      {comment && (
        <blockquote className="mt-2 border-l-2 border-amber-500 pl-3 text-[15px] leading-6 whitespace-pre-line text-gray-900">
          {comment}
        </blockquote>
      )}
      <p className="mt-2 text-13 text-gray-700">{t.update.onlyThis}</p>
    </>
  );
  if (folded) {
    return (
      <details className="group rounded-xl bg-amber-50 px-4 py-1 ring-1 ring-amber-200 ring-inset">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 text-sm font-semibold text-amber-800">
          {t.update.commentLabel}
          <IconChevronDown size={16} className="shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="pb-3">{body}</div>
      </details>
    );
  }
  return (
    <section className="rounded-xl bg-amber-50 px-4 py-4 ring-1 ring-amber-200 ring-inset sm:px-5">
      <h2 className="text-[15px] font-semibold text-amber-800">{t.update.title(account)}</h2>
      {comment && <p className="mt-1 text-13 font-medium text-amber-800">{t.update.commentLabel}</p>}
      {body}
    </section>
  );
}
