import type { Db } from '../db/database.js';
import { findAccountUnscoped } from '../db/repositories/accounts-repository.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import {
  findCaseRetention,
  markCaseOffboarded,
  setAccountRetentionYears,
  setCaseLegalHold,
} from '../db/repositories/case-retention-repository.js';
import { findErasure } from '../db/repositories/erasure-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { MAX_RETENTION_YEARS, MIN_RETENTION_YEARS, retainUntil } from '../domain/retention.js';
import { uuidv7 } from '../domain/uuid.js';
import { type Actor, actorKey, type ServiceContext } from './service-context.js';

/** A case's retention as the API shows it (part of the verification record). */
export interface RetentionView {
  readonly offboarded_at: string | null;
  readonly offboard_reason: string | null;
  readonly retain_until: string | null;
  readonly legal_hold: { readonly reason: string; readonly placed_at: string; readonly placed_by: string } | null;
}

/** The case, locked for this transaction's change; a case being erased or erased answers 410. */
async function caseForChange(trx: Db, accountId: string, verificationId: string) {
  const v = await findCaseRetention(trx, accountId, verificationId);
  if (!v) throw AppError.notFound('Verification');
  if (await findErasure(trx, accountId, verificationId)) {
    throw new AppError('erased', 'The personal data of this verification has been erased');
  }
  return v;
}

async function audit(
  trx: Db,
  actor: Actor,
  verificationId: string,
  action: string,
  comment: string | null,
  at: string,
) {
  await appendAuditLog(trx, {
    id: uuidv7(),
    account_id: actor.accountId,
    verification_id: verificationId,
    actor_type: actor.type,
    actor_id: actor.id,
    action,
    from_state: null,
    to_state: null,
    comment,
    data: null,
    created_at: at,
  });
}

/**
 * The business relationship ended: the retention clock starts (retain_until = today + the account's retention
 * years). Once only: a second offboarding answers 409.
 */
export async function offboardCase(ctx: ServiceContext, actor: Actor, verificationId: string, reason: string) {
  const text = reason.trim();
  if (text === '') throw AppError.field('reason', 'must say why the business relationship ended');
  await inTransaction(ctx.db, async (trx) => {
    const v = await caseForChange(trx, actor.accountId, verificationId);
    if (v.offboarded_at !== null) throw new AppError('conflict', `This case was offboarded on ${v.offboarded_at}`);
    const account = await findAccountUnscoped(trx, actor.accountId);
    if (!account) throw AppError.notFound('Account');
    const now = ctx.now();
    await markCaseOffboarded(trx, actor.accountId, verificationId, {
      at: now,
      by: actorKey(actor),
      reason: text,
      retainUntil: retainUntil(now, account.retention_years),
    });
    await audit(trx, actor, verificationId, 'case.offboarded', text, now);
  });
}

/** Places a legal hold (a reason) or lifts it (null). While it stands, nothing erases the case. Audit-logged. */
export async function setLegalHold(ctx: ServiceContext, actor: Actor, verificationId: string, reason: string | null) {
  const text = reason === null ? null : reason.trim();
  if (text === '') throw AppError.field('reason', 'must say why the case is held (or be null to lift the hold)');
  await inTransaction(ctx.db, async (trx) => {
    const v = await caseForChange(trx, actor.accountId, verificationId);
    if (text === null && v.legal_hold_reason === null) return;
    const now = ctx.now();
    await setCaseLegalHold(trx, actor.accountId, verificationId, { reason: text, at: now, by: actorKey(actor) });
    await audit(
      trx,
      actor,
      verificationId,
      text === null ? 'case.legal_hold_lifted' : 'case.legal_hold_placed',
      text,
      now,
    );
  });
}

/**
 * The account's retention period, inside the caller's transaction (the account settings' change). Cases already
 * offboarded follow the new period: their retain_until is recomputed here too.
 */
export async function applyRetentionYears(trx: Db, accountId: string, years: number): Promise<void> {
  if (!Number.isInteger(years) || years < MIN_RETENTION_YEARS || years > MAX_RETENTION_YEARS) {
    throw AppError.field(
      'retention_years',
      `must be a whole number of years from ${MIN_RETENTION_YEARS} to ${MAX_RETENTION_YEARS}`,
    );
  }
  await setAccountRetentionYears(trx, accountId, years, (offboardedAt) => retainUntil(offboardedAt, years));
}

/** Placed by: the actor key; the API names it as the record's other actors are named. */
export function presentRetention(row: {
  offboarded_at: string | null;
  offboard_reason: string | null;
  retain_until: string | null;
  legal_hold_reason: string | null;
  legal_hold_at: string | null;
  legal_hold_by: string | null;
}): RetentionView {
  return {
    offboarded_at: row.offboarded_at,
    offboard_reason: row.offboard_reason,
    retain_until: row.retain_until,
    legal_hold:
      row.legal_hold_reason === null
        ? null
        : {
            reason: row.legal_hold_reason,
            placed_at: row.legal_hold_at as string,
            placed_by: row.legal_hold_by as string,
          },
  };
}
