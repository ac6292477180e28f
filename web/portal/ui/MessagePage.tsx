import { type ReactNode, useEffect, useRef } from 'react';
import { cx } from '../../shared/lib/cx';
import { t } from '../i18n';
import { Frame } from './Frame';

export type MessageTone = 'neutral' | 'success' | 'warning' | 'error';

const tones: Record<MessageTone, string> = {
  neutral: 'bg-accent-50 text-accent-700 ring-accent-200',
  success: 'bg-green-50 text-green-700 ring-green-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  error: 'bg-red-50 text-red-700 ring-red-200',
};

/**
 * A page that says one thing (a link's state, a thank-you, an error): an icon, the heading, a few lines, an
 * action. The heading takes focus so a screen reader starts there.
 */
export function MessagePage({
  account = null,
  tone = 'neutral',
  icon,
  title,
  children,
  actions,
  role,
}: {
  account?: string | null;
  tone?: MessageTone;
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** `alert` for failures, so the change is announced. */
  role?: 'alert' | 'status';
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = t.document.titleWith(title, account);
    heading.current?.focus();
  }, [title, account]);
  return (
    <Frame account={account}>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-10 pb-16 sm:pt-[12vh]">
        <div
          role={role}
          className="w-full max-w-[480px] rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <div className={cx('mb-5 flex size-12 items-center justify-center rounded-xl ring-1', tones[tone])}>
            {icon}
          </div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold tracking-[-0.01em] text-gray-900 outline-none"
          >
            {title}
          </h1>
          {children && <div className="mt-2 space-y-3 text-[15px] leading-6 text-gray-700">{children}</div>}
          {actions && <div className="mt-6 flex flex-col gap-3 sm:flex-row">{actions}</div>}
        </div>
      </main>
    </Frame>
  );
}
