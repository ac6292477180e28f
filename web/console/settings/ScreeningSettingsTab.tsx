import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, isApiError, unwrap } from '../../shared/api/client';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { formatDateTime } from '../../shared/lib/time';
import { TextField } from '../../shared/ui/Field';
import { Card } from '../../shared/ui/Page';
import { ErrorState } from '../../shared/ui/States';
import { Table, TBody, Td, THead, Th, Tr } from '../../shared/ui/Table';
import { TableSkeleton } from '../../shared/ui/TableSkeleton';
import { useToast } from '../../shared/ui/Toast';
import { SESSION_KEY } from '../api/session';
import { accountQuery, updateAccount } from '../api/settings';
import type { Account, Session } from '../api/types';
import { AccountSettingsPage, SaveBar } from './AccountSettingsPage';

const SOURCE_LABELS: Record<string, string> = {
  'ofac-sdn': 'OFAC Specially Designated Nationals (SDN)',
  un: 'UN Security Council Consolidated List',
  'eu-fsf': 'EU Financial Sanctions (consolidated list)',
  opensanctions: 'OpenSanctions',
};

const COLUMNS = ['List', 'Version', 'Entries', 'Imported', 'Changes'];

const listsQuery = {
  queryKey: ['screening', 'lists'],
  queryFn: async () => (await unwrap(api.GET('/api/v1/screening/lists'))).lists,
};

/** The lists imported by the operator, each with its current version and what that version changed. */
function Lists() {
  const lists = useQuery(listsQuery);
  if (lists.isPending) return <TableSkeleton caption="Screening lists" columns={COLUMNS} rows={2} />;
  if (lists.isError) {
    return <ErrorState title="The lists couldn't be loaded" error={lists.error} onRetry={() => lists.refetch()} />;
  }
  if (lists.data.length === 0) {
    return (
      <p className="text-13 text-gray-600">
        No list is imported yet: the operator imports them with <code>dossier screening import</code>.
      </p>
    );
  }
  return (
    <Table caption="Screening lists">
      <THead>
        {COLUMNS.map((c) => (
          <Th key={c}>{c}</Th>
        ))}
      </THead>
      <TBody>
        {lists.data.map((l) => {
          const v = l.current_version;
          return (
            <Tr key={l.source}>
              <Td className="font-medium text-gray-900">{SOURCE_LABELS[l.source] ?? l.source}</Td>
              <Td>{v ? `${v.seq} of ${l.versions.length}` : 'None'}</Td>
              <Td className="tabular-nums">{v?.entry_count ?? '—'}</Td>
              <Td>{v ? formatDateTime(v.imported_at) : '—'}</Td>
              <Td>{v ? `${v.added} added, ${v.changed} changed, ${v.removed} removed` : '—'}</Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}

function ScreeningForm({ account, canManage }: { account: Account; canManage: boolean }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [threshold, setThreshold] = useState(
    account.screening_threshold === null ? '' : String(account.screening_threshold),
  );
  const [months, setMonths] = useState(String(account.screening_monitoring_months));
  const [invalid, setInvalid] = useState<{ threshold?: string; months?: string }>({});
  const mutation = useMutation({
    mutationFn: updateAccount,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountQuery.queryKey, saved);
      queryClient.setQueryData<Session | null>(SESSION_KEY, (s) => (s ? { ...s, account: saved } : s));
      toast.success('Screening settings saved');
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canManage || mutation.isPending) return;
    const t = threshold.trim() === '' ? null : Number(threshold);
    const m = Number(months);
    const errors: { threshold?: string; months?: string } = {};
    if (t !== null && !(t >= 0.5 && t <= 1))
      errors.threshold = 'Enter a score from 0.5 to 1, or leave it empty for the default';
    if (!Number.isInteger(m) || m < 0 || m > 120) errors.months = 'Enter a whole number of months from 0 to 120';
    setInvalid(errors);
    if (errors.threshold || errors.months) return;
    mutation.mutate({ screening_threshold: t, screening_monitoring_months: m });
  };
  const server = isApiError(mutation.error) ? fieldErrorsOf(mutation.error) : {};
  const dirty =
    threshold !== (account.screening_threshold === null ? '' : String(account.screening_threshold)) ||
    months !== String(account.screening_monitoring_months);
  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <div className="grid gap-x-10 gap-y-6 px-6 py-6 md:grid-cols-[220px_1fr]">
          <div>
            <h3 className="text-sm font-semibold text-gray-900">Matching</h3>
            <p className="mt-1 text-13 text-gray-600">When a name is close enough to a list entry to be a hit.</p>
          </div>
          <div className="max-w-md space-y-4">
            <TextField
              label="Threshold"
              inputMode="decimal"
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
              disabled={!canManage}
              className="w-40"
              placeholder="Default"
              error={invalid.threshold ?? server.screening_threshold}
              hint="A score from 0.5 to 1; empty uses the default, chosen from the quality benchmark."
            />
            <TextField
              label="Monitoring period (months)"
              type="number"
              inputMode="numeric"
              min={0}
              max={120}
              value={months}
              onChange={(e) => setMonths(e.target.value)}
              disabled={!canManage}
              className="w-40"
              error={invalid.months ?? server.screening_monitoring_months}
              hint="How long after its decision a case is still screened again when a list changes. Default 12."
            />
          </div>
        </div>
        {canManage && (
          <SaveBar
            error={isApiError(mutation.error) && Object.keys(server).length === 0 ? mutation.error.message : null}
            dirty={dirty}
            pending={mutation.isPending}
          />
        )}
      </Card>
    </form>
  );
}

export function ScreeningSettingsTab() {
  return (
    <div className="space-y-6">
      <AccountSettingsPage
        title="Screening"
        description="The sanctions and PEP lists cases are screened against, and how hits are raised."
        subject="screening settings"
        form={(account, canManage) => (
          <ScreeningForm key={account.updated_at} account={account} canManage={canManage} />
        )}
      />
      <section aria-labelledby="screening-lists" className="space-y-2">
        <h3 id="screening-lists" className="text-sm font-semibold text-gray-900">
          Lists
        </h3>
        <Lists />
      </section>
    </div>
  );
}
