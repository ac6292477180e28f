import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { cx } from '../../shared/lib/cx';
import { IconSearch, IconX } from '../../shared/ui/icons';
import type { Industry } from '../api/types';
import { t } from '../i18n';
import { controlClass, Field } from './fields';

const MAX_SHOWN = 40;

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

interface Indexed {
  readonly industry: Industry;
  readonly title: string;
  readonly all: string;
}

/** Industries whose title, section, keywords or NACE number hold every word typed; title matches first. */
function search(index: readonly Indexed[], query: string): Industry[] {
  const words = tokens(query);
  if (words.length === 0) return index.map((i) => i.industry);
  const hits = index.filter((i) => words.every((w) => i.all.includes(w)));
  const score = (i: Indexed) => words.filter((w) => i.title.includes(w)).length;
  return hits.sort((a, b) => score(b) - score(a)).map((i) => i.industry);
}

/**
 * The industry, searched among the NACE divisions of the reference data: a combobox (type to filter by name or
 * keyword, arrows to move, Enter to pick, Escape to close). Picking one sets the draft's industry_key.
 */
export function IndustryPicker({
  id,
  label,
  industries,
  value,
  onChange,
  error,
  optional,
  disabled,
}: {
  id: string;
  label: string;
  industries: readonly Industry[];
  value: number | null | undefined;
  onChange: (key: number | null) => void;
  error?: string;
  optional?: boolean;
  disabled?: boolean;
}) {
  const listId = `${id}-list${useId().replace(/[^\w-]/g, '')}`;
  const index = useMemo<Indexed[]>(
    () =>
      industries.map((industry) => ({
        industry,
        title: tokens(industry.value).join(' '),
        all: [
          industry.key,
          ...tokens(industry.value),
          ...tokens(industry.industry),
          ...industry.keywords.flatMap(tokens),
        ].join(' '),
      })),
    [industries],
  );
  const selected = industries.find((i) => i.key === value) ?? null;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const editing = query !== null;
  const results = useMemo(() => (open ? search(index, query ?? '').slice(0, MAX_SHOWN) : []), [open, index, query]);
  const shownText = editing ? query : (selected?.value ?? '');

  const choose = (industry: Industry) => {
    onChange(industry.key);
    setQuery(null);
    setOpen(false);
  };

  const moveTo = (next: number) => {
    const bounded = Math.max(0, Math.min(results.length - 1, next));
    setActive(bounded);
    list.current?.querySelector(`[data-index="${bounded}"]`)?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
      } else moveTo(active + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      moveTo(active - 1);
    } else if (event.key === 'Enter') {
      const industry = results[active];
      if (open && industry) {
        event.preventDefault();
        choose(industry);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setQuery(null);
      }
    }
  };

  const activeId = open && results[active] ? `${listId}-${results[active].key}` : undefined;
  const statusId = `${id}-status`;
  const chosenId = `${id}-chosen`;

  return (
    <Field
      id={id}
      label={label}
      hint={t.company.industry.hint}
      error={error}
      optional={optional}
      extraDescribedBy={selected ? chosenId : undefined}
    >
      {(wiring) => (
        <div className="relative">
          <div className="relative">
            <IconSearch
              size={18}
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-gray-500"
            />
            <input
              ref={input}
              {...wiring}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listId}
              aria-activedescendant={activeId}
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              placeholder={t.company.industry.placeholder}
              className={controlClass(Boolean(error), cx('h-11 pl-10', selected ? 'pr-12' : 'pr-3'))}
              value={shownText}
              onChange={(e) => {
                setQuery(e.target.value);
                setOpen(true);
                setActive(0);
              }}
              onFocus={(e) => {
                e.target.select();
              }}
              onClick={() => setOpen(true)}
              onBlur={() => {
                // An emptied field clears the choice; anything else typed and not picked falls back to the choice.
                if (query !== null && query.trim() === '') onChange(null);
                setQuery(null);
                setOpen(false);
              }}
              onKeyDown={onKeyDown}
            />
            {selected && !editing && (
              <button
                type="button"
                onClick={() => {
                  onChange(null);
                  input.current?.focus();
                }}
                className="absolute top-0 right-0 flex size-11 items-center justify-center rounded-r-lg text-gray-500 hover:text-gray-900"
              >
                <IconX size={16} />
                <span className="sr-only">{t.company.industry.clear}</span>
              </button>
            )}
          </div>
          <div
            ref={list}
            id={listId}
            role="listbox"
            aria-label={t.company.industry.listLabel}
            hidden={!open || results.length === 0}
            className="absolute top-11 z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
          >
            {results.map((industry, i) => (
              <div
                key={industry.key}
                tabIndex={-1}
                id={`${listId}-${industry.key}`}
                data-index={i}
                role="option"
                aria-selected={i === active}
                // mousedown, not click: the input keeps its focus (and does not blur-close the list first).
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(industry);
                }}
                onMouseMove={() => setActive(i)}
                className={cx(
                  'cursor-pointer px-3 py-2.5',
                  i === active ? 'bg-accent-50' : 'bg-white',
                  industry.key === value && 'font-medium',
                )}
              >
                <span className="block text-sm text-gray-900">{industry.value}</span>
                <span className="block text-xs text-gray-600">
                  {t.company.industry.chosen(industry.industry, industry.key)}
                </span>
              </div>
            ))}
          </div>
          <p id={statusId} role="status" className="sr-only">
            {open && editing ? t.company.industry.results(results.length) : ''}
          </p>
          {open && editing && results.length === 0 && (query ?? '').trim() !== '' && (
            <p className="mt-1.5 text-13 text-gray-600">{t.company.industry.none(query ?? '')}</p>
          )}
          {selected && (
            <p id={chosenId} className="mt-1.5 text-13 text-gray-600">
              {t.company.industry.chosen(selected.industry, selected.key)}
            </p>
          )}
        </div>
      )}
    </Field>
  );
}
