import type { ReactNode } from 'react';
import { cx } from '../../shared/lib/cx';
import { IconPlus, IconX } from '../../shared/ui/icons';
import { t } from '../i18n';
import { Button } from '../ui/Button';

/** A part of a step: an optional heading and intro, then its fields one under the other. */
export function Section({
  title,
  intro,
  children,
  className,
}: {
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={className}>
      {title && <h2 className="text-base font-semibold text-gray-900">{title}</h2>}
      {intro && <p className="mt-1 text-sm text-gray-600">{intro}</p>}
      <div className={cx('space-y-5', Boolean(title || intro) && 'mt-4')}>{children}</div>
    </section>
  );
}

/**
 * One item of a list (a bank account, a director): a fieldset (its legend, for screen readers, names the group
 * its fields belong to), a visible heading, and its remove button. No aria-labelledby: field names stay unique.
 */
export function ItemCard({
  title,
  subtitle,
  removeLabel,
  onRemove,
  children,
  level = 3,
}: {
  title: string;
  subtitle?: string;
  /** The remove button's accessible name ("Remove bank account 2"); no button without it. */
  removeLabel?: string;
  onRemove?: () => void;
  children: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <fieldset className="min-w-0 rounded-xl border border-gray-200 bg-white shadow-xs">
      <legend className="sr-only">{title}</legend>
      <div className="flex items-center gap-3 border-b border-gray-100 py-2 pr-2 pl-4 sm:pl-5">
        <div className="min-w-0 flex-1 py-1.5">
          <Heading className="truncate text-[15px] font-semibold text-gray-900">{title}</Heading>
          {subtitle && <p className="truncate text-13 text-gray-600">{subtitle}</p>}
        </div>
        {removeLabel && onRemove && (
          <Button variant="danger" onClick={onRemove} icon={<IconX size={16} />}>
            <span aria-hidden="true" className="hidden sm:inline">
              {t.common.remove}
            </span>
            <span className="sr-only">{removeLabel}</span>
          </Button>
        )}
      </div>
      <div className="space-y-5 px-4 py-5 sm:px-5">{children}</div>
    </fieldset>
  );
}

export function AddButton({
  id,
  onClick,
  children,
  label,
}: {
  id: string;
  onClick: () => void;
  children: ReactNode;
  /** A fuller accessible name when several such buttons share the visible text (it must begin with it). */
  label?: string;
}) {
  return (
    <Button
      id={id}
      onClick={onClick}
      aria-label={label}
      icon={<IconPlus size={16} />}
      className="w-full border-dashed sm:w-auto"
    >
      {children}
    </Button>
  );
}
