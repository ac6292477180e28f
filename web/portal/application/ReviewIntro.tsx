import { t } from '../i18n';

/** The first step's greeting in a recurring review: what is asked and how to answer. */
export function ReviewIntro({ account }: { account: string }) {
  return (
    <section className="rounded-xl bg-accent-50 px-4 py-4 ring-1 ring-accent-200 ring-inset sm:px-5">
      <h2 className="text-[15px] font-semibold text-accent-800">{t.recurringReview.title}</h2>
      <p className="mt-1 text-sm text-gray-700">{t.recurringReview.intro(account)}</p>
    </section>
  );
}
