import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { Table, TBody, Td, THead, Th, Tr } from '../../shared/ui/Table';
import { upcomingReviewsQuery } from '../api/cases';
import { PageFrame } from '../layout/PageFrame';

const MONTHS = 24;

function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Upcoming periodic reviews by month: the daily job opens a recurring case for each on its day. */
export function CalendarPage() {
  const upcoming = useQuery(upcomingReviewsQuery(MONTHS));
  const total = (upcoming.data ?? []).reduce((sum, m) => sum + m.reviews, 0);
  return (
    <PageFrame
      title="Calendar"
      description={`Completed customers coming up for their periodic review in the next ${MONTHS} months.`}
      actions={
        <Link to="/cases" className="text-sm font-medium text-accent-700 hover:underline">
          Back to the queue
        </Link>
      }
    >
      {upcoming.isPending ? (
        <LoadingBlock label="Loading the review calendar" />
      ) : upcoming.isError ? (
        <ErrorState title="The calendar couldn't be loaded" error={upcoming.error} onRetry={() => upcoming.refetch()} />
      ) : upcoming.data.length === 0 ? (
        <p className="text-13 text-gray-600">No reviews are due in the next {MONTHS} months.</p>
      ) : (
        <Table caption={`Upcoming reviews: ${total}`}>
          <THead>
            <Th>Month</Th>
            <Th>Reviews</Th>
          </THead>
          <TBody>
            {upcoming.data.map((m) => (
              <Tr key={m.month}>
                <Td>{monthName(m.month)}</Td>
                <Td className="tabular">{m.reviews}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </PageFrame>
  );
}
