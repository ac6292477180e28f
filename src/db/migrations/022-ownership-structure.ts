import type { Kysely } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * The declared ownership structure of a case (issue 19):
 * - `ownership_entities`: the corporate and individual shareholders (and persons controlling by other means) of a
 *   case. A person entity points at a row of `persons`, the same record a director has: a shareholder who is also
 *   a director points at the director's person, never a copy. A company entity carries the fields that identify it
 *   and `listed_on`, the regulated market that ends the chain. The company under review is not an entity: a
 *   holding of it has `held_entity_id` null.
 * - `ownership_holdings`: "holds X % of the shares (and Y % of the voting rights) in", at any depth.
 * - `accounts.high_risk_jurisdictions`: the jurisdiction codes the account marks as high risk (JSON array, empty by
 *   default); a corporate shareholder in one is a warning.
 * Figures (indirect shares, UBOs, warnings) are computed from these on every read, never stored.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  const percent = dialect === 'postgres' ? 'double precision' : 'real';
  await db.schema
    .alterTable('accounts')
    .addColumn('high_risk_jurisdictions', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('ownership_entities')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.notNull().references('verifications.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('person_id', t.uuid, (c) => c.references('persons.id'))
    .addColumn('formal_name', 'text')
    .addColumn('company_number', 'text')
    .addColumn('jurisdiction_code', 'text')
    .addColumn('listed_on', 'text')
    .addColumn('control_nature', 'text')
    .addColumn('control_description', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ownership_entities_case')
    .on('ownership_entities')
    .columns(['verification_id', 'position'])
    .execute();

  await db.schema
    .createTable('ownership_holdings')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.notNull().references('verifications.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('holder_entity_id', t.uuid, (c) => c.notNull().references('ownership_entities.id'))
    .addColumn('held_entity_id', t.uuid, (c) => c.references('ownership_entities.id'))
    .addColumn('shares', percent, (c) => c.notNull())
    .addColumn('voting_rights', percent)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ownership_holdings_case')
    .on('ownership_holdings')
    .columns(['verification_id', 'position'])
    .execute();
}
