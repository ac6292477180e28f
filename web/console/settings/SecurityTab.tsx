import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { Checkbox } from '../../shared/ui/Field';
import { Notice } from '../../shared/ui/Notice';
import { Card } from '../../shared/ui/Page';
import { useToast } from '../../shared/ui/Toast';
import { SESSION_KEY, sessionQuery } from '../api/session';
import { accountQuery, updateAccount } from '../api/settings';
import type { Account, Session } from '../api/types';
import { usePermissions } from '../session-context';
import { AccountSettingsPage, SaveBar } from './AccountSettingsPage';
import { SsoSection } from './SsoSection';

function SecurityForm({ account, canManage }: { account: Account; canManage: boolean }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [requireMfa, setRequireMfa] = useState(account.require_mfa);
  const mutation = useMutation({
    mutationFn: updateAccount,
    onSuccess: async (saved) => {
      queryClient.setQueryData(accountQuery.queryKey, saved);
      queryClient.setQueryData<Session | null>(SESSION_KEY, (s) => (s ? { ...s, account: saved } : s));
      setRequireMfa(saved.require_mfa);
      toast.success('Security settings saved');
      // Turning it on holds this admin too when they have no second factor yet: straight to the set-up.
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      const session = await queryClient.fetchQuery(sessionQuery);
      if (session?.mfa_setup_required) await navigate({ to: '/two-factor', replace: true });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canManage || mutation.isPending) return;
    mutation.mutate({ require_mfa: requireMfa });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <div className="grid gap-x-10 gap-y-6 px-6 py-6 md:grid-cols-[220px_1fr]">
          <div>
            <h3 className="text-sm font-semibold text-gray-900">Sign-in</h3>
            <p className="mt-1 text-13 text-gray-600">How your team proves who they are.</p>
          </div>
          <div className="max-w-md space-y-4">
            <Checkbox
              label="Require MFA for everyone"
              description="Every user needs two-factor authentication (an authenticator app). Users without it set it up at their next sign-in, before they can open anything else."
              checked={requireMfa}
              onChange={(e) => setRequireMfa(e.target.checked)}
              disabled={!canManage}
            />
          </div>
        </div>
        {canManage && (
          <SaveBar
            error={isApiError(mutation.error) ? mutation.error.message : null}
            dirty={requireMfa !== account.require_mfa}
            pending={mutation.isPending}
          />
        )}
      </Card>
    </form>
  );
}

export function SecurityTab() {
  const { canManage } = usePermissions();
  return (
    <div className="space-y-5">
      <AccountSettingsPage
        title="Security"
        description="Sign-in rules for every user of the account."
        subject="security settings"
        form={(account, canManage) => <SecurityForm key={account.updated_at} account={account} canManage={canManage} />}
      />
      {canManage ? <SsoSection /> : <Notice tone="readonly">Single sign-on settings are for admins.</Notice>}
    </div>
  );
}
