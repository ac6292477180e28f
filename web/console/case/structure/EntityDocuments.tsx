import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { companyDocumentsQuery } from '../../api/case';
import { casePersonQuery } from '../../api/structure';
import type { DocumentRecord } from '../../api/types';
import { DocumentCard } from '../DocumentCard';
import { DocumentViewer } from '../DocumentViewer';
import type { StructureRow } from './structure-model';

/**
 * The documents of the entity selected in the graph or the table: a person's own (a beneficial owner's passport),
 * the company under review's company documents (its shareholder register or organisational chart among them). A
 * corporate shareholder has none of its own.
 */
export function EntityDocuments({ caseId, row }: { caseId: string; row: StructureRow }) {
  const person = useQuery({ ...casePersonQuery(caseId, row.id), enabled: row.kind === 'person' });
  const company = useQuery({ ...companyDocumentsQuery(caseId), enabled: row.root === true });
  const [viewing, setViewing] = useState<DocumentRecord | null>(null);
  if (row.kind !== 'person' && !row.root) return null;
  const query = row.kind === 'person' ? person : company;
  const records: readonly DocumentRecord[] =
    (row.kind === 'person' ? person.data?.documents : company.data) ?? ([] as DocumentRecord[]);
  return (
    <div className="mt-3 border-t border-gray-100 pt-3">
      <h4 className="text-13 font-semibold text-gray-900">Documents</h4>
      {query.isPending ? (
        <p className="mt-1 text-13 text-gray-600">Loading the documents…</p>
      ) : query.isError ? (
        <p className="mt-1 text-13 text-gray-600">The documents couldn't be loaded.</p>
      ) : records.length === 0 ? (
        <p className="mt-1 text-13 text-gray-600">No document.</p>
      ) : (
        <ul className="mt-2 grid grid-cols-2 gap-2">
          {records.map((record) => (
            <DocumentCard key={record.id} record={record} size="sm" onOpen={setViewing} />
          ))}
        </ul>
      )}
      <DocumentViewer record={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
