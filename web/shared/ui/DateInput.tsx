import { useEffect, useState } from 'react';
import { cx } from '../lib/cx';
import { formatDay, hasFullYear, parseDay } from '../lib/time';

/**
 * A date filter in the format the console shows dates ("12 Mar 2026"), where a browser's date input would show
 * its own locale's ("03/12/2026"). The value is a calendar day (YYYY-MM-DD) or undefined. It also takes ISO and
 * day-first numbers; a whole date applies as it is typed, and leaving the field shows it in the console's format.
 */
export function DateInput({
  id,
  value,
  onChange,
  className,
}: {
  id?: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  className?: string;
}) {
  const [text, setText] = useState(value ? formatDay(value) : '');
  const [invalid, setInvalid] = useState(false);
  // The value changed from outside (Clear filters, the back button): show it, unless the text already says it.
  useEffect(() => {
    setText((current) => ((parseDay(current) ?? undefined) === value ? current : value ? formatDay(value) : ''));
    setInvalid(false);
  }, [value]);

  const apply = (next: string, leaving: boolean) => {
    const trimmed = next.trim();
    if (trimmed === '') {
      setInvalid(false);
      if (value !== undefined) onChange(undefined);
      return;
    }
    const day = parseDay(trimmed);
    if (day !== null && (leaving || hasFullYear(trimmed))) {
      setInvalid(false);
      if (leaving) setText(formatDay(day));
      if (day !== value) onChange(day);
    } else if (leaving) {
      setInvalid(true);
    }
  };

  return (
    <input
      id={id}
      type="text"
      autoComplete="off"
      spellCheck={false}
      placeholder="e.g. 1 Mar 2026"
      value={text}
      aria-invalid={invalid || undefined}
      title={invalid ? 'Not a date: type it like 1 Mar 2026' : undefined}
      className={cx(className, invalid && 'border-red-500 focus:border-red-500 focus:ring-red-100')}
      onChange={(e) => {
        setText(e.target.value);
        apply(e.target.value, false);
      }}
      onBlur={(e) => apply(e.target.value, true)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply(e.currentTarget.value, true);
      }}
    />
  );
}
