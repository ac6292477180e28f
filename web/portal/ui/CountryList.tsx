import { useId } from 'react';
import { IconX } from '../../shared/ui/icons';
import type { Jurisdiction } from '../api/types';
import { t } from '../i18n';
import { controlClass, Field } from './fields';

/** A list of countries (business_activity_countries): a select adds one, each chosen one has its remove button. */
export function CountryList({
  id,
  label,
  hint,
  countries,
  value,
  onChange,
  error,
  optional,
}: {
  id: string;
  label: string;
  hint?: string;
  countries: readonly Jurisdiction[];
  value: readonly string[] | undefined;
  onChange: (codes: string[]) => void;
  error?: string;
  optional?: boolean;
}) {
  const chosen = value ?? [];
  const listId = `${id}-chosen${useId().replace(/[^\w-]/g, '')}`;
  const name = (code: string) => countries.find((c) => c.code === code)?.name ?? code.toUpperCase();
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional}>
      {(wiring) => (
        <>
          {chosen.length > 0 && (
            <ul id={listId} className="mb-2 flex flex-wrap gap-2">
              {chosen.map((code) => (
                <li
                  key={code}
                  className="inline-flex min-h-9 items-center gap-1 rounded-full border border-gray-300 bg-gray-50 pr-1 pl-3 text-sm text-gray-800"
                >
                  {name(code)}
                  <button
                    type="button"
                    onClick={() => onChange(chosen.filter((c) => c !== code))}
                    className="flex size-9 items-center justify-center rounded-full text-gray-600 hover:bg-gray-200 hover:text-gray-900"
                  >
                    <IconX size={14} />
                    <span className="sr-only">{t.company.removeCountry(name(code))}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <select
            {...wiring}
            value=""
            onChange={(e) => {
              const code = e.target.value;
              if (code && !chosen.includes(code)) onChange([...chosen, code]);
            }}
            disabled={countries.length === 0}
            className={controlClass(Boolean(error), 'select-chevron h-11 appearance-none pr-8 pl-3 cursor-pointer')}
          >
            <option value="">{countries.length === 0 ? t.company.countriesLoading : t.company.addCountry}</option>
            {countries
              .filter((c) => !chosen.includes(c.code))
              .map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
          </select>
        </>
      )}
    </Field>
  );
}
