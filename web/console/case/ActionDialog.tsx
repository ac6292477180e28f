import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { fieldErrorsOf, sentence } from '../../shared/lib/form-errors';
import { Dialog, SubmitFooter } from '../../shared/ui/Dialog';
import { SelectField, TextAreaField } from '../../shared/ui/Field';
import { Notice } from '../../shared/ui/Notice';
import { useToast } from '../../shared/ui/Toast';
import { caseKey, caseQuery, customerRequestQuery, reviewersQuery, sendEvent, type TransitionBody } from '../api/case';
import { CASES_KEY } from '../api/cases';
import { profilesQuery } from '../api/settings';
import type { Assessment, CaseEvent, CustomerRequest, Verification } from '../api/types';
import { ASSESSMENT_LABELS, EVENT_DONE, EVENT_LABELS, STATUS_LABELS } from '../cases/labels';
import { useSession } from '../session-context';
import { CustomerReach, type InviteChoice } from './CustomerReach';
import { NOTHING_PICKED, type Picked, RequestItemsPicker, requestedOf } from './RequestItemsPicker';

/** Which fields each action asks for, and what they are called in the API. */
interface FieldsOf {
  assessment?: 'required' | 'optional';
  comment?: { key: 'assessment_comment' | 'qa_comment' | 'rejection_comment' | 'comment'; required: boolean };
  profile?: boolean;
  /** Send to QA may name the QA reviewer. */
  qaReviewer?: boolean;
}

function fieldsOf(event: CaseEvent, record: Verification): FieldsOf {
  switch (event) {
    case 'qa':
      return { assessment: 'required', comment: { key: 'assessment_comment', required: true }, qaReviewer: true };
    case 'complete':
      return {
        assessment: record.assessment ? 'optional' : 'required',
        comment: { key: 'assessment_comment', required: false },
      };
    case 'back_to_compliance':
      return { comment: { key: 'qa_comment', required: true } };
    case 'rejected':
      return { comment: { key: 'rejection_comment', required: true } };
    case 'request_data_update':
      return { profile: true, comment: { key: 'comment', required: false } };
    default:
      return {};
  }
}

const DESCRIPTIONS: Record<CaseEvent, string> = {
  start: `The case moves to “${STATUS_LABELS.in_progress}” and its review begins.`,
  request_data_update:
    'The customer is asked for more data. The case waits in “Request for data update” until they send it.',
  cancel_data_update: 'The request to the customer is withdrawn and the case returns to “In progress”.',
  request_risk_score_update:
    'The case waits for a new external risk score, and returns to “In progress” when it arrives.',
  cancel_risk_score_update: 'The case stops waiting for a new risk score and returns to “In progress”.',
  qa: 'A second officer checks your assessment before the case is completed.',
  back_to_compliance: 'The case returns to “In progress”. Say what the reviewing officer should look at again.',
  complete: 'The case is closed as approved. The customer’s systems are notified.',
  rejected: 'The case is closed as refused. The customer’s systems are notified.',
  reopen: 'The closed case returns to “In progress” for another review.',
};

const COMMENT_HINTS: Partial<Record<CaseEvent, string>> = {
  qa: 'Why this assessment: what you checked and what you found.',
  complete: 'Kept with the decision and in the audit log.',
  back_to_compliance: 'Shown to the officer on the case and kept in the audit log.',
  rejected: 'Why the case is refused. Kept in the audit log.',
  request_data_update: 'What the customer should provide or correct. They see this text.',
};

const COMMENT_FIELDS = new Set(['assessment_comment', 'qa_comment', 'rejection_comment', 'comment']);

/** The server's "is required" and enum messages, said as what to do; anything else as the server says it. */
function toUserMessage(message: string | undefined, instead: string): string | undefined {
  if (message === undefined) return undefined;
  return /required|must be one of|must be equal to one of|fewer than 1/i.test(message) ? instead : message;
}

function isAssessment(value: string): value is Assessment {
  return value === 'risk_low' || value === 'risk_medium' || value === 'risk_high';
}

/** What a data update request did, as the service reports it: an e-mail written, or only the webhook. */
function requestToast(company: string, reach: CustomerRequest | null | undefined): string {
  if (reach?.mail) return `Data update requested: ${company}. We’ll e-mail ${reach.mail.recipient} a link.`;
  if (reach?.channel === 'webhook')
    return `Data update requested: ${company}. No e-mail was sent; your integration is told by the state_change webhook.`;
  return `${EVENT_DONE.request_data_update}: ${company}`;
}

/** The dialog of one case action: exactly its fields, its name on the primary button, the server's answer. */
export function ActionDialog({
  event,
  record,
  open,
  onOpenChange,
  onDone,
}: {
  event: CaseEvent;
  record: Verification;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const fields = fieldsOf(event, record);
  const [assessment, setAssessment] = useState<string>(record.assessment ?? '');
  const [comment, setComment] = useState('');
  const [profileId, setProfileId] = useState('');
  const [picked, setPicked] = useState<Picked>(NOTHING_PICKED);
  const [invite, setInvite] = useState<InviteChoice>({ send: false, email: '' });
  const [emailMissing, setEmailMissing] = useState(false);
  const [qaReviewerId, setQaReviewerId] = useState('');
  const session = useSession();
  // Once the action is done its button may be gone: focus goes where onDone puts it, not back to the button.
  const done = useRef(false);
  // Loaded with the page, so the select is ready when the dialog opens.
  const profiles = useQuery({ ...profilesQuery, enabled: Boolean(fields.profile) });
  const active = (profiles.data ?? []).filter((p) => !p.archived);
  // The sender cannot do their own QA (four eyes), so they are not offered.
  const reviewers = useQuery({ ...reviewersQuery, enabled: Boolean(fields.qaReviewer) });
  const qaReviewers = (reviewers.data ?? []).filter((u) => u.id !== session.user.id);

  const mutation = useMutation({
    mutationFn: async (body: TransitionBody) => {
      const verification = await sendEvent(record.id, event, body);
      // The toast says what actually reached the customer, read back from the service.
      const reach =
        event === 'request_data_update'
          ? await queryClient.fetchQuery({ ...customerRequestQuery(record.id), staleTime: 0 }).catch(() => null)
          : null;
      return { verification, reach };
    },
    onSuccess: ({ verification, reach }) => {
      queryClient.setQueryData(caseQuery(record.id).queryKey, verification);
      void queryClient.invalidateQueries({ queryKey: caseKey(record.id) });
      void queryClient.invalidateQueries({ queryKey: CASES_KEY });
      toast.success(
        event === 'request_data_update'
          ? requestToast(verification.company_name, reach)
          : `${EVENT_DONE[event]}: ${verification.company_name}`,
      );
      done.current = true;
      change(false);
      onDone();
    },
    // Refused because the case moved on meanwhile: show its state now (the dialog says why it failed).
    onError: (e) => {
      if (isApiError(e) && (e.status === 409 || e.status === 403)) {
        void queryClient.invalidateQueries({ queryKey: caseKey(record.id) });
      }
    },
  });

  // Field errors are a refused form (400); a 409 or 403 carries details too, but its message is what to say.
  const invalid = isApiError(mutation.error) && mutation.error.status === 400;
  const errors = invalid ? fieldErrorsOf(mutation.error) : {};
  const commentError = toUserMessage(
    Object.entries(errors).find(([f]) => COMMENT_FIELDS.has(f))?.[1],
    'Write a comment',
  );
  const assessmentError = toUserMessage(errors.assessment, 'Choose an assessment');
  const shown = (f: string) =>
    (f === 'assessment' && Boolean(fields.assessment)) ||
    (COMMENT_FIELDS.has(f) && Boolean(fields.comment)) ||
    (f === 'completeness_profile_id' && Boolean(fields.profile)) ||
    (f === 'customer_email' && Boolean(fields.profile)) ||
    (f === 'qa_reviewer_id' && Boolean(fields.qaReviewer));
  const others = Object.entries(errors).filter(([f]) => !shown(f));
  const general =
    mutation.error && Object.keys(errors).length === 0
      ? isApiError(mutation.error)
        ? mutation.error.message
        : 'Something went wrong. Try again.'
      : null;

  function change(next: boolean) {
    if (next) done.current = false;
    onOpenChange(next);
    if (!next) {
      window.setTimeout(() => {
        mutation.reset();
        setComment('');
        setProfileId('');
        setPicked(NOTHING_PICKED);
        setInvite({ send: false, email: '' });
        setEmailMissing(false);
        setQaReviewerId('');
        setAssessment(record.assessment ?? '');
      }, 150);
    }
  }

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const body: TransitionBody = {};
    if (fields.assessment && isAssessment(assessment)) body.assessment = assessment;
    if (fields.comment && comment.trim() !== '') body[fields.comment.key] = comment.trim();
    if (fields.profile && profileId !== '') body.completeness_profile_id = profileId;
    if (fields.profile) {
      const requested = requestedOf(picked);
      if (requested) body.requested = requested;
      if (invite.send) {
        if (invite.email.trim() === '') {
          setEmailMissing(true);
          return;
        }
        body.customer_email = invite.email.trim();
      }
    }
    setEmailMissing(false);
    if (fields.qaReviewer && qaReviewerId !== '') body.qa_reviewer_id = qaReviewerId;
    mutation.mutate(body);
  };

  const label = EVENT_LABELS[event];
  const stale = !general && !mutation.isPending && !record.allowed_events.includes(event);
  const hasFields = Boolean(fields.assessment || fields.comment || fields.profile || fields.qaReviewer);
  const content =
    general || others.length > 0 || stale || hasFields ? (
      <>
        {general && <Notice tone="error">{general}</Notice>}
        {stale && (
          <Notice tone="warning">
            The case is now “{STATUS_LABELS[record.status]}”: “{label}” is no longer possible. Close this and look at it
            again.
          </Notice>
        )}
        {others.length > 0 && (
          <Notice tone="error">
            {others.map(([field, message]) => (
              <p key={field}>
                {field}: {sentence(message)}
              </p>
            ))}
          </Notice>
        )}
        {fields.profile && (
          <SelectField
            label="Onboarding profile"
            optional
            value={profileId}
            onChange={(e) => setProfileId(e.target.value)}
            error={errors.completeness_profile_id}
            hint="What the customer must provide. The request lists what the case still misses against it."
            disabled={profiles.isPending}
          >
            <option value="">
              {requestedOf(picked)
                ? 'None: only the items picked below'
                : record.completeness_profile_id
                  ? 'Keep the current profile'
                  : 'No profile'}
            </option>
            {active.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
                {p.id === record.completeness_profile_id ? ' (current)' : ''}
              </option>
            ))}
          </SelectField>
        )}
        {fields.profile && <RequestItemsPicker caseId={record.id} picked={picked} onChange={setPicked} />}
        {fields.assessment && (
          <SelectField
            label="Assessment"
            value={assessment}
            onChange={(e) => setAssessment(e.target.value)}
            error={assessmentError}
            optional={fields.assessment === 'optional'}
            aria-required={fields.assessment === 'required' || undefined}
            hint={
              fields.assessment === 'optional' ? 'Set when the case was sent to QA; change it if needed.' : undefined
            }
          >
            {fields.assessment === 'required' && !record.assessment && <option value="">Choose…</option>}
            {(Object.keys(ASSESSMENT_LABELS) as Assessment[]).map((a) => (
              <option key={a} value={a}>
                {ASSESSMENT_LABELS[a]}
              </option>
            ))}
          </SelectField>
        )}
        {fields.qaReviewer && (
          <SelectField
            label="QA reviewer"
            optional
            value={qaReviewerId}
            onChange={(e) => setQaReviewerId(e.target.value)}
            error={errors.qa_reviewer_id}
            hint="Who should check your assessment. The case waits in their QA queue."
            disabled={reviewers.isPending}
          >
            <option value="">Anyone who may do QA</option>
            {qaReviewers.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </SelectField>
        )}
        {fields.comment && (
          <TextAreaField
            label="Comment"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            error={commentError}
            optional={!fields.comment.required}
            aria-required={fields.comment.required || undefined}
            hint={COMMENT_HINTS[event]}
            rows={4}
            maxLength={10_000}
          />
        )}
        {fields.profile && (
          <CustomerReach
            caseId={record.id}
            invite={invite}
            onInviteChange={setInvite}
            emailError={
              emailMissing ? 'Enter the customer’s e-mail' : toUserMessage(errors.customer_email, 'Enter an e-mail')
            }
          />
        )}
      </>
    ) : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={label}
      description={DESCRIPTIONS[event]}
      width={fields.profile ? 'lg' : hasFields ? 'md' : 'sm'}
      onSubmit={submit}
      busy={mutation.isPending}
      onCloseAutoFocus={(e) => {
        if (done.current) e.preventDefault();
      }}
      footer={
        <SubmitFooter
          label={label}
          pending={mutation.isPending}
          onCancel={() => change(false)}
          variant={event === 'rejected' ? 'danger' : 'primary'}
        />
      }
    >
      {content}
    </Dialog>
  );
}
