import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { formatDate } from '../../shared/lib/time';
import { Checkbox, TextField } from '../../shared/ui/Field';
import { Card } from '../../shared/ui/Page';
import { useToast } from '../../shared/ui/Toast';
import { SESSION_KEY } from '../api/session';
import { accountQuery, updateAccount } from '../api/settings';
import type { Account, Session } from '../api/types';
import { AccountSettingsPage, SaveBar } from './AccountSettingsPage';

function CompanyForm({ account, canManage }: { account: Account; canManage: boolean }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [name, setName] = useState(account.name);
  const [requiresQa, setRequiresQa] = useState(account.requires_qa);
  const [requireMarks, setRequireMarks] = useState(account.require_review_marks);
  const [nameError, setNameError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: updateAccount,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountQuery.queryKey, saved);
      queryClient.setQueryData<Session | null>(SESSION_KEY, (s) => (s ? { ...s, account: saved } : s));
      setName(saved.name);
      setRequiresQa(saved.requires_qa);
      setRequireMarks(saved.require_review_marks);
      toast.success('Company information saved');
    },
  });
  const fields = fieldErrorsOf(mutation.error);
  const dirty =
    name !== account.name || requiresQa !== account.requires_qa || requireMarks !== account.require_review_marks;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canManage || mutation.isPending) return;
    if (name.trim() === '') {
      setNameError('Enter the name of your account');
      return;
    }
    setNameError(null);
    mutation.mutate({ name: name.trim(), requires_qa: requiresQa, require_review_marks: requireMarks });
  };

  const generalError =
    isApiError(mutation.error) && !fields.name && !fields.requires_qa && !fields.require_review_marks
      ? mutation.error.message
      : null;

  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <div className="grid gap-x-10 gap-y-6 px-6 py-6 md:grid-cols-[220px_1fr]">
          <div>
            <h3 className="text-sm font-semibold text-gray-900">Account</h3>
            <p className="mt-1 text-13 text-gray-600">The name your team sees in the console.</p>
          </div>
          <div className="max-w-md space-y-4">
            <TextField
              label="Account name"
              name="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              disabled={!canManage}
              required
              maxLength={200}
              error={nameError ?? fields.name}
            />
            <dl className="grid grid-cols-[120px_1fr] gap-y-1.5 text-13">
              <dt className="text-gray-500">Account ID</dt>
              <dd className="font-mono text-gray-800 break-all">{account.id}</dd>
              <dt className="text-gray-500">Created</dt>
              <dd className="text-gray-800">
                <time dateTime={account.created_at} title={account.created_at}>
                  {formatDate(account.created_at)}
                </time>
              </dd>
            </dl>
          </div>
        </div>
        <div className="grid gap-x-10 gap-y-6 border-t border-gray-150 px-6 py-6 md:grid-cols-[220px_1fr]">
          <div>
            <h3 className="text-sm font-semibold text-gray-900">Review</h3>
            <p className="mt-1 text-13 text-gray-600">How a case is closed.</p>
          </div>
          <div className="max-w-md space-y-4">
            <Checkbox
              label="Require QA before completion"
              description="A case is completed only from QA, and only by someone other than the person who sent it there (four eyes)."
              checked={requiresQa}
              onChange={(e) => setRequiresQa(e.target.checked)}
              disabled={!canManage}
              error={fields.requires_qa}
            />
            <Checkbox
              label="Every section must be marked reviewed before QA or a decision"
              description="Send to QA, Complete and Reject wait until Company, Directors, Documents and Risk are each marked reviewed since their data last changed."
              checked={requireMarks}
              onChange={(e) => setRequireMarks(e.target.checked)}
              disabled={!canManage}
              error={fields.require_review_marks}
            />
          </div>
        </div>
        {canManage && <SaveBar error={generalError} dirty={dirty} pending={mutation.isPending} />}
      </Card>
    </form>
  );
}

export function CompanyTab() {
  return (
    <AccountSettingsPage
      title="Company information"
      description="Your account's name and review rules."
      subject="company information"
      form={(account, canManage) => <CompanyForm key={account.updated_at} account={account} canManage={canManage} />}
    />
  );
}
