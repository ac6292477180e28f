import type { Db } from '../database.js';

/**
 * What the CSV export shows of each case, from the case row alone (it holds copies of its company's name, number
 * and jurisdiction and of its latest risk level): no join, and none of the company's many other columns read.
 */
export async function findExportRows(db: Db, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('verifications')
    .select([
      'id',
      'company_name',
      'company_number',
      'jurisdiction_code',
      'customer_id',
      'status',
      'risk_level',
      'assigned_to',
      'decided_by',
      'status_changed_at',
      'created_at',
      'last_data_update',
      'tab_changed_at',
    ])
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}
