import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/Dialog';
import { Select } from '../../shared/ui/Field';
import { IconMail, IconPlus, IconSearch } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { TableSkeleton } from '../../shared/ui/TableSkeleton';
import { useToast } from '../../shared/ui/Toast';
import { invitationsQuery, replaceInvitation, revokeInvitation } from '../api/invitations';
import type { Invitation, InvitationStatus } from '../api/types';
import { PageFrame } from '../layout/PageFrame';
import { usePermissions } from '../session-context';
import { INVITATION_COLUMNS, InvitationsTable } from './InvitationsTable';
import { InviteDialog } from './InviteDialog';
import { INVITATION_STATUS, INVITATION_STATUSES } from './labels';
import { ResendDialog } from './ResendDialog';

const route = getRouteApi('/app/invitations');

function StatusFilter({
  value,
  onChange,
}: {
  value: InvitationStatus | undefined;
  onChange: (status: InvitationStatus | undefined) => void;
}) {
  return (
    <Select
      aria-label="Status"
      size="sm"
      className="w-44"
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || undefined) as InvitationStatus | undefined)}
    >
      <option value="">All statuses</option>
      {INVITATION_STATUSES.map((s) => (
        <option key={s} value={s}>
          {INVITATION_STATUS[s].label}
        </option>
      ))}
    </Select>
  );
}

/** /invitations: the companies invited to the customer portal, and inviting one more. */
export function InvitationsPage() {
  const { status } = route.useSearch();
  const navigate = route.useNavigate();
  const { role } = usePermissions();
  const canWork = role === 'admin' || role === 'officer';
  const queryClient = useQueryClient();
  const toast = useToast();
  const list = useInfiniteQuery(invitationsQuery(status));
  const [inviting, setInviting] = useState(false);
  const [resending, setResending] = useState<Invitation | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  useEffect(() => {
    document.title = 'Invitations · Dossier';
  }, []);

  const setStatus = (next: InvitationStatus | undefined) => navigate({ search: next ? { status: next } : {} });
  const rows = list.data?.pages.flatMap((p) => p.invitations) ?? [];

  return (
    <PageFrame
      title="Invitations"
      description="Companies invited to fill in their application in the customer portal. The case opens when one submits."
      wide
      actions={
        canWork && (
          <Button variant="primary" icon={<IconPlus />} onClick={() => setInviting(true)}>
            Invite a company
          </Button>
        )
      }
    >
      <div className="space-y-3">
        {!canWork && <Notice tone="readonly">You have read-only access. Officers and admins invite companies.</Notice>}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <StatusFilter value={status} onChange={setStatus} />
          {rows.length > 0 && (
            <p className="text-13 text-gray-600 tabular" aria-live="polite">
              {rows.length} {rows.length === 1 ? 'invitation' : 'invitations'}
              {list.hasNextPage ? ' shown' : ''}
            </p>
          )}
        </div>
        {list.isPending ? (
          <TableSkeleton caption="Invitations" columns={INVITATION_COLUMNS} />
        ) : list.isError && !list.data ? (
          <ErrorState title="Invitations couldn't be loaded" error={list.error} onRetry={() => list.refetch()} />
        ) : rows.length === 0 ? (
          status ? (
            <EmptyState
              icon={<IconSearch size={18} />}
              title={`No ${INVITATION_STATUS[status].label.toLowerCase()} invitations`}
              action={<Button onClick={() => setStatus(undefined)}>Show all invitations</Button>}
            >
              {INVITATION_STATUS[status].title}: no invitation is in this state.
            </EmptyState>
          ) : (
            <EmptyState icon={<IconMail size={18} />} title="No invitations yet">
              {canWork
                ? 'Invite a company to let it fill in its application and upload its documents in the customer portal. Its case opens here when it submits.'
                : 'Officers and admins invite companies to the customer portal; their invitations show here.'}
            </EmptyState>
          )
        ) : (
          <>
            <InvitationsTable invitations={rows} canWork={canWork} onResend={setResending} onRevoke={setRevoking} />
            {list.hasNextPage && (
              <div className="flex justify-center">
                <Button size="sm" pending={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
                  Load more
                </Button>
              </div>
            )}
          </>
        )}
        {list.isFetchNextPageError && (
          <p role="alert" className="text-center text-13 text-red-700">
            More invitations couldn't be loaded. Try “Load more” again.
          </p>
        )}
        {list.isRefetchError && (
          <p role="alert" className="text-13 text-red-700">
            The list couldn't be refreshed. It shows what was loaded last.
          </p>
        )}
      </div>
      {canWork && (
        <>
          <InviteDialog open={inviting} onOpenChange={setInviting} />
          <ResendDialog invitation={resending} onClose={() => setResending(null)} />
          <ConfirmDialog
            open={revoking !== null}
            onOpenChange={(open) => !open && setRevoking(null)}
            title="Revoke this invitation?"
            confirmLabel="Revoke"
            onConfirm={async () => {
              if (!revoking) return;
              const saved = await revokeInvitation(revoking.id);
              replaceInvitation(queryClient, saved);
              toast.success(`Invitation of ${saved.email} revoked`);
            }}
          >
            <p>
              Every link sent to <span className="font-medium text-gray-900 break-all">{revoking?.email}</span> stops
              working at once, and the company's open portal session ends.
              {revoking?.verification_id ? ' Its case stays as it is.' : ' What it filled in so far is not submitted.'}
            </p>
            <p>This can't be undone: invite the company again if needed.</p>
          </ConfirmDialog>
        </>
      )}
    </PageFrame>
  );
}
