import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../shared/lib/time';
import { customerRequestQuery } from '../api/case';

const SECTION_NAMES: Record<string, string> = {
  company_details: 'Company details',
  directors: 'Directors',
  ownership: 'Ownership',
};

/**
 * A recurring case the customer answered: which sections they confirmed unchanged ("Nothing has changed") and
 * which they changed, so the officer knows where to look.
 */
export function ReviewAnswerLine({ caseId }: { caseId: string }) {
  const reach = useQuery(customerRequestQuery(caseId));
  const answer = reach.data?.review_answer;
  if (!answer) return null;
  const names = (kind: 'unchanged' | 'changed') =>
    answer.sections.filter((s) => s.answer === kind).map((s) => SECTION_NAMES[s.section] ?? s.section);
  const unchanged = names('unchanged');
  const changed = names('changed');
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 text-13 text-gray-700" data-testid="review-answer">
      <span>
        Customer’s review{' '}
        <time dateTime={answer.answered_at} className="font-medium text-gray-800">
          {formatDateTime(answer.answered_at)}
        </time>
      </span>
      {unchanged.length > 0 && (
        <>
          <span aria-hidden="true">·</span>
          <span className="text-green-700">Confirmed unchanged: {unchanged.join(', ')}</span>
        </>
      )}
      {changed.length > 0 && (
        <>
          <span aria-hidden="true">·</span>
          <span className="text-amber-800">Changed: {changed.join(', ')}</span>
        </>
      )}
    </p>
  );
}
