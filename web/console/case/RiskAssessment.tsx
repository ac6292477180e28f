import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { Button } from '../../shared/ui/Button';
import { Dialog, SubmitFooter } from '../../shared/ui/Dialog';
import { SelectField, TextAreaField } from '../../shared/ui/Field';
import { Notice } from '../../shared/ui/Notice';
import { Table, TBody, Td, THead, Th, Tr } from '../../shared/ui/Table';
import { Time } from '../../shared/ui/Time';
import { useToast } from '../../shared/ui/Toast';
import { caseKey, overrideRisk, riskAssessmentsQuery } from '../api/case';
import { CASES_KEY } from '../api/cases';
import type { AssessedLevel, Verification } from '../api/types';
import { AssessedRiskBadge } from '../cases/badges';
import { ASSESSED_LABELS, ASSESSED_LEVELS } from '../cases/labels';
import { FactRows, Section } from './parts';

const DECIDED = new Set(['completed', 'rejected']);

/** Dossier's own assessment: the level that stands, each factor that fired, the history, and "Override". */
export function RiskAssessmentSection({ record, canWork }: { record: Verification; canWork: boolean }) {
  const [open, setOpen] = useState(false);
  const history = useQuery(riskAssessmentsQuery(record.id));
  const a = record.risk_assessment;
  const canOverride = canWork && !DECIDED.has(record.status);
  return (
    <div className="space-y-4">
      <Section
        title="Risk assessment"
        level={3}
        description="Computed by the account's risk model whenever the case's data changes."
      >
        {a ? (
          <div className="space-y-3">
            <FactRows
              items={[
                { label: 'Level', value: <AssessedRiskBadge level={a.level} /> },
                ...(a.override
                  ? [
                      { label: 'Computed level', value: <AssessedRiskBadge level={a.computed_level} /> },
                      { label: 'Override reason', value: a.override.reason },
                    ]
                  : []),
                { label: 'Score', value: <span className="tabular">{a.score}</span> },
                { label: 'Model version', value: <span className="tabular">{a.model_version}</span> },
                { label: 'Assessed', value: <Time value={a.assessed_at} /> },
                ...(record.next_review_at ? [{ label: 'Next review', value: record.next_review_at }] : []),
              ]}
            />
            {canOverride && (
              <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
                Override
              </Button>
            )}
          </div>
        ) : (
          <p className="py-1 text-13 text-gray-600">
            <AssessedRiskBadge level={null} />: the case is assessed at its next change of data.
          </p>
        )}
      </Section>
      {a && (
        <Table caption="Risk factors">
          <THead>
            <Th>Factor</Th>
            <Th>Points</Th>
            <Th>Reason</Th>
          </THead>
          <TBody>
            {a.factors.length === 0 ? (
              <Tr>
                <Td colSpan={3} className="text-gray-600">
                  No factor fired.
                </Td>
              </Tr>
            ) : (
              a.factors.map((f, i) => (
                <Tr key={`${f.key}-${i}`}>
                  <Td className="font-mono text-xs">{f.key}</Td>
                  <Td className="tabular">{f.points > 0 ? `+${f.points}` : f.points}</Td>
                  <Td>{f.reason}</Td>
                </Tr>
              ))
            )}
          </TBody>
        </Table>
      )}
      {(history.data?.risk_assessments.length ?? 0) > 0 && (
        <Table caption="Risk assessment history">
          <THead>
            <Th>When</Th>
            <Th>What</Th>
            <Th>Level</Th>
            <Th>Score</Th>
            <Th>Model</Th>
          </THead>
          <TBody>
            {history.data?.risk_assessments.map((h) => (
              <Tr key={h.id}>
                <Td className="whitespace-nowrap">
                  <Time value={h.assessed_at} />
                </Td>
                <Td>
                  {h.kind === 'override'
                    ? h.override?.level
                      ? `Override: ${h.override.reason}`
                      : `Override removed: ${h.override?.reason ?? ''}`
                    : h.applied
                      ? 'Assessment'
                      : 'Alert: the decided case would be assessed differently'}
                </Td>
                <Td>
                  <AssessedRiskBadge level={h.level} />
                </Td>
                <Td className="tabular">{h.score}</Td>
                <Td className="tabular">v{h.model_version}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
      {a && <OverrideDialog record={record} open={open} onOpenChange={setOpen} current={a.level} />}
    </div>
  );
}

function OverrideDialog({
  record,
  open,
  onOpenChange,
  current,
}: {
  record: Verification;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: AssessedLevel;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [level, setLevel] = useState<string>(current);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({
    mutationFn: () => overrideRisk(record.id, level === 'none' ? null : (level as AssessedLevel), reason.trim()),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: caseKey(record.id) });
      void queryClient.invalidateQueries({ queryKey: CASES_KEY });
      toast.success('Risk level overridden');
      onOpenChange(false);
      setReason('');
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    mutation.mutate();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Override the risk level"
      description="The computed level stays beside yours; the reason is kept in the audit log and the report."
      onSubmit={submit}
      busy={mutation.isPending}
      footer={<SubmitFooter label="Override" pending={mutation.isPending} onCancel={() => onOpenChange(false)} />}
    >
      {mutation.error && (
        <Notice tone="error">{isApiError(mutation.error) ? mutation.error.message : 'The override failed.'}</Notice>
      )}
      <SelectField label="Level" value={level} onChange={(e) => setLevel(e.target.value)}>
        {ASSESSED_LEVELS.map((l) => (
          <option key={l} value={l}>
            {ASSESSED_LABELS[l]}
          </option>
        ))}
        {record.risk_assessment?.override && <option value="none">Remove the override</option>}
      </SelectField>
      <TextAreaField
        label="Reason"
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          if (e.target.value.trim() !== '') setMissing(false);
        }}
        error={missing ? 'Write why the level is overridden' : undefined}
        rows={3}
      />
    </Dialog>
  );
}
