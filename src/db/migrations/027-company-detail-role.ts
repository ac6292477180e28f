import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * The company detail (GET /verifications/{id}/companies/{cid}) now carries the company's `role` and `listed_on`,
 * as the companies list does. Its stored bytes (`companies.detail_json`, migration 006) were rendered without
 * them: forgetting them makes each company's detail render again, with its role, on its next read.
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await sql`update companies set detail_json = null`.execute(db);
}
