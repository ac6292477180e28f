import type { Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * Where a portal link went and who made it, and which link opened each portal session, so the audit log can say
 * which link and session made a submission and whether the link reached the customer by e-mail or through an
 * integration. Rows from before this migration keep null: their delivery was not recorded.
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('invitation_links').addColumn('delivery', 'text').execute();
  await db.schema.alterTable('invitation_links').addColumn('issued_by', 'text').execute();
  await db.schema.alterTable('portal_sessions').addColumn('link_hash', 'text').execute();
}
