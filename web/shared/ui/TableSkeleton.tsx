import { Skeleton } from './Spinner';
import { Table, TBody, Td, THead, Th, Tr } from './Table';

const WIDTHS = ['w-32', 'w-20', 'w-16', 'w-24', 'w-14', 'w-28'];

/** The table's own header with grey rows, while its data loads (no layout jump when it arrives). */
export function TableSkeleton({ caption, columns, rows = 4 }: { caption: string; columns: string[]; rows?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading {caption.toLowerCase()}…</span>
      <div aria-hidden="true">
        <Table caption={caption}>
          <THead>
            {columns.map((c) => (
              <Th key={c}>{c}</Th>
            ))}
          </THead>
          <TBody>
            {Array.from({ length: rows }, (_, r) => (
              <Tr key={r}>
                {columns.map((c, i) => (
                  <Td key={c}>
                    <Skeleton className={`h-3.5 ${WIDTHS[(i + r) % WIDTHS.length]}`} />
                  </Td>
                ))}
              </Tr>
            ))}
          </TBody>
        </Table>
      </div>
    </div>
  );
}
