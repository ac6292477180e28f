import type { Insertable, Selectable } from 'kysely';
import type { Db, ReadNow } from '../database.js';
import { preparedQuery } from '../prepared-query.js';
import type { VerificationErasureTable } from '../schema.js';
import type { SqlDialect } from '../sql-dialect.js';

export type ErasureRow = Selectable<VerificationErasureTable>;

/** The tombstone (or the mark of an erasure under way) of one case of the account. */
export async function findErasure(db: Db, accountId: string, verificationId: string): Promise<ErasureRow | undefined> {
  return db
    .selectFrom('verification_erasures')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .executeTakeFirst();
}

const findErasureMark = preparedQuery(2, (db: Db, accountId: string, verificationId: string) =>
  db
    .selectFrom('verification_erasures')
    .select('verification_id')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId),
);

/**
 * Whether the case is erased or being erased: asked by every request that names a case (the 410 guard), so it is
 * a prepared query, and on SQLite a read at once when no transaction is open (it then sees what is committed, as
 * the queued read would).
 */
export async function hasErasure(
  db: Db,
  readNow: ReadNow | undefined,
  accountId: string,
  verificationId: string,
): Promise<boolean> {
  const now = readNow?.(findErasureMark.compiled(db, accountId, verificationId));
  return (now ?? (await findErasureMark(db, accountId, verificationId))).length > 0;
}

/** Which of these cases of the account are erased or being erased. */
export async function findErasedCaseIds(db: Db, accountId: string, verificationIds: readonly string[]) {
  if (verificationIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('verification_erasures')
    .select('verification_id')
    .where('account_id', '=', accountId)
    .where('verification_id', 'in', [...verificationIds])
    .execute();
  return new Set(rows.map((r) => r.verification_id));
}

/** Starts an erasure: false when the case already has one (erasing or erased), so exactly one caller starts it. */
export async function insertErasureIfAbsent(db: Db, row: Insertable<VerificationErasureTable>): Promise<boolean> {
  const result = await db
    .insertInto('verification_erasures')
    .values(row)
    .onConflict((oc) => oc.column('verification_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Every case left mid-erasure, in every account (the worker resumes them): unscoped on purpose. */
export async function listErasingUnscoped(db: Db): Promise<Pick<ErasureRow, 'verification_id' | 'account_id'>[]> {
  return db
    .selectFrom('verification_erasures')
    .select(['verification_id', 'account_id'])
    .where('state', '=', 'erasing')
    .orderBy('started_at')
    .execute();
}

/**
 * Cases whose retention ended before `day` (retain_until < day), with no legal hold and no erasure yet, in every
 * account: the daily job's work. Unscoped on purpose.
 */
export async function listDueForErasureUnscoped(
  db: Db,
  day: string,
  limit: number,
): Promise<{ id: string; account_id: string }[]> {
  return db
    .selectFrom('verifications as v')
    .select(['v.id', 'v.account_id'])
    .where('v.retain_until', '<', day)
    .where('v.legal_hold_reason', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('verification_erasures as e')
            .select('e.verification_id')
            .whereRef('e.verification_id', '=', 'v.id'),
        ),
      ),
    )
    .orderBy('v.retain_until')
    .limit(limit)
    .execute();
}

/** Every stored file of the case: its documents' variants and its portal uploads (some are the same blob). */
export async function listCaseBlobs(
  db: Db,
  accountId: string,
  verificationId: string,
): Promise<{ storage_key: string; sha256: string; size: number }[]> {
  const files = await db
    .selectFrom('attachment_files as f')
    .innerJoin('attachments as a', 'a.id', 'f.attachment_id')
    .select(['f.storage_key', 'f.sha256', 'f.size'])
    .where('a.account_id', '=', accountId)
    .where('a.verification_id', '=', verificationId)
    .execute();
  const uploads = await db
    .selectFrom('portal_uploads as u')
    .innerJoin('invitations as i', 'i.id', 'u.invitation_id')
    .select(['u.storage_key', 'u.sha256', 'u.filesize as size'])
    .where('i.account_id', '=', accountId)
    .where('i.verification_id', '=', verificationId)
    .execute();
  const byKey = new Map<string, { storage_key: string; sha256: string; size: number }>();
  for (const f of [...files, ...uploads]) byKey.set(f.storage_key, { ...f, size: Number(f.size) });
  return [...byKey.values()].sort((a, b) => a.storage_key.localeCompare(b.storage_key));
}

export async function updateErasure(
  db: Db,
  accountId: string,
  verificationId: string,
  changes: Partial<Pick<ErasureRow, 'state' | 'erased_at'>> & { erased?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('verification_erasures')
    .set(changes)
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('state', '=', 'erasing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Of these deliveries, the ones about a case whose erasure has started: what their receivers answer is not kept
 * (a receiver may echo what it knows of the person). Unscoped: the delivery worker serves every account.
 */
export async function deliveriesOfErasedCasesUnscoped(db: Db, deliveryIds: readonly string[]): Promise<Set<string>> {
  if (deliveryIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_messages as m', 'm.id', 'd.message_id')
    .innerJoin('verification_erasures as e', 'e.verification_id', 'm.verification_id')
    .select('d.id')
    .where('d.id', 'in', [...deliveryIds])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Inside a transaction that adds to a case: waits for an erasure starting at the same moment (PostgreSQL locks the
 * case row, which an erasure's first step also writes; SQLite has one writer at a time anyway), then answers
 * whether the case's erasure has started, so nothing is added to a case being erased.
 */
export async function erasureStartedForUpdate(
  trx: Db,
  dialect: SqlDialect,
  accountId: string,
  verificationId: string,
): Promise<boolean> {
  if (dialect === 'postgres') {
    await trx
      .selectFrom('verifications')
      .select('id')
      .where('account_id', '=', accountId)
      .where('id', '=', verificationId)
      .forUpdate()
      .execute();
  }
  return (await findErasure(trx, accountId, verificationId)) !== undefined;
}
