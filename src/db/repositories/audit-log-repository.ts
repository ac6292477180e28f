import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import { preparedQuery } from '../prepared-query.js';
import type { AuditLogTable } from '../schema.js';

export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogRow = Insertable<AuditLogTable>;

type AuditLogValues = [
  id: string,
  accountId: string,
  verificationId: string | null,
  actorType: string,
  actorId: string | null,
  action: string,
  fromState: string | null,
  toState: string | null,
  comment: string | null,
  data: NewAuditLogRow['data'],
  createdAt: NewAuditLogRow['created_at'],
];

/** Every business action appends one (a state change one or two): a prepared insert of all the columns. */
const insertAuditLogPrepared = preparedQuery(11, (db: Db, ...v: AuditLogValues) =>
  db.insertInto('audit_log').values({
    id: v[0],
    account_id: v[1],
    verification_id: v[2],
    actor_type: v[3],
    actor_id: v[4],
    action: v[5],
    from_state: v[6],
    to_state: v[7],
    comment: v[8],
    data: v[9],
    created_at: v[10],
  }),
);

/** Append-only: there is no update or delete here, and the database refuses them too. */
export async function appendAuditLog(db: Db, row: NewAuditLogRow): Promise<void> {
  await insertAuditLogPrepared(
    db,
    row.id,
    row.account_id,
    row.verification_id ?? null,
    row.actor_type,
    row.actor_id ?? null,
    row.action,
    row.from_state ?? null,
    row.to_state ?? null,
    row.comment ?? null,
    row.data ?? null,
    row.created_at,
  );
}

export async function listAuditLog(db: Db, accountId: string, verificationId: string): Promise<AuditLogRow[]> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
