import { type Kysely, sql } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/** Accounts, tokens, reference data, cases with their company data, documents, profiles and the audit log. */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);

  await db.schema
    .createTable('accounts')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('requires_qa', t.bool, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('display_prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_used_at', t.timestamp)
    .addColumn('revoked_at', t.timestamp)
    .execute();
  await db.schema.createIndex('access_tokens_account').on('access_tokens').columns(['account_id', 'id']).execute();

  await db.schema
    .createTable('jurisdictions')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('company_types')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('jurisdiction_code', 'text', (c) => c.notNull().references('jurisdictions.code'))
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('source', 'text')
    .addColumn('source_url', 'text')
    .addUniqueConstraint('company_types_jurisdiction_short_name', ['jurisdiction_code', 'short_name'])
    .execute();

  await db.schema
    .createTable('industries')
    .addColumn('key', 'integer', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('industry', 'text', (c) => c.notNull())
    .addColumn('keywords', t.json, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('completeness_profiles')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('requirements', t.json, (c) => c.notNull())
    .addColumn('archived_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('completeness_profiles_account')
    .on('completeness_profiles')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('verification_type', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('completeness_profile_id', t.uuid, (c) => c.references('completeness_profiles.id'))
    .addColumn('assessment', 'text')
    .addColumn('assessment_comment', 'text')
    .addColumn('qa_comment', 'text')
    .addColumn('rejection_comment', 'text')
    .addColumn('external_risk_score_id', t.uuid)
    .addColumn('assigned_to', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_data_update', t.timestamp)
    .execute();
  // Keyset pagination walks (created_at, id) newest first within one account, with or without a status filter.
  await db.schema
    .createIndex('verifications_account_created')
    .on('verifications')
    .columns(['account_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('verifications_account_status_created')
    .on('verifications')
    .columns(['account_id', 'status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('verifications_account_customer')
    .on('verifications')
    .columns(['account_id', 'customer_id'])
    .execute();
  await db.schema
    .createIndex('verifications_account_updated')
    .on('verifications')
    .columns(['account_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.notNull().references('verifications.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('formal_name', 'text', (c) => c.notNull())
    .addColumn('brand_name', 'text')
    .addColumn('company_number', 'text', (c) => c.notNull())
    .addColumn('inactive', t.bool)
    .addColumn('public_stock_exchange', t.bool)
    .addColumn('date_of_incorporation', t.date)
    .addColumn('jurisdiction_id', t.uuid, (c) => c.notNull().references('jurisdictions.id'))
    .addColumn('company_type_id', t.uuid, (c) => c.references('company_types.id'))
    .addColumn('industry_key', 'integer', (c) => c.references('industries.key'))
    .addColumn('industry_description', 'text')
    .addColumn('industry_additional_keys', t.json)
    .addColumn('activity_description', 'text')
    .addColumn('business_description', 'text', (c) => c.notNull())
    .addColumn('products_description', 'text', (c) => c.notNull())
    .addColumn('business_activity_countries', t.json, (c) => c.notNull())
    .addColumn('tax_number', 'text', (c) => c.notNull())
    .addColumn('funds_sources', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('employees_count', 'text', (c) => c.notNull())
    .addColumn('aml_contact_person', 'text', (c) => c.notNull())
    .addColumn('aml_contact_email', 'text', (c) => c.notNull())
    .addColumn('aml_contact_phone_number', 'text', (c) => c.notNull())
    .addColumn('opencorporates_url', 'text')
    .addColumn('expected_monthly_transactions_volume', 'text')
    .addColumn('investigations', t.bool, (c) => c.notNull())
    .addColumn('prosecutions', t.bool, (c) => c.notNull())
    .addColumn('ubo_criminal_records', t.bool, (c) => c.notNull())
    .addColumn('registration_authority', 'text', (c) => c.notNull())
    .addColumn('purpose_for_asset10', 'text')
    .addColumn('websites_for_asset10', 'text')
    .addColumn('license_date_of_expiry', 'text', (c) => c.notNull())
    .addColumn('license_date_of_issue', 'text', (c) => c.notNull())
    .addColumn('license_issuing_authority', 'text', (c) => c.notNull())
    .addColumn('license_number', 'text', (c) => c.notNull())
    .addColumn('license_required', t.bool, (c) => c.notNull())
    .addColumn('documents_note_from_verifier', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('companies_verification_position', ['verification_id', 'position'])
    .execute();

  for (const table of ['bank_accounts', 'crypto_addresses'] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', t.uuid, (c) => c.primaryKey())
      .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
      .addColumn('company_id', t.uuid, (c) => c.notNull().references('companies.id'))
      .addColumn('position', 'integer', (c) => c.notNull());
    builder =
      table === 'bank_accounts'
        ? builder
            .addColumn('account_holder', 'text', (c) => c.notNull())
            .addColumn('address', 'text', (c) => c.notNull())
            .addColumn('iban', t.bool, (c) => c.notNull())
            .addColumn('name', 'text', (c) => c.notNull())
            .addColumn('number', 'text', (c) => c.notNull())
        : builder
            .addColumn('address', 'text', (c) => c.notNull())
            .addColumn('address_type', 'text', (c) => c.notNull())
            .addColumn('comment', 'text')
            .addColumn('signature_message', 'text', (c) => c.notNull())
            .addColumn('signature_verification', 'text', (c) => c.notNull());
    await builder
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_company`).on(table).columns(['company_id', 'position']).execute();
  }

  await db.schema
    .createTable('persons')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.notNull().references('verifications.id'))
    .addColumn('given_names', 'text', (c) => c.notNull())
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', t.date)
    .addColumn('nationality', 'text')
    .addColumn('place_of_birth', 'text')
    .addColumn('sex', 'text')
    .addColumn('pep', t.bool, (c) => c.notNull())
    .addColumn('pep_description', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address_of_residence', t.json)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('persons_verification').on('persons').column('verification_id').execute();

  await db.schema
    .createTable('directors')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.notNull().references('verifications.id'))
    .addColumn('person_id', t.uuid, (c) => c.notNull().references('persons.id'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('directors_verification').on('directors').columns(['verification_id', 'id']).execute();

  await db.schema
    .createTable('document_records')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.notNull().references('verifications.id'))
    .addColumn('company_id', t.uuid, (c) => c.references('companies.id'))
    .addColumn('person_id', t.uuid, (c) => c.references('persons.id'))
    .addColumn('purposes', t.json, (c) => c.notNull())
    .addColumn('document_id', t.uuid, (c) => c.notNull().unique())
    .addColumn('country_of_issue', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('number', 'text')
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('date_of_issue', t.date)
    .addColumn('expiration_date', t.date)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addCheckConstraint('document_records_one_owner', sql`(company_id is null) <> (person_id is null)`)
    .execute();
  await db.schema
    .createIndex('document_records_verification')
    .on('document_records')
    .columns(['verification_id', 'id'])
    .execute();

  await db.schema
    .createTable('attachments')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.notNull().references('verifications.id'))
    .addColumn('document_record_id', t.uuid, (c) => c.notNull().references('document_records.id'))
    .addColumn('attachment_type', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('filesize', 'bigint', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attachments_document_record')
    .on('attachments')
    .columns(['document_record_id', 'id'])
    .execute();

  await db.schema
    .createTable('attachment_files')
    .addColumn('attachment_id', t.uuid, (c) => c.notNull().references('attachments.id'))
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('attachment_files_pk', ['attachment_id', 'variant'])
    .execute();

  await db.schema
    .createTable('external_risk_scores')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.notNull().references('verifications.id'))
    .addColumn('risk_score_simple', 'text')
    .addColumn('score', 'text')
    .addColumn('reasons', t.json, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('external_risk_scores_verification')
    .on('external_risk_scores')
    .columns(['verification_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.references('verifications.id'))
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text')
    .addColumn('comment', 'text')
    .addColumn('data', t.json)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_verification')
    .on('audit_log')
    .columns(['verification_id', 'created_at'])
    .execute();
  await protectAuditLog(db, dialect);
}

/** The audit log is evidence: the database itself refuses to change or delete a row once written. */
async function protectAuditLog(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  if (dialect === 'sqlite') {
    for (const op of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER audit_log_no_${op.toLowerCase()} BEFORE ${op} ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
        )
        .execute(db);
    }
    return;
  }
  await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`.execute(db);
  await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
}
