import type { Kysely } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * The customer's side: invitations and their links, portal sessions, the application draft and its uploads,
 * crypto ownership challenges, the mail outbox with its attempts, and the revisions of a case's data.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);

  await db.schema
    .createTable('invitations')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('completeness_profile_id', t.uuid, (c) => c.notNull().references('completeness_profiles.id'))
    .addColumn('prefill', t.json)
    // The latest link's expiry: the invitation is `expired` once it passes with nothing submitted.
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('opened_at', t.timestamp)
    .addColumn('submitted_at', t.timestamp)
    .addColumn('revoked_at', t.timestamp)
    .addColumn('last_link_sent_at', t.timestamp)
    .addColumn('verification_id', t.uuid, (c) => c.references('verifications.id'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invitations_account').on('invitations').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('invitations_verification').on('invitations').columns(['verification_id']).execute();

  // Every link ever sent for an invitation; only the SHA-256 of its token is kept.
  await db.schema
    .createTable('invitation_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('invitation_id', t.uuid, (c) => c.notNull().references('invitations.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invitation_links_invitation')
    .on('invitation_links')
    .columns(['invitation_id'])
    .execute();

  await db.schema
    .createTable('portal_sessions')
    .addColumn('session_hash', 'text', (c) => c.primaryKey())
    .addColumn('invitation_id', t.uuid, (c) => c.notNull().references('invitations.id'))
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('portal_sessions_invitation').on('portal_sessions').columns(['invitation_id']).execute();

  // What the customer has typed so far; one per invitation, saved as they type.
  await db.schema
    .createTable('application_drafts')
    .addColumn('invitation_id', t.uuid, (c) => c.primaryKey().references('invitations.id'))
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('data', t.json, (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  // Files uploaded from the portal before they become a case's documents at submission.
  await db.schema
    .createTable('portal_uploads')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('invitation_id', t.uuid, (c) => c.notNull().references('invitations.id'))
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('filesize', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('consumed_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('portal_uploads_invitation').on('portal_uploads').columns(['invitation_id']).execute();

  // A message the customer signs to prove they hold a crypto address, and the check of their signature.
  await db.schema
    .createTable('ownership_challenges')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('invitation_id', t.uuid, (c) => c.notNull().references('invitations.id'))
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_type', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('signature', 'text')
    .addColumn('verification', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ownership_challenges_invitation')
    .on('ownership_challenges')
    .columns(['invitation_id'])
    .execute();

  await db.schema.alterTable('crypto_addresses').addColumn('signature', 'text').execute();

  // Written in the transaction of what caused the mail; the worker sends it (at least once) with retries.
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('from_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    // pending → sent | failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempt_count', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', t.timestamp)
    .addColumn('lease_expires_at', t.timestamp)
    .addColumn('leased_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', t.timestamp)
    .addColumn('invitation_id', t.uuid)
    .addColumn('verification_id', t.uuid)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('mail_attempts')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('mail_id', t.uuid, (c) => c.notNull().references('mail_outbox.id'))
    .addColumn('attempt_number', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_attempts_mail').on('mail_attempts').columns(['mail_id']).execute();

  // What a case's data was at each submission (the first, and each answer to a data update request).
  await db.schema
    .createTable('case_revisions')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.notNull().references('verifications.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('data', t.json, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('case_revisions_number', ['verification_id', 'number'])
    .execute();
}
