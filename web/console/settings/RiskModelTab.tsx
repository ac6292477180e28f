import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { TextField } from '../../shared/ui/Field';
import { Card, SectionHeader } from '../../shared/ui/Page';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useToast } from '../../shared/ui/Toast';
import { type RiskModel, riskModelQuery, saveRiskModel } from '../api/settings';
import { usePermissions } from '../session-context';
import { SaveBar } from './AccountSettingsPage';
import { ReadOnlyNote } from './SettingsLayout';

/** The points an admin edits here, each a path into the model; lists and overrides are edited through the API. */
const FIELDS: { label: string; get: (m: RiskModel) => number | null; set: (m: RiskModel, v: number) => RiskModel }[] = [
  {
    label: 'Medium from',
    get: (m) => m.thresholds.medium,
    set: (m, v) => ({ ...m, thresholds: { ...m.thresholds, medium: v } }),
  },
  {
    label: 'High from',
    get: (m) => m.thresholds.high,
    set: (m, v) => ({ ...m, thresholds: { ...m.thresholds, high: v } }),
  },
  {
    label: 'Prohibited from',
    get: (m) => m.thresholds.prohibited,
    set: (m, v) => ({ ...m, thresholds: { ...m.thresholds, prohibited: v } }),
  },
  {
    label: 'High-risk country',
    get: (m) => m.jurisdiction.high,
    set: (m, v) => ({ ...m, jurisdiction: { ...m.jurisdiction, high: v } }),
  },
  {
    label: 'Medium-risk country',
    get: (m) => m.jurisdiction.medium,
    set: (m, v) => ({ ...m, jurisdiction: { ...m.jurisdiction, medium: v } }),
  },
  {
    label: 'High-risk industry',
    get: (m) => m.industry.high,
    set: (m, v) => ({ ...m, industry: { ...m.industry, high: v } }),
  },
  {
    label: 'Medium-risk industry',
    get: (m) => m.industry.medium,
    set: (m, v) => ({ ...m, industry: { ...m.industry, medium: v } }),
  },
  { label: 'PEP', get: (m) => m.pep, set: (m, v) => ({ ...m, pep: v }) },
  {
    label: 'Crypto addresses',
    get: (m) => m.crypto.present,
    set: (m, v) => ({ ...m, crypto: { ...m.crypto, present: v } }),
  },
  {
    label: 'Unverified crypto',
    get: (m) => m.crypto.unverified,
    set: (m, v) => ({ ...m, crypto: { ...m.crypto, unverified: v } }),
  },
  {
    label: 'Incomplete onboarding',
    get: (m) => m.incomplete_onboarding,
    set: (m, v) => ({ ...m, incomplete_onboarding: v }),
  },
  {
    label: 'External score high',
    get: (m) => m.external_score.high,
    set: (m, v) => ({ ...m, external_score: { ...m.external_score, high: v } }),
  },
  {
    label: 'External score medium',
    get: (m) => m.external_score.medium,
    set: (m, v) => ({ ...m, external_score: { ...m.external_score, medium: v } }),
  },
];

function RiskModelForm({ model, canManage }: { model: RiskModel; canManage: boolean }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [values, setValues] = useState(FIELDS.map((f) => String(f.get(model) ?? '')));
  const mutation = useMutation({
    mutationFn: saveRiskModel,
    onSuccess: (saved) => {
      queryClient.setQueryData(riskModelQuery.queryKey, saved.risk_model);
      toast.success(
        `Risk model saved as version ${saved.risk_model.version}; ${saved.reassessed} open cases reassessed`,
      );
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!canManage || mutation.isPending) return;
    let next = model;
    FIELDS.forEach((f, i) => {
      const n = Number(values[i]);
      if (values[i] !== '' && Number.isInteger(n)) next = f.set(next, n);
    });
    mutation.mutate(next);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <div className="grid gap-4 px-6 py-6 sm:grid-cols-2 lg:grid-cols-3">
          {FIELDS.map((f, i) => (
            <TextField
              key={f.label}
              label={f.label}
              type="number"
              inputMode="numeric"
              value={values[i]}
              disabled={!canManage}
              onChange={(e) => setValues(values.map((v, j) => (j === i ? e.target.value : v)))}
            />
          ))}
        </div>
        {canManage && (
          <SaveBar
            error={isApiError(mutation.error) ? mutation.error.message : null}
            dirty={values.some((v, i) => v !== String(FIELDS[i]?.get(model) ?? ''))}
            pending={mutation.isPending}
          />
        )}
      </Card>
    </form>
  );
}

export function RiskModelTab() {
  const { canManage } = usePermissions();
  const current = useQuery(riskModelQuery);
  return (
    <div className="space-y-5">
      <SectionHeader
        title="Risk model"
        description="Points per factor and the thresholds that map their sum to a level. A change makes a new version; open cases are assessed again."
      />
      <ReadOnlyNote />
      {current.isPending ? (
        <LoadingBlock label="Loading the risk model" />
      ) : current.isError ? (
        <ErrorState title="The risk model couldn't be loaded" error={current.error} onRetry={() => current.refetch()} />
      ) : (
        <>
          <p className="text-13 text-gray-700">Version {current.data.version}</p>
          <RiskModelForm key={current.data.version} model={current.data.model} canManage={canManage} />
          <Card className="px-6 py-5">
            <h3 className="text-sm font-semibold text-gray-900">Reference lists</h3>
            <ul className="mt-2 space-y-1 text-13 text-gray-700">
              {current.data.reference.country_lists.map((l) => (
                <li key={l.key}>
                  {l.title}, as of {l.as_of} ({l.countries.length} countries): {l.source}
                </li>
              ))}
              <li>
                NACE divisions: default tiers as of {current.data.reference.industry_tiers.as_of}; unlisted divisions
                are {current.data.reference.industry_tiers.default_tier}.
              </li>
            </ul>
          </Card>
        </>
      )}
    </div>
  );
}
