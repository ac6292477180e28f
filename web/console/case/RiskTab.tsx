import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../shared/lib/time';
import { IconShield } from '../../shared/ui/icons';
import { ErrorState } from '../../shared/ui/States';
import { Table, TBody, Td, THead, Th, Tr } from '../../shared/ui/Table';
import { TableSkeleton } from '../../shared/ui/TableSkeleton';
import { Time } from '../../shared/ui/Time';
import { riskScoresQuery } from '../api/case';
import type { ReviewProgress, Verification } from '../api/types';
import { RiskBadge } from '../cases/badges';
import { ASSESSMENT_LABELS } from '../cases/labels';
import { FactRows, Section } from './parts';
import { ReviewBar } from './ReviewBar';
import { RiskAssessmentSection } from './RiskAssessment';

const COLUMNS = ['Received', 'Level', 'Detailed score', 'Reasons'];

export function RiskTab({
  record,
  review,
  canWork,
}: {
  record: Verification;
  review: UseQueryResult<ReviewProgress>;
  canWork: boolean;
}) {
  const scores = useQuery(riskScoresQuery(record.id));
  const history = [...(scores.data ?? [])].sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
  const latest = record.external_risk_score;
  return (
    <div className="space-y-5">
      <ReviewBar
        caseId={record.id}
        tab="risk"
        title="Risk"
        description="Dossier's risk assessment, external risk scores received for this case, and the officers' assessment."
        review={review}
        canWork={canWork}
      />
      <RiskAssessmentSection record={record} canWork={canWork} />
      <div className="grid items-start gap-4 md:grid-cols-2">
        <Section title="Latest external risk score" level={3} description="Its reasons are in the history below.">
          {latest ? (
            <FactRows
              items={[
                { label: 'Level', value: <RiskBadge level={latest.risk_score_simple} /> },
                { label: 'Detailed score', value: latest.risk_score_detailed.score },
                {
                  label: 'Received',
                  value: <time dateTime={latest.created_at}>{formatDateTime(latest.created_at)}</time>,
                },
              ]}
            />
          ) : (
            <p className="flex items-center gap-2 py-1 text-13 text-gray-600">
              <IconShield size={14} className="text-gray-500" />
              No external risk score received yet.
            </p>
          )}
        </Section>
        <Section title="Officers' assessment" level={3}>
          <FactRows
            items={[
              {
                label: 'Assessment',
                value: record.assessment ? (
                  ASSESSMENT_LABELS[record.assessment]
                ) : (
                  <span className="text-gray-500">Not assessed yet</span>
                ),
              },
              {
                label: 'Assessment comment',
                value: record.assessment_comment ?? <span className="text-gray-500">None yet</span>,
              },
              ...(record.qa_comment ? [{ label: 'QA comment', value: record.qa_comment }] : []),
            ]}
          />
        </Section>
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-gray-900">History</h3>
        {scores.isPending ? (
          <TableSkeleton caption="External risk scores" columns={COLUMNS} rows={2} />
        ) : scores.isError ? (
          <ErrorState
            title="The risk scores couldn't be loaded"
            error={scores.error}
            onRetry={() => scores.refetch()}
          />
        ) : history.length === 0 ? (
          <p className="text-13 text-gray-600">
            Scores arrive from your risk provider through the API (POST /api/v1/webhooks/external_risk_score).
          </p>
        ) : (
          <Table caption="External risk scores">
            <THead>
              {COLUMNS.map((c) => (
                <Th key={c}>{c}</Th>
              ))}
            </THead>
            <TBody>
              {history.map((s) => (
                <Tr key={s.id}>
                  <Td className="whitespace-nowrap">
                    <Time value={s.created_at} />
                  </Td>
                  <Td>
                    <RiskBadge level={s.risk_score_simple} />
                  </Td>
                  <Td className="tabular">{s.risk_score_detailed.score ?? <span className="text-gray-500">—</span>}</Td>
                  <Td>
                    {s.risk_score_detailed.reasons.length === 0 ? (
                      <span className="text-gray-500">—</span>
                    ) : (
                      <ul className="list-disc space-y-0.5 py-1.5 pl-4">
                        {s.risk_score_detailed.reasons.map((r, i) => (
                          <li key={i}>{r}</li>
                        ))}
                      </ul>
                    )}
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </div>
    </div>
  );
}
