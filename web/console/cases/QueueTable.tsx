import { Link } from '@tanstack/react-router';
import { Table, TBody, Td, THead, Th, Tr } from '../../shared/ui/Table';
import { TableSkeleton } from '../../shared/ui/TableSkeleton';
import { Time } from '../../shared/ui/Time';
import type { Verification } from '../api/types';
import { ReviewMeter, RiskBadge, StatusBadge } from './badges';
import { jurisdictionName } from './countries';

export const QUEUE_COLUMNS = [
  'Company',
  'Number',
  'Jurisdiction',
  'Customer ID',
  'Status',
  'Risk',
  'Assignee',
  'Review',
  'Created',
  'Last data update',
];

function CaseRow({ item, from, me }: { item: Verification; from: string; me: string }) {
  const jurisdiction = item.company_jurisdiction;
  return (
    // The company link stretches over the whole row (its ::after), so a click anywhere opens the case while
    // the keyboard still meets one link per row.
    <Tr className="relative focus-within:bg-accent-50/40">
      <Td className="max-w-64">
        <Link
          to="/cases/$caseId"
          params={{ caseId: item.id }}
          search={from ? { from } : {}}
          className="block truncate font-medium text-gray-900 after:absolute after:inset-0 hover:text-accent-700 focus-visible:outline-offset-[-2px]"
          title={item.company_name}
        >
          {item.company_name || 'Unnamed company'}
        </Link>
      </Td>
      <Td className="whitespace-nowrap font-mono text-xs text-gray-700">{item.company_number}</Td>
      <Td className="max-w-36 truncate" title={jurisdiction?.full_name}>
        {jurisdiction ? jurisdictionName(jurisdiction) : <span className="text-gray-500">—</span>}
      </Td>
      <Td className="max-w-28 truncate font-mono text-xs" title={item.customer_id ?? undefined}>
        {item.customer_id ?? <span className="font-sans text-13 text-gray-500">—</span>}
      </Td>
      <Td>
        <StatusBadge status={item.status} />
      </Td>
      <Td>
        <RiskBadge level={item.external_risk_score?.risk_score_simple} />
      </Td>
      <Td className="max-w-36 truncate" title={item.assignee?.email}>
        {item.assignee ? (
          item.assignee.id === me ? (
            <span className="font-medium text-gray-900">{item.assignee.name} (you)</span>
          ) : (
            item.assignee.name
          )
        ) : (
          <span className="text-gray-500">Unassigned</span>
        )}
      </Td>
      <Td>
        <ReviewMeter reviewed={item.review_progress.reviewed} total={item.review_progress.total} />
      </Td>
      <Td className="whitespace-nowrap">
        <Time value={item.created_at} />
      </Td>
      <Td className="whitespace-nowrap">
        <Time value={item.last_data_update} />
      </Td>
    </Tr>
  );
}

export function QueueTable({ items, from, me }: { items: Verification[]; from: string; me: string }) {
  return (
    <Table caption="Cases">
      <THead>
        {QUEUE_COLUMNS.map((c) => (
          <Th key={c}>{c}</Th>
        ))}
      </THead>
      <TBody>
        {items.map((item) => (
          <CaseRow key={item.id} item={item} from={from} me={me} />
        ))}
      </TBody>
    </Table>
  );
}

export function QueueSkeleton() {
  return <TableSkeleton caption="Cases" columns={QUEUE_COLUMNS} rows={8} />;
}
