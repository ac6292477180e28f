import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { formatDate } from '../../shared/lib/time';
import { Button } from '../../shared/ui/Button';
import { Checkbox, TextField } from '../../shared/ui/Field';
import { Notice } from '../../shared/ui/Notice';
import { Card, SectionHeader } from '../../shared/ui/Page';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useToast } from '../../shared/ui/Toast';
import { SESSION_KEY } from '../api/session';
import { accountQuery, updateAccount } from '../api/settings';
import type { Account, Session } from '../api/types';
import { usePermissions } from '../session-context';
import { ReadOnlyNote } from './SettingsLayout';

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
        {canManage && (
          <div className="flex items-center justify-end gap-3 rounded-b-lg border-t border-gray-150 bg-gray-25 px-6 py-3">
            {generalError && (
              <Notice tone="error" className="mr-auto">
                {generalError}
              </Notice>
            )}
            {dirty && !mutation.isPending && <span className="text-13 text-gray-500">Unsaved changes</span>}
            <Button type="submit" variant="primary" pending={mutation.isPending}>
              Save
            </Button>
          </div>
        )}
      </Card>
    </form>
  );
}

export function CompanyTab() {
  const { canManage } = usePermissions();
  const account = useQuery(accountQuery);
  return (
    <div className="space-y-5">
      <SectionHeader title="Company information" description="Your account's name and review rules." />
      <ReadOnlyNote />
      {account.isPending ? (
        <Card className="px-6 py-6">
          <LoadingBlock label="Loading company information" />
        </Card>
      ) : account.isError ? (
        <ErrorState
          title="Company information couldn't be loaded"
          error={account.error}
          onRetry={() => account.refetch()}
        />
      ) : (
        <CompanyForm key={account.data.updated_at} account={account.data} canManage={canManage} />
      )}
    </div>
  );
}
