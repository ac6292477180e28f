import { useQueries, useQuery } from '@tanstack/react-query';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { casePersonQuery, peopleQuery } from '../api/structure';
import type { DocumentRecord } from '../api/types';
import { DocumentCard } from './DocumentCard';
import { Quiet, Section } from './parts';

const nameOf = (p: { given_names: string | null; surname: string | null }) =>
  [p.given_names, p.surname].filter(Boolean).join(' ') || 'Unnamed person';

export interface OwnerDocumentList {
  /** Whether the structure has people who are not directors (the section shows only then). */
  readonly any: boolean;
  readonly loading: boolean;
  readonly records: readonly { record: DocumentRecord; owner: string }[];
}

/**
 * The documents of the people of the ownership structure who are not directors (a beneficial owner's passport,
 * given on the portal's Ownership step); a director's are with the directors'.
 */
export function useOwnerDocuments(caseId: string): OwnerDocumentList {
  const people = useQuery(peopleQuery(caseId));
  const owners = (people.data ?? []).filter((p) => !p.roles.includes('director') && p.roles.length > 0);
  const persons = useQueries({ queries: owners.map((p) => casePersonQuery(caseId, p.id)) });
  const records = persons.flatMap((q) =>
    q.data
      ? (q.data.documents ?? []).map((record) => ({
          record,
          owner: `${nameOf(q.data)} · ${q.data.roles.includes('ubo') ? 'UBO' : 'Shareholder'}`,
        }))
      : [],
  );
  return { any: owners.length > 0, loading: people.isPending || persons.some((q) => q.isPending), records };
}

/** The Documents tab's section of the beneficial owners' documents; nothing when the structure has no such person. */
export function OwnerDocuments({ list, onOpen }: { list: OwnerDocumentList; onOpen: (r: DocumentRecord) => void }) {
  if (!list.any) return null;
  return (
    <Section title="Beneficial owners' documents" level={3} named>
      {list.loading ? (
        <LoadingBlock label="Loading the documents" lines={2} />
      ) : list.records.length === 0 ? (
        <Quiet>No beneficial owner has sent a document yet.</Quiet>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {list.records.map(({ record, owner }) => (
            <DocumentCard key={record.id} record={record} onOpen={onOpen} owner={owner} />
          ))}
        </ul>
      )}
    </Section>
  );
}
