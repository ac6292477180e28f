import { type ReactNode, useId } from 'react';
import { cx } from '../../shared/lib/cx';
import { Badge } from '../../shared/ui/Badge';

/** A titled white card of the case page. */
export function Section({
  title,
  level = 2,
  description,
  actions,
  children,
  className,
  flush = false,
  named = false,
}: {
  title: ReactNode;
  level?: 2 | 3 | 4;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** No padding around the body (a table fills it). */
  flush?: boolean;
  /** Named by its title, so it is a region of the page (for a section one goes to). */
  named?: boolean;
}) {
  const Heading = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  const headingId = useId();
  return (
    <section
      aria-labelledby={named ? headingId : undefined}
      className={cx('rounded-lg border border-gray-200 bg-white shadow-xs', className)}
    >
      <div className="flex items-start justify-between gap-4 border-b border-gray-150 px-4 py-3">
        <div className="min-w-0">
          <Heading id={named ? headingId : undefined} className="text-sm font-semibold text-gray-900">
            {title}
          </Heading>
          {description && <p className="mt-0.5 text-13 text-gray-600">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
      </div>
      <div className={flush ? undefined : 'px-4 py-3'}>{children}</div>
    </section>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
  /** Spans the whole row (long text). */
  wide?: boolean;
}

/** Label–value pairs in two columns; an empty value shows a quiet "Not provided". */
export function Facts({ items, columns = 2 }: { items: Fact[]; columns?: 1 | 2 | 3 }) {
  return (
    <dl
      className={cx(
        'grid gap-x-8 gap-y-3',
        columns === 3 ? 'sm:grid-cols-3' : columns === 2 ? 'sm:grid-cols-2' : 'grid-cols-1',
      )}
    >
      {items.map((item) => (
        <div key={item.label} className={cx('min-w-0', item.wide && 'sm:col-span-full')}>
          <dt className="text-xs font-medium text-gray-500">{item.label}</dt>
          <dd className="mt-0.5 text-13 break-words whitespace-pre-line text-gray-900">
            {isEmpty(item.value) ? <span className="text-gray-500">Not provided</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Label–value pairs as rows, label on the left: the densest way to read a record's fields. */
export function FactRows({ items }: { items: Fact[] }) {
  return (
    <dl className="divide-y divide-gray-100">
      {items.map((item) => (
        <div key={item.label} className="grid grid-cols-[minmax(8rem,38%)_1fr] gap-x-4 py-1.5 first:pt-0 last:pb-0">
          <dt className="text-13 text-gray-600">{item.label}</dt>
          <dd className="min-w-0 text-13 break-words whitespace-pre-line text-gray-900">
            {isEmpty(item.value) ? <span className="text-gray-500">Not provided</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A yes/no answer (null when not given); "Yes" to a declaration question stands out. */
/**
 * Whether the customer (or the API client) gave a field. The interface stores what nobody gave as `false` or "";
 * `answered_fields` lists what was given (null on records from before Dossier kept it: everything reads as given).
 */
export function answered(record: { answered_fields?: string[] | null }, field: string): boolean {
  return record.answered_fields == null || record.answered_fields.includes(field);
}

export function yesNo(value: boolean | null | undefined, alarming = false): ReactNode {
  if (value === null || value === undefined) return null;
  if (value && alarming) return <Badge tone="red">Yes</Badge>;
  return <span>{value ? 'Yes' : 'No'}</span>;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD date as "5 Feb 2020" (a calendar day: no time zone shift), or nothing. */
export function day(value: string | null | undefined): string {
  if (!value) return '';
  const t = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(t) ? value : dayFormat.format(t);
}

/** An external link that opens in a new tab, for URLs the customer gave (null when none). */
export function externalLink(href: string | null | undefined): ReactNode {
  if (!href) return null;
  const safe = /^https?:\/\//i.test(href);
  if (!safe) return <span>{href}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-accent-700 underline-offset-2 hover:underline"
    >
      {href}
    </a>
  );
}

/** A quiet one-line message inside a section. */
export function Quiet({ children }: { children: ReactNode }) {
  return <p className="py-1 text-13 text-gray-600">{children}</p>;
}
