import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { IconAlert } from '../../../shared/ui/icons';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { ErrorState } from '../../../shared/ui/States';
import { companiesQuery } from '../../api/case';
import { graphQuery, peopleQuery, structureQuery } from '../../api/structure';
import type { ReviewProgress, Verification } from '../../api/types';
import { FactRows, Section } from '../parts';
import { ReviewBar } from '../ReviewBar';
import { EntityDocuments } from './EntityDocuments';
import { StructureTable } from './StructureTable';
import { percent, ROLE_LABELS, type StructureRow, structureRows } from './structure-model';
import { NATURE_LABELS, UboList } from './UboList';

// The drawing library is loaded with the tab, not with the console.
const StructureGraph = lazy(() => import('./StructureGraph'));

/**
 * Who owns and controls the company: the warnings first, the beneficial owners, the graph (zoom, pan, a click shows
 * an entity's details) and beside it the table of every entity, which is the graph for a screen reader.
 */
export function StructureTab({
  record,
  review,
  canWork,
}: {
  record: Verification;
  review: UseQueryResult<ReviewProgress>;
  canWork: boolean;
}) {
  const graph = useQuery(graphQuery(record.id));
  const structure = useQuery(structureQuery(record.id));
  const people = useQuery(peopleQuery(record.id));
  const companies = useQuery(companiesQuery(record.id));
  const [selected, setSelected] = useState<string | null>(null);

  const rows = useMemo(() => {
    if (!graph.data) return [];
    const roles = new Map((people.data ?? []).map((p) => [p.id, p.roles]));
    const jurisdictions = new Map((companies.data ?? []).map((c) => [c.id, c.jurisdiction?.code ?? null]));
    return structureRows(graph.data, roles, jurisdictions);
  }, [graph.data, people.data, companies.data]);

  if (graph.isPending || structure.isPending) return <LoadingBlock label="Loading the ownership structure" />;
  if (graph.isError || structure.isError)
    return (
      <ErrorState
        title="The ownership structure couldn't be loaded"
        error={graph.error ?? structure.error}
        onRetry={() => {
          void graph.refetch();
          void structure.refetch();
        }}
      />
    );
  const s = structure.data;
  const declared = s.entities.length > 0;
  const current = rows.find((r) => r.id === selected) ?? null;
  const ubo = current ? s.ubos.find((u) => u.person.id === current.id) : undefined;

  return (
    <div className="space-y-5">
      <ReviewBar
        caseId={record.id}
        tab="structure"
        title="Structure"
        description="Who owns and controls the company: the declared shareholders and the beneficial owners computed from them."
        review={review}
        canWork={canWork}
      />
      {/* Without a declared structure the computation's warnings (nothing traced, UBO by default) say nothing the
          empty state below does not: Needs attention leaves them out for the same reason. */}
      {declared && s.warnings.length > 0 && (
        <section
          aria-labelledby="structure-warnings"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3"
        >
          <h2 id="structure-warnings" className="flex items-center gap-2 text-sm font-semibold text-amber-900">
            <IconAlert size={14} /> Ownership warnings
          </h2>
          <ul className="mt-1.5 list-disc space-y-0.5 pl-5 text-13 text-gray-900">
            {s.warnings.map((w) => (
              <li key={`${w.code}-${w.entity_ids.join()}`}>{w.message}</li>
            ))}
          </ul>
        </section>
      )}
      {!declared ? (
        <Section title="Ownership structure">
          <p className="text-13 text-gray-600">
            No ownership structure has been declared for this case yet: the customer declares it in the portal, or an
            integrator with PUT /api/v1/verifications/{'{id}'}/structure.
          </p>
        </Section>
      ) : (
        <>
          <Section
            title="Beneficial owners"
            named
            description={`Computed from the declared structure at a threshold of ${percent(s.threshold)}; ${percent(s.traced_percentage)} of the company is traced to people or listed companies.`}
          >
            <UboList ubos={s.ubos} />
          </Section>
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_280px]">
            <Section title="Ownership graph" named flush description="Direct % on the arrows; indirect % in violet.">
              <Suspense fallback={<LoadingBlock label="Drawing the graph" />}>
                <StructureGraph graph={graph.data} rows={rows} selected={selected} onSelect={setSelected} />
              </Suspense>
            </Section>
            <Section title="Details" named>
              {current ? (
                <EntityDetails caseId={record.id} row={current} ubo={ubo} />
              ) : (
                <p className="text-13 text-gray-600">Select an entity in the graph or the table to see its details.</p>
              )}
            </Section>
          </div>
          <StructureTable rows={rows} selected={selected} onSelect={setSelected} />
        </>
      )}
    </div>
  );
}

function EntityDetails({
  caseId,
  row,
  ubo,
}: {
  caseId: string;
  row: StructureRow;
  ubo: { description: string; natures_of_control: string[] } | undefined;
}) {
  return (
    <div aria-live="polite">
      <h3 className="text-sm font-semibold text-gray-900">{row.name}</h3>
      <FactRows
        items={[
          { label: 'Type', value: row.root ? 'Company under review' : row.kind === 'company' ? 'Company' : 'Person' },
          ...(row.root
            ? []
            : [
                { label: 'Direct', value: percent(row.direct) },
                { label: 'Indirect', value: percent(row.indirect) },
              ]),
          { label: 'Roles', value: row.roles.map((r) => ROLE_LABELS[r]).join(', ') || '—' },
          ...(row.kind === 'company' ? [{ label: 'Jurisdiction', value: row.jurisdiction?.toUpperCase() ?? '—' }] : []),
          ...(ubo
            ? [
                {
                  label: 'Qualifies as UBO',
                  value: ubo.natures_of_control.map((n) => NATURE_LABELS[n] ?? n).join(', '),
                },
                { label: 'How', value: ubo.description },
              ]
            : []),
        ]}
      />
      <EntityDocuments caseId={caseId} row={row} />
    </div>
  );
}
