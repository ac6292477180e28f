import type { ReactNode } from 'react';
import type { DraftAddress, DraftCompany } from '../api/types';
import { labelOf, t } from '../i18n';
import { ids } from '../lib/checklist';
import { setCompany } from '../lib/draft';
import {
  companyDraftKey,
  companyFieldsKeptWhenNotApplicable,
  DECLARATION_FIELDS,
  notApplicableReason,
  SOURCES_OF_FUNDS,
} from '../lib/scope';
import { useLeftCheck } from '../lib/use-left-check';
import { isEmailAddress, isWebAddress } from '../lib/validation';
import { CountryList } from '../ui/CountryList';
import { CheckboxInput, SelectInput, TextArea, TextInput, YesNo } from '../ui/fields';
import { IndustryPicker } from '../ui/IndustryPicker';
import { AddressFieldset } from './AddressFieldset';
import { usePortal } from './context';
import { useCountries } from './countries';
import { NotApplicableSection } from './NotApplicable';
import { Section } from './parts';

const GROUPS: readonly { id: keyof typeof t.company.groups; fields: readonly string[] }[] = [
  {
    id: 'identity',
    fields: [
      'formal_name',
      'brand_name',
      'company_number',
      'jurisdiction',
      'company_type',
      'date_of_incorporation',
      'registration_authority',
      'tax_number',
    ],
  },
  { id: 'addresses', fields: ['registered_address', 'office_address'] },
  {
    id: 'business',
    fields: [
      'industry',
      'activity_description',
      'business_description',
      'products_description',
      'business_activity_countries',
      'employees_count',
      'expected_monthly_transactions_volume',
      'funds_sources',
      'sources_of_funds',
      'purpose_for_asset10',
      'websites_for_asset10',
    ],
  },
  { id: 'contact', fields: ['website', 'email', 'phone_number', 'opencorporates_url'] },
  { id: 'aml', fields: ['aml_contact_person', 'aml_contact_email', 'aml_contact_phone_number'] },
  {
    id: 'licence',
    fields: [
      'license_required',
      'license_number',
      'license_issuing_authority',
      'license_date_of_issue',
      'license_date_of_expiry',
    ],
  },
  { id: 'declarations', fields: ['investigations', 'prosecutions', 'ubo_criminal_records'] },
];

const DECLARATIONS = new Set<string>(DECLARATION_FIELDS);

const LONG_TEXT = new Set([
  'activity_description',
  'business_description',
  'products_description',
  'funds_sources',
  'purpose_for_asset10',
  'websites_for_asset10',
]);
const DATES = new Set(['date_of_incorporation', 'license_date_of_issue', 'license_date_of_expiry']);
const INPUTS: Record<string, { type?: string; inputMode?: 'url' | 'email' | 'tel' | 'numeric'; mono?: boolean }> = {
  company_number: { mono: true },
  tax_number: { mono: true },
  license_number: { mono: true },
  website: { type: 'url', inputMode: 'url' },
  opencorporates_url: { type: 'url', inputMode: 'url' },
  email: { type: 'email', inputMode: 'email' },
  aml_contact_email: { type: 'email', inputMode: 'email' },
  phone_number: { type: 'tel', inputMode: 'tel' },
  aml_contact_phone_number: { type: 'tel', inputMode: 'tel' },
  employees_count: { inputMode: 'numeric' },
};

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function CompanyStep() {
  const { scope, draft, update, errors, reference, companyTypes } = usePortal();
  const countries = useCountries();
  const company: DraftCompany = draft.company ?? {};
  // Answered "Not applicable": only the fields a case cannot do without stay, above the reason.
  const notApplicable = notApplicableReason(draft, scope, 'company_details') !== undefined;
  const kept = companyFieldsKeptWhenNotApplicable(scope);
  const shown = new Set(notApplicable ? scope.companyFields.filter((f) => kept.includes(f)) : scope.companyFields);
  // The offer stands only where it would leave something out.
  const offer = scope.companyFields.some((f) => !kept.includes(f));
  const required = new Set(scope.requiredCompanyFields);
  const set = (patch: Partial<DraftCompany>) => update((d) => setCompany(d, patch));
  // Problems seen when the customer left an e-mail or web address field; the server's word comes first.
  const { check, problemOf } = useLeftCheck();
  const errorOf = (field: string) => errors[`company.${companyDraftKey(field)}`] ?? problemOf(field);
  const formatProblem = (field: string, value: string): string | null => {
    const kind = INPUTS[field]?.type;
    if (kind === 'email') return isEmailAddress(value) ? null : t.company.invalidEmail;
    if (kind === 'url') return isWebAddress(value) ? null : t.company.invalidWebsite;
    return null;
  };
  const recheck = (field: string, value: string, onLeave: boolean) =>
    check(field, formatProblem(field, value), onLeave);

  const fieldOf = (field: string): ReactNode => {
    const common = {
      id: ids.company(field),
      label: labelOf(t.company.fields, field),
      hint: t.company.hints[field],
      optional: !required.has(field),
      error: errorOf(field),
    };
    const values = company as Record<string, unknown>;

    if (field === 'jurisdiction') {
      return (
        <SelectInput
          key={field}
          {...common}
          value={company.jurisdiction_code}
          placeholder={reference.isLoading ? t.company.countriesLoading : t.company.jurisdictionPlaceholder}
          disabled={countries.length === 0}
          autoComplete="country"
          onValue={(code) => {
            if (code !== company.jurisdiction_code) set({ jurisdiction_code: code, company_type_id: '' });
          }}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectInput>
      );
    }

    if (field === 'company_type') {
      const jurisdiction = company.jurisdiction_code;
      const types = companyTypes.data ?? [];
      const none = Boolean(jurisdiction) && companyTypes.data !== undefined && types.length === 0;
      const hint = !jurisdiction
        ? t.company.companyTypeNeedsCountry
        : none
          ? t.company.companyTypeNone
          : companyTypes.isError
            ? t.company.companyTypesFailed
            : undefined;
      return (
        <SelectInput
          key={field}
          {...common}
          hint={hint}
          value={company.company_type_id}
          placeholder={companyTypes.isLoading ? t.common.loading : t.company.companyTypePlaceholder}
          disabled={!jurisdiction || types.length === 0}
          onValue={(id) => set({ company_type_id: id })}
        >
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.short_name && type.short_name !== type.full_name
                ? `${type.full_name} (${type.short_name})`
                : type.full_name || type.short_name}
            </option>
          ))}
        </SelectInput>
      );
    }

    if (field === 'industry') {
      return (
        <IndustryPicker
          key={field}
          id={common.id}
          label={common.label}
          optional={common.optional}
          error={common.error}
          industries={reference.data?.industries ?? []}
          disabled={reference.data === undefined}
          value={company.industry_key}
          onChange={(key) => set({ industry_key: key })}
        />
      );
    }

    if (DECLARATIONS.has(field)) {
      const key = field as (typeof DECLARATION_FIELDS)[number];
      const answer = company[key];
      const explanations = company.declaration_explanations ?? {};
      return (
        <div key={field} className="space-y-4">
          <YesNo
            id={common.id}
            name={`company-${field}`}
            legend={common.label}
            hint={common.hint}
            value={answer}
            onValue={(value) => set({ [key]: value } as Partial<DraftCompany>)}
            error={common.error}
          />
          {answer === true && (
            <TextArea
              id={ids.company(`${field}-explanation`)}
              label={t.company.explanation}
              hint={t.company.explanationHint}
              value={explanations[key] ?? ''}
              onValue={(v) => set({ declaration_explanations: { ...explanations, [key]: v } })}
              error={errors[`company.declaration_explanations.${field}`]}
              maxLength={5000}
            />
          )}
        </div>
      );
    }

    if (field === 'registered_address' || field === 'office_address') {
      const address = company[field];
      return (
        <AddressFieldset
          key={field}
          legend={common.label}
          hint={field === 'registered_address' ? t.company.registeredAddressHint : t.company.officeAddressHint}
          optional={common.optional}
          address={address}
          path={`company.${field}`}
          idOf={(part) => ids.companyAddress(field, part)}
          set={(patch: Partial<DraftAddress>) => set({ [field]: { ...address, ...patch } })}
        />
      );
    }

    if (field === 'sources_of_funds') {
      return (
        <SourcesOfFunds
          key={field}
          id={common.id}
          legend={common.label}
          optional={common.optional}
          error={common.error}
          chosen={company.sources_of_funds ?? []}
          other={company.sources_of_funds_other ?? ''}
          otherError={errors['company.sources_of_funds_other']}
          onChosen={(keys) => set({ sources_of_funds: keys })}
          onOther={(text) => set({ sources_of_funds_other: text })}
        />
      );
    }

    if (field === 'business_activity_countries') {
      return (
        <CountryList
          key={field}
          {...common}
          countries={countries}
          value={company.business_activity_countries}
          onChange={(codes) => set({ business_activity_countries: codes })}
        />
      );
    }

    const key = companyDraftKey(field);
    const value = typeof values[key] === 'string' ? (values[key] as string) : '';
    const onValue = (v: string) => {
      set({ [key]: v } as Partial<DraftCompany>);
      recheck(field, v, false);
    };

    if (LONG_TEXT.has(field)) {
      return <TextArea key={field} {...common} value={value} onValue={onValue} maxLength={5000} />;
    }
    if (DATES.has(field)) {
      return (
        <TextInput
          key={field}
          {...common}
          type="date"
          value={value}
          onValue={onValue}
          max={field === 'license_date_of_expiry' ? undefined : today()}
          className="sm:max-w-60"
        />
      );
    }
    const spec = INPUTS[field] ?? {};
    return (
      <TextInput
        key={field}
        {...common}
        type={spec.type ?? 'text'}
        inputMode={spec.inputMode}
        mono={spec.mono}
        autoCapitalize={spec.type ? 'none' : undefined}
        spellCheck={spec.mono || spec.type ? false : undefined}
        autoComplete={field === 'formal_name' ? 'organization' : 'off'}
        value={value}
        onValue={onValue}
        onBlur={spec.type === 'email' || spec.type === 'url' ? (e) => recheck(field, e.target.value, true) : undefined}
      />
    );
  };

  const groups = GROUPS.map((g) => ({ ...g, fields: g.fields.filter((f) => shown.has(f)) })).filter(
    (g) => g.fields.length > 0,
  );
  // A field the catalogue of groups does not know yet (a newer profile field) still shows, at the end.
  const known = new Set(GROUPS.flatMap((g) => g.fields));
  const others = scope.companyFields.filter((f) => shown.has(f) && !known.has(f));

  return (
    <div className="space-y-8">
      {reference.isError && <ReferenceDataError retry={reference.retry} />}
      {groups.map((g) => (
        <Section key={g.id} title={groups.length > 1 ? t.company.groups[g.id] : undefined}>
          {g.fields.map(fieldOf)}
        </Section>
      ))}
      {others.length > 0 && <Section>{others.map(fieldOf)}</Section>}
      {offer && <NotApplicableSection section="company_details">{null}</NotApplicableSection>}
    </div>
  );
}

/** Where the funds come from: any of the offered kinds; "Other" asks what it is. */
function SourcesOfFunds({
  id,
  legend,
  optional,
  error,
  chosen,
  other,
  otherError,
  onChosen,
  onOther,
}: {
  id: string;
  legend: string;
  optional: boolean;
  error?: string;
  chosen: readonly string[];
  other: string;
  otherError?: string;
  onChosen: (keys: string[]) => void;
  onOther: (text: string) => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // Kept in the offered order, whatever order they were ticked in; a key the portal does not offer stays.
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    const offered: readonly string[] = SOURCES_OF_FUNDS;
    onChosen([...offered.filter((k) => next.has(k)), ...[...next].filter((k) => !offered.includes(k))]);
  };
  return (
    <div className="space-y-4">
      <fieldset id={id} tabIndex={-1} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
        <legend className="mb-1.5 text-sm font-medium text-gray-800">
          {legend}
          {optional && (
            <span aria-hidden="true" className="ml-1.5 font-normal text-gray-500">
              {t.common.optional}
            </span>
          )}
        </legend>
        <p id={hintId} className="-mt-0.5 mb-1 text-13 text-gray-600">
          {t.company.sourcesOfFundsHint}
        </p>
        <div className="grid sm:grid-cols-2 sm:gap-x-4">
          {SOURCES_OF_FUNDS.map((key) => (
            <CheckboxInput
              key={key}
              id={`${id}-${key}`}
              label={labelOf(t.company.sourcesOfFunds, key)}
              checked={chosen.includes(key)}
              onChecked={(on) => toggle(key, on)}
            />
          ))}
        </div>
        {error && (
          <p id={errorId} className="mt-1.5 text-13 text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      {chosen.includes('other') && (
        <TextArea
          id={ids.company('sources_of_funds_other')}
          label={labelOf(t.company.fields, 'sources_of_funds_other')}
          hint={t.company.sourcesOfFundsOtherHint}
          value={other}
          onValue={onOther}
          error={otherError}
          maxLength={5000}
        />
      )}
    </div>
  );
}

function ReferenceDataError({ retry }: { retry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200"
    >
      <span className="flex-1">{t.company.referenceFailed}</span>
      <button type="button" onClick={retry} className="min-h-11 font-medium underline underline-offset-2">
        {t.common.tryAgain}
      </button>
    </div>
  );
}
