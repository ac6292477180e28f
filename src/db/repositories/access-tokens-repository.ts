import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../database.js';
import { preparedQuery } from '../prepared-query.js';
import type { AccessTokenTable } from '../schema.js';

export type AccessTokenRow = Selectable<AccessTokenTable>;
export type NewAccessTokenRow = Insertable<AccessTokenTable>;

export async function insertAccessToken(db: Db, row: NewAccessTokenRow): Promise<void> {
  await db.insertInto('access_tokens').values(row).execute();
}

export async function listAccessTokens(db: Db, accountId: string): Promise<AccessTokenRow[]> {
  return db.selectFrom('access_tokens').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
}

export async function findAccessToken(db: Db, accountId: string, id: string): Promise<AccessTokenRow | undefined> {
  return db
    .selectFrom('access_tokens')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

const findByHash = preparedQuery(1, (db: Db, tokenHash: string) =>
  db
    .selectFrom('access_tokens')
    .select(['id', 'account_id', 'revoked_at', 'last_used_at'])
    .where('token_hash', '=', tokenHash),
);

/** Unscoped by design: the token is what tells us the account. Runs on every request, so it is prepared. */
export async function findAccessTokenByHashUnscoped(
  db: Db,
  tokenHash: string,
): Promise<Pick<AccessTokenRow, 'id' | 'account_id' | 'revoked_at' | 'last_used_at'> | undefined> {
  const [row] = await findByHash(db, tokenHash);
  return row;
}

/** Unscoped: the operator's CLI revokes by token id. Returns false when no active token has that id. */
export async function revokeAccessTokenUnscoped(db: Db, id: string, at: string): Promise<AccessTokenRow | undefined> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  return db.selectFrom('access_tokens').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Writes last_used_at of a token that is still live; false when it is revoked (nothing written). */
export async function touchAccessToken(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('access_tokens')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Names (and creators, for four eyes) of the given tokens, for audit-log entries and case views. */
export async function findAccessTokenNames(
  db: Db,
  accountId: string,
  ids: readonly string[],
): Promise<Pick<AccessTokenRow, 'id' | 'name' | 'created_by'>[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('access_tokens')
    .select(['id', 'name', 'created_by'])
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
}

/** Who created the token (a user id), null when nobody in the account did (CLI), undefined when no such token. */
export async function findAccessTokenCreator(
  db: Db,
  accountId: string,
  id: string,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('access_tokens')
    .select('created_by')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.created_by;
}

/** PostgreSQL only: announces a revoked token on `channel`; delivered to every listener when the transaction commits. */
export async function notifyTokenRevoked(db: Db, channel: string, tokenHash: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${tokenHash})`.execute(db);
}

/** PostgreSQL only: how many connections to this database carry `applicationName` (the instances listening). */
export async function countConnectionsOfApplication(db: Db, applicationName: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from pg_stat_activity
    where datname = current_database() and application_name = ${applicationName}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
