import { caseSearchText } from '../../domain/case-search.js';
import type { Db } from '../database.js';

/**
 * Writes the case's search text again from what it holds now: its company's name and number, the customer id and
 * its persons' names. Called in the transaction that changed any of them, so a renamed director is found by the
 * new name and no longer by the old one (the search indexes follow the column: SQLite's FTS5 table by trigger,
 * PostgreSQL's trigram index by itself).
 */
export async function refreshCaseSearchText(db: Db, accountId: string, verificationId: string): Promise<void> {
  const [row, persons] = await Promise.all([
    db
      .selectFrom('verifications')
      .select(['company_name', 'company_number', 'customer_id', 'search_text'])
      .where('account_id', '=', accountId)
      .where('id', '=', verificationId)
      .executeTakeFirst(),
    db
      .selectFrom('persons')
      .select(['given_names', 'surname'])
      .where('account_id', '=', accountId)
      .where('verification_id', '=', verificationId)
      .orderBy('id')
      .execute(),
  ]);
  if (!row) return;
  const text = caseSearchText(
    row.company_name,
    row.company_number,
    row.customer_id,
    persons.map((p) => `${p.given_names} ${p.surname}`),
  );
  if (text === row.search_text) return;
  await db
    .updateTable('verifications')
    .set({ search_text: text })
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .execute();
}
