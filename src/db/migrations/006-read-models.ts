import type { Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * The company detail as the API serves it, rendered when the company's data changes (in the same transaction)
 * and served as stored bytes: a hot read is one primary-key lookup and no serialization. Text on both databases,
 * so the bytes come back exactly as written. Null until rendered: the first read renders and stores it.
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('companies').addColumn('detail_json', 'text').execute();
}
