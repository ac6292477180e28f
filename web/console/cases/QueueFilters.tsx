import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../shared/lib/cx';
import { DateInput } from '../../shared/ui/DateInput';
import { Select } from '../../shared/ui/Field';
import { IconSearch } from '../../shared/ui/icons';
import { usersQuery } from '../api/settings';
import { useSession } from '../session-context';
import { allCountries } from './countries';
import {
  QUEUE_SORTS,
  type QueueSearch,
  type QueueSort,
  REVIEW_DUE_DAYS,
  type RiskFilter,
  WAITING_DAYS,
} from './queue-search';

export const SORT_LABELS: Record<QueueSort, string> = {
  created: 'Newest first',
  oldest: 'Oldest first',
  last_data_update: 'Last data update',
  waiting: 'Waiting longest',
  risk: 'Highest risk',
  due: 'Due soonest',
};

const SEARCH_DEBOUNCE_MS = 250;

const compactControl =
  'h-7 rounded-md border border-gray-300 bg-white px-2 text-13 text-gray-900 shadow-xs hover:border-gray-400 ' +
  'focus:border-accent-500 focus:outline-none focus:ring-3 focus:ring-accent-100';

/** The search box: what is typed reaches the URL (and the service) 250 ms after the last key. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<number | undefined>(undefined);
  // The URL changed by itself (Clear filters, back button): show what it says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const change = (next: string) => {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      sent.current = next.trim();
      onSearch(next.trim());
    }, SEARCH_DEBOUNCE_MS);
  };
  return (
    <div className="relative w-80">
      <label htmlFor="queue-search" className="sr-only">
        Search
      </label>
      <IconSearch className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-gray-500" />
      <input
        id="queue-search"
        type="search"
        value={text}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && text !== '') {
            e.preventDefault();
            change('');
          }
        }}
        placeholder="Company, person, number or ID"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        className={cx(
          'block h-8 w-full rounded-md border border-gray-300 bg-white pr-2.5 pl-8 text-sm text-gray-900 shadow-xs',
          'placeholder:text-gray-500 hover:border-gray-400 focus:border-accent-500 focus:outline-none focus:ring-3 focus:ring-accent-100',
          '[&::-webkit-search-cancel-button]:cursor-pointer',
        )}
      />
    </div>
  );
}

function Labelled({ label, children }: { label: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="text-13 whitespace-nowrap text-gray-600">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A filter by a number of days ("Any time" or one of `days`). */
function DaysFilter({
  label,
  days,
  value,
  onChange,
}: {
  label: string;
  days: readonly number[];
  value: number | undefined;
  onChange: (days: number | undefined) => void;
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <Select
          id={id}
          size="sm"
          className="w-28"
          value={value ? String(value) : ''}
          onChange={(e) => onChange(Number(e.target.value) || undefined)}
        >
          <option value="">Any time</option>
          {days.map((d) => (
            <option key={d} value={d}>
              {d === 1 ? '1 day' : `${d} days`}
            </option>
          ))}
        </Select>
      )}
    </Labelled>
  );
}

export function QueueFilters({
  search,
  onChange,
}: {
  search: QueueSearch;
  /** Changes some filters (and goes back to the first page). */
  onChange: (patch: Partial<QueueSearch>) => void;
}) {
  const countries = allCountries();
  const { user } = useSession();
  // Every user of the account but oneself ("Me" is above), active ones, by name.
  const colleagues = (useQuery(usersQuery).data ?? [])
    .filter((u) => u.id !== user.id && u.status !== 'deactivated')
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="flex flex-wrap items-center gap-x-3.5 gap-y-2">
      <Labelled label="Assignee">
        {(id) => (
          <Select
            id={id}
            size="sm"
            className="w-40"
            value={search.assignee ?? ''}
            onChange={(e) => onChange({ assignee: e.target.value || undefined })}
          >
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="unassigned">Unassigned</option>
            {colleagues.length > 0 && (
              <optgroup label="Colleagues">
                {colleagues.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name}
                  </option>
                ))}
              </optgroup>
            )}
            {/* A colleague's id from a shared link before the list arrives (or of a deactivated user). */}
            {search.assignee &&
              !['me', 'unassigned'].includes(search.assignee) &&
              !colleagues.some((u) => u.id === search.assignee) && <option value={search.assignee}>A colleague</option>}
          </Select>
        )}
      </Labelled>
      <Labelled label="Jurisdiction">
        {(id) => (
          <Select
            id={id}
            size="sm"
            className="w-36"
            value={search.jurisdiction ?? ''}
            onChange={(e) => onChange({ jurisdiction: e.target.value || undefined })}
          >
            <option value="">Any</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </Labelled>
      <Labelled label="Risk">
        {(id) => (
          <Select
            id={id}
            size="sm"
            className="w-32"
            value={search.risk ?? ''}
            onChange={(e) => {
              const v = e.target.value;
              const levels: readonly string[] = ['low', 'medium', 'high', 'prohibited', 'not_assessed'];
              onChange({ risk: levels.includes(v) ? (v as RiskFilter) : undefined });
            }}
          >
            <option value="">Any</option>
            <option value="low">Low</option>
            <option value="medium">Medium</option>
            <option value="high">High</option>
            <option value="prohibited">Prohibited</option>
            <option value="not_assessed">Not assessed</option>
          </Select>
        )}
      </Labelled>
      <DaysFilter
        label="Waiting more than"
        days={WAITING_DAYS}
        value={search.waiting}
        onChange={(waiting) => onChange({ waiting })}
      />
      <Labelled label="Type">
        {(id) => (
          <Select
            id={id}
            size="sm"
            className="w-28"
            value={search.type ?? ''}
            onChange={(e) =>
              onChange({
                type: e.target.value === 'primary' || e.target.value === 'recurring' ? e.target.value : undefined,
              })
            }
          >
            <option value="">Any</option>
            <option value="primary">Primary</option>
            <option value="recurring">Recurring</option>
          </Select>
        )}
      </Labelled>
      <DaysFilter
        label="Review due within"
        days={REVIEW_DUE_DAYS}
        value={search.review_due}
        onChange={(review_due) => onChange({ review_due })}
      />
      <Labelled label="Deadline">
        {(id) => (
          <Select
            id={id}
            size="sm"
            className="w-28"
            value={search.overdue ? 'overdue' : ''}
            onChange={(e) => onChange({ overdue: e.target.value === 'overdue' ? true : undefined })}
          >
            <option value="">Any</option>
            <option value="overdue">Overdue</option>
          </Select>
        )}
      </Labelled>
      <div className="flex items-center gap-1.5">
        <Labelled label="Created from">
          {(id) => (
            <DateInput
              id={id}
              className={cx(compactControl, 'w-32')}
              value={search.created_from}
              onChange={(day) => onChange({ created_from: day })}
            />
          )}
        </Labelled>
        <Labelled
          label={
            <>
              <span className="sr-only">Created </span>to
            </>
          }
        >
          {(id) => (
            <DateInput
              id={id}
              className={cx(compactControl, 'w-32')}
              value={search.created_to}
              onChange={(day) => onChange({ created_to: day })}
            />
          )}
        </Labelled>
      </div>
      {search.screening !== 'alerts' && (
        <label className="flex items-center gap-1.5 text-13 text-gray-700">
          <input
            type="checkbox"
            checked={search.screening === 'open'}
            onChange={(e) => onChange({ screening: e.target.checked ? 'open' : undefined })}
          />
          Open screening hits
        </label>
      )}
    </div>
  );
}

export function SortSelect({
  search,
  onChange,
}: {
  search: QueueSearch;
  onChange: (patch: Partial<QueueSearch>) => void;
}) {
  return (
    <Labelled label="Sort by">
      {(id) => (
        <Select
          id={id}
          size="sm"
          className="w-38"
          value={search.sort ?? 'created'}
          onChange={(e) => {
            const sort = QUEUE_SORTS.find((s) => s === e.target.value);
            onChange({ sort: sort === 'created' ? undefined : sort });
          }}
        >
          {QUEUE_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </Select>
      )}
    </Labelled>
  );
}

/**
 * The QA tab's two views: every case in QA, or only those whose sender named me as the QA reviewer. A pair of
 * toggle buttons (aria-pressed) rather than a select: there are two choices and the one in force should show.
 */
export function QaReviewerToggle({
  search,
  onChange,
}: {
  search: QueueSearch;
  onChange: (patch: Partial<QueueSearch>) => void;
}) {
  const options = [
    { label: 'Everyone’s', value: undefined },
    { label: 'Waiting for me', value: 'me' as const },
  ];
  return (
    <fieldset className="inline-flex items-center gap-2">
      <legend className="sr-only">QA reviewer</legend>
      <span aria-hidden="true" className="text-13 text-gray-600">
        QA reviewer
      </span>
      <span className="inline-flex overflow-hidden rounded-md border border-gray-300 shadow-xs">
        {options.map((option) => {
          const pressed = search.qa === option.value;
          return (
            <button
              key={option.label}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange({ qa: option.value })}
              className={cx(
                'h-7 px-2.5 text-13 font-medium not-first:border-l not-first:border-gray-300',
                pressed ? 'bg-accent-50 text-accent-800' : 'bg-white text-gray-700 hover:bg-gray-50',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </span>
    </fieldset>
  );
}
