import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { findCompanyDetailJson } from '../../src/db/repositories/companies-repository.js';
import { createTenant, openCase, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

/** The prepared queries' SQL goes to PostgreSQL as named statements, parsed and planned once per connection. */
for (const dialect of testDialects().filter((d) => d === 'postgres')) {
  describe(`named statements for prepared queries [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    it('keeps a prepared query as a named statement on its connection, and answers as before', async () => {
      const tenant = await createTenant(t.ctx);
      const verificationId = await openCase(t, tenant);
      const res = await t.app.inject({
        url: `/api/v1/verifications/${verificationId}/companies`,
        headers: tenant.headers,
      });
      const companyId = res.json().companies[0].id as string;
      const detail = await t.app.inject({
        url: `/api/v1/verifications/${verificationId}/companies/${companyId}`,
        headers: tenant.headers,
      });
      assert.equal(detail.statusCode, 200, detail.body);

      // On one connection: the query twice (bound and executed again), then what that session keeps.
      const statements = await t.ctx.db.connection().execute(async (connection) => {
        for (let i = 0; i < 2; i++) {
          const json = await findCompanyDetailJson(connection, tenant.accountId, verificationId, companyId);
          assert.deepEqual(JSON.parse(json as string), detail.json().company);
        }
        assert.equal(
          await findCompanyDetailJson(connection, tenant.accountId, verificationId, verificationId),
          undefined,
        );
        const { rows } = await sql<{ name: string; statement: string }>`
          SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'dossier_%'`.execute(connection);
        return rows;
      });
      const detailStatement = statements.find((s) => /select "detail_json" from "companies"/.test(s.statement));
      assert.ok(detailStatement, `the detail read is a named statement: ${JSON.stringify(statements)}`);
      assert.equal(
        statements.filter((s) => s.statement === detailStatement.statement).length,
        1,
        'prepared once, not once per call',
      );
      // A query built per call is not kept.
      assert.ok(statements.every((s) => !/pg_prepared_statements/.test(s.statement)));
    });
  });
}
