import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../shared/ui/Badge';
import { IconDownload, IconFlag } from '../../shared/ui/icons';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { directorsQuery, personalDataExportUrl } from '../api/case';
import type { Director, DocumentRecord, Person, ReviewProgress, Verification } from '../api/types';
import { countryName } from '../cases/countries';
import { humanize, positionLabel } from '../cases/labels';
import { usePermissions } from '../session-context';
import { DocumentCard } from './DocumentCard';
import { DocumentViewer } from './DocumentViewer';
import { answered, day, Facts } from './parts';
import { ReviewBar } from './ReviewBar';

export function personName(p: Person): string {
  return [p.given_names, p.surname].filter(Boolean).join(' ') || 'Unnamed person';
}

function address(p: Person): string {
  const a = p.address_of_residence;
  if (!a) return '';
  return [a.line1, a.line2, [a.postal_code, a.city].filter(Boolean).join(' '), a.region, countryName(a.country)]
    .filter(Boolean)
    .join(', ');
}

/** A subject access export of the person, across the account's cases: admins only (the API refuses others too). */
function ExportPersonalData({ personId }: { personId: string }) {
  return (
    <a
      href={personalDataExportUrl(personId)}
      download
      className="inline-flex h-7 items-center gap-1.5 rounded-md px-2 text-13 font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      <IconDownload size={14} className="text-gray-500" />
      Export personal data
    </a>
  );
}

function DirectorCard({ director, onOpen }: { director: Director; onOpen: (d: DocumentRecord) => void }) {
  const p = director.person;
  const name = personName(p);
  const { canManage } = usePermissions();
  return (
    <section
      aria-label={name}
      className={
        p.pep
          ? 'rounded-lg border border-red-200 bg-white shadow-xs ring-1 ring-red-100'
          : 'rounded-lg border border-gray-200 bg-white shadow-xs'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-gray-150 px-4 py-3">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-gray-900">{name}</h3>
          <p className="text-13 text-gray-600">{positionLabel(director.position)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {canManage && <ExportPersonalData personId={p.id} />}
          {p.pep ? (
            <Badge tone="red" dot={false}>
              <IconFlag size={12} />
              Politically exposed person (PEP)
            </Badge>
          ) : answered(p, 'pep') ? (
            <Badge tone="neutral" dot={false}>
              Not a PEP
            </Badge>
          ) : (
            <Badge tone="neutral" dot={false}>
              PEP: not provided
            </Badge>
          )}
        </div>
      </div>
      {p.pep && (
        <div className="border-b border-red-100 bg-red-50 px-4 py-2.5 text-13 text-red-700">
          <span className="font-medium">PEP declaration: </span>
          {p.pep_description || 'No description given.'}
        </div>
      )}
      <div className="grid gap-5 px-4 py-4 lg:grid-cols-[1fr_minmax(0,300px)]">
        <Facts
          items={[
            { label: 'Date of birth', value: day(p.date_of_birth) },
            { label: 'Nationality', value: p.nationality ? countryName(p.nationality) : '' },
            { label: 'Place of birth', value: p.place_of_birth },
            { label: 'Sex', value: p.sex ? humanize(p.sex) : '' },
            { label: 'Residence', value: address(p), wide: true },
            { label: 'Email', value: p.email },
            { label: 'Phone', value: p.phone },
            // The source system's person fields: shown when given.
            ...(
              [
                ['Family name', p.family_name],
                ['Parents’ given names', p.parents_given_names],
                ['Personal number', p.personal_number],
                ['Source of funds', p.funds_sources],
                ['Title or position', p.title_position],
              ] as const
            )
              .filter(([, value]) => value !== null && value !== '')
              .map(([label, value]) => ({ label, value })),
          ]}
        />
        <div>
          <h4 className="mb-2 text-xs font-medium text-gray-500">Identity documents</h4>
          {p.documents.length === 0 ? (
            <p className="text-13 text-gray-600">No document provided.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-2.5">
              {p.documents.map((d) => (
                <DocumentCard key={d.id} record={d} onOpen={onOpen} size="sm" />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

export function DirectorsTab({
  record,
  review,
  canWork,
}: {
  record: Verification;
  review: UseQueryResult<ReviewProgress>;
  canWork: boolean;
}) {
  const directors = useQuery(directorsQuery(record.id));
  const [viewing, setViewing] = useState<DocumentRecord | null>(null);
  const list = directors.data ?? [];
  const peps = list.filter((d) => d.person.pep).length;
  return (
    <div className="space-y-5">
      <ReviewBar
        caseId={record.id}
        tab="directors"
        title="Directors"
        description={
          directors.isSuccess
            ? `${list.length} ${list.length === 1 ? 'person' : 'people'}${peps > 0 ? `, ${peps} declared politically exposed` : ''}.`
            : 'The people who run the company.'
        }
        review={review}
        canWork={canWork}
      />
      {directors.isPending ? (
        <LoadingBlock label="Loading the directors" />
      ) : directors.isError ? (
        <ErrorState
          title="The directors couldn't be loaded"
          error={directors.error}
          onRetry={() => directors.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState title="No directors">The customer has not named any director yet.</EmptyState>
      ) : (
        <div className="space-y-4">
          {list.map((d) => (
            <DirectorCard key={d.id} director={d} onOpen={setViewing} />
          ))}
        </div>
      )}
      <DocumentViewer record={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
