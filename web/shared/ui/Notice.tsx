import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import { IconAlert, IconCheckCircle, IconInfo, IconLock } from './icons';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error' | 'readonly';

const tones: Record<NoticeTone, { box: string; icon: ReactNode }> = {
  info: { box: 'bg-accent-50 text-accent-800 ring-accent-200', icon: <IconInfo className="text-accent-600" /> },
  success: {
    box: 'bg-green-50 text-green-700 ring-green-200',
    icon: <IconCheckCircle className="text-green-600" />,
  },
  warning: { box: 'bg-amber-50 text-amber-800 ring-amber-200', icon: <IconAlert className="text-amber-700" /> },
  error: { box: 'bg-red-50 text-red-700 ring-red-200', icon: <IconAlert className="text-red-600" /> },
  readonly: { box: 'bg-gray-50 text-gray-700 ring-gray-200', icon: <IconLock className="text-gray-500" /> },
};

/**
 * An inline message box. Errors are announced (role="alert"); the others are plain text unless `live`.
 */
export function Notice({
  tone = 'info',
  title,
  children,
  className,
  live,
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  live?: boolean;
}) {
  const t = tones[tone];
  const role = tone === 'error' ? 'alert' : live ? 'status' : undefined;
  return (
    <div role={role} className={cx('flex gap-2.5 rounded-lg px-3 py-2.5 text-13 ring-1 ring-inset', t.box, className)}>
      <span className="mt-[2px] shrink-0">{t.icon}</span>
      <div className="min-w-0 space-y-0.5">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className="break-words">{children}</div>}
      </div>
    </div>
  );
}
