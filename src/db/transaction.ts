import type { Db } from './database.js';

/**
 * Runs one business action in one transaction: all of its writes commit together or none do. The callback
 * receives the transaction, which repositories accept wherever they accept the database.
 */
export function inTransaction<T>(db: Db, action: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(action);
}
