import type { DraftHolding, DraftOwnershipEntity } from '../api/types';
import { t } from '../i18n';
import { newKey } from '../lib/draft';
import {
  ROOT,
  type Shareholder,
  setOwnership,
  shareholderName,
  shareholdersOf,
  withEntity,
  withHolding,
  withoutShareholder,
  withShareholder,
} from '../lib/ownership';
import { ownershipIds } from '../lib/ownership-checklist';
import { CheckboxInput, SelectInput, TextArea, TextInput } from '../ui/fields';
import { usePortal } from './context';
import { useCountries } from './countries';
import { KindChoice } from './KindChoice';
import { OwnerDocuments } from './OwnershipDocuments';
import { AddButton, ItemCard } from './parts';

/** Companies nest their own shareholders: past this depth the customer is asked for an organisational chart. */
const MAX_DEPTH = 8;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * One shareholder of `heldName`: a person (or a director already given, linked rather than asked twice) or a
 * company (whose own shareholders are asked in turn unless it is listed), its shares, its voting rights when they
 * differ, and for a person control by other means.
 */
export function ShareholderCard({
  shareholder,
  heldName,
  depth,
}: {
  shareholder: Shareholder;
  heldName: string;
  depth: number;
}) {
  const { draft, update, errors } = usePortal();
  const countries = useCountries();
  const { entity, holding } = shareholder;
  const key = entity.key;
  const index = (draft.ownership?.entities ?? []).findIndex((e) => e.key === key);
  const holdingIndex = (draft.ownership?.holdings ?? []).findIndex((h) => h.key === holding.key);
  const name = shareholderName(entity, draft.directors, index);
  const id = (field: string) => ownershipIds.field(key, field);
  const errorOf = (field: string) => errors[`ownership.entities[${index}].${field}`];
  const holdingError = (field: string) =>
    errors[`ownership.holdings[${holdingIndex}].${field}`] ?? errorOf(field === 'shares' ? 'shares' : field);
  const change = (fn: (e: DraftOwnershipEntity) => DraftOwnershipEntity) =>
    update((d) => setOwnership(d, (o) => withEntity(o, key, fn)));
  const changeHolding = (fn: (h: DraftHolding) => DraftHolding) =>
    update((d) => setOwnership(d, (o) => withHolding(o, holding.key, fn)));
  const directors = draft.directors ?? [];
  const countryOptions = countries.map((c) => (
    <option key={c.code} value={c.code}>
      {c.name}
    </option>
  ));

  const personFields = (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextInput
        id={id('given_names')}
        label={t.people.fields.given_names}
        autoComplete="off"
        maxLength={300}
        value={entity.person?.given_names}
        error={errorOf('person.given_names')}
        onValue={(v) => change((e) => ({ ...e, person: { ...e.person, given_names: v } }))}
      />
      <TextInput
        id={id('surname')}
        label={t.people.fields.surname}
        autoComplete="off"
        maxLength={300}
        value={entity.person?.surname}
        error={errorOf('person.surname')}
        onValue={(v) => change((e) => ({ ...e, person: { ...e.person, surname: v } }))}
      />
      <TextInput
        id={id('date_of_birth')}
        label={t.people.fields.date_of_birth}
        type="date"
        max={today()}
        className="sm:max-w-60"
        value={entity.person?.date_of_birth}
        error={errorOf('person.date_of_birth')}
        onValue={(v) => change((e) => ({ ...e, person: { ...e.person, date_of_birth: v } }))}
      />
      <SelectInput
        id={id('nationality')}
        label={t.people.fields.nationality}
        value={entity.person?.nationality}
        placeholder={countries.length === 0 ? t.company.countriesLoading : t.people.nationalityPlaceholder}
        disabled={countries.length === 0}
        error={errorOf('person.nationality')}
        onValue={(v) => change((e) => ({ ...e, person: { ...e.person, nationality: v } }))}
      >
        {countryOptions}
      </SelectInput>
    </div>
  );

  const person = (
    <>
      {directors.length > 0 && (
        <CheckboxInput
          id={id('is_director')}
          label={t.ownership.isDirector}
          checked={Boolean(entity.director_key)}
          onChecked={(on) => change((e) => ({ ...e, director_key: on ? (directors[0]?.key ?? null) : null }))}
        />
      )}
      {entity.director_key ? (
        <SelectInput
          id={id('director')}
          label={t.ownership.whichDirector}
          hint={t.ownership.isDirectorHint}
          value={entity.director_key}
          error={errorOf('director')}
          onValue={(v) => change((e) => ({ ...e, director_key: v || null }))}
        >
          {directors.map((d, i) => (
            <option key={d.key} value={d.key}>
              {[d.person?.given_names, d.person?.surname].filter(Boolean).join(' ') || t.people.unnamed(i + 1)}
            </option>
          ))}
        </SelectInput>
      ) : (
        personFields
      )}
    </>
  );

  const company = (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          id={id('formal_name')}
          label={t.ownership.company.formal_name}
          className="sm:col-span-2"
          autoComplete="off"
          maxLength={500}
          value={entity.company?.formal_name}
          error={errorOf('company.formal_name')}
          onValue={(v) => change((e) => ({ ...e, company: { ...e.company, formal_name: v } }))}
        />
        <TextInput
          id={id('company_number')}
          label={t.ownership.company.company_number}
          autoComplete="off"
          maxLength={100}
          value={entity.company?.company_number}
          error={errorOf('company.company_number')}
          onValue={(v) => change((e) => ({ ...e, company: { ...e.company, company_number: v } }))}
        />
        <SelectInput
          id={id('jurisdiction_code')}
          label={t.ownership.company.jurisdiction_code}
          value={entity.company?.jurisdiction_code}
          placeholder={countries.length === 0 ? t.company.countriesLoading : t.ownership.countryPlaceholder}
          disabled={countries.length === 0}
          error={errorOf('company.jurisdiction_code')}
          onValue={(v) => change((e) => ({ ...e, company: { ...e.company, jurisdiction_code: v } }))}
        >
          {countryOptions}
        </SelectInput>
      </div>
      <CheckboxInput
        id={id('listed')}
        label={t.ownership.listed}
        describedBy={`${id('listed')}-hint`}
        checked={entity.listed === true}
        onChecked={(on) => change((e) => ({ ...e, listed: on }))}
      />
      <p id={`${id('listed')}-hint`} className="-mt-4 pl-8 text-13 text-gray-600">
        {t.ownership.listedHint}
      </p>
      {entity.listed === true && (
        <TextInput
          id={id('listed_on')}
          label={t.ownership.listedOn}
          hint={t.ownership.listedOnHint}
          maxLength={200}
          value={entity.listed_on}
          error={errorOf('listed_on')}
          onValue={(v) => change((e) => ({ ...e, listed_on: v }))}
        />
      )}
    </>
  );

  const votingDiffers = holding.voting_rights !== undefined;
  const control = entity.control ?? null;

  return (
    <ItemCard
      level={3}
      title={name}
      subtitle={t.ownership.of(heldName)}
      removeLabel={t.ownership.remove(name)}
      onRemove={() => update((d) => setOwnership(d, (o) => withoutShareholder(o, key)))}
    >
      <KindChoice
        idOf={(kind) => id(`kind-${kind}`)}
        name={`kind-${key}`}
        value={entity.type}
        onValue={(type) =>
          change((e) => ({ key: e.key, type, ...(type === 'person' ? { person: {} } : { company: {} }) }))
        }
      />
      {entity.type === 'person' ? person : company}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          id={id('shares')}
          label={t.ownership.shares}
          hint={t.ownership.sharesHint}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          className="sm:col-span-2 sm:max-w-60"
          value={holding.shares}
          error={holdingError('shares')}
          onValue={(v) => changeHolding((h) => ({ ...h, shares: v }))}
        />
      </div>
      <CheckboxInput
        id={id('voting_differs')}
        label={t.ownership.votingDiffers}
        checked={votingDiffers}
        onChecked={(on) => changeHolding(({ voting_rights: _v, ...h }) => (on ? { ...h, voting_rights: '' } : h))}
      />
      {votingDiffers && (
        <TextInput
          id={id('voting_rights')}
          label={t.ownership.votingRights}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          className="sm:max-w-60"
          value={holding.voting_rights}
          error={holdingError('voting_rights')}
          onValue={(v) => changeHolding((h) => ({ ...h, voting_rights: v }))}
        />
      )}
      {entity.type === 'person' && (
        <>
          <CheckboxInput
            id={id('control')}
            label={t.ownership.control}
            describedBy={`${id('control')}-hint`}
            checked={control !== null}
            onChecked={(on) =>
              change((e) => ({ ...e, control: on ? { nature: 'right_to_appoint_board', description: '' } : null }))
            }
          />
          <p id={`${id('control')}-hint`} className="-mt-4 pl-8 text-13 text-gray-600">
            {t.ownership.controlHint}
          </p>
          {control !== null && (
            <>
              <SelectInput
                id={id('control_nature')}
                label={t.ownership.controlNature}
                value={control.nature}
                placeholder={t.ownership.controlNaturePlaceholder}
                error={errorOf('control.nature')}
                onValue={(v) => change((e) => ({ ...e, control: { ...e.control, nature: v } }))}
              >
                {Object.entries(t.ownership.controlNatures).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </SelectInput>
              <TextArea
                id={id('control_description')}
                label={t.ownership.controlDescription}
                maxLength={2000}
                value={control.description}
                error={errorOf('control.description')}
                onValue={(v) => change((e) => ({ ...e, control: { ...e.control, description: v } }))}
              />
            </>
          )}
          {!entity.director_key && <OwnerDocuments entity={entity} />}
        </>
      )}
      {entity.type === 'company' && entity.listed !== true && (
        <section aria-label={t.ownership.shareholdersOf(name)} className="border-l-2 border-gray-200 pl-3 sm:pl-4">
          <h4 className="mb-3 text-sm font-semibold text-gray-900">{t.ownership.shareholdersOf(name)}</h4>
          <ShareholderList held={key} heldName={name} depth={depth + 1} />
        </section>
      )}
    </ItemCard>
  );
}

/** The shareholders of one company (`held`), each a card, and the button that adds one more. */
export function ShareholderList({ held, heldName, depth }: { held: string; heldName: string; depth: number }) {
  const { draft, update } = usePortal();
  const shareholders = shareholdersOf(draft.ownership, held);
  const add = () => {
    const key = newKey('s');
    update((d) => setOwnership(d, (o) => withShareholder(o, held, key)));
    window.setTimeout(() => document.getElementById(ownershipIds.field(key, 'kind-person'))?.focus(), 0);
  };
  const canAdd = (draft.ownership?.entities.length ?? 0) < 200 && depth < MAX_DEPTH;
  return (
    <div className="space-y-4">
      {shareholders.map((s) => (
        <ShareholderCard key={s.entity.key} shareholder={s} heldName={heldName} depth={depth} />
      ))}
      {canAdd && (
        <AddButton
          id={ownershipIds.add(held)}
          onClick={add}
          label={held === ROOT ? undefined : t.ownership.addOf(heldName)}
        >
          {t.ownership.add}
        </AddButton>
      )}
    </div>
  );
}
