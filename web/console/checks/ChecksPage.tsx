import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { api, isApiError, unwrap } from '../../shared/api/client';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/Field';
import { Notice } from '../../shared/ui/Notice';
import { Card } from '../../shared/ui/Page';
import { ErrorState } from '../../shared/ui/States';
import { Table, TBody, Td, THead, Th, Tr } from '../../shared/ui/Table';
import { TableSkeleton } from '../../shared/ui/TableSkeleton';
import type { ScreeningIssue } from '../api/types';
import { PageFrame } from '../layout/PageFrame';

type Kind = 'individual' | 'company' | 'crypto_address';

const KINDS: { kind: Kind; label: string }[] = [
  { kind: 'individual', label: 'Person' },
  { kind: 'company', label: 'Company' },
  { kind: 'crypto_address', label: 'Crypto address' },
];

const FIELDS: Record<Kind, { key: string; label: string; optional?: boolean; hint?: string }[]> = {
  individual: [
    { key: 'given_names', label: 'Given names' },
    { key: 'surname', label: 'Surname' },
    { key: 'date_of_birth', label: 'Date of birth', optional: true, hint: 'YYYY-MM-DD' },
    { key: 'nationality', label: 'Nationality', optional: true, hint: 'Two letters, e.g. IR' },
  ],
  company: [
    { key: 'company_name', label: 'Company name' },
    { key: 'jurisdiction_code', label: 'Jurisdiction', optional: true, hint: 'Two letters, e.g. gb' },
    { key: 'company_number', label: 'Company number', optional: true },
  ],
  crypto_address: [
    { key: 'address', label: 'Address' },
    { key: 'address_type', label: 'Network', hint: 'BTC, XBT, ETH, USDT…' },
  ],
};

type Check = {
  id: string;
  type: string;
  created_at: string;
  issues?: ScreeningIssue[];
  given_names?: string;
  surname?: string;
  company_name?: string;
  address?: string;
};

const PATHS = {
  individual: '/api/v1/checks/individuals',
  company: '/api/v1/checks/companies',
  crypto_address: '/api/v1/checks/crypto_address',
} as const;

async function runCheck(kind: Kind, body: Record<string, string>): Promise<Check> {
  const answer = (await unwrap(api.POST(PATHS[kind], { body: body as never }))) as Record<string, Check>;
  return Object.values(answer)[0] as Check;
}

const historyQuery = {
  queryKey: ['checks', 'history'],
  queryFn: async (): Promise<Check[]> => {
    const [entities, crypto] = await Promise.all([
      unwrap(api.GET('/api/v1/checks/entities', { params: { query: { per_page: 50 } } })),
      unwrap(api.GET('/api/v1/checks/crypto_address', { params: { query: { per_page: 50 } } })),
    ]);
    return [...(entities.checks_entity as Check[]), ...(crypto.checks_crypto_address as Check[])].sort((a, b) =>
      a.created_at < b.created_at ? 1 : -1,
    );
  },
};

function subjectOf(check: Check): string {
  if (check.type === 'individual') return `${check.given_names ?? ''} ${check.surname ?? ''}`.trim();
  if (check.type === 'company') return check.company_name ?? '';
  return check.address ?? '';
}

function Hits({ check }: { check: Check }) {
  const issues = check.issues ?? [];
  if (issues.length === 0) {
    return <Notice tone="success">No hit: {subjectOf(check)} is not on the lists screened.</Notice>;
  }
  return (
    <Table caption={`Hits for ${subjectOf(check)}`}>
      <THead>
        <Th>List entry</Th>
        <Th>List</Th>
        <Th>Category</Th>
        <Th>Score</Th>
        <Th>Why it matched</Th>
      </THead>
      <TBody>
        {issues.map((issue) => {
          const entry = issue.report as { names?: string[] };
          return (
            <Tr key={issue.id}>
              <Td className="font-medium text-gray-900">{entry.names?.[0] ?? issue.entry_id}</Td>
              <Td>{issue.source_list_name}</Td>
              <Td>
                <Badge tone="red">{issue.category}</Badge>
              </Td>
              <Td className="tabular-nums">{issue.score.toFixed(2)}</Td>
              <Td>{issue.explanation.map((e) => e.detail).join('; ')}</Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}

/** /checks: screen one person, company or crypto address now, and the account's history of checks. */
export function ChecksPage() {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('individual');
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Check | null>(null);
  const history = useQuery(historyQuery);
  const mutation = useMutation({
    mutationFn: () =>
      runCheck(kind, Object.fromEntries(FIELDS[kind].map((f) => [f.key, (values[f.key] ?? '').trim()]))),
    onSuccess: (check) => {
      setResult(check);
      void queryClient.invalidateQueries({ queryKey: historyQuery.queryKey });
    },
  });
  useEffect(() => {
    document.title = 'Checks · Dossier';
  }, []);
  const errors = fieldErrorsOf(mutation.error);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!mutation.isPending) mutation.mutate();
  };
  return (
    <PageFrame
      title="Checks"
      description="Check a person, a company or a crypto address against the sanctions and PEP lists."
    >
      <div className="space-y-6">
        <form noValidate onSubmit={submit}>
          <Card className="space-y-4 px-6 py-5">
            <fieldset>
              <legend className="text-sm font-semibold text-gray-900">Check a</legend>
              <div className="mt-2 flex gap-4">
                {KINDS.map((k) => (
                  <label key={k.kind} className="flex items-center gap-1.5 text-13 text-gray-800">
                    <input
                      type="radio"
                      name="kind"
                      value={k.kind}
                      checked={kind === k.kind}
                      onChange={() => {
                        setKind(k.kind);
                        setResult(null);
                        mutation.reset();
                      }}
                    />
                    {k.label}
                  </label>
                ))}
              </div>
            </fieldset>
            {isApiError(mutation.error) && Object.keys(errors).length === 0 && (
              <Notice tone="error">{mutation.error.message}</Notice>
            )}
            <div className="grid max-w-2xl gap-4 md:grid-cols-2">
              {FIELDS[kind].map((f) => (
                <TextField
                  key={`${kind}-${f.key}`}
                  label={f.label}
                  optional={f.optional}
                  hint={f.hint}
                  value={values[f.key] ?? ''}
                  onChange={(e) => setValues({ ...values, [f.key]: e.target.value })}
                  error={errors[f.key]}
                />
              ))}
            </div>
            <Button type="submit" variant="primary" pending={mutation.isPending}>
              Run check
            </Button>
          </Card>
        </form>
        {result && (
          <section aria-label="Result" className="space-y-2">
            <h2 className="text-sm font-semibold text-gray-900">Result for {subjectOf(result)}</h2>
            <Hits check={result} />
          </section>
        )}
        <section aria-labelledby="checks-history" className="space-y-2">
          <h2 id="checks-history" className="text-sm font-semibold text-gray-900">
            History
          </h2>
          {history.isPending ? (
            <TableSkeleton caption="Checks" columns={['Checked', 'Type', 'Subject']} rows={3} />
          ) : history.isError ? (
            <ErrorState
              title="The history couldn't be loaded"
              error={history.error}
              onRetry={() => history.refetch()}
            />
          ) : history.data.length === 0 ? (
            <p className="text-13 text-gray-600">No check yet.</p>
          ) : (
            <Table caption="Checks">
              <THead>
                <Th>Checked</Th>
                <Th>Type</Th>
                <Th>Subject</Th>
              </THead>
              <TBody>
                {history.data.map((c) => (
                  <Tr key={c.id}>
                    <Td>{formatDateTime(c.created_at)}</Td>
                    <Td>{KINDS.find((k) => k.kind === c.type)?.label ?? c.type}</Td>
                    <Td className="break-all">{subjectOf(c)}</Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
