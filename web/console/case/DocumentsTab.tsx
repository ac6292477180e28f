import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { companyDocumentsQuery, directorsQuery } from '../api/case';
import type { DocumentRecord, ReviewProgress, Verification } from '../api/types';
import { positionLabel } from '../cases/labels';
import { AdditionalFiles } from './AdditionalFiles';
import { personName } from './DirectorsTab';
import { DocumentCard } from './DocumentCard';
import { DocumentViewer } from './DocumentViewer';
import { OwnerDocuments, useOwnerDocuments } from './OwnerDocuments';
import { Quiet, Section } from './parts';
import { ReviewBar } from './ReviewBar';

function DocumentGrid({
  records,
  onOpen,
}: {
  records: { record: DocumentRecord; owner?: string }[];
  onOpen: (r: DocumentRecord) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {records.map(({ record, owner }) => (
        <DocumentCard key={record.id} record={record} onOpen={onOpen} owner={owner} />
      ))}
    </ul>
  );
}

export function DocumentsTab({
  record,
  review,
  canWork,
}: {
  record: Verification;
  review: UseQueryResult<ReviewProgress>;
  canWork: boolean;
}) {
  const companyDocs = useQuery(companyDocumentsQuery(record.id));
  const directors = useQuery(directorsQuery(record.id));
  const [viewing, setViewing] = useState<DocumentRecord | null>(null);
  const people = (directors.data ?? []).filter((d) => d.person.documents.length > 0);
  const owners = useOwnerDocuments(record.id);
  const total =
    (companyDocs.data?.length ?? 0) + people.reduce((n, d) => n + d.person.documents.length, 0) + owners.records.length;
  return (
    <div className="space-y-5">
      <ReviewBar
        caseId={record.id}
        tab="documents"
        title="Documents"
        description={
          companyDocs.isSuccess && directors.isSuccess && !owners.loading
            ? `${total} ${total === 1 ? 'document' : 'documents'} from the customer. Open one to view it.`
            : 'What the customer sent for the company, its directors and its beneficial owners.'
        }
        review={review}
        canWork={canWork}
      />
      <Section title="Company documents" level={3}>
        {companyDocs.isPending ? (
          <LoadingBlock label="Loading the documents" lines={2} />
        ) : companyDocs.isError ? (
          <ErrorState
            title="The documents couldn't be loaded"
            error={companyDocs.error}
            onRetry={() => companyDocs.refetch()}
          />
        ) : companyDocs.data.length === 0 ? (
          <Quiet>No company document yet.</Quiet>
        ) : (
          <DocumentGrid records={companyDocs.data.map((record) => ({ record }))} onOpen={setViewing} />
        )}
      </Section>
      <Section title="Directors' documents" level={3}>
        {directors.isPending ? (
          <LoadingBlock label="Loading the documents" lines={2} />
        ) : directors.isError ? (
          <ErrorState
            title="The documents couldn't be loaded"
            error={directors.error}
            onRetry={() => directors.refetch()}
          />
        ) : people.length === 0 ? (
          <Quiet>No director has sent a document yet.</Quiet>
        ) : (
          <DocumentGrid
            records={people.flatMap((d) =>
              d.person.documents.map((record) => ({
                record,
                owner: `${personName(d.person)} · ${positionLabel(d.position)}`,
              })),
            )}
            onOpen={setViewing}
          />
        )}
      </Section>
      <OwnerDocuments list={owners} onOpen={setViewing} />
      <AdditionalFiles caseId={record.id} canWork={canWork} onOpen={setViewing} />
      <DocumentViewer record={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
