import type { AuditEntry } from '../api/types';
import { humanize } from '../cases/labels';
import { documentTypeLabel } from './documents';

/**
 * Who did it, in words, as the start of a sentence: a user's name, `Access token “name”`, the customer, the
 * system or the operator.
 */
export function actorName(entry: AuditEntry): string {
  const actor = entry.actor;
  switch (actor.type) {
    case 'user':
      return actor.name ?? 'A former user';
    case 'token':
      return actor.name ? `Access token “${actor.name}”` : 'An access token';
    case 'customer':
      // The customer acts through its invitation: named by the address it went to.
      return actor.email ? `The customer (${actor.email})` : 'The customer';
    case 'system':
      return 'System';
    case 'cli':
      return 'Operator';
    default:
      return actor.name ?? humanize(actor.type);
  }
}

const EVENT_WORDS: Record<string, string> = {
  start: 'started the review',
  request_data_update: 'requested a data update',
  cancel_data_update: 'cancelled the data update request',
  request_risk_score_update: 'requested a risk score update',
  cancel_risk_score_update: 'cancelled the risk score update',
  qa: 'sent the case to QA',
  back_to_compliance: 'sent the case back to compliance',
  complete: 'completed the case',
  rejected: 'rejected the case',
  reopen: 'reopened the case',
  processing_finished: 'finished processing the case',
  customer_resubmitted: 'sent the requested data',
  risk_score_received: 'sent the updated risk score',
};

const TAB_WORDS: Record<string, string> = {
  company: 'Company',
  directors: 'Directors',
  documents: 'Documents',
  risk: 'Risk',
};

/** How the portal link of a submission reached the customer (LinkDelivery on the server). */
const PORTAL_LINK_WORDS: Record<string, string> = {
  email: 'the link sent by e-mail',
  integration: 'a link handed to an integration',
  console: 'a link shown in the console',
  operator: 'a link made by the operator',
};

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

const REVIEW_SECTION_WORDS: Record<string, string> = {
  company_details: 'Company details',
  directors: 'Directors',
  ownership: 'Ownership',
};

/** The action in words, without the actor: "uploaded a passport", "marked Company as reviewed". */
export function actionWords(entry: AuditEntry): string {
  const data = entry.data ?? {};
  const action = entry.action;
  if (action.startsWith('state.')) {
    const event = action.slice('state.'.length);
    return EVENT_WORDS[event] ?? `moved the case: ${humanize(event).toLowerCase()}`;
  }
  switch (action) {
    case 'verification.created':
      return 'opened the case';
    case 'invitation.accepted':
      return 'accepted the invitation with the data of an earlier case of the company';
    case 'document.uploaded': {
      const type = str(data.document_type);
      return type ? `uploaded a document: ${documentTypeLabel(type)}` : 'uploaded a document';
    }
    case 'file.added':
      return 'added an internal file';
    case 'portal.submitted': {
      const link = data.link as { delivery?: unknown } | null | undefined;
      const how = PORTAL_LINK_WORDS[str(link?.delivery) ?? ''] ?? 'a link whose delivery was not recorded';
      return `submitted through the portal, with ${how}`;
    }
    case 'note.added':
      return 'added an internal note';
    case 'case.assigned': {
      const to = data.to as { name?: unknown } | null | undefined;
      const name = str(to?.name);
      return name ? `assigned the case to ${name}` : 'assigned the case';
    }
    case 'case.unassigned':
      return 'unassigned the case';
    case 'review.answered': {
      const sections = (data.sections ?? {}) as Record<string, unknown>;
      const unchanged = Object.keys(sections).filter((s) => sections[s] === 'unchanged');
      const named = unchanged.map((s) => REVIEW_SECTION_WORDS[s] ?? s).join(', ');
      return named ? `answered the periodic review; nothing has changed in ${named}` : 'answered the periodic review';
    }
    case 'customer.reminded':
      return data.reminder === 2 ? 'reminded the customer a second time' : 'reminded the customer';
    case 'review.escalated':
      return 'escalated the periodic review: the customer did not answer in 30 days';
    case 'review.tab_marked':
      return `marked ${TAB_WORDS[str(data.tab) ?? ''] ?? 'a tab'} as reviewed`;
    case 'review.tab_unmarked':
      return `cleared the review mark of ${TAB_WORDS[str(data.tab) ?? ''] ?? 'a tab'}`;
    case 'report.produced':
      return 'downloaded the case report';
    case 'person.exported':
      return 'exported a person’s personal data';
    case 'external_risk_score.received': {
      const simple = str(data.simple);
      return simple ? `sent an external risk score: ${humanize(simple)}` : 'sent an external risk score';
    }
    case 'demo.status_set':
      return 'set the state (demo data)';
    case 'case.offboarded':
      return 'offboarded the case: the business relationship ended';
    case 'case.legal_hold_placed':
      return 'placed a legal hold';
    case 'case.legal_hold_lifted':
      return 'lifted the legal hold';
    case 'case.erased':
      return 'erased the personal data of the case';
    default:
      return humanize(action.replace(/\./g, ' '));
  }
}

/** The kind of entry, for its marker in the timeline. */
export function entryKind(entry: AuditEntry): 'state' | 'note' | 'document' | 'review' | 'other' {
  if (entry.to_state !== null || entry.action.startsWith('state.')) return 'state';
  if (entry.action === 'note.added') return 'note';
  if (entry.action === 'document.uploaded' || entry.action === 'file.added') return 'document';
  if (entry.action.startsWith('review.')) return 'review';
  return 'other';
}
