import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog, Dialog, SubmitFooter } from '../../shared/ui/Dialog';
import { TextField } from '../../shared/ui/Field';
import { IconKey, IconPlus } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import { SectionHeader } from '../../shared/ui/Page';
import { SecretReveal } from '../../shared/ui/SecretReveal';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { Table, TBody, Td, THead, Th, ThActions, Tr } from '../../shared/ui/Table';
import { TableSkeleton } from '../../shared/ui/TableSkeleton';
import { Time } from '../../shared/ui/Time';
import { useToast } from '../../shared/ui/Toast';
import { createToken, revokeToken, tokensQuery } from '../api/settings';
import type { AccessToken } from '../api/types';
import { usePermissions } from '../session-context';
import { ReadOnlyNote } from './SettingsLayout';

export const TOKEN_WARNING = (
  <>
    <p className="font-medium">Copy it now: it won't be shown again.</p>
    <p>
      Keep it secret. Don't share it in e-mail, chat, client-side code or public sites: anyone who has it can read and
      change your account's cases through the API.
    </p>
  </>
);

function CreateTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: createToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey }),
  });
  const created = mutation.data;
  const fields = fieldErrorsOf(mutation.error);
  const nameError = localError ?? fields.name;

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      // Forget the token the moment the dialog closes.
      window.setTimeout(() => {
        mutation.reset();
        setName('');
        setLocalError(null);
      }, 150);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (name.trim() === '') {
      setLocalError('Give the token a name');
      return;
    }
    setLocalError(null);
    mutation.mutate(name.trim());
  };

  if (created) {
    return (
      <Dialog
        open={open}
        onOpenChange={change}
        title="Token created"
        description={
          <>
            <span className="font-medium text-gray-900">{created.access_token.name}</span> can now call the API.
          </>
        }
        footer={
          <Button variant="primary" onClick={() => change(false)}>
            Done
          </Button>
        }
      >
        <SecretReveal label="Access token" value={created.token} warning={TOKEN_WARNING} />
        <p className="text-13 text-gray-600">
          Send it in the <code className="rounded bg-gray-100 px-1 py-0.5 font-mono text-xs">Authorization</code>{' '}
          header: <code className="font-mono text-xs">Bearer {created.access_token.display_prefix}…</code>
        </p>
      </Dialog>
    );
  }

  const generalError = isApiError(mutation.error) && !fields.name ? mutation.error.message : null;
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="Create token"
      description="A token lets one of your systems call the Dossier API on behalf of your account."
      onSubmit={submit}
      busy={mutation.isPending}
      footer={<SubmitFooter label="Create token" pending={mutation.isPending} onCancel={() => change(false)} />}
    >
      {generalError && <Notice tone="error">{generalError}</Notice>}
      <TextField
        label="Name"
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={200}
        autoComplete="off"
        error={nameError}
        hint="What uses it, so you recognise it later. For example: CRM integration."
      />
    </Dialog>
  );
}

function TokenRow({ token, canManage, onRevoke }: { token: AccessToken; canManage: boolean; onRevoke: () => void }) {
  const revoked = token.revoked_at !== null;
  return (
    <Tr className={revoked ? 'text-gray-500' : undefined}>
      <Td className={revoked ? 'text-gray-500' : 'font-medium text-gray-900'}>
        <span className="break-words">{token.name}</span>
      </Td>
      <Td>
        <code className="font-mono text-xs text-gray-700">{token.display_prefix}…</code>
      </Td>
      <Td>
        <Time value={token.created_at} />
      </Td>
      <Td>
        <Time value={token.last_used_at} empty="Never" />
      </Td>
      <Td>
        {revoked ? (
          <Badge tone="neutral" title={token.revoked_at ?? undefined}>
            Revoked
          </Badge>
        ) : (
          <Badge tone="green">Active</Badge>
        )}
      </Td>
      <Td className="text-right">
        {canManage && !revoked && (
          <Button size="sm" onClick={onRevoke}>
            Revoke
          </Button>
        )}
      </Td>
    </Tr>
  );
}

export function TokensTab() {
  const { canManage } = usePermissions();
  const queryClient = useQueryClient();
  const toast = useToast();
  const tokens = useQuery(tokensQuery);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);

  return (
    <div className="space-y-5">
      <SectionHeader
        title="Access tokens"
        description="Tokens let your systems call the Dossier API. Each one has your whole account's access, except these settings."
        actions={
          canManage && (
            <Button variant="primary" icon={<IconPlus />} onClick={() => setCreating(true)}>
              Create token
            </Button>
          )
        }
      />
      <ReadOnlyNote />
      {tokens.isPending ? (
        <TableSkeleton caption="Access tokens" columns={['Name', 'Token', 'Created', 'Last used', 'State']} />
      ) : tokens.isError ? (
        <ErrorState title="Access tokens couldn't be loaded" error={tokens.error} onRetry={() => tokens.refetch()} />
      ) : tokens.data.length === 0 ? (
        <EmptyState icon={<IconKey size={18} />} title="No access tokens yet">
          {canManage
            ? 'Create a token to let your onboarding flow open cases and read their data through the API.'
            : 'An admin creates tokens for your systems to call the API.'}
        </EmptyState>
      ) : (
        <Table caption="Access tokens">
          <THead>
            <Th>Name</Th>
            <Th>Token</Th>
            <Th>Created</Th>
            <Th>Last used</Th>
            <Th>State</Th>
            <ThActions />
          </THead>
          <TBody>
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} canManage={canManage} onRevoke={() => setRevoking(token)} />
            ))}
          </TBody>
        </Table>
      )}
      {canManage && <CreateTokenDialog open={creating} onOpenChange={setCreating} />}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this token?"
        confirmLabel="Revoke"
        onConfirm={async () => {
          if (!revoking) return;
          const saved = await revokeToken(revoking.id);
          queryClient.setQueryData<AccessToken[]>(tokensQuery.queryKey, (list) =>
            list?.map((t) => (t.id === saved.id ? saved : t)),
          );
          void queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey });
          toast.success(`Token “${saved.name}” revoked`);
        }}
      >
        <p>
          <span className="font-medium text-gray-900 break-words">{revoking?.name}</span> (
          <code className="font-mono text-xs">{revoking?.display_prefix}…</code>) stops working on its next request.
          Systems that still use it will get 401 errors.
        </p>
        <p>This can't be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
