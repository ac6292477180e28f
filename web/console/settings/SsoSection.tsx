// Settings → Security → Single sign-on: the account's OpenID Connect provider. The client secret is write-only: the
// service says only that one is set.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { fieldErrorsOf, sentence } from '../../shared/lib/form-errors';
import { Button } from '../../shared/ui/Button';
import { CopyButton } from '../../shared/ui/CopyButton';
import { ConfirmDialog } from '../../shared/ui/Dialog';
import { Checkbox, SelectField, TextField } from '../../shared/ui/Field';
import { Notice } from '../../shared/ui/Notice';
import { Card } from '../../shared/ui/Page';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useToast } from '../../shared/ui/Toast';
import { removeSso, saveSso, ssoQuery } from '../api/settings';
import type { Role, SsoSettings } from '../api/types';

const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', officer: 'Officer', viewer: 'Viewer' };

function SsoForm({ sso, redirectUri }: { sso: SsoSettings | null; redirectUri: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [issuerUrl, setIssuerUrl] = useState(sso?.issuer_url ?? '');
  const [clientId, setClientId] = useState(sso?.client_id ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState(sso?.email_domains.join(', ') ?? '');
  const [jit, setJit] = useState(sso?.jit_provisioning ?? false);
  const [jitRole, setJitRole] = useState<Role>(sso?.jit_role ?? 'viewer');
  const [enforced, setEnforced] = useState(sso?.enforced ?? false);
  const [removing, setRemoving] = useState(false);
  const mutation = useMutation({
    mutationFn: saveSso,
    onSuccess: (saved) => {
      queryClient.setQueryData(ssoQuery.queryKey, saved);
      toast.success('Single sign-on saved');
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate({
      issuer_url: issuerUrl.trim(),
      client_id: clientId.trim(),
      ...(clientSecret.trim() === '' ? {} : { client_secret: clientSecret.trim() }),
      email_domains: domains
        .split(/[\s,;]+/)
        .map((d) => d.trim())
        .filter((d) => d !== ''),
      jit_provisioning: jit,
      jit_role: jitRole,
      enforced,
    });
  };
  const fields = fieldErrorsOf(mutation.error);
  const fieldError = (name: string) => (fields[name] ? sentence(fields[name]) : undefined);
  const generalError =
    isApiError(mutation.error) && mutation.error.details.length === 0 ? mutation.error.message : null;
  return (
    <form noValidate onSubmit={submit} aria-label="Single sign-on">
      <Card>
        <div className="grid gap-x-10 gap-y-6 px-6 py-6 md:grid-cols-[220px_1fr]">
          <div>
            <h3 className="text-sm font-semibold text-gray-900">Single sign-on</h3>
            <p className="mt-1 text-13 text-gray-600">
              Sign in through your identity provider (OpenID Connect). Your provider asks for its own second factor.
            </p>
            <p className="mt-3 text-13">
              {sso ? (
                <span className="font-medium text-green-700">On{sso.enforced ? ', enforced' : ''}</span>
              ) : (
                <span className="text-gray-500">Not set up</span>
              )}
            </p>
          </div>
          <div className="max-w-md space-y-4">
            <div>
              <p className="text-13 font-medium text-gray-800">Redirect URI</p>
              <div className="mt-1 flex items-center gap-2">
                <code className="min-w-0 flex-1 truncate rounded border border-gray-200 bg-gray-25 px-2 py-1 font-mono text-xs text-gray-800">
                  {redirectUri}
                </code>
                <CopyButton value={redirectUri} label="Copy redirect URI" compact />
              </div>
              <p className="mt-1.5 text-13 text-gray-500">Register it at your provider for this client.</p>
            </div>
            <TextField
              label="Issuer URL"
              name="issuer_url"
              inputMode="url"
              placeholder="https://login.bank.example"
              value={issuerUrl}
              onChange={(e) => setIssuerUrl(e.target.value)}
              error={fieldError('issuer_url')}
            />
            <TextField
              label="Client ID"
              name="client_id"
              autoComplete="off"
              value={clientId}
              onChange={(e) => setClientId(e.target.value)}
              error={fieldError('client_id')}
            />
            <TextField
              label="Client secret"
              name="client_secret"
              type="password"
              autoComplete="new-password"
              placeholder={sso ? 'Set (leave blank to keep it)' : ''}
              hint={sso ? 'Stored encrypted and never shown again. Type a new one to replace it.' : undefined}
              value={clientSecret}
              onChange={(e) => setClientSecret(e.target.value)}
              error={fieldError('client_secret')}
            />
            <TextField
              label="Allowed e-mail domains"
              name="email_domains"
              placeholder="bank.example, bank-group.example"
              hint="People sign in with SSO by typing an e-mail of one of these domains. Separate several with commas."
              value={domains}
              onChange={(e) => setDomains(e.target.value)}
              error={fieldError('email_domains')}
            />
            <Checkbox
              label="Create users at their first sign-in"
              description="Someone of an allowed domain whom the provider signs in, and who has no user here yet, gets one. Off: an admin invites each user first."
              checked={jit}
              onChange={(e) => setJit(e.target.checked)}
            />
            <SelectField
              label="Role for new users"
              name="jit_role"
              value={jitRole}
              disabled={!jit}
              onChange={(e) => setJitRole(e.target.value as Role)}
              error={fieldError('jit_role')}
            >
              {(Object.keys(ROLE_LABELS) as Role[]).map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </SelectField>
            <Checkbox
              label="Enforce SSO"
              description="Passwords are refused for every user of the account, set-password links included. If your provider is down, the operator turns this off with dossier accounts configure ACCOUNT --sso-enforced no."
              checked={enforced}
              onChange={(e) => setEnforced(e.target.checked)}
            />
          </div>
        </div>
        <div className="flex items-center justify-end gap-3 rounded-b-lg border-t border-gray-150 bg-gray-25 px-6 py-3">
          {generalError && (
            <Notice tone="error" className="mr-auto">
              {generalError}
            </Notice>
          )}
          {sso && (
            <Button type="button" variant="ghost" onClick={() => setRemoving(true)}>
              Remove SSO
            </Button>
          )}
          <Button type="submit" variant="primary" pending={mutation.isPending}>
            Save SSO settings
          </Button>
        </div>
      </Card>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove single sign-on?"
        confirmLabel="Remove SSO"
        onConfirm={async () => {
          await removeSso();
          await queryClient.invalidateQueries({ queryKey: ssoQuery.queryKey });
          toast.success('Single sign-on removed');
        }}
      >
        <p>Users sign in with their passwords again. Those without one need a set-password link from an admin.</p>
      </ConfirmDialog>
    </form>
  );
}

/** Admins only: the service refuses the settings to everyone else. */
export function SsoSection() {
  const query = useQuery(ssoQuery);
  if (query.isPending) {
    return (
      <Card className="px-6 py-6">
        <LoadingBlock label="Loading single sign-on" />
      </Card>
    );
  }
  if (query.isError) {
    return <ErrorState title="Single sign-on couldn't be loaded" error={query.error} onRetry={() => query.refetch()} />;
  }
  return (
    <SsoForm key={query.data.sso?.updated_at ?? 'none'} sso={query.data.sso} redirectUri={query.data.redirect_uri} />
  );
}
