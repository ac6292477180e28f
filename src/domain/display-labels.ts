import { requirementLabel } from './requested-data-text.js';
import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from './verification-status.js';

/**
 * The words the server prints for the codes a case holds (the PDF report; e-mails use requested-data-text.ts,
 * whose labels are shared here). They match the console's (web/console/cases/labels.ts, case/audit-words.ts), so
 * a report reads like the screen the officer reviewed. Pure: no I/O.
 */

/** "chief_compliance_officer" → "Chief compliance officer", for values without a listed label. */
export function humanize(value: string): string {
  const text = value.replace(/[_.-]+/g, ' ').trim();
  return text === '' ? value : text.charAt(0).toUpperCase() + text.slice(1);
}

let regionNames: Intl.DisplayNames | null = null;

/** The English name of a country or region code: "mt" → "Malta", "eu" → "European Union". */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    return regionNames.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** A list of country codes as names: ["mt", "eu"] → "Malta, European Union". */
export function countryNames(codes: readonly string[] | null | undefined): string {
  return (codes ?? []).map(countryName).join(', ');
}

export function statusLabel(status: string | null): string {
  if (status === null) return '';
  return VERIFICATION_STATUS_LABELS[status as VerificationStatus] ?? humanize(status);
}

const ASSESSMENT_LABELS: Record<string, string> = {
  risk_low: 'Low risk',
  risk_medium: 'Medium risk',
  risk_high: 'High risk',
};

export function assessmentLabel(assessment: string | null): string {
  return assessment === null ? '' : (ASSESSMENT_LABELS[assessment] ?? humanize(assessment));
}

/** An external risk score's simple level ("low", "medium", "high"). */
export function riskLevelLabel(level: string | null): string {
  return level === null ? '' : humanize(level);
}

const POSITION_LABELS: Record<string, string> = {
  director: 'Director',
  ceo: 'Chief executive officer',
  cfo: 'Chief financial officer',
  coo: 'Chief operating officer',
  cto: 'Chief technology officer',
  chairman: 'Chair',
  secretary: 'Company secretary',
  shareholder: 'Shareholder',
  ubo: 'Ultimate beneficial owner',
};

export function positionLabel(position: string): string {
  return POSITION_LABELS[position] ?? humanize(position);
}

/** "certificate_of_incorporation" → "Certificate of incorporation" (the same words the customer's e-mail uses). */
export function documentTypeLabel(type: string): string {
  return requirementLabel(type);
}

const SEX_LABELS: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };

export function sexLabel(sex: string | null): string {
  return sex === null ? '' : (SEX_LABELS[sex] ?? humanize(sex));
}

const SIGNATURE_LABELS: Record<string, string> = {
  verified: 'Verified by Dossier',
  failed: 'Signature not valid',
  not_provided: 'Not provided',
  unsupported_network: 'Network not supported for checking',
  accepted: 'Accepted (stated through the API)',
  rejected: 'Rejected (stated through the API)',
  pending: 'Pending (stated through the API)',
  not_required: 'Not required (stated through the API)',
};

/** The check of a crypto address's proof of ownership. */
export function signatureLabel(value: string | null): string {
  return value === null ? '' : (SIGNATURE_LABELS[value] ?? humanize(value));
}

const REVIEW_TAB_LABELS: Record<string, string> = {
  company: 'Company',
  directors: 'Directors',
  documents: 'Documents',
  risk: 'Risk',
};

export function reviewTabLabel(tab: string): string {
  return REVIEW_TAB_LABELS[tab] ?? humanize(tab);
}

/** Each state change, as a noun phrase for a log line. */
const EVENT_LABELS: Record<string, string> = {
  processing_finished: 'Processing finished',
  start: 'Review started',
  request_data_update: 'Data update requested',
  customer_resubmitted: 'Customer sent the requested data',
  cancel_data_update: 'Data update request cancelled',
  request_risk_score_update: 'Risk score update requested',
  cancel_risk_score_update: 'Risk score update cancelled',
  risk_score_received: 'Updated risk score received',
  qa: 'Sent to QA',
  back_to_compliance: 'Sent back to compliance',
  complete: 'Case completed',
  rejected: 'Case rejected',
  reopen: 'Case reopened',
};

const ACTION_LABELS: Record<string, string> = {
  'verification.created': 'Case created',
  'invitation.accepted': 'Opened from an accepted invitation (an earlier case’s data)',
  'document.uploaded': 'Document uploaded',
  'file.added': 'Internal file added',
  'portal.submitted': 'Submitted through the portal',
  'note.added': 'Internal note added',
  'case.assigned': 'Case assigned',
  'case.unassigned': 'Case unassigned',
  'review.answered': 'Customer answered the periodic review',
  'customer.reminded': 'Customer reminded',
  'review.escalated': 'Periodic review escalated (no answer in 30 days)',
  'review.tab_marked': 'Marked reviewed',
  'review.tab_unmarked': 'Review mark cleared',
  'report.produced': 'Report downloaded',
  'person.exported': 'Personal data exported',
  'external_risk_score.received': 'External risk score received',
  'demo.status_set': 'State set (demo data)',
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * An audit entry's action in words, with the detail its data names: "Case created", "Document uploaded:
 * Passport", "Marked reviewed: Directors", "Case assigned to Rūta Kazlauskaitė".
 */
export function auditActionLabel(action: string, data: Readonly<Record<string, unknown>> | null): string {
  if (action.startsWith('state.')) {
    const event = action.slice('state.'.length);
    return EVENT_LABELS[event] ?? humanize(event);
  }
  const label = ACTION_LABELS[action] ?? humanize(action);
  const d = data ?? {};
  switch (action) {
    case 'document.uploaded': {
      const type = text(d.document_type);
      return type ? `${label}: ${documentTypeLabel(type)}` : label;
    }
    case 'case.assigned': {
      const name = text((d.to as { name?: unknown } | null | undefined)?.name);
      return name ? `Case assigned to ${name}` : label;
    }
    case 'review.tab_marked':
    case 'review.tab_unmarked': {
      const tab = text(d.tab);
      return tab ? `${label}: ${reviewTabLabel(tab)}` : label;
    }
    case 'external_risk_score.received': {
      const simple = text(d.simple);
      return simple ? `${label}: ${riskLevelLabel(simple)}` : label;
    }
    default:
      return label;
  }
}

export interface ActorRef {
  readonly type: string;
  readonly name: string | null;
  readonly email: string | null;
}

/** Who did it, in words: a user's name and e-mail, a token's name, the customer, the system or the operator. */
export function actorName(actor: ActorRef): string {
  if (actor.type === 'user') return `${actor.name ?? 'a former user'}${actor.email ? ` <${actor.email}>` : ''}`;
  if (actor.type === 'token') return `access token “${actor.name ?? 'unnamed'}”`;
  if (actor.type === 'customer') return actor.email ? `the customer (${actor.email})` : 'the customer';
  if (actor.type === 'system') return 'the system';
  return actor.type === 'cli' ? 'the operator (CLI)' : humanize(actor.type);
}
