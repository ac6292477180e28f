import { toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { uuidv7 } from '../domain/uuid.js';
import type { Actor } from './service-context.js';

/**
 * Records a change to the account itself (people, tokens, settings) in the audit log, with no verification.
 * Call it inside the change's transaction, so the record and the change commit together.
 */
export async function recordAccountEvent(
  db: Db,
  actor: Actor,
  action: string,
  data: Record<string, unknown>,
  at: string,
): Promise<void> {
  await appendAuditLog(db, {
    id: uuidv7(),
    account_id: actor.accountId,
    verification_id: null,
    actor_type: actor.type,
    actor_id: actor.id,
    action,
    from_state: null,
    to_state: null,
    comment: null,
    data: toJson(data),
    created_at: at,
  });
}
