import { useEffect } from 'react';
import type { DraftAddress, DraftDirector, DraftDocument, DraftPerson } from '../api/types';
import { labelOf, t } from '../i18n';
import { ids, personName } from '../lib/checklist';
import {
  type DocumentDetails,
  documentOf,
  mapItem,
  newKey,
  patchPerson,
  withDocumentDetails,
  withDocumentUploads,
  withoutItem,
} from '../lib/draft';
import {
  BASE_PERSON_FIELDS,
  IDENTITY_DOCUMENTS,
  NAME_FIELDS,
  notApplicableReason,
  PERSON_FIELD_ORDER,
} from '../lib/scope';
import { useLeftCheck } from '../lib/use-left-check';
import { isEmailAddress } from '../lib/validation';
import { DocumentUpload } from '../ui/DocumentUpload';
import { SelectInput, TextArea, TextInput, YesNo } from '../ui/fields';
import { AddressFieldset } from './AddressFieldset';
import { usePortal } from './context';
import { useCountries } from './countries';
import { NotApplicableSection } from './NotApplicable';
import { AddButton, ItemCard, Section } from './parts';

const POSITIONS = Object.keys(t.people.positions);

interface CardConfig {
  /** Shown director fields (position) and the required ones. */
  readonly directorFields: readonly string[];
  readonly requiredDirectorFields: readonly string[];
  readonly personFields: readonly string[];
  readonly requiredPersonFields: readonly string[];
  readonly documentTypes: readonly string[];
  readonly pep: boolean;
  readonly removable: boolean;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function PeopleStep() {
  const { scope, draft, update } = usePortal();
  const directors = draft.directors ?? [];
  const full = scope.directors === 'full';

  useEffect(() => {
    if (!full) return;
    update((d) => (d.directors?.length ? d : { ...d, directors: [{ key: newKey('d'), person: {} }] }));
  }, [full, update]);

  if (!full) {
    // What is asked of the existing people: their details (the directors section) or only their documents.
    const asksFields = scope.directorAsks.some((a) => a.directorFields.length + a.personFields.length > 0);
    return (
      <NotApplicableSection section={asksFields ? 'directors' : 'director_documents'}>
        <div className="space-y-6">
          {scope.directorAsks.map((ask) => {
            const index = directors.findIndex((d) => d.key === ask.key);
            const director = directors[index];
            if (!director) return null;
            return (
              <DirectorCard
                key={ask.key}
                director={director}
                index={index}
                config={{
                  directorFields: ask.directorFields,
                  requiredDirectorFields: ask.directorFields,
                  personFields: ask.personFields,
                  requiredPersonFields: ask.personFields,
                  documentTypes: ask.documentTypes,
                  pep: false,
                  removable: false,
                }}
              />
            );
          })}
        </div>
      </NotApplicableSection>
    );
  }

  const personFields = PERSON_FIELD_ORDER.filter(
    (f) => (BASE_PERSON_FIELDS as readonly string[]).includes(f) || scope.personFields.includes(f),
  );
  const requiredPersonFields = [...NAME_FIELDS, ...scope.personFields];
  // The directors' documents alone may be answered "Not applicable": the cards then ask for no uploads.
  const documentsNa = notApplicableReason(draft, scope, 'director_documents') !== undefined;
  const onFile =
    scope.mode === 'update'
      ? directors.flatMap((director, index) => (director.person_id ? [{ director, index }] : []))
      : [];
  const add = () => {
    const key = newKey('d');
    update((d) => ({ ...d, directors: [...(d.directors ?? []), { key, person: {} }] }));
    window.setTimeout(() => document.getElementById(ids.director(key, 'position'))?.focus(), 0);
  };
  return (
    <Section>
      <NotApplicableSection section="directors">
        {onFile.length > 0 && (
          <div className="rounded-xl border border-gray-200 bg-white px-4 py-3 shadow-xs sm:px-5">
            <h3 className="text-sm font-semibold text-gray-900">{t.people.onFile}</h3>
            <ul className="mt-1 text-sm text-gray-700">
              {onFile.map(({ director, index }) => (
                <li key={director.key}>
                  {personName(director, index)}
                  {director.position ? ` · ${labelOf(t.people.positions, director.position)}` : ''}
                </li>
              ))}
            </ul>
          </div>
        )}
        {directors.map((director, i) =>
          // In mode update the people already on file are not edited here: only the ones added are asked.
          scope.mode === 'update' && director.person_id ? null : (
            <DirectorCard
              key={director.key}
              director={director}
              index={i}
              config={{
                directorFields: ['position'],
                requiredDirectorFields: ['position'],
                personFields,
                requiredPersonFields,
                documentTypes: documentsNa ? [] : scope.personDocumentTypes,
                pep: true,
                removable: directors.length - onFile.length > 1,
              }}
            />
          ),
        )}
        {directors.length < 50 && (
          <AddButton id={ids.addDirector} onClick={add}>
            {directors.length === 0 ? t.people.add : t.people.addAnother}
          </AddButton>
        )}
        {scope.personDocumentTypes.length > 0 && (
          <NotApplicableSection section="director_documents">{null}</NotApplicableSection>
        )}
      </NotApplicableSection>
    </Section>
  );
}

function DirectorCard({ director, index, config }: { director: DraftDirector; index: number; config: CardConfig }) {
  const { update, errors } = usePortal();
  const countries = useCountries();
  // A person's e-mail address is checked when the field is left (the company step does the same).
  const { check, problemOf } = useLeftCheck();
  const key = director.key;
  const path = `directors[${index}]`;
  const person: DraftPerson = director.person ?? {};
  const name = personName(director, index);
  const change = (fn: (d: DraftDirector) => DraftDirector) =>
    update((d) => ({ ...d, directors: mapItem(d.directors, key, fn) }));
  const setPerson = (patch: Partial<DraftPerson>) => change((d) => ({ ...d, person: patchPerson(d.person, patch) }));
  const setAddress = (patch: Partial<DraftAddress>) =>
    change((d) => ({
      ...d,
      person: patchPerson(d.person, { address_of_residence: { ...d.person?.address_of_residence, ...patch } }),
    }));
  const required = (field: string) => config.requiredPersonFields.includes(field);
  const positions =
    director.position && !POSITIONS.includes(director.position) ? [...POSITIONS, director.position] : POSITIONS;

  const personField = (field: string) => {
    const common = {
      id: ids.director(key, field),
      label: labelOf(t.people.fields, field),
      optional: !required(field),
      error: errors[`${path}.person.${field}`] ?? problemOf(field),
    };
    const text = (person as Record<string, unknown>)[field];
    const value = typeof text === 'string' ? text : '';
    switch (field) {
      case 'date_of_birth':
        return (
          <TextInput
            {...common}
            type="date"
            max={today()}
            className="sm:max-w-60"
            value={value}
            onValue={(v) => setPerson({ date_of_birth: v })}
          />
        );
      case 'nationality':
        return (
          <SelectInput
            {...common}
            value={person.nationality}
            placeholder={countries.length === 0 ? t.company.countriesLoading : t.people.nationalityPlaceholder}
            disabled={countries.length === 0}
            onValue={(v) => setPerson({ nationality: v })}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </SelectInput>
        );
      case 'sex':
        return (
          <SelectInput
            {...common}
            value={person.sex}
            placeholder={t.people.sexPlaceholder}
            className="sm:max-w-60"
            onValue={(v) => setPerson({ sex: v as DraftPerson['sex'] })}
          >
            {Object.entries(t.people.sexOptions).map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </SelectInput>
        );
      case 'address_of_residence':
        return <AddressFields director={director} index={index} optional={!required(field)} set={setAddress} />;
      default: {
        const type = field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text';
        return (
          <TextInput
            {...common}
            type={type}
            inputMode={type === 'text' ? undefined : type}
            autoComplete="off"
            autoCapitalize={type === 'text' ? 'words' : 'none'}
            spellCheck={type === 'text' ? undefined : false}
            maxLength={300}
            value={value}
            onValue={(v) => {
              setPerson({ [field]: v } as Partial<DraftPerson>);
              if (type === 'email') check(field, isEmailAddress(v) ? null : t.company.invalidEmail, false);
            }}
            onBlur={
              type === 'email'
                ? (e) => check(field, isEmailAddress(e.target.value) ? null : t.company.invalidEmail, true)
                : undefined
            }
          />
        );
      }
    }
  };

  return (
    <ItemCard
      level={2}
      title={name}
      subtitle={director.position ? labelOf(t.people.positions, director.position) : undefined}
      removeLabel={config.removable ? t.people.remove(name) : undefined}
      onRemove={() => update((d) => ({ ...d, directors: withoutItem(d.directors, key) }))}
    >
      {config.directorFields.includes('position') && (
        <SelectInput
          id={ids.director(key, 'position')}
          label={t.people.position}
          optional={!config.requiredDirectorFields.includes('position')}
          value={director.position}
          placeholder={t.people.positionPlaceholder}
          error={errors[`${path}.position`]}
          className="sm:max-w-80"
          onValue={(v) => change((d) => ({ ...d, position: v }))}
        >
          {positions.map((p) => (
            <option key={p} value={p}>
              {labelOf(t.people.positions, p)}
            </option>
          ))}
        </SelectInput>
      )}
      {config.personFields.length > 0 && (
        <div className="grid gap-5 sm:grid-cols-2">
          {config.personFields.map((field) => (
            <div key={field} className={field === 'given_names' || field === 'surname' ? '' : 'sm:col-span-2'}>
              {personField(field)}
            </div>
          ))}
        </div>
      )}
      {config.pep && (
        <div className="space-y-4">
          <YesNo
            id={ids.director(key, 'pep')}
            name={`pep-${key}`}
            legend={t.people.pep.question}
            hint={t.people.pep.hint}
            value={person.pep}
            onValue={(pep) => setPerson({ pep })}
            error={errors[`${path}.person.pep`]}
          />
          {person.pep === true && (
            <TextArea
              id={ids.director(key, 'pep_description')}
              label={t.people.pep.description}
              hint={t.people.pep.descriptionHint}
              value={person.pep_description}
              onValue={(v) => setPerson({ pep_description: v })}
              error={errors[`${path}.person.pep_description`]}
              maxLength={5000}
            />
          )}
        </div>
      )}
      {config.documentTypes.length > 0 && (
        <div className="space-y-5 border-t border-gray-100 pt-5">
          <div>
            <h3 className="text-sm font-semibold text-gray-900">{t.people.documents}</h3>
            <p className="mt-0.5 text-13 text-gray-600">{t.people.documentsIntro}</p>
          </div>
          {config.documentTypes.map((type) => (
            <div key={type} className="space-y-4">
              <DocumentUpload
                id={ids.directorDocument(key, type)}
                label={labelOf(t.documents.types, type)}
                hint={t.documents.hints[type]}
                uploadIds={documentOf(director.documents, type)?.upload_ids ?? []}
                onAdd={(id) =>
                  change((d) => ({
                    ...d,
                    documents: withDocumentUploads(d.documents, type, (ids) => [...ids, id]),
                  }))
                }
                onRemove={(id) =>
                  change((d) => ({
                    ...d,
                    documents: withDocumentUploads(d.documents, type, (ids) => ids.filter((x) => x !== id)),
                  }))
                }
              />
              {IDENTITY_DOCUMENTS.includes(type) && (
                <IdentityDetails
                  idOf={(detail) => ids.directorDocumentDetail(key, type, detail)}
                  errorOf={(detail) => errors[`${path}.documents.${type}.${detail}`]}
                  document={documentOf(director.documents, type)}
                  countries={countries}
                  onChange={(patch) =>
                    change((d) => ({ ...d, documents: withDocumentDetails(d.documents, type, patch) }))
                  }
                />
              )}
            </div>
          ))}
        </div>
      )}
    </ItemCard>
  );
}

/** The number, issuing country and expiry of an identity document (required with it), so its expiry can be watched. */
export function IdentityDetails({
  idOf,
  errorOf,
  document,
  countries,
  onChange,
}: {
  idOf: (detail: string) => string;
  errorOf: (detail: string) => string | undefined;
  document: DraftDocument | undefined;
  countries: readonly { code: string; name: string }[];
  onChange: (patch: DocumentDetails) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextInput
        id={idOf('number')}
        label={t.documents.details.number}
        aria-required
        error={errorOf('number')}
        mono
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        value={document?.number}
        onValue={(number) => onChange({ number })}
      />
      <SelectInput
        id={idOf('country_of_issue')}
        label={t.documents.details.country}
        aria-required
        error={errorOf('country_of_issue')}
        value={document?.country_of_issue}
        placeholder={countries.length === 0 ? t.company.countriesLoading : t.documents.details.countryPlaceholder}
        disabled={countries.length === 0}
        onValue={(country_of_issue) => onChange({ country_of_issue })}
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectInput>
      <TextInput
        id={idOf('expiration_date')}
        label={t.documents.details.expiry}
        aria-required
        error={errorOf('expiration_date')}
        type="date"
        value={document?.expiration_date}
        onValue={(expiration_date) => onChange({ expiration_date })}
      />
    </div>
  );
}

function AddressFields({
  director,
  index,
  optional,
  set,
}: {
  director: DraftDirector;
  index: number;
  optional: boolean;
  set: (patch: Partial<DraftAddress>) => void;
}) {
  return (
    <AddressFieldset
      legend={t.people.fields.address_of_residence}
      optional={optional}
      address={director.person?.address_of_residence}
      path={`directors[${index}].person.address_of_residence`}
      idOf={(part) => ids.directorAddress(director.key, part)}
      set={set}
    />
  );
}
