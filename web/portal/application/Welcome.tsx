import { t } from '../i18n';

/** The first step's greeting in a first application. */
export function Welcome({ account }: { account: string }) {
  return (
    <div className="rounded-xl bg-accent-50 px-4 py-4 ring-1 ring-accent-200 ring-inset sm:px-5">
      <p className="text-[15px] font-semibold text-accent-800">{t.welcome.title(account)}</p>
      <p className="mt-1 text-sm text-gray-700">{t.welcome.body}</p>
    </div>
  );
}
