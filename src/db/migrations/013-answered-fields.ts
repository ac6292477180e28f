import { type Kysely, sql } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * `answered_fields` on companies, persons and bank accounts: the names of the fields the customer (or the API
 * client) gave, as a JSON array. The interface keeps non-nullable booleans and strings (`investigations`,
 * `license_required`, `tax_number`…), so a stored `false` or `""` alone cannot tell "answered no" from "never
 * asked". Null on rows written before this column: what was answered then is not known.
 *
 * `declaration_explanations` on companies: the customer's explanation of each declaration answered "yes".
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  for (const table of ['companies', 'persons', 'bank_accounts']) {
    await db.schema.alterTable(table).addColumn('answered_fields', t.json).execute();
  }
  // What the customer said when they answered a declaration "yes" ({"investigations": "…"}), beside the booleans.
  await db.schema.alterTable('companies').addColumn('declaration_explanations', t.json).execute();
  // The stored company details predate the new member: each is rendered again, with it, on its next read.
  await sql`UPDATE companies SET detail_json = NULL`.execute(db);
}
