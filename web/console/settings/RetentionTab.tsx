import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { TextField } from '../../shared/ui/Field';
import { Card } from '../../shared/ui/Page';
import { useToast } from '../../shared/ui/Toast';
import { SESSION_KEY } from '../api/session';
import { accountQuery, updateAccount } from '../api/settings';
import type { Account, Session } from '../api/types';
import { AccountSettingsPage, SaveBar } from './AccountSettingsPage';

const MIN_YEARS = 1;
const MAX_YEARS = 30;

function RetentionForm({ account, canManage }: { account: Account; canManage: boolean }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [years, setYears] = useState(String(account.retention_years));
  const [invalid, setInvalid] = useState(false);
  const mutation = useMutation({
    mutationFn: updateAccount,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountQuery.queryKey, saved);
      queryClient.setQueryData<Session | null>(SESSION_KEY, (s) => (s ? { ...s, account: saved } : s));
      setYears(String(saved.retention_years));
      toast.success('Data retention saved');
    },
  });
  const parsed = Number(years);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canManage || mutation.isPending) return;
    if (!Number.isInteger(parsed) || parsed < MIN_YEARS || parsed > MAX_YEARS) return setInvalid(true);
    setInvalid(false);
    mutation.mutate({ retention_years: parsed });
  };
  const serverError = isApiError(mutation.error) ? fieldErrorsOf(mutation.error).retention_years : undefined;
  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <div className="grid gap-x-10 gap-y-6 px-6 py-6 md:grid-cols-[220px_1fr]">
          <div>
            <h3 className="text-sm font-semibold text-gray-900">Retention period</h3>
            <p className="mt-1 text-13 text-gray-600">
              How long a case’s personal data is kept after the business relationship ends.
            </p>
          </div>
          <div className="max-w-md space-y-4">
            <TextField
              label="Years after offboarding"
              type="number"
              inputMode="numeric"
              min={MIN_YEARS}
              max={MAX_YEARS}
              value={years}
              onChange={(e) => setYears(e.target.value)}
              disabled={!canManage}
              className="w-40"
              error={invalid ? `Enter a whole number of years from ${MIN_YEARS} to ${MAX_YEARS}` : serverError}
            />
            <p className="text-13 text-gray-600">
              The default is 5 years (EU AMLD, article 40). When a case is offboarded its retention starts; the day
              after it ends, the daily job erases the case’s persons, documents and files, unless a legal hold stands.
              Changing the period applies to cases already offboarded too.
            </p>
          </div>
        </div>
        {canManage && (
          <SaveBar
            error={isApiError(mutation.error) && !serverError ? mutation.error.message : null}
            dirty={years !== String(account.retention_years)}
            pending={mutation.isPending}
          />
        )}
      </Card>
    </form>
  );
}

export function RetentionTab() {
  return (
    <AccountSettingsPage
      title="Data retention"
      description="How long personal data is kept, and when it is erased."
      subject="data retention settings"
      form={(account, canManage) => <RetentionForm key={account.updated_at} account={account} canManage={canManage} />}
    />
  );
}
