import { cx } from '../../../shared/lib/cx';
import { Table, TBody, Td, THead, Th, Tr } from '../../../shared/ui/Table';
import { percent, ROLE_LABELS, type StructureRow } from './structure-model';

const COLUMNS = ['Entity', 'Type', 'Direct', 'Indirect', 'Roles', 'Jurisdiction'];

/**
 * Every entity of the structure with its direct and indirect share of the company under review, its roles and its
 * jurisdiction: the graph's accessible counterpart. A name selects the entity (its details show, the graph marks it).
 */
export function StructureTable({
  rows,
  selected,
  onSelect,
}: {
  rows: readonly StructureRow[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <Table caption="Ownership structure">
      <THead>
        {COLUMNS.map((c) => (
          <Th key={c} className={c === 'Direct' || c === 'Indirect' ? 'text-right' : undefined}>
            {c}
          </Th>
        ))}
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr key={row.id} className={cx(row.id === selected && 'bg-accent-50')}>
            <Td>
              <button
                type="button"
                onClick={() => onSelect(row.id)}
                aria-pressed={row.id === selected}
                className="text-left font-medium text-accent-700 underline-offset-2 hover:underline"
              >
                {row.name}
              </button>
            </Td>
            <Td className="whitespace-nowrap">
              {row.root ? 'Company under review' : row.kind === 'company' ? 'Company' : 'Person'}
            </Td>
            <Td className="tabular text-right whitespace-nowrap">{row.root ? '—' : percent(row.direct)}</Td>
            <Td className="tabular text-right font-semibold whitespace-nowrap text-violet-700">
              {row.root ? '—' : percent(row.indirect)}
            </Td>
            <Td>{row.roles.map((r) => ROLE_LABELS[r]).join(', ') || <span className="text-gray-500">—</span>}</Td>
            <Td className="whitespace-nowrap uppercase">
              {row.jurisdiction ?? <span className="text-gray-500">—</span>}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
