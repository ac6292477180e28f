import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { formatDate } from '../../shared/lib/time';
import { Button } from '../../shared/ui/Button';
import { Dialog, SubmitFooter } from '../../shared/ui/Dialog';
import { TextAreaField } from '../../shared/ui/Field';
import { Notice } from '../../shared/ui/Notice';
import { useToast } from '../../shared/ui/Toast';
import { caseKey, caseQuery, eraseCase, offboardCase, setLegalHold } from '../api/case';
import { CASES_KEY } from '../api/cases';
import type { Verification } from '../api/types';

type Action = 'offboard' | 'hold' | 'lift' | 'erase';

const TITLES: Record<Action, string> = {
  offboard: 'Offboard',
  hold: 'Legal hold',
  lift: 'Lift legal hold',
  erase: 'Erase personal data',
};

const DONE: Record<Action, string> = {
  offboard: 'Offboarded',
  hold: 'Legal hold placed',
  lift: 'Legal hold lifted',
  erase: 'Personal data erased',
};

/** Whether the case's retention period still runs today (not offboarded, or before its last kept day). */
function withinRetention(record: Verification): boolean {
  const until = record.retention.retain_until;
  return until === null || new Date().toISOString().slice(0, 10) <= until;
}

function describe(action: Action, record: Verification): string {
  switch (action) {
    case 'offboard':
      return 'The business relationship has ended. The personal data of this case is kept for the account’s retention period from today, then erased by the daily job.';
    case 'hold':
      return 'While a legal hold stands, nothing erases this case: neither the daily job nor an erasure request.';
    case 'lift':
      return `The hold “${record.retention.legal_hold?.reason ?? ''}” ends. The case is erased again when its retention ends.`;
    case 'erase':
      return withinRetention(record)
        ? 'The retention period of this case has not ended. Erasing it now needs a legal basis. Persons, documents and their files, notes, revisions and mail are removed for good; the case, its states and decision, and the audit log stay.'
        : 'Persons, documents and their files, notes, revisions and mail are removed for good; the case, its states and decision, and the audit log stay.';
  }
}

/** One retention dialog: a reason (not for lifting), and for an early erasure a legal basis. */
function RetentionDialog({
  action,
  record,
  onClose,
}: {
  action: Action | null;
  record: Verification;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [legalBasis, setLegalBasis] = useState('');
  const [missing, setMissing] = useState<'reason' | 'legal_basis' | null>(null);
  const needsBasis = action === 'erase' && withinRetention(record);
  const mutation = useMutation({
    mutationFn: async () => {
      if (action === 'offboard') return offboardCase(record.id, reason.trim());
      if (action === 'hold') return setLegalHold(record.id, reason.trim());
      if (action === 'lift') return setLegalHold(record.id, null);
      return eraseCase(record.id, reason.trim(), needsBasis ? legalBasis.trim() : null);
    },
    onSuccess: (verification) => {
      queryClient.setQueryData(caseQuery(record.id).queryKey, verification);
      void queryClient.invalidateQueries({ queryKey: caseKey(record.id) });
      void queryClient.invalidateQueries({ queryKey: CASES_KEY });
      toast.success(`${DONE[action ?? 'offboard']}: ${verification.company_name}`);
      close();
    },
  });
  const errors = isApiError(mutation.error) && mutation.error.status === 400 ? fieldErrorsOf(mutation.error) : {};
  const general =
    mutation.error && Object.keys(errors).length === 0
      ? isApiError(mutation.error)
        ? mutation.error.message
        : 'Something went wrong. Try again.'
      : null;

  // The fields are cleared after the closing animation, not during it. A dialog opened again within that time (the
  // hold right after offboarding) must not have what is typed into it wiped by the previous close's clearing.
  const clearing = useRef<number | undefined>(undefined);
  const { reset } = mutation;
  useEffect(() => {
    if (action === null || clearing.current === undefined) return;
    window.clearTimeout(clearing.current);
    clearing.current = undefined;
    reset();
    setReason('');
    setLegalBasis('');
    setMissing(null);
  }, [action, reset]);

  function close() {
    onClose();
    clearing.current = window.setTimeout(() => {
      clearing.current = undefined;
      mutation.reset();
      setReason('');
      setLegalBasis('');
      setMissing(null);
    }, 150);
  }

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (mutation.isPending || action === null) return;
    if (action !== 'lift' && reason.trim() === '') return setMissing('reason');
    if (needsBasis && legalBasis.trim() === '') return setMissing('legal_basis');
    setMissing(null);
    mutation.mutate();
  };

  const title = action ? TITLES[action] : '';
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      description={action ? describe(action, record) : undefined}
      width="md"
      onSubmit={submit}
      busy={mutation.isPending}
      footer={
        <SubmitFooter
          label={title}
          pending={mutation.isPending}
          onCancel={close}
          variant={action === 'erase' ? 'danger' : 'primary'}
        />
      }
    >
      {general && <Notice tone="error">{general}</Notice>}
      {action !== 'lift' && (
        <TextAreaField
          label="Reason"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (missing === 'reason') setMissing(null);
          }}
          error={missing === 'reason' ? 'Write the reason' : errors.reason}
          aria-required
          hint="Kept with the case and in the audit log. Name no person here."
          rows={3}
          maxLength={2000}
        />
      )}
      {needsBasis && (
        <TextAreaField
          label="Legal basis"
          value={legalBasis}
          onChange={(e) => {
            setLegalBasis(e.target.value);
            if (missing === 'legal_basis') setMissing(null);
          }}
          error={
            missing === 'legal_basis'
              ? 'Give the legal basis for erasing before the retention ends'
              : errors.legal_basis
          }
          aria-required
          hint="For example: GDPR article 17(1), with the request’s reference."
          rows={2}
          maxLength={2000}
        />
      )}
    </Dialog>
  );
}

/**
 * Offboarding, legal hold and erasure of a case: the retention line says where the case stands; offboarding is
 * case work (admins and officers), the hold and the erasure are for admins.
 */
export function RetentionActions({
  record,
  canWork,
  canManage,
}: {
  record: Verification;
  canWork: boolean;
  canManage: boolean;
}) {
  const [open, setOpen] = useState<Action | null>(null);
  const { offboarded_at, retain_until, legal_hold } = record.retention;
  return (
    <section
      aria-label="Retention"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-gray-150 pt-3"
    >
      <p className="text-13 text-gray-600">
        {offboarded_at && retain_until ? (
          <>
            Offboarded on {formatDate(offboarded_at)} · personal data kept until{' '}
            <time dateTime={retain_until}>{formatDate(`${retain_until}T00:00:00Z`)}</time>
          </>
        ) : (
          'Business relationship ongoing: the retention period starts when the case is offboarded.'
        )}
        {legal_hold && (
          <span className="ml-2 inline-flex items-center rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
            Legal hold: {legal_hold.reason}
          </span>
        )}
      </p>
      <div className="ml-auto flex flex-wrap gap-2">
        {canWork && offboarded_at === null && <Button onClick={() => setOpen('offboard')}>Offboard</Button>}
        {canManage && (
          <Button onClick={() => setOpen(legal_hold ? 'lift' : 'hold')} aria-pressed={legal_hold !== null}>
            Legal hold
          </Button>
        )}
        {canManage && (
          <Button
            variant="secondary"
            className="text-red-700 hover:text-red-700"
            disabled={legal_hold !== null}
            aria-describedby={legal_hold ? `hold-${record.id}` : undefined}
            onClick={() => setOpen('erase')}
          >
            Erase personal data
          </Button>
        )}
        {canManage && legal_hold && (
          <span id={`hold-${record.id}`} className="sr-only">
            A legal hold stops every erasure
          </span>
        )}
      </div>
      <RetentionDialog action={open} record={record} onClose={() => setOpen(null)} />
    </section>
  );
}
