import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Checkbox } from '../../shared/ui/Field';
import { IconChevronRight } from '../../shared/ui/icons';
import { companiesQuery, directorsQuery, type RequestedItems } from '../api/case';
import {
  COMPANY_DOCUMENT_ORDER,
  COMPANY_FIELD_LABELS,
  DOCUMENT_TYPE_LABELS,
  PERSON_DOCUMENT_ORDER,
  PERSON_FIELD_LABELS,
} from '../settings/labels';
import { personName } from './DirectorsTab';

// The same document types the profile form offers, per kind of holder.
const COMPANY_DOCUMENT_TYPES = COMPANY_DOCUMENT_ORDER;
const PERSON_DOCUMENT_TYPES = PERSON_DOCUMENT_ORDER;

/** "Add …" in the portal: one more of a section. */
const ADD_LABELS = {
  directors: 'Another director or UBO',
  bank_accounts: 'Another bank account',
  crypto_addresses: 'Another crypto address',
  ownership: 'The ownership structure, declared again',
} as const;

/** The picked items, kept as sets while the dialog is open. */
export interface Picked {
  sections: ReadonlySet<string>;
  companyFields: ReadonlySet<string>;
  companyDocuments: ReadonlySet<string>;
  personFields: ReadonlyMap<string, ReadonlySet<string>>;
  personDocuments: ReadonlyMap<string, ReadonlySet<string>>;
  /** Companies of the structure (ids) the customer is asked to add an owner to: one missing UBO. */
  owners: ReadonlySet<string>;
}

export const NOTHING_PICKED: Picked = {
  sections: new Set(),
  companyFields: new Set(),
  companyDocuments: new Set(),
  personFields: new Map(),
  personDocuments: new Map(),
  owners: new Set(),
};

const toggled = (set: ReadonlySet<string>, value: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
};

const byPerson = <K extends 'fields' | 'document_types'>(map: ReadonlyMap<string, ReadonlySet<string>>, key: K) =>
  [...map]
    .filter(([, values]) => values.size > 0)
    .map(([person_id, values]) => ({ person_id, [key]: [...values] }) as { person_id: string } & Record<K, string[]>);

/** The pick as the API's `requested`, or undefined when nothing is picked. */
export function requestedOf(p: Picked): RequestedItems | undefined {
  const items: RequestedItems = {
    sections: [...p.sections],
    company_fields: [...p.companyFields],
    company_document_types: [...p.companyDocuments],
    person_fields: byPerson(p.personFields, 'fields'),
    person_document_types: byPerson(p.personDocuments, 'document_types'),
    ownership_owners: [...p.owners],
  };
  const any = Object.values(items).some((list) => (list as unknown[]).length > 0);
  return any ? items : undefined;
}

function Group({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  return (
    <details className="group rounded-md border border-gray-200 open:bg-gray-50/60">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md px-3 py-1.5 text-13 font-medium text-gray-800 hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
        <IconChevronRight size={14} className="text-gray-500 transition-transform group-open:rotate-90" />
        <span className="flex-1">{label}</span>
        {count > 0 && <span className="text-xs font-normal text-accent-700">{count} picked</span>}
      </summary>
      <fieldset aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-1.5 px-3 pt-1 pb-3">
        {children}
      </fieldset>
    </details>
  );
}

/**
 * Besides a whole profile, the officer may ask for exactly one thing: a document of the company or of a person,
 * a field, one more director, bank account or crypto address, or who else owns a company of the ownership
 * structure (one missing UBO). What is picked becomes requested_data.
 */
export function RequestItemsPicker({
  caseId,
  picked,
  onChange,
}: {
  caseId: string;
  picked: Picked;
  onChange: (next: Picked) => void;
}) {
  const directors = useQuery(directorsQuery(caseId));
  const companies = useQuery(companiesQuery(caseId));
  // A missing owner is asked of the company under review or of a corporate shareholder of its structure.
  const owned = (companies.data ?? []).filter((c) => c.role === 'root' || c.role === 'corporate_shareholder');
  const people = (directors.data ?? []).map((d) => ({ id: d.person.id, name: personName(d.person) }));
  const perPerson = (
    map: ReadonlyMap<string, ReadonlySet<string>>,
    personId: string,
    value: string,
    on: boolean,
  ): Map<string, ReadonlySet<string>> => new Map(map).set(personId, toggled(map.get(personId) ?? new Set(), value, on));

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-800">Ask for specific items</legend>
      <p className="-mt-1 text-13 text-gray-500">
        Besides a profile, or instead of one: the customer is asked for exactly what you pick.
      </p>
      <Group label="Company documents" count={picked.companyDocuments.size}>
        {COMPANY_DOCUMENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={DOCUMENT_TYPE_LABELS[type]}
            checked={picked.companyDocuments.has(type)}
            onChange={(e) =>
              onChange({ ...picked, companyDocuments: toggled(picked.companyDocuments, type, e.target.checked) })
            }
          />
        ))}
      </Group>
      {people.map((person) => (
        <Group
          key={`docs-${person.id}`}
          label={`Documents of ${person.name}`}
          count={picked.personDocuments.get(person.id)?.size ?? 0}
        >
          {PERSON_DOCUMENT_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={DOCUMENT_TYPE_LABELS[type]}
              checked={picked.personDocuments.get(person.id)?.has(type) ?? false}
              onChange={(e) =>
                onChange({
                  ...picked,
                  personDocuments: perPerson(picked.personDocuments, person.id, type, e.target.checked),
                })
              }
            />
          ))}
        </Group>
      ))}
      <Group label="Add to a section" count={picked.sections.size}>
        {(Object.keys(ADD_LABELS) as (keyof typeof ADD_LABELS)[]).map((section) => (
          <Checkbox
            key={section}
            label={ADD_LABELS[section]}
            checked={picked.sections.has(section)}
            onChange={(e) => onChange({ ...picked, sections: toggled(picked.sections, section, e.target.checked) })}
          />
        ))}
      </Group>
      {owned.length > 0 && (
        <Group label="A missing beneficial owner" count={picked.owners.size}>
          {owned.map((company) => (
            <Checkbox
              key={company.id}
              label={`Who else owns ${company.formal_name}`}
              checked={picked.owners.has(company.id)}
              onChange={(e) => onChange({ ...picked, owners: toggled(picked.owners, company.id, e.target.checked) })}
            />
          ))}
        </Group>
      )}
      <Group label="Company details" count={picked.companyFields.size}>
        {(Object.keys(COMPANY_FIELD_LABELS) as (keyof typeof COMPANY_FIELD_LABELS)[]).map((field) => (
          <Checkbox
            key={field}
            label={COMPANY_FIELD_LABELS[field]}
            checked={picked.companyFields.has(field)}
            onChange={(e) =>
              onChange({ ...picked, companyFields: toggled(picked.companyFields, field, e.target.checked) })
            }
          />
        ))}
      </Group>
      {people.map((person) => (
        <Group
          key={`fields-${person.id}`}
          label={`Details of ${person.name}`}
          count={picked.personFields.get(person.id)?.size ?? 0}
        >
          {(Object.keys(PERSON_FIELD_LABELS) as (keyof typeof PERSON_FIELD_LABELS)[]).map((field) => (
            <Checkbox
              key={field}
              label={PERSON_FIELD_LABELS[field]}
              checked={picked.personFields.get(person.id)?.has(field) ?? false}
              onChange={(e) =>
                onChange({
                  ...picked,
                  personFields: perPerson(picked.personFields, person.id, field, e.target.checked),
                })
              }
            />
          ))}
        </Group>
      ))}
    </fieldset>
  );
}
