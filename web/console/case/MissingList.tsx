import type { Director, MissingData } from '../api/types';
import {
  COMPANY_FIELD_LABELS,
  DIRECTOR_FIELD_LABELS,
  labelOf,
  PERSON_FIELD_LABELS,
  SECTION_LABELS,
} from '../settings/labels';
import { personName } from './DirectorsTab';
import { documentTypeLabel } from './documents';

interface Line {
  key: string;
  who: string;
  what: string[];
}

/** What an onboarding profile still misses, line by line: whose data, and which fields or documents. */
export function missingLines(missing: MissingData, directors: Director[]): Line[] {
  const byPerson = new Map(directors.map((d) => [d.person.id, personName(d.person)]));
  const byDirector = new Map(directors.map((d) => [d.id, personName(d.person)]));
  const lines: Line[] = [];
  if (missing.sections.length > 0) {
    lines.push({
      key: 'sections',
      who: 'Sections',
      what: missing.sections.map((s) => labelOf(SECTION_LABELS, s)),
    });
  }
  if (missing.company_fields.length > 0) {
    lines.push({
      key: 'company_fields',
      who: 'Company details',
      what: missing.company_fields.map((f) => labelOf(COMPANY_FIELD_LABELS, f)),
    });
  }
  if (missing.company_document_types.length > 0) {
    lines.push({
      key: 'company_documents',
      who: 'Company documents',
      what: missing.company_document_types.map(documentTypeLabel),
    });
  }
  for (const d of missing.director_fields) {
    if (d.fields.length === 0) continue;
    lines.push({
      key: `director-${d.director_id}`,
      who: byDirector.get(d.director_id) ?? 'A director',
      what: d.fields.map((f) => labelOf(DIRECTOR_FIELD_LABELS, f)),
    });
  }
  for (const p of missing.person_fields) {
    if (p.fields.length === 0) continue;
    lines.push({
      key: `person-${p.person_id}`,
      who: byPerson.get(p.person_id) ?? 'A director',
      what: p.fields.map((f) => labelOf(PERSON_FIELD_LABELS, f)),
    });
  }
  for (const p of missing.person_document_types) {
    if (p.document_types.length === 0) continue;
    lines.push({
      key: `person-docs-${p.person_id}`,
      who: `${byPerson.get(p.person_id) ?? 'A director'}: documents`,
      what: p.document_types.map(documentTypeLabel),
    });
  }
  for (const o of missing.ownership_owners ?? []) {
    lines.push({ key: `owner-${o.company_id}`, who: 'Beneficial owner', what: [`Who else owns ${o.name}`] });
  }
  return lines;
}

export function MissingList({ missing, directors }: { missing: MissingData; directors: Director[] }) {
  const lines = missingLines(missing, directors);
  if (lines.length === 0) return null;
  return (
    <dl className="space-y-1.5">
      {lines.map((l) => (
        <div key={l.key} className="grid gap-x-4 sm:grid-cols-[200px_1fr]">
          <dt className="text-13 font-medium text-gray-700">{l.who}</dt>
          <dd className="text-13 text-gray-900">{l.what.join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}
