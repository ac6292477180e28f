import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sampleIntake } from '../helpers/fixtures.js';
import { createTenant, openCase, startTestApp, TEST_SECRET, type TestApp, testDialects } from '../helpers/test-app.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OFAC = join(ROOT, 'test/fixtures/screening/ofac-sdn');

for (const dialect of testDialects()) {
  describe(`screening: the first list import screens the cases already open [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    it('a case opened before any list is imported gets its hit when `dossier screening import` runs', async () => {
      const tenant = await createTenant(t.ctx);
      const intake = sampleIntake();
      const id = await openCase(
        t,
        tenant,
        sampleIntake({
          company: { ...intake.company, formal_name: 'Banco Nacional de Cuba' },
        }),
      );
      const issues = async () =>
        (await t.app.inject({ url: `/api/v1/verifications/${id}/issues`, headers: tenant.headers })).json().issues;
      assert.deepEqual(await issues(), [], 'no list yet: nothing to match');

      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DOSSIER_DATA_DIR: t.database.dataDir,
        DOSSIER_SECRET: TEST_SECRET,
        LOG_LEVEL: 'warn',
      };
      delete env.DATABASE_URL;
      if (t.database.databaseUrl) env.DATABASE_URL = t.database.databaseUrl;
      const result = await new Promise<{ code: number; stderr: string }>((done) => {
        execFile(
          process.execPath,
          ['bin/dossier', 'screening', 'import', '--source', 'ofac-sdn', OFAC],
          { cwd: ROOT, env },
          (error, _stdout, stderr) => done({ code: error ? 1 : 0, stderr }),
        );
      });
      assert.equal(result.code, 0, result.stderr);
      assert.match(
        result.stderr,
        /rescreened \d+ stored subjects against the changed entries: 1 new or changed hits in 1 cases/,
      );
      const [hit] = await issues();
      assert.equal(hit.subject.role, 'company');
      assert.equal(hit.report.names[0], 'BANCO NACIONAL DE CUBA');
      assert.equal(hit.relevant, null);
    });
  });
}
