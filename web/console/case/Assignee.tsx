import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/client';
import { Button } from '../../shared/ui/Button';
import { useToast } from '../../shared/ui/Toast';
import { assignToMe, caseKey, caseQuery, unassign } from '../api/case';
import { CASES_KEY } from '../api/cases';
import type { Verification } from '../api/types';
import { useSession } from '../session-context';

/** Who works on the case, and (for reviewers) "Assign to me" or, when it is theirs, "Unassign". */
export function Assignee({ record, canWork }: { record: Verification; canWork: boolean }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const mine = record.assignee?.id === user.id;
  const mutation = useMutation({
    mutationFn: () => (mine ? unassign(record.id) : assignToMe(record.id)),
    onSuccess: (verification) => {
      queryClient.setQueryData(caseQuery(record.id).queryKey, verification);
      void queryClient.invalidateQueries({ queryKey: caseKey(record.id) });
      void queryClient.invalidateQueries({ queryKey: CASES_KEY });
      toast.success(mine ? 'Case unassigned' : 'Case assigned to you');
    },
    onError: (e) => toast.error(isApiError(e) ? e.message : 'The assignment failed. Try again.'),
  });
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={record.assignee ? 'text-gray-900' : 'text-gray-500'} title={record.assignee?.email}>
        {record.assignee ? (mine ? `${record.assignee.name} (you)` : record.assignee.name) : 'Unassigned'}
      </span>
      {canWork && (
        <Button variant="link" size="sm" pending={mutation.isPending} onClick={() => mutation.mutate()}>
          {mine ? 'Unassign' : 'Assign to me'}
        </Button>
      )}
    </span>
  );
}
