import { useQuery } from '@tanstack/react-query';
import { Badge, type BadgeTone } from '../../shared/ui/Badge';
import { ErrorState } from '../../shared/ui/States';
import { changesQuery } from '../api/case';
import type { CaseChanges, DocumentChange, FieldChange } from '../api/types';
import { humanize } from '../cases/labels';
import { CHANGE_SECTION_LABELS, changeFieldLabel, changeValue } from './change-words';
import { documentTypeLabel } from './documents';
import { Quiet, Section } from './parts';

const TITLE = 'What changed since the last submission';

const CHANGE: Record<string, { label: string; tone: BadgeTone }> = {
  added: { label: 'Added', tone: 'green' },
  removed: { label: 'Removed', tone: 'red' },
  changed: { label: 'Changed', tone: 'amber' },
};

function ChangeBadge({ change }: { change: string }) {
  const c = CHANGE[change] ?? { label: change, tone: 'neutral' as const };
  return (
    <Badge tone={c.tone} dot={false} className="w-[4.5rem] justify-center">
      {c.label}
    </Badge>
  );
}

/** A value of the diff; one nobody gave (empty, or never answered: the server sends null) says so quietly. */
function Value({ field, value, was }: { field: string | null; value: unknown; was: boolean }) {
  const text = changeValue(field, value);
  if (text === null) return <span className="text-gray-500 italic">Not provided</span>;
  const Tag = was ? 'del' : 'ins';
  return (
    <Tag
      className={
        was
          ? 'line-clamp-4 break-words whitespace-pre-line text-gray-600 decoration-gray-400'
          : 'line-clamp-4 break-words whitespace-pre-line text-gray-900 no-underline'
      }
      title={text.length > 200 ? text : undefined}
    >
      {text}
    </Tag>
  );
}

interface Group {
  key: string;
  section: string;
  subject: string;
  items: FieldChange[];
}

/** Field changes by whose they are (a director's own fields and their person's go together), in the diff's order. */
function groupFields(fields: FieldChange[]): Group[] {
  const groups = new Map<string, Group>();
  for (const f of fields) {
    const section = f.section === 'person' ? 'director' : f.section;
    const key = `${section}|${f.subject}`;
    const group = groups.get(key) ?? { key, section, subject: f.subject, items: [] };
    group.items.push(f);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A whole item added or removed (a bank account, a director): said as such, not field by field. */
function itemLine(change: FieldChange): string {
  const what = (CHANGE_SECTION_LABELS[change.section] ?? humanize(change.section)).toLowerCase();
  const field = change.field ? `: ${changeFieldLabel(change.section, change.field)}` : '';
  if (change.change === 'added') return `New ${what}${field}`;
  if (change.change === 'removed') return `This ${what} is no longer in the application${field}`;
  return `Changed ${what}${field}`;
}

function FieldLine({ change }: { change: FieldChange }) {
  if (change.field === null || change.change !== 'changed') {
    return (
      <li className="flex items-center gap-3 py-1.5">
        <ChangeBadge change={change.change} />
        <span className="text-13 text-gray-800">{itemLine(change)}</span>
      </li>
    );
  }
  return (
    <li className="grid grid-cols-[minmax(8rem,30%)_1fr] gap-x-4 py-1.5 text-13">
      <span className="text-gray-600">{changeFieldLabel(change.section, change.field)}</span>
      <span className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <span className="sr-only">was </span>
        <Value field={change.field} value={change.before} was />
        <span aria-hidden="true" className="text-gray-400">
          →
        </span>
        <span className="sr-only">, now </span>
        <Value field={change.field} value={change.after} was={false} />
      </span>
    </li>
  );
}

function FieldChanges({ fields }: { fields: FieldChange[] }) {
  return (
    <div className="space-y-3">
      {groupFields(fields).map((g) => (
        <div key={g.key}>
          <h3 className="flex items-baseline gap-2 text-13 font-semibold text-gray-900">
            <span className="break-words">{g.subject}</span>
            <span className="text-xs font-normal text-gray-500">{CHANGE_SECTION_LABELS[g.section] ?? g.section}</span>
          </h3>
          <ul className="mt-1 divide-y divide-gray-100">
            {g.items.map((c, i) => (
              <FieldLine key={`${c.section}-${c.field ?? 'item'}-${i}`} change={c} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function DocumentChanges({ documents }: { documents: DocumentChange[] }) {
  return (
    <div>
      <h3 className="text-13 font-semibold text-gray-900">Documents</h3>
      <ul className="mt-1 divide-y divide-gray-100">
        {documents.map((d) => (
          <li key={`${d.change}-${d.document_id}`} className="flex items-start gap-3 py-1.5 text-13">
            <ChangeBadge change={d.change} />
            <div className="min-w-0">
              <p className="text-gray-800">
                <span className="font-medium text-gray-900">{documentTypeLabel(d.document_type)}</span> of {d.subject}
              </p>
              {d.filenames.length > 0 ? (
                <p className="font-mono text-xs break-all text-gray-600">{d.filenames.join(', ')}</p>
              ) : (
                <p className="text-xs text-gray-500">No file</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function describe(changes: CaseChanges): string {
  if (changes.from === null) return `The customer's first submission through the portal: everything in it is new.`;
  return `The customer's submission ${changes.to} against submission ${changes.from}, through the portal.`;
}

/**
 * "What changed since the last submission": the customer's latest portal submission against the one before it,
 * field by field and document by document. Nothing shows for a case that did not come from the portal.
 */
export function ChangesSection({ caseId }: { caseId: string }) {
  const changes = useQuery(changesQuery(caseId));
  // Most cases come through the API, with nothing to show: no placeholder while it loads.
  if (changes.isPending) return null;
  if (changes.isError) {
    return (
      <Section title={TITLE} named>
        <ErrorState title="The changes couldn't be loaded" error={changes.error} onRetry={() => changes.refetch()} />
      </Section>
    );
  }
  const data = changes.data;
  if (data === null) return null;
  const empty = data.fields.length === 0 && data.documents.length === 0;
  return (
    <Section title={TITLE} description={describe(data)} named>
      {empty ? (
        <Quiet>Nothing changed: the customer submitted the same data and documents as before.</Quiet>
      ) : (
        <div className="space-y-4 py-1">
          {data.fields.length > 0 && <FieldChanges fields={data.fields} />}
          {data.documents.length > 0 && <DocumentChanges documents={data.documents} />}
        </div>
      )}
    </Section>
  );
}
