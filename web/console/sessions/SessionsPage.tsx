import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/Dialog';
import { ErrorState } from '../../shared/ui/States';
import { Table, TBody, Td, THead, Th, ThActions, Tr } from '../../shared/ui/Table';
import { TableSkeleton } from '../../shared/ui/TableSkeleton';
import { Time } from '../../shared/ui/Time';
import { useToast } from '../../shared/ui/Toast';
import { endOwnSession, ownSessionsQuery } from '../api/session';
import type { SessionListItem } from '../api/types';
import { PageFrame } from '../layout/PageFrame';
import { endLocalSession } from '../session-end';

const COLUMNS = ['Device', 'Address', 'Signed in', 'Last seen'];

function SessionRow({ session, onEnd }: { session: SessionListItem; onEnd: () => void }) {
  return (
    <Tr>
      <Td className="font-medium text-gray-900">
        <span title={session.user_agent ?? undefined}>{session.device}</span>
        {session.current && (
          <Badge tone="green" className="ml-2">
            This session
          </Badge>
        )}
      </Td>
      <Td>
        <span className="font-mono text-xs text-gray-700">{session.client_address ?? 'Unknown'}</span>
      </Td>
      <Td>
        <Time value={session.created_at} />
      </Td>
      <Td>
        <Time value={session.last_seen_at} />
      </Td>
      <Td className="text-right">
        <Button size="sm" onClick={onEnd}>
          {session.current ? 'Sign out' : 'End session'}
          <span className="sr-only">: {session.device}</span>
        </Button>
      </Td>
    </Tr>
  );
}

/** The signed-in user's open sessions, each with a way to end it (a lost laptop, a shared computer). */
export function SessionsPage() {
  const sessions = useQuery(ownSessionsQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [ending, setEnding] = useState<SessionListItem | null>(null);

  return (
    <PageFrame
      title="Sessions"
      description="Where you are signed in. End a session you don't recognise, or one on a device you no longer use."
    >
      {sessions.isPending ? (
        <TableSkeleton caption="Your sessions" columns={COLUMNS} />
      ) : sessions.isError ? (
        <ErrorState
          title="Your sessions couldn't be loaded"
          error={sessions.error}
          onRetry={() => sessions.refetch()}
        />
      ) : (
        <Table caption="Your sessions">
          <THead>
            {COLUMNS.map((c) => (
              <Th key={c}>{c}</Th>
            ))}
            <ThActions />
          </THead>
          <TBody>
            {sessions.data.map((s) => (
              <SessionRow key={s.id} session={s} onEnd={() => setEnding(s)} />
            ))}
          </TBody>
        </Table>
      )}
      <p className="mt-3 text-13 text-gray-600">
        A session also ends after 30 minutes without activity or 12 hours after sign-in. Setting a new password ends all
        of them.
      </p>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={ending?.current ? 'Sign out of this session?' : 'End this session?'}
        confirmLabel={ending?.current ? 'Sign out' : 'End session'}
        onConfirm={async () => {
          if (!ending) return;
          await endOwnSession(ending.id);
          if (ending.current) {
            endLocalSession(queryClient);
            await navigate({ to: '/sign-in', replace: true });
            return;
          }
          await queryClient.invalidateQueries({ queryKey: ownSessionsQuery.queryKey });
          toast.success(`Session on ${ending.device} ended`);
        }}
      >
        <p>
          <span className="font-medium text-gray-900">{ending?.device}</span>
          {ending?.client_address ? ` (${ending.client_address})` : ''} is sent to sign in on its next request.
        </p>
      </ConfirmDialog>
    </PageFrame>
  );
}
