import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../shared/lib/time';
import { customerRequestQuery } from '../api/case';
import type { CustomerRequest } from '../api/types';

/** What became of the request's e-mail and link, in words. */
function mailState(reach: CustomerRequest): { text: string; tone: 'muted' | 'good' | 'bad' } {
  const mail = reach.mail;
  if (reach.opened_at) return { text: `Link opened ${formatDateTime(reach.opened_at)}`, tone: 'good' };
  if (!mail) {
    return reach.channel === 'webhook'
      ? { text: 'No e-mail: your integration is told by the state_change webhook', tone: 'muted' }
      : { text: 'No e-mail was written', tone: 'bad' };
  }
  if (mail.status === 'sent')
    return {
      text: `E-mail sent to ${mail.recipient}${mail.sent_at ? ` ${formatDateTime(mail.sent_at)}` : ''}`,
      tone: 'muted',
    };
  if (mail.status === 'failed') return { text: `E-mail to ${mail.recipient} failed`, tone: 'bad' };
  if (mail.status === 'cancelled') return { text: `E-mail to ${mail.recipient} cancelled`, tone: 'bad' };
  return {
    text:
      mail.attempts > 0
        ? `E-mail to ${mail.recipient} not sent yet (retrying)`
        : `E-mail to ${mail.recipient} waiting to be sent`,
    tone: mail.attempts > 0 ? 'bad' : 'muted',
  };
}

const TONES = { muted: 'text-gray-600', good: 'text-green-700', bad: 'text-red-700' } as const;

/** The reminders of this wait, in words (a job that missed days sends only the second, so count no e-mails). */
function reminderText(reach: CustomerRequest): string | null {
  const kinds = new Set(reach.reminders.map((r) => r.kind));
  if (kinds.has('reminder_2')) return 'Second reminder sent';
  return kinds.has('reminder_1') ? 'Reminder sent' : null;
}

/**
 * While the case waits for its customer: since when, whether the request's e-mail went out and was opened, the
 * reminders sent, and the escalation of a recurring review that got no answer.
 */
export function CustomerWait({ caseId }: { caseId: string }) {
  const reach = useQuery(customerRequestQuery(caseId));
  if (!reach.data?.waiting_since) return null;
  const state = mailState(reach.data);
  const reminded = reminderText(reach.data);
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 text-13 text-gray-700" data-testid="customer-wait">
      <span>
        Waiting for the customer since{' '}
        <time dateTime={reach.data.waiting_since} className="font-medium text-gray-800">
          {formatDateTime(reach.data.waiting_since)}
        </time>
      </span>
      <span aria-hidden="true">·</span>
      <span className={TONES[state.tone]}>{state.text}</span>
      {reminded && (
        <>
          <span aria-hidden="true">·</span>
          <span className="text-gray-600">{reminded}</span>
        </>
      )}
      {reach.data.escalated_at && (
        <>
          <span aria-hidden="true">·</span>
          <span className="rounded bg-red-50 px-1.5 font-medium text-red-700 ring-1 ring-red-200 ring-inset">
            Escalated {formatDateTime(reach.data.escalated_at)}: no answer in 30 days
          </span>
        </>
      )}
    </p>
  );
}
