import { createHash } from 'node:crypto';
import { companyTypes, industries, jurisdictions } from '../reference/index.js';
import { toJson } from './column-values.js';
import type { Db } from './database.js';
import { inTransaction } from './transaction.js';

/** Changes whenever any shipped reference row does. */
function shippedFingerprint(): string {
  return createHash('sha256')
    .update(JSON.stringify([jurisdictions, companyTypes, industries]))
    .digest('hex');
}

/**
 * Loads the shipped reference data (countries, legal forms, industries). Idempotent: rows are upserted by their
 * stable ids, so a new release's corrections reach existing installs and ids never change. Skipped when the data
 * last loaded has the same fingerprint: a restart writes nothing. Returns whether it loaded.
 */
export async function seedReferenceData(db: Db, now = new Date().toISOString()): Promise<boolean> {
  const fingerprint = shippedFingerprint();
  const loaded = await db
    .selectFrom('reference_data_state')
    .select('fingerprint')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (loaded?.fingerprint === fingerprint) return false;
  await inTransaction(db, async (trx) => {
    for (const chunk of chunks(jurisdictions, 100)) {
      await trx
        .insertInto('jurisdictions')
        .values(
          chunk.map((j) => ({ id: j.id, code: j.code, name: j.name, country: j.country, full_name: j.full_name })),
        )
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            country: eb.ref('excluded.country'),
            full_name: eb.ref('excluded.full_name'),
          })),
        )
        .execute();
    }
    for (const chunk of chunks(companyTypes, 100)) {
      await trx
        .insertInto('company_types')
        .values(
          chunk.map((t) => ({
            id: t.id,
            jurisdiction_code: t.jurisdiction_code,
            short_name: t.short_name,
            full_name: t.full_name,
            description: t.description,
            source: t.source,
            source_url: t.source_url,
          })),
        )
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            full_name: eb.ref('excluded.full_name'),
            description: eb.ref('excluded.description'),
            source: eb.ref('excluded.source'),
            source_url: eb.ref('excluded.source_url'),
          })),
        )
        .execute();
    }
    for (const chunk of chunks(industries, 100)) {
      await trx
        .insertInto('industries')
        .values(chunk.map((i) => ({ key: i.key, value: i.value, industry: i.industry, keywords: toJson(i.keywords) })))
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            industry: eb.ref('excluded.industry'),
            keywords: eb.ref('excluded.keywords'),
          })),
        )
        .execute();
    }
    await trx
      .insertInto('reference_data_state')
      .values({ id: 1, fingerprint, loaded_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet({ fingerprint, loaded_at: now }))
      .execute();
  });
  return true;
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
