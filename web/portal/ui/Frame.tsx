import type { ReactNode } from 'react';
import { cx } from '../../shared/lib/cx';
import { IconShield } from '../../shared/ui/icons';
import { t } from '../i18n';

/** The mark in the header: a neutral shield (the customer knows the inviting company, not this service). */
function Mark() {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-600 text-white shadow-xs"
    >
      <IconShield size={18} />
    </span>
  );
}

/**
 * Every portal page: a skip link, the header (who asks: the inviting company's name once known), the page.
 * `children` holds the page's <main id="main">.
 */
export function Frame({
  account,
  actions,
  children,
}: {
  account: string | null;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <a
        href="#main"
        className={cx(
          'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg',
          'focus:bg-white focus:px-4 focus:py-3 focus:text-sm focus:font-medium focus:text-accent-700 focus:shadow-lg',
        )}
      >
        {t.frame.skipToContent}
      </a>
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex min-h-14 max-w-5xl items-center gap-3 px-4 sm:px-6">
          <Mark />
          <div className="min-w-0 flex-1 leading-tight">
            {account ? (
              <>
                <p className="truncate text-sm font-semibold text-gray-900">{account}</p>
                <p className="truncate text-xs text-gray-600">{t.frame.product}</p>
              </>
            ) : (
              <p className="truncate text-sm font-semibold text-gray-900">{t.frame.product}</p>
            )}
          </div>
          {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
        </div>
      </header>
      {children}
    </div>
  );
}
