import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { AccountSsoTable, SsoSignInTable } from '../schema.js';

export type AccountSsoRow = Selectable<AccountSsoTable>;
export type SsoSignInRow = Selectable<SsoSignInTable>;

export async function findAccountSso(db: Db, accountId: string): Promise<AccountSsoRow | undefined> {
  return db.selectFrom('account_sso').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

export async function listSsoDomains(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sso_email_domains')
    .select('domain')
    .where('account_id', '=', accountId)
    .orderBy('domain')
    .execute();
  return rows.map((r) => r.domain);
}

/** Inserts or replaces the account's provider settings. */
export async function saveAccountSso(db: Db, row: Insertable<AccountSsoTable>): Promise<void> {
  const { account_id: _id, created_at: _created, ...changes } = row;
  await db
    .insertInto('account_sso')
    .values(row)
    .onConflict((oc) => oc.column('account_id').doUpdateSet(changes))
    .execute();
}

export async function setSsoEnforced(db: Db, accountId: string, enforced: boolean, at: string): Promise<number> {
  const result = await db
    .updateTable('account_sso')
    .set({ enforced, updated_at: at })
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteAccountSso(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom('sso_email_domains').where('account_id', '=', accountId).execute();
  await db.deleteFrom('sso_sign_ins').where('account_id', '=', accountId).execute();
  await db.deleteFrom('account_sso').where('account_id', '=', accountId).execute();
}

/** The account that claims any of `domains`, other than `accountId` (a domain is one account's). */
export async function findOtherDomainClaimUnscoped(
  db: Db,
  accountId: string,
  domains: readonly string[],
): Promise<string | undefined> {
  if (domains.length === 0) return undefined;
  const row = await db
    .selectFrom('sso_email_domains')
    .select('domain')
    .where('domain', 'in', [...domains])
    .where('account_id', '<>', accountId)
    .executeTakeFirst();
  return row?.domain;
}

export async function replaceSsoDomains(db: Db, accountId: string, domains: readonly string[]): Promise<void> {
  await db.deleteFrom('sso_email_domains').where('account_id', '=', accountId).execute();
  if (domains.length === 0) return;
  await db
    .insertInto('sso_email_domains')
    .values(domains.map((domain) => ({ domain, account_id: accountId })))
    .execute();
}

/** Unscoped: a sign-in starts from an e-mail, before any account is known; the domain names the account. */
export async function findSsoByDomainUnscoped(db: Db, domain: string): Promise<AccountSsoRow | undefined> {
  return db
    .selectFrom('sso_email_domains as d')
    .innerJoin('account_sso as s', 's.account_id', 'd.account_id')
    .selectAll('s')
    .where('d.domain', '=', domain)
    .executeTakeFirst();
}

/** Whether the account refuses passwords (its users sign in through their provider only). */
export async function isSsoEnforced(db: Db, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('account_sso')
    .select('enforced')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined && Boolean(row.enforced);
}

export async function insertSsoSignIn(db: Db, row: Insertable<SsoSignInTable>): Promise<void> {
  await db.insertInto('sso_sign_ins').values(row).execute();
}

/**
 * Spends a waiting sign-in in one statement: the row comes back only to the first caller, and only before it
 * expires, so a replayed callback (or two at once) finds nothing. Unscoped: the cookie is what names the account.
 */
export async function spendSsoSignInUnscoped(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<SsoSignInRow | undefined> {
  return db
    .updateTable('sso_sign_ins')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Sign-ins that were never finished, a day after they expired. */
export async function deleteStaleSsoSignIns(db: Db, before: string): Promise<void> {
  await db.deleteFrom('sso_sign_ins').where('expires_at', '<', before).execute();
}
