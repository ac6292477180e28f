import type { Db } from './database.js';
import { groupCommitterOf } from './group-commit.js';

/**
 * Runs one business action in one transaction: all of its writes commit together or none do. The callback
 * receives the transaction, which repositories accept wherever they accept the database. On SQLite the
 * transaction may share its COMMIT with others that waited beside it (group-commit.ts); it still resolves only
 * once its writes are durable, and a throw still undoes all of its writes and none of anyone else's.
 */
export function inTransaction<T>(db: Db, action: (trx: Db) => Promise<T>): Promise<T> {
  const committer = groupCommitterOf(db);
  return committer ? committer.run(action) : db.transaction().execute(action);
}
