import { type Kysely, sql } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * Single sign-on through OpenID Connect:
 * - `account_sso`: one identity provider per account. The client secret is sealed under a key derived from
 *   DOSSIER_SECRET (src/domain/secret-box.ts), bound to the account id; no API ever returns it. `enforced` refuses
 *   passwords for the account's users; `jit_provisioning` (off by default) creates an unknown user at their first
 *   sign-in with `jit_role`.
 * - `sso_email_domains`: the e-mail domains each account claims. The primary key makes a domain one account's, so
 *   the e-mail a person types finds exactly one identity provider.
 * - `sso_sign_ins`: a sign-in between the redirect to the provider and its return: state, nonce and PKCE verifier
 *   kept server-side, keyed by the SHA-256 of the browser's cookie; short-lived and spent once.
 * - `user_sessions.sign_in_method`: `password` or `sso` (null before this migration: password). A session proven
 *   by the provider satisfies "Require MFA".
 * - `users.sso_signed_in_at`: the user's first sign-in through SSO. A user without a password who has one is
 *   active (not "invited"): the provider is how they sign in.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  const no = sql.raw(dialect === 'postgres' ? 'false' : '0');
  await db.schema
    .createTable('account_sso')
    .addColumn('account_id', t.uuid, (c) => c.primaryKey().references('accounts.id'))
    .addColumn('issuer_url', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret_sealed', 'text', (c) => c.notNull())
    .addColumn('jit_provisioning', t.bool, (c) => c.notNull().defaultTo(no))
    .addColumn('jit_role', 'text', (c) => c.notNull().defaultTo('viewer'))
    .addColumn('enforced', t.bool, (c) => c.notNull().defaultTo(no))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sso_email_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .execute();
  await db.schema.createIndex('sso_email_domains_account').on('sso_email_domains').columns(['account_id']).execute();

  await db.schema
    .createTable('sso_sign_ins')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();

  await db.schema.alterTable('user_sessions').addColumn('sign_in_method', 'text').execute();
  await db.schema.alterTable('users').addColumn('sso_signed_in_at', t.timestamp).execute();
}
