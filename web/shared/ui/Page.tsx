import type { ReactNode } from 'react';
import { cx } from '../lib/cx';

/** The title row of a page or section: heading, one line of explanation, actions on the right. */
export function SectionHeader({
  title,
  description,
  actions,
  level = 2,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  level?: 1 | 2 | 3;
  className?: string;
}) {
  const Heading = level === 1 ? 'h1' : level === 2 ? 'h2' : 'h3';
  return (
    <div className={cx('flex items-start justify-between gap-6', className)}>
      <div className="min-w-0 max-w-2xl">
        <Heading
          className={cx(
            'font-semibold text-gray-900',
            level === 1 ? 'text-xl tracking-[-0.01em]' : level === 2 ? 'text-base' : 'text-sm',
          )}
        >
          {title}
        </Heading>
        {description && <div className="mt-1 text-13 text-gray-600">{description}</div>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

/** A white card with a border, for forms and detail blocks. */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('rounded-lg border border-gray-200 bg-white shadow-xs', className)}>{children}</div>;
}
