import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { fieldErrorsOf, otherFieldErrors, sentence } from '../../shared/lib/form-errors';
import { Button } from '../../shared/ui/Button';
import { Dialog, SubmitFooter } from '../../shared/ui/Dialog';
import { Checkbox, SelectField, TextField } from '../../shared/ui/Field';
import { Notice } from '../../shared/ui/Notice';
import { createInvitation, INVITATIONS_KEY, type InvitationInput } from '../api/invitations';
import { profilesQuery } from '../api/settings';
import type { InvitationPrefill } from '../api/types';
import { allCountries } from '../cases/countries';
import { usePermissions } from '../session-context';
import { InvitationLink } from './InvitationLink';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The form's fields by the server's field paths (details[].field), so server errors land next to them. */
const FIELDS = [
  'email',
  'customer_id',
  'completeness_profile_id',
  'prefill.formal_name',
  'prefill.company_number',
  'prefill.jurisdiction_code',
  'send_email',
] as const;

interface Form {
  email: string;
  customerId: string;
  profileId: string;
  name: string;
  number: string;
  country: string;
  send: boolean;
}

const EMPTY: Form = { email: '', customerId: '', profileId: '', name: '', number: '', country: '', send: true };

function toInput(form: Form): InvitationInput {
  const prefill: InvitationPrefill = {};
  if (form.name.trim()) prefill.formal_name = form.name.trim();
  if (form.number.trim()) prefill.company_number = form.number.trim();
  if (form.country) prefill.jurisdiction_code = form.country;
  return {
    email: form.email.trim(),
    completeness_profile_id: form.profileId,
    send_email: form.send,
    ...(form.customerId.trim() ? { customer_id: form.customerId.trim() } : {}),
    ...(Object.keys(prefill).length > 0 ? { prefill } : {}),
  };
}

/** The onboarding profile select: the account's active profiles, with its loading, error and empty states. */
function ProfileSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  error: string | undefined;
}) {
  const { canSeeSettings } = usePermissions();
  const profiles = useQuery(profilesQuery);
  const active = (profiles.data ?? []).filter((p) => !p.archived).sort((a, b) => a.name.localeCompare(b.name));
  const chosen = active.find((p) => p.id === value);
  const unavailable = profiles.isPending || profiles.isError || active.length === 0;
  return (
    <div className="space-y-2">
      <SelectField
        label="Onboarding profile"
        name="completeness_profile_id"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={unavailable}
        error={error}
        hint={chosen?.description || 'What the company must provide: its sections, fields and documents.'}
      >
        <option value="">
          {profiles.isPending ? 'Loading profiles…' : profiles.isError ? 'Profiles could not be loaded' : 'Choose…'}
        </option>
        {active.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </SelectField>
      {profiles.isError && (
        <Notice tone="error">
          The onboarding profiles couldn't be loaded.{' '}
          <Button variant="link" onClick={() => profiles.refetch()}>
            Try again
          </Button>
        </Notice>
      )}
      {profiles.isSuccess && active.length === 0 && (
        <Notice tone="warning">
          Your account has no active onboarding profile, and an invitation needs one.{' '}
          {canSeeSettings ? 'Create one in Settings → Onboarding profiles.' : 'Ask an admin to create one.'}
        </Notice>
      )}
    </div>
  );
}

/** "Invite a company": the form, then the new link shown once. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(EMPTY);
  const [local, setLocal] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
  const server = fieldErrorsOf(mutation.error);
  const fields: Record<string, string | undefined> = { ...server, ...local };
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      // Forget the link the moment the dialog closes.
      window.setTimeout(() => {
        mutation.reset();
        setForm(EMPTY);
        setLocal({});
      }, 150);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problems: Record<string, string> = {};
    const email = form.email.trim();
    if (email === '') problems.email = 'Enter the address the invitation goes to';
    else if (!EMAIL.test(email)) problems.email = 'Enter an email address like finance@company.com';
    if (form.profileId === '') problems.completeness_profile_id = 'Choose the onboarding profile';
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    mutation.mutate(toInput(form));
  };

  const created = mutation.data;
  if (created) {
    const sent = mutation.variables?.send_email !== false;
    return (
      <Dialog
        open={open}
        onOpenChange={change}
        title="Company invited"
        description={
          <>
            <span className="font-medium text-gray-900 break-all">{created.email}</span> can now fill in the application
            in the portal. The case opens when the company submits it.
          </>
        }
        footer={
          <Button variant="primary" onClick={() => change(false)}>
            Done
          </Button>
        }
      >
        <InvitationLink invitation={created} sent={sent} />
      </Dialog>
    );
  }

  const others = otherFieldErrors(server, (f) => (FIELDS as readonly string[]).includes(f));
  const generalError = isApiError(mutation.error) && Object.keys(server).length === 0 ? mutation.error.message : null;
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="Invite a company"
      description="The company gets a link to fill in its application in the customer portal."
      onSubmit={submit}
      busy={mutation.isPending}
      footer={<SubmitFooter label="Invite a company" pending={mutation.isPending} onCancel={() => change(false)} />}
    >
      {generalError && <Notice tone="error">{generalError}</Notice>}
      {others.length > 0 && (
        <Notice tone="error">
          {others.map(([field, message]) => (
            <p key={field}>
              <code className="font-mono text-xs">{field}</code>: {sentence(message)}
            </p>
          ))}
        </Notice>
      )}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        spellCheck={false}
        value={form.email}
        onChange={(e) => set({ email: e.target.value })}
        error={fields.email}
        hint="Who fills in the application at the company."
      />
      <TextField
        label="Customer reference"
        name="customer_id"
        optional
        autoComplete="off"
        maxLength={200}
        value={form.customerId}
        onChange={(e) => set({ customerId: e.target.value })}
        error={fields.customer_id}
        hint="Your own reference (a CRM id, say); the case keeps it as its customer ID."
      />
      <ProfileSelect
        value={form.profileId}
        onChange={(profileId) => set({ profileId })}
        error={fields.completeness_profile_id}
      />
      <fieldset className="space-y-3 rounded-lg border border-gray-200 px-3.5 pt-2 pb-3.5">
        <legend className="px-1 text-13 font-medium text-gray-800">
          Already filled in for the company <span className="font-normal text-gray-500">(optional)</span>
        </legend>
        <TextField
          label="Company name"
          name="formal_name"
          autoComplete="off"
          maxLength={500}
          value={form.name}
          onChange={(e) => set({ name: e.target.value })}
          error={fields['prefill.formal_name']}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Company number"
            name="company_number"
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            value={form.number}
            onChange={(e) => set({ number: e.target.value })}
            error={fields['prefill.company_number']}
          />
          <SelectField
            label="Country"
            name="jurisdiction_code"
            value={form.country}
            onChange={(e) => set({ country: e.target.value })}
            error={fields['prefill.jurisdiction_code']}
          >
            <option value="">Not set</option>
            {allCountries().map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <Checkbox
        label="Send the invitation by e-mail"
        name="send_email"
        checked={form.send}
        onChange={(e) => set({ send: e.target.checked })}
        description={
          form.send
            ? 'You also see the link once, after inviting.'
            : 'You see the link once, after inviting, and send it yourself.'
        }
      />
    </Dialog>
  );
}
