import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cx } from '../lib/cx';

/** A dense data table in a bordered card. `caption` names it for assistive technology. */
export function Table({
  caption,
  children,
  className,
  tableClassName,
}: {
  caption: string;
  children: ReactNode;
  className?: string;
  /** Classes of the table itself (a fixed layout with a colgroup, a minimum width). */
  tableClassName?: string;
}) {
  return (
    <div className={cx('overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-xs', className)}>
      <table className={cx('w-full border-collapse text-13', tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function THead({ children }: { children: ReactNode }) {
  return (
    <thead className="bg-gray-50 text-left">
      <tr className="border-b border-gray-200">{children}</tr>
    </thead>
  );
}

export function Th({ className, children, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cx(
        'h-8 px-3 text-xs font-medium uppercase tracking-[0.04em] text-gray-500 whitespace-nowrap first:pl-4 last:pr-4',
        className,
      )}
      {...rest}
    >
      {children}
    </th>
  );
}

export function TBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-gray-150">{children}</tbody>;
}

export function Tr({ className, children, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr className={cx('hover:bg-gray-25', className)} {...rest}>
      {children}
    </tr>
  );
}

export function Td({ className, children, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td className={cx('h-11 px-3 align-middle text-gray-700 first:pl-4 last:pr-4', className)} {...rest}>
      {children}
    </td>
  );
}

/** Header cell for a row-actions column: named for screen readers, blank on screen. */
export function ThActions() {
  return (
    <th scope="col" className="h-8 px-3 last:pr-4">
      <span className="sr-only">Actions</span>
    </th>
  );
}
