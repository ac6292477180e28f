import type Pg from 'pg';
import { statementNameOf } from './prepared-query.js';

/**
 * The pool Kysely's PostgreSQL driver uses, whose clients send the prepared queries' SQL (preparedQuery) as named
 * statements: each connection parses and plans such a statement once and then only binds and executes it. For a
 * primary-key read that is most of what PostgreSQL itself spends on it. Every other query goes as before. The
 * names are per process and per connection, as PostgreSQL keeps them; behind PgBouncer this needs session pooling
 * or PgBouncer 1.21+ with max_prepared_statements (docs/operations.md).
 */
export function withNamedStatements(pool: Pg.Pool): Pg.Pool {
  const wrapped = new WeakMap<Pg.PoolClient, Pg.PoolClient>();
  const wrap = (client: Pg.PoolClient): Pg.PoolClient => {
    let named = wrapped.get(client);
    if (named === undefined) {
      named = new Proxy(client, {
        get(target, property, receiver) {
          if (property !== 'query') return Reflect.get(target, property, receiver);
          return (text: unknown, values?: unknown[]) => {
            const name = typeof text === 'string' ? statementNameOf(text) : undefined;
            return name === undefined
              ? target.query(text as string, values)
              : target.query({ name, text: text as string, values });
          };
        },
      });
      wrapped.set(client, named);
    }
    return named;
  };
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'connect') return Reflect.get(target, property, receiver);
      return async () => wrap(await target.connect());
    },
  });
}
