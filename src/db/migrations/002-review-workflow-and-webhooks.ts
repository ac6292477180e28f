import type { Kysely } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/** The review life cycle's extra case fields, and webhook endpoints with their durable outbox. */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);

  await db.schema.alterTable('verifications').addColumn('sent_to_qa_by', 'text').execute();
  await db.schema.alterTable('verifications').addColumn('requested_data', t.json).execute();
  await db.schema.alterTable('verifications').addColumn('data_update_comment', 'text').execute();

  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('event_types', t.json, (c) => c.notNull())
    .addColumn('enabled', t.bool, (c) => c.notNull())
    .addColumn('disabled_reason', 'text')
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', t.timestamp)
    .addColumn('failing_since', t.timestamp)
    .addColumn('deleted_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_endpoints_account')
    .on('webhook_endpoints')
    .columns(['account_id', 'created_at'])
    .execute();

  // One message per event; its id is the webhook-id header, stable across retries and endpoints' re-sends.
  await db.schema
    .createTable('webhook_messages')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid)
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('endpoint_id', t.uuid, (c) => c.notNull().references('webhook_endpoints.id'))
    .addColumn('message_id', t.uuid, (c) => c.notNull().references('webhook_messages.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempt_count', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', t.timestamp)
    .addColumn('lease_expires_at', t.timestamp)
    .addColumn('leased_by', 'text')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  // The worker's claim scans pending deliveries by due time.
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('delivery_id', t.uuid, (c) => c.notNull().references('webhook_deliveries.id'))
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('attempted_at', t.timestamp, (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery')
    .on('webhook_attempts')
    .columns(['delivery_id', 'attempted_at'])
    .execute();
}
