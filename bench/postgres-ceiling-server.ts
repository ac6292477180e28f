import { createServer } from 'node:http';
import pg from 'pg';

/**
 * The PostgreSQL ceiling: a plain node:http server that reads one company's stored detail by primary key on every
 * request (a pool of 10, like the service's) and sends it in the service's envelope. What the service adds on top
 * of one query and HTTP is its own cost.
 * With `prepared`, the query is a named statement (parsed and planned once per connection), as the service sends
 * its prepared queries: the ceiling for what the service adds on top of the same database work.
 * Usage: node --import tsx bench/postgres-ceiling-server.ts PORT DATABASE_URL COMPANY_ID [prepared]
 */
const [port, databaseUrl, companyId, mode] = process.argv.slice(2);
const query = {
  ...(mode === 'prepared' ? { name: 'company_detail' } : {}),
  text: 'select detail_json from companies where id = $1',
  values: [companyId],
};
if (!port || !databaseUrl || !companyId) {
  console.error('usage: postgres-ceiling-server.ts PORT DATABASE_URL COMPANY_ID');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const server = createServer((request, response) => {
  request.resume();
  pool.query<{ detail_json: string }>(query).then(
    ({ rows }) => {
      const body = Buffer.from(`{"company":${rows[0]?.detail_json ?? 'null'}}`);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      response.end(body);
    },
    (error: Error) => {
      response.writeHead(500).end(error.message);
    },
  );
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => {
  void pool.end().finally(() => process.exit(0));
});
