import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatAmountRange } from '../../shared/lib/amounts';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { Time } from '../../shared/ui/Time';
import { companiesQuery, companyQuery, directorsQuery, relatedCasesQuery } from '../api/case';
import type { Verification } from '../api/types';
import { StatusBadge } from '../cases/badges';
import { countryName, jurisdictionName } from '../cases/countries';
import { ASSESSMENT_LABELS } from '../cases/labels';
import { ChangesSection } from './ChangesSection';
import { mainCompanyOf } from './CompanyTab';
import { NeedsAttention } from './NeedsAttention';
import { day, type Fact, Facts, Quiet, Section } from './parts';

function KeyFacts({ record }: { record: Verification }) {
  const companies = useQuery(companiesQuery(record.id));
  const main = mainCompanyOf(companies.data ?? [], record);
  const company = useQuery({ ...companyQuery(record.id, main?.id ?? ''), enabled: main !== undefined });
  const directors = useQuery(directorsQuery(record.id));
  const c = company.data;
  const items: Fact[] = [
    { label: 'Formal name', value: c?.formal_name ?? record.company_name },
    { label: 'Brand name', value: c?.brand_name },
    { label: 'Company number', value: <span className="font-mono text-xs">{record.company_number}</span> },
    { label: 'Jurisdiction', value: jurisdictionName(record.company_jurisdiction) },
    { label: 'Company type', value: c?.company_type?.full_name },
    { label: 'Date of incorporation', value: day(c?.date_of_incorporation) },
    { label: 'Industry', value: c?.industry.main?.value ?? c?.industry.description },
    { label: 'Countries of business activity', value: c?.business_activity_countries.map(countryName).join(', ') },
    { label: 'Expected monthly volume', value: formatAmountRange(c?.expected_monthly_transactions_volume) },
    {
      label: 'Directors',
      value: directors.data
        ? directors.data.map((d) => [d.person.given_names, d.person.surname].join(' ')).join(', ')
        : '',
    },
    {
      label: 'Customer ID',
      value: record.customer_id && <span className="font-mono text-xs">{record.customer_id}</span>,
    },
    { label: 'Review type', value: record.verification_type === 'recurring' ? 'Recurring' : 'Primary' },
  ];
  return (
    <Section title="Key facts">
      {companies.isPending || (main && company.isPending) ? (
        <LoadingBlock label="Loading the key facts" lines={3} />
      ) : companies.isError || company.isError ? (
        <ErrorState
          title="The company couldn't be loaded"
          error={companies.error ?? company.error}
          onRetry={() => (companies.isError ? companies.refetch() : company.refetch())}
        />
      ) : (
        <Facts items={items} columns={3} />
      )}
    </Section>
  );
}

function Decision({ record }: { record: Verification }) {
  const items: Fact[] = [];
  if (record.assessment) items.push({ label: 'Assessment', value: ASSESSMENT_LABELS[record.assessment] });
  if (record.assessment_comment)
    items.push({ label: 'Assessment comment', value: record.assessment_comment, wide: true });
  if (record.qa_comment) items.push({ label: 'QA comment', value: record.qa_comment, wide: true });
  if (record.rejection_comment) items.push({ label: 'Rejection comment', value: record.rejection_comment, wide: true });
  if (items.length === 0) return null;
  return (
    <Section title="Decision">
      <Facts items={items} />
    </Section>
  );
}

function RelatedCases({ record, from }: { record: Verification; from?: string }) {
  const related = useQuery(relatedCasesQuery(record.id));
  return (
    <Section title="Previous cases of this company" flush>
      {related.isPending ? (
        <div className="px-4 py-3">
          <LoadingBlock label="Loading previous cases" lines={2} />
        </div>
      ) : related.isError ? (
        <div className="p-4">
          <ErrorState
            title="Previous cases couldn't be loaded"
            error={related.error}
            onRetry={() => related.refetch()}
          />
        </div>
      ) : related.data.length === 0 ? (
        <div className="px-4 py-3">
          <Quiet>None: this is the first case of this company number in this jurisdiction.</Quiet>
        </div>
      ) : (
        <ul className="divide-y divide-gray-150">
          {related.data.map((v) => (
            <li key={v.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2.5">
              <Link
                to="/cases/$caseId"
                params={{ caseId: v.id }}
                search={from ? { from } : {}}
                className="text-13 font-medium text-accent-700 underline-offset-2 hover:underline"
              >
                {v.company_name} · opened {day(v.created_at)}
              </Link>
              <span className="flex items-center gap-3 text-xs text-gray-600">
                {v.assessment && <span>{ASSESSMENT_LABELS[v.assessment]}</span>}
                <StatusBadge status={v.status} />
                <span>
                  updated <Time value={v.updated_at} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function SummaryTab({ record, from }: { record: Verification; from?: string }) {
  return (
    <div className="space-y-6">
      <KeyFacts record={record} />
      <Decision record={record} />
      <div className="space-y-2.5">
        <h2 className="text-sm font-semibold text-gray-900">Needs attention</h2>
        <NeedsAttention record={record} from={from} />
      </div>
      <ChangesSection caseId={record.id} />
      <RelatedCases record={record} from={from} />
    </div>
  );
}
