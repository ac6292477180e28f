import type { ReactNode } from 'react';
import { cx } from '../lib/cx';

export type BadgeTone = 'neutral' | 'green' | 'amber' | 'red' | 'accent' | 'violet' | 'sky';

const tones: Record<BadgeTone, { box: string; dot: string }> = {
  neutral: { box: 'bg-gray-100 text-gray-700 ring-gray-200', dot: 'bg-gray-400' },
  green: { box: 'bg-green-50 text-green-700 ring-green-200', dot: 'bg-green-500' },
  amber: { box: 'bg-amber-50 text-amber-800 ring-amber-200', dot: 'bg-amber-500' },
  red: { box: 'bg-red-50 text-red-700 ring-red-200', dot: 'bg-red-500' },
  accent: { box: 'bg-accent-50 text-accent-700 ring-accent-200', dot: 'bg-accent-500' },
  violet: { box: 'bg-violet-50 text-violet-700 ring-violet-200', dot: 'bg-violet-500' },
  sky: { box: 'bg-sky-50 text-sky-700 ring-sky-200', dot: 'bg-sky-500' },
};

/** A compact status label; the dot is decorative, the text carries the meaning. */
export function Badge({
  tone = 'neutral',
  dot = true,
  children,
  title,
  className,
}: {
  tone?: BadgeTone;
  dot?: boolean;
  children: ReactNode;
  title?: string;
  className?: string;
}) {
  const t = tones[tone];
  return (
    <span
      title={title}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2 h-5 text-xs font-medium ring-1 ring-inset whitespace-nowrap',
        t.box,
        className,
      )}
    >
      {dot && <span aria-hidden="true" className={cx('size-1.5 rounded-full', t.dot)} />}
      {children}
    </span>
  );
}
