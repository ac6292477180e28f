import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { formatDateTime } from '../../shared/lib/time';
import { Badge, type BadgeTone } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog, Dialog, SubmitFooter } from '../../shared/ui/Dialog';
import { Select, SelectField, TextField } from '../../shared/ui/Field';
import { IconPlus, IconUsers } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import { SectionHeader } from '../../shared/ui/Page';
import { SecretReveal } from '../../shared/ui/SecretReveal';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { Table, TBody, Td, THead, Th, ThActions, Tr } from '../../shared/ui/Table';
import { TableSkeleton } from '../../shared/ui/TableSkeleton';
import { Time } from '../../shared/ui/Time';
import { useToast } from '../../shared/ui/Toast';
import { deactivateUser, inviteUser, resetPassword, resetUserMfa, updateUser, usersQuery } from '../api/settings';
import type { Role, SetPasswordLink, User, UserStatus } from '../api/types';
import { usePermissions, useSession } from '../session-context';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from './labels';
import { ReadOnlyNote } from './SettingsLayout';

const ROLES: Role[] = ['admin', 'officer', 'viewer'];

const STATUS: Record<UserStatus, { label: string; tone: BadgeTone; title: string }> = {
  active: { label: 'Active', tone: 'green', title: 'Has set a password and can sign in' },
  invited: { label: 'Invited', tone: 'amber', title: 'Has not set a password yet' },
  deactivated: { label: 'Deactivated', tone: 'neutral', title: 'Can no longer sign in' },
};

const LINK_WARNING = (
  <>
    <p className="font-medium">Send this link to the person yourself: it won't be shown again.</p>
    <p>It works once. Anyone who has it can set the password, so share it only with them.</p>
  </>
);

const MAILED_LINK_WARNING = (
  <>
    <p className="font-medium">This link won't be shown again.</p>
    <p>
      It works once. Anyone who has it can set the password: if the e-mail does not arrive, share it only with them.
    </p>
  </>
);

function LinkResult({
  result,
  intro,
  warning = LINK_WARNING,
}: {
  result: SetPasswordLink;
  intro: string;
  warning?: ReactNode;
}) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700">{intro}</p>
      <SecretReveal
        label="Set-password link"
        value={result.set_password_url}
        hint={
          <>
            Expires{' '}
            <time dateTime={result.set_password_expires_at} title={result.set_password_expires_at}>
              {formatDateTime(result.set_password_expires_at)}
            </time>{' '}
            (24 hours).
          </>
        }
        warning={warning}
      />
    </div>
  );
}

function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('officer');
  const [local, setLocal] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQuery.queryKey }),
  });
  const server = fieldErrorsOf(mutation.error);
  const conflict = isApiError(mutation.error) && mutation.error.status === 409;
  const fields: Record<string, string | undefined> = {
    ...server,
    ...(conflict && !server.email ? { email: mutation.error?.message } : {}),
    ...local,
  };

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      window.setTimeout(() => {
        mutation.reset();
        setName('');
        setEmail('');
        setRole('officer');
        setLocal({});
      }, 150);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problems: Record<string, string> = {};
    if (name.trim() === '') problems.name = 'Enter their name';
    if (email.trim() === '') problems.email = 'Enter their email address';
    else if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) problems.email = 'Enter an email address like name@bank.com';
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    mutation.mutate({ name: name.trim(), email: email.trim(), role });
  };

  if (mutation.data) {
    return (
      <Dialog
        open={open}
        onOpenChange={change}
        title="User invited"
        footer={
          <Button variant="primary" onClick={() => change(false)}>
            Done
          </Button>
        }
      >
        <LinkResult
          result={mutation.data}
          intro={`We've e-mailed ${mutation.data.user.name} (${mutation.data.user.email}) this link to set a password, then sign in.`}
          warning={MAILED_LINK_WARNING}
        />
      </Dialog>
    );
  }

  const generalError =
    isApiError(mutation.error) && !conflict && Object.keys(server).length === 0 ? mutation.error.message : null;
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="Invite user"
      description="We e-mail them a one-time link to set a password; you see the link once too."
      onSubmit={submit}
      busy={mutation.isPending}
      footer={<SubmitFooter label="Invite user" pending={mutation.isPending} onCancel={() => change(false)} />}
    >
      {generalError && <Notice tone="error">{generalError}</Notice>}
      <TextField
        label="Name"
        name="name"
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fields.name}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fields.email}
      />
      <SelectField
        label="Role"
        name="role"
        value={role}
        onChange={(e) => setRole(e.target.value as Role)}
        error={fields.role}
        hint={ROLE_DESCRIPTIONS[role]}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
    </Dialog>
  );
}

function RoleSelect({ user, disabled }: { user: User; disabled: boolean }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (role: Role) => updateUser(user.id, { role }),
    onSuccess: (saved) => {
      queryClient.setQueryData<User[]>(usersQuery.queryKey, (list) =>
        list?.map((u) => (u.id === saved.id ? saved : u)),
      );
      toast.success(`${saved.name} is now ${ROLE_LABELS[saved.role].toLowerCase()}`);
    },
    onError: (e) => toast.error(isApiError(e) ? e.message : 'The role could not be changed.'),
  });
  const value = mutation.isPending && mutation.variables ? mutation.variables : user.role;
  return (
    <Select
      aria-label={`Role for ${user.name}`}
      size="sm"
      className="w-28 min-w-28"
      value={value}
      disabled={disabled || mutation.isPending}
      onChange={(e) => mutation.mutate(e.target.value as Role)}
    >
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </Select>
  );
}

function UserRow({
  user,
  isYou,
  canManage,
  onReset,
  onResetMfa,
  onDeactivate,
}: {
  user: User;
  isYou: boolean;
  canManage: boolean;
  onReset: () => void;
  onResetMfa: () => void;
  onDeactivate: () => void;
}) {
  const deactivated = user.status === 'deactivated';
  const status = STATUS[user.status];
  return (
    <Tr className={deactivated ? 'text-gray-500' : undefined}>
      <Td className="max-w-[320px] py-2">
        <p className="truncate">
          <span className={deactivated ? 'text-gray-600' : 'font-medium text-gray-900'}>{user.name}</span>
          {isYou && <span className="ml-1.5 text-xs text-gray-500">(you)</span>}
        </p>
        <p className="truncate text-xs text-gray-500" title={user.email}>
          {user.email}
        </p>
      </Td>
      <Td>
        {canManage && !deactivated ? (
          <RoleSelect user={user} disabled={false} />
        ) : (
          <span className="text-gray-700">{ROLE_LABELS[user.role]}</span>
        )}
      </Td>
      <Td>
        <Badge tone={status.tone} title={status.title}>
          {status.label}
        </Badge>
        {(user.mfa_enabled || user.passkey_count > 0) && (
          <Badge
            tone="neutral"
            className="ml-1.5"
            title="Signs in with an authenticator app or a passkey as well as the password"
          >
            2FA
          </Badge>
        )}
      </Td>
      <Td className="hidden whitespace-nowrap xl:table-cell">
        <Time value={user.created_at} />
      </Td>
      <Td className="text-right whitespace-nowrap">
        {canManage && !deactivated && (
          <span className="inline-flex gap-1.5">
            <Button size="sm" onClick={onReset}>
              Reset password
            </Button>
            {(user.mfa_enabled || user.passkey_count > 0) && (
              <Button size="sm" onClick={onResetMfa} aria-label={`Reset two-factor authentication of ${user.name}`}>
                Reset two-factor
              </Button>
            )}
            {!isYou && (
              <Button size="sm" onClick={onDeactivate}>
                Deactivate
              </Button>
            )}
          </span>
        )}
      </Td>
    </Tr>
  );
}

export function UsersTab() {
  const { canManage } = usePermissions();
  const session = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const users = useQuery(usersQuery);
  const [inviting, setInviting] = useState(false);
  const [resetting, setResetting] = useState<User | null>(null);
  const [resetResult, setResetResult] = useState<SetPasswordLink | null>(null);
  const [deactivating, setDeactivating] = useState<User | null>(null);
  const [resettingMfa, setResettingMfa] = useState<User | null>(null);

  return (
    <div className="space-y-5">
      <SectionHeader
        title="Users"
        description="People who sign in to this console. Admins manage settings, officers review cases, viewers read."
        actions={
          canManage && (
            <Button variant="primary" icon={<IconPlus />} onClick={() => setInviting(true)}>
              Invite user
            </Button>
          )
        }
      />
      <ReadOnlyNote />
      {users.isPending ? (
        <TableSkeleton caption="Users" columns={['User', 'Role', 'Status', 'Added']} />
      ) : users.isError ? (
        <ErrorState title="Users couldn't be loaded" error={users.error} onRetry={() => users.refetch()} />
      ) : users.data.length === 0 ? (
        <EmptyState icon={<IconUsers size={18} />} title="No users yet" />
      ) : (
        <Table caption="Users">
          <THead>
            <Th>User</Th>
            <Th>Role</Th>
            <Th>Status</Th>
            <Th className="hidden xl:table-cell">Added</Th>
            <ThActions />
          </THead>
          <TBody>
            {users.data.map((u) => (
              <UserRow
                key={u.id}
                user={u}
                isYou={u.id === session.user.id}
                canManage={canManage}
                onReset={() => setResetting(u)}
                onResetMfa={() => setResettingMfa(u)}
                onDeactivate={() => setDeactivating(u)}
              />
            ))}
          </TBody>
        </Table>
      )}
      {canManage && <InviteDialog open={inviting} onOpenChange={setInviting} />}
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title="Reset this user's password?"
        confirmLabel="Reset password"
        tone="primary"
        onConfirm={async () => {
          if (!resetting) return;
          const result = await resetPassword(resetting.id);
          queryClient.setQueryData<User[]>(usersQuery.queryKey, (list) =>
            list?.map((u) => (u.id === result.user.id ? result.user : u)),
          );
          setResetResult(result);
        }}
      >
        <p>
          You get a new one-time link for <span className="font-medium text-gray-900">{resetting?.name}</span> to set a
          password. Earlier links stop working.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={resettingMfa !== null}
        onOpenChange={(open) => !open && setResettingMfa(null)}
        title="Reset two-factor authentication?"
        confirmLabel="Reset two-factor authentication"
        onConfirm={async () => {
          if (!resettingMfa) return;
          const user = await resetUserMfa(resettingMfa.id);
          queryClient.setQueryData<User[]>(usersQuery.queryKey, (list) =>
            list?.map((u) => (u.id === user.id ? user : u)),
          );
          toast.success(`Two-factor authentication of ${user.name} reset`);
        }}
      >
        <p>
          <span className="font-medium text-gray-900">{resettingMfa?.name}</span> then signs in with the password alone,
          or sets two-factor authentication up again when the account requires it. Their recovery codes and passkeys
          stop working. The reset is written to the audit log.
        </p>
      </ConfirmDialog>
      <Dialog
        open={resetResult !== null}
        onOpenChange={(open) => !open && setResetResult(null)}
        title="New set-password link"
        footer={
          <Button variant="primary" onClick={() => setResetResult(null)}>
            Done
          </Button>
        }
      >
        {resetResult && (
          <LinkResult
            result={resetResult}
            intro={`${resetResult.user.name} (${resetResult.user.email}) sets a new password with this link.`}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => !open && setDeactivating(null)}
        title="Deactivate this user?"
        confirmLabel="Deactivate"
        onConfirm={async () => {
          if (!deactivating) return;
          const saved = await deactivateUser(deactivating.id);
          queryClient.setQueryData<User[]>(usersQuery.queryKey, (list) =>
            list?.map((u) => (u.id === saved.id ? saved : u)),
          );
          void queryClient.invalidateQueries({ queryKey: usersQuery.queryKey });
          toast.success(`${saved.name} deactivated`);
        }}
      >
        <p>
          <span className="font-medium text-gray-900">{deactivating?.name}</span> ({deactivating?.email}) is signed out
          everywhere at once and can no longer sign in. Their past actions stay in the audit log.
        </p>
      </ConfirmDialog>
    </div>
  );
}
