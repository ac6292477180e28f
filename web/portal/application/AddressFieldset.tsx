import type { ReactNode } from 'react';
import type { DraftAddress } from '../api/types';
import { t } from '../i18n';
import { SelectInput, TextInput } from '../ui/fields';
import { usePortal } from './context';
import { useCountries } from './countries';

type Part = 'line1' | 'line2' | 'city' | 'postal_code' | 'region';

/**
 * An address as a fieldset: a person's home, the company's registered or office address. Complete with its first
 * line, town and country (the service's rule); the rest is optional. `path` is the draft's path of the address, the
 * key of the service's errors about it; `idOf` names each control, so the checklist can focus it.
 */
export function AddressFieldset({
  legend,
  hint,
  optional,
  address,
  path,
  idOf,
  set,
}: {
  legend: ReactNode;
  hint?: string;
  optional: boolean;
  address: DraftAddress | undefined;
  path: string;
  idOf: (part: Part | 'country') => string;
  set: (patch: Partial<DraftAddress>) => void;
}) {
  const { errors } = usePortal();
  const countries = useCountries();
  const value = address ?? {};
  const field = (part: Part, partOptional: boolean, wide = true) => (
    <TextInput
      id={idOf(part)}
      label={t.people.address[part]}
      optional={optional || partOptional}
      value={value[part]}
      onValue={(v) => set({ [part]: v })}
      // The service names a missing address by the address itself: its first line carries the message.
      error={errors[`${path}.${part}`] ?? (part === 'line1' ? errors[path] : undefined)}
      autoComplete="off"
      className={wide ? 'sm:col-span-2' : undefined}
      maxLength={300}
    />
  );
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-gray-900">
        {legend}
        {optional && (
          <span aria-hidden="true" className="ml-1.5 font-normal text-gray-500">
            {t.common.optional}
          </span>
        )}
      </legend>
      {hint && <p className="-mt-1.5 mb-3 text-13 text-gray-600">{hint}</p>}
      <div className="grid gap-5 sm:grid-cols-2">
        {field('line1', false)}
        {field('line2', true)}
        {field('city', false, false)}
        {field('postal_code', true, false)}
        {field('region', true, false)}
        <SelectInput
          id={idOf('country')}
          label={t.people.address.country}
          optional={optional}
          value={value.country}
          placeholder={t.people.nationalityPlaceholder}
          disabled={countries.length === 0}
          error={errors[`${path}.country`]}
          onValue={(v) => set({ country: v })}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectInput>
      </div>
    </fieldset>
  );
}
