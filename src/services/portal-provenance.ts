import { toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { findPortalSessionLink } from '../db/repositories/invitations-repository.js';
import { uuidv7 } from '../domain/uuid.js';
import type { PortalPrincipal } from './portal-sessions.js';
import type { Actor } from './service-context.js';

/**
 * Which link and portal session made the submission, and how that link reached the customer (e-mail, an
 * integration, the console): the audit log's answer to "was this really the customer?". The references are short
 * prefixes of the stored SHA-256 hashes, enough to tell links and sessions apart and useless to open either.
 */
export async function submissionProvenance(db: Db, principal: PortalPrincipal) {
  const row = await findPortalSessionLink(db, principal.invitationId, principal.sessionHash);
  const ref = (hash: string) => hash.slice(0, 12);
  return {
    invitation_id: principal.invitationId,
    link:
      row?.link_hash && row.link_issued_at
        ? {
            ref: ref(row.link_hash),
            issued_at: row.link_issued_at,
            issued_by: row.link_issued_by ?? null,
            delivery: row.link_delivery ?? 'unrecorded',
          }
        : null,
    portal_session: { ref: ref(principal.sessionHash), opened_at: row?.session_opened_at ?? null },
  };
}

/** The provenance entry in the case's audit log, written before the submission's state change. */
export async function recordSubmissionProvenance(
  trx: Db,
  actor: Actor,
  verificationId: string,
  provenance: SubmissionProvenance,
  kind: 'application' | 'data_update',
  now: string,
): Promise<void> {
  await appendAuditLog(trx, {
    id: uuidv7(),
    account_id: actor.accountId,
    verification_id: verificationId,
    actor_type: actor.type,
    actor_id: actor.id,
    action: 'portal.submitted',
    from_state: null,
    to_state: null,
    comment: null,
    data: toJson({ kind, ...provenance }),
    created_at: now,
  });
}

export type SubmissionProvenance = Awaited<ReturnType<typeof submissionProvenance>>;
