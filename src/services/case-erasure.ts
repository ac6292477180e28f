import { fromBool, fromJson, toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { findAccessTokenNames } from '../db/repositories/access-tokens-repository.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import {
  clearCasePersonalFields,
  compactSqliteAfterErasure,
  findCaseIdentity,
  findCaseRetention,
  withdrawCaseFromReads,
} from '../db/repositories/case-retention-repository.js';
import { scrubCase } from '../db/repositories/case-scrub-repository.js';
import {
  type ErasureRow,
  findErasure,
  hasErasure,
  insertErasureIfAbsent,
  listCaseBlobs,
  listErasingUnscoped,
  updateErasure,
} from '../db/repositories/erasure-repository.js';
import { findUser } from '../db/repositories/users-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { caseSearchText } from '../domain/case-search.js';
import { dayOf, withinRetention } from '../domain/retention.js';
import { uuidv7 } from '../domain/uuid.js';
import { verificationErasedEvent } from '../domain/webhook-events.js';
import { type Actor, actorKey, type ServiceContext } from './service-context.js';
import { enqueueWebhookEvents } from './webhook-outbox.js';

/** Who erases: a person or token of the account, or the retention schedule itself (the daily job). */
export type Eraser = Actor | { readonly type: 'system'; readonly id: null; readonly accountId: string };

/** The tombstone as the API shows it. */
export interface ErasureView {
  readonly state: 'erasing' | 'erased';
  readonly reason: string;
  readonly legal_basis: string | null;
  readonly within_retention: boolean;
  readonly erased_by: { readonly key: string; readonly name: string };
  readonly started_at: string;
  readonly erased_at: string | null;
  readonly erased: unknown;
}

export function presentErasure(row: ErasureRow): ErasureView {
  return {
    state: row.state as ErasureView['state'],
    reason: row.reason,
    legal_basis: row.legal_basis,
    within_retention: fromBool(row.within_retention),
    erased_by: { key: row.requested_by, name: row.requested_by_name },
    started_at: row.started_at,
    erased_at: row.erased_at,
    erased: row.erased === null ? null : fromJson(row.erased),
  };
}

async function nameOf(trx: Db, eraser: Eraser): Promise<string> {
  if (eraser.type === 'system') return 'Retention schedule';
  if (eraser.type === 'cli') return 'Operator';
  if (eraser.type === 'user') return (await findUser(trx, eraser.accountId, eraser.id))?.name ?? 'A user';
  if (eraser.type === 'token') {
    const [token] = await findAccessTokenNames(trx, eraser.accountId, [eraser.id]);
    return token ? `Access token “${token.name}”` : 'An access token';
  }
  return 'Customer';
}

const eraserKey = (eraser: Eraser) => (eraser.type === 'system' ? 'system' : actorKey(eraser));

/**
 * An erasure asked for through the API (admins and tokens): refused while a legal hold stands, and inside the
 * retention period unless a legal basis is given (it is recorded; after the period it is ignored). Runs the
 * erasure to its end before answering.
 */
export async function requestErasure(
  ctx: ServiceContext,
  actor: Actor,
  verificationId: string,
  input: { reason: string; legal_basis?: string | null },
): Promise<ErasureView> {
  const reason = input.reason.trim();
  if (reason === '') throw AppError.field('reason', 'must say why the personal data is erased');
  const legalBasis = input.legal_basis?.trim() || null;
  const started = await startErasure(ctx, actor, verificationId, reason, (within) => {
    if (within && legalBasis === null) {
      throw new AppError(
        'retention_period_running',
        'The retention period of this case has not ended; erasing it now needs a legal basis (legal_basis)',
        [{ field: 'legal_basis', message: 'required inside the retention period' }],
      );
    }
    return within ? legalBasis : null;
  });
  if (!started) throw new AppError('erased', 'The personal data of this verification has been erased');
  return finishErasure(ctx, actor.accountId, verificationId);
}

/**
 * The first step, in one transaction: the case is marked `erasing` (from then on every reader answers 410) with
 * the tombstone's who, when and why. Answers false when the case already has an erasure.
 */
export async function startErasure(
  ctx: ServiceContext,
  eraser: Eraser,
  verificationId: string,
  reason: string,
  legalBasisFor: (withinRetention: boolean) => string | null,
  /** The day the retention is judged on (the daily job's day); today by default. */
  day?: string,
): Promise<boolean> {
  const accountId = eraser.accountId;
  return inTransaction(ctx.db, async (trx) => {
    const v = await findCaseRetention(trx, accountId, verificationId);
    if (!v) throw AppError.notFound('Verification');
    if (await findErasure(trx, accountId, verificationId)) return false;
    if (v.legal_hold_reason !== null) {
      throw new AppError('legal_hold', `A legal hold stops every erasure of this case: ${v.legal_hold_reason}`);
    }
    const now = ctx.now();
    const within = withinRetention(v.retain_until, day ?? dayOf(now));
    const legalBasis = legalBasisFor(within);
    await withdrawCaseFromReads(trx, accountId, verificationId, now);
    return insertErasureIfAbsent(trx, {
      verification_id: verificationId,
      account_id: accountId,
      state: 'erasing',
      reason,
      legal_basis: legalBasis,
      within_retention: within,
      requested_by: eraserKey(eraser),
      requested_by_name: await nameOf(trx, eraser),
      started_at: now,
      erased_at: null,
      erased: null,
    });
  });
}

/**
 * Waits forever: the test hook's pause, for a SIGKILL to land mid-erasure. The timer keeps the process alive (a
 * pending promise alone does not: a CLI run would exit before the test sees it paused).
 */
const never = () =>
  new Promise<never>(() => {
    setInterval(() => {}, 60_000);
  });

/**
 * The rest of an erasure, from wherever it stopped: the files (idempotent: a missing file is already gone), then
 * in one transaction the rows, the tombstone and the `verification_erased` webhook. Two processes may run it at
 * once (a resume beside the request that started it): the files are deleted twice, harmlessly, and only one of
 * the final transactions finds the case still `erasing`.
 */
export async function finishErasure(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  options: { compact?: boolean } = {},
): Promise<ErasureView> {
  const blobs = await listCaseBlobs(ctx.db, accountId, verificationId);
  let deleted = 0;
  for (const blob of blobs) {
    await ctx.blobs.delete(blob.storage_key);
    deleted += 1;
    if (ctx.erasurePauseAfterFiles != null && deleted >= ctx.erasurePauseAfterFiles) {
      process.stderr.write(`erasure paused after ${deleted} files\n`);
      await never();
    }
  }
  const { delivered, late } = await inTransaction(ctx.db, async (trx) => {
    const erasure = await findErasure(trx, accountId, verificationId);
    if (erasure?.state !== 'erasing') return { delivered: 0, late: [] };
    // A file stored after the list above (an upload that was under way) is deleted after this commits.
    const stillThere = await listCaseBlobs(trx, accountId, verificationId);
    const known = new Set(blobs.map((b) => b.storage_key));
    const summary = await scrubCase(trx, accountId, verificationId);
    const now = ctx.now();
    const v = await findCaseIdentity(trx, accountId, verificationId);
    // The queue still finds the company; the names of its people go.
    await clearCasePersonalFields(trx, accountId, verificationId, {
      searchText: caseSearchText(v.company_name, v.company_number, v.customer_id, []),
      at: now,
    });
    const files = blobs.map((b) => ({ sha256: b.sha256, size: b.size }));
    await updateErasure(trx, accountId, verificationId, {
      state: 'erased',
      erased_at: now,
      erased: toJson({ ...summary, files }),
    });
    await appendAuditLog(trx, {
      id: uuidv7(),
      account_id: accountId,
      verification_id: verificationId,
      actor_type: erasure.requested_by === 'system' ? 'system' : (erasure.requested_by.split(':')[0] as string),
      actor_id: erasure.requested_by.includes(':') ? (erasure.requested_by.split(':')[1] as string) : null,
      action: 'case.erased',
      from_state: null,
      to_state: null,
      comment: erasure.reason,
      data: toJson({
        legal_basis: erasure.legal_basis,
        within_retention: fromBool(erasure.within_retention),
        data_sha256: summary.data_sha256,
        files: files.length,
      }),
      created_at: now,
    });
    const count = await enqueueWebhookEvents(
      ctx,
      trx,
      accountId,
      verificationId,
      [verificationErasedEvent(verificationId, now)],
      now,
    );
    return { delivered: count, late: stillThere.filter((b) => !known.has(b.storage_key)) };
  });
  for (const blob of late) await ctx.blobs.delete(blob.storage_key);
  if (delivered > 0) ctx.deliverySignal.notify();
  // A batch (the daily job) compacts once at its end instead.
  if (options.compact !== false) await compactAfterErasure(ctx);
  const done = await findErasure(ctx.db, accountId, verificationId);
  if (!done) throw AppError.notFound('Verification');
  return presentErasure(done);
}

/**
 * Erased bytes out of SQLite's file and log (compactSqliteAfterErasure). PostgreSQL's dead rows are removed by its
 * (auto)vacuum; see docs/security.md.
 */
export async function compactAfterErasure(ctx: ServiceContext): Promise<void> {
  if (ctx.dialect !== 'sqlite') return;
  await compactSqliteAfterErasure(ctx.db);
}

/** Finishes every erasure a process left half done (after a crash): the worker runs it at start and daily. */
export async function resumeErasures(ctx: ServiceContext): Promise<number> {
  const pending = await listErasingUnscoped(ctx.db);
  for (const p of pending) await finishErasure(ctx, p.account_id, p.verification_id, { compact: false });
  if (pending.length > 0) await compactAfterErasure(ctx);
  return pending.length;
}

/** The tombstone of a case, or null when it was never erased. */
export async function getErasure(ctx: ServiceContext, accountId: string, verificationId: string) {
  const row = await findErasure(ctx.db, accountId, verificationId);
  return row ? presentErasure(row) : null;
}

/** Whether the case's erasure has started (or ended): its personal resources answer 410. */
export async function caseIsErased(ctx: ServiceContext, accountId: string, verificationId: string): Promise<boolean> {
  return hasErasure(ctx.db, ctx.readNow, accountId, verificationId);
}
