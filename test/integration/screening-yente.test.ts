import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runDailyJobs } from '../../src/services/daily-jobs.js';
import { createYenteBackend } from '../../src/services/screening/yente-backend.js';
import { retryFailedScreenings } from '../../src/services/screening-retry.js';
import { screeningUpdateJob } from '../../src/services/screening-update-job.js';
import { listedDirectorIntake } from '../helpers/screening-lists.js';
import {
  createTenant,
  openCase,
  startTestApp,
  TEST_SECRET,
  type Tenant,
  type TestApp,
  testDialects,
} from '../helpers/test-app.js';
import { YenteServer } from '../helpers/yente-server.js';

const ALI = 'Ali Khorashadizadeh';
const ALI_ENTITY = 'yente:NK-8kT3fQxW2vLmZp9RcYh4Ja';
const API_KEY = 'test-yente-key-0123';
const BIN = fileURLToPath(new URL('../../bin/dossier', import.meta.url));

for (const dialect of testDialects()) {
  describe(`screening through yente (recorded answers on a local server) [${dialect}]`, () => {
    let t: TestApp;
    let yente: YenteServer;
    before(async () => {
      yente = await YenteServer.start();
      yente.answers.set(ALI, 'match-listed-person');
      const backend = createYenteBackend(
        { url: yente.url, dataset: 'default', apiKey: API_KEY, timeoutMs: 2_000 },
        { attempts: 2, retryDelayMs: 10 },
      );
      t = await startTestApp(dialect, { ctx: { screening: backend } });
    });
    after(async () => {
      await t.close();
      await yente.close();
    });

    async function call(tenant: Tenant, method: 'GET' | 'POST', url: string, payload?: object) {
      const res = await t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: tenant.headers,
        ...(payload ? { payload } : {}),
      });
      return { status: res.statusCode, body: res.json(), text: res.body };
    }

    it('sends the case’s persons and company in one batch, and a director yente matches becomes an issue with yente’s explanation', async () => {
      const tenant = await createTenant(t.ctx);
      yente.take();
      const id = await openCase(t, tenant, listedDirectorIntake());

      const requests = yente.take();
      assert.equal(requests.length, 1, 'one batch for the whole case');
      const [request] = requests as [(typeof requests)[number]];
      assert.equal(request.method, 'POST');
      assert.equal(request.path, '/match/default');
      assert.equal(request.headers.authorization, `ApiKey ${API_KEY}`);
      assert.equal(request.params.get('threshold'), '0.7', 'yente’s own threshold: the account set none');
      const queries = Object.values(request.body.queries);
      const person = queries.find((q) => q.properties.name?.[0] === ALI);
      assert.deepEqual(person, {
        schema: 'Person',
        properties: { name: [ALI], birthDate: ['1979-09-21'], nationality: ['ir'] },
      });
      const company = queries.find((q) => q.schema === 'Company');
      assert.deepEqual(company?.properties, {
        name: ['Northwind Trading Ltd', 'Northwind'],
        jurisdiction: ['gb'],
        registrationNumber: ['09876543'],
      });
      assert.ok(
        queries.every((q) => q.schema === 'Person' || q.schema === 'Company'),
        'no crypto address goes to yente',
      );

      const listed = await call(tenant, 'GET', `/verifications/${id}/issues`);
      assert.equal(listed.status, 200, listed.text);
      assert.equal(listed.body.screening_failure, null);
      // The candidate below the threshold and the company register's officer (no topic, not a target) are no hits.
      assert.equal(
        listed.body.issues.length,
        1,
        JSON.stringify(listed.body.issues.map((i: { entry_id: string }) => i.entry_id)),
      );
      const [issue] = listed.body.issues;
      assert.equal(issue.category, 'sanction');
      assert.equal(issue.source, 'yente');
      assert.equal(issue.source_list_name, 'OpenSanctions (yente)');
      assert.equal(issue.entry_id, ALI_ENTITY);
      assert.equal(issue.list_version_id, 'yente:default');
      assert.equal(issue.score, 0.93);
      assert.equal(issue.subject.name, ALI);
      assert.equal(issue.subject.role, 'director');
      assert.deepEqual(issue.report.names, ['Ali KHORASHADIZADEH', 'Ali Khorashadizadeh']);
      assert.deepEqual(issue.report.datasets, ['us_ofac_sdn']);
      assert.deepEqual(issue.report.programmes, ['CYBER2']);
      assert.equal(issue.report.url, 'https://sanctionssearch.ofac.treas.gov/Details.aspx?id=26137');
      assert.equal(
        issue.report.last_seen,
        undefined,
        'yente’s daily last_seen is not kept: it would reopen dismissals',
      );
      assert.deepEqual(issue.explanation[0], {
        feature: 'name_match',
        detail: 'Matched 2 of 2 name parts: "Ali Khorashadizadeh" ~ "Ali KHORASHADIZADEH"',
        contribution: 1,
      });
      // A case with an undecided yente hit is held like any other.
      await call(tenant, 'POST', `/verifications/${id}/state/start`);
      const refused = await call(tenant, 'POST', `/verifications/${id}/state/rejected`, {
        rejection_comment: 'Listed',
      });
      assert.equal(refused.status, 409, refused.text);
      assert.equal(refused.body.error.code, 'screening_unresolved');
    });

    it('keeps a false positive dismissed across yente’s daily rescreen, and brings it back when yente’s entity changes', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant, listedDirectorIntake());
      const [issue] = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues;
      const dismissed = await call(tenant, 'POST', `/verifications/${id}/issues/${issue.id}/decision`, {
        relevant: false,
        comment: 'Our director was born in Shiraz; a different person',
      });
      assert.equal(dismissed.status, 200, dismissed.text);

      yente.take();
      const [first] = await runDailyJobs(t.ctx, '2031-05-10', 'worker-a', [screeningUpdateJob]);
      assert.equal(first?.status, 'ran');
      const asked = yente.take();
      assert.ok(asked.length >= 1, 'the stored subjects went to yente again');
      assert.ok(
        asked.every((r) => r.params.get('changed_since') === '2031-05-09'),
        'only what yente changed since',
      );
      let issues = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues;
      assert.equal(issues.length, 1);
      assert.equal(issues[0].relevant, false, 'the dismissal stuck');
      assert.equal(issues[0].changed_since_dismissed, false);

      yente.answers.set(ALI, 'match-listed-person-changed');
      try {
        await runDailyJobs(t.ctx, '2031-05-11', 'worker-a', [screeningUpdateJob]);
        const next = yente.take();
        assert.ok(
          next.every((r) => r.params.get('changed_since') === '2031-05-10'),
          'from the last run',
        );
        issues = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues;
        assert.equal(issues.length, 1, 'the same issue, not a second one');
        assert.equal(issues[0].id, issue.id);
        assert.equal(issues[0].relevant, null, 'back for a decision');
        assert.equal(issues[0].changed_since_dismissed, true);
        assert.deepEqual(issues[0].report.programmes, ['CYBER2', 'IRGC']);
      } finally {
        yente.answers.set(ALI, 'match-listed-person');
      }
    });

    it('records a clear failure when yente is down, loses nothing, and the worker’s retry screens the case once yente answers', async () => {
      const tenant = await createTenant(t.ctx);
      yente.mode = 'error';
      yente.take();
      let id: string;
      try {
        id = await openCase(t, tenant, listedDirectorIntake());
        assert.equal(yente.take().length, 1, 'the intake waits for one attempt only: the worker does the retrying');
        const check = await call(tenant, 'POST', '/checks/individuals', {
          given_names: 'Ali',
          surname: 'Khorashadizadeh',
        });
        assert.equal(check.status, 503, check.text);
        assert.match(check.body.error.message, /yente answered 503/);
      } finally {
        yente.mode = 'down';
      }
      let listed = await call(tenant, 'GET', `/verifications/${id}/issues`);
      assert.equal(listed.status, 200, listed.text);
      assert.deepEqual(listed.body.issues, []);
      assert.equal(listed.body.screening_failure.trigger, 'intake');
      assert.equal(listed.body.screening_failure.attempts, 1);
      const subjects = await t.ctx.db
        .selectFrom('screening_subjects')
        .select('id')
        .where('verification_id', '=', id)
        .execute();
      assert.equal(subjects.length, 0, 'no subject counts as screened: the retry screens them all');
      assert.equal(listed.body.screening_failure.subjects, 4, 'every subject of the case waits');
      assert.match(
        listed.body.screening_failure.reason,
        /yente answered 503: \{"detail":"Search index is not ready"\}/,
      );
      const log = (await call(tenant, 'GET', `/verifications/${id}/audit_log`)).body.audit_log;
      assert.ok(log.some((e: { action: string }) => e.action === 'screening.failed'));

      // Still down (connections dropped): the retry fails again, once for all cases, and says so on the case.
      yente.take();
      const stillDown = await retryFailedScreenings(t.ctx);
      assert.equal(stillDown.still_failing, true);
      assert.equal(yente.take().length, 2, 'the worker tries each request twice (the backend’s attempts)');
      listed = await call(tenant, 'GET', `/verifications/${id}/issues`);
      assert.equal(listed.body.screening_failure.attempts, 2);
      assert.equal(listed.body.screening_failure.trigger, 'intake', 'what first asked for the screening');
      assert.match(listed.body.screening_failure.reason, /^yente could not be reached: [A-Z_]+$/);
      assert.ok(!listed.body.screening_failure.reason.includes('127.0.0.1'), 'the service’s address stays private');

      yente.mode = 'ok';
      const retried = await retryFailedScreenings(t.ctx);
      assert.equal(retried.still_failing, false);
      assert.ok(retried.screened >= 1);
      listed = await call(tenant, 'GET', `/verifications/${id}/issues`);
      assert.equal(listed.body.screening_failure, null);
      assert.equal(listed.body.issues.length, 1);
      assert.equal(listed.body.issues[0].entry_id, ALI_ENTITY);
      assert.equal((await retryFailedScreenings(t.ctx)).retried, 0, 'nothing left to retry');
    });

    it('abandons a request yente does not answer within the timeout, and tries it again before giving up', async () => {
      const impatient = createYenteBackend(
        { url: yente.url, dataset: 'default', apiKey: null, timeoutMs: 1_000 },
        { attempts: 2, retryDelayMs: 10 },
      );
      yente.mode = 'hang';
      yente.take();
      try {
        await assert.rejects(
          impatient.screenSubjects(t.ctx, [{ key: 'p', kind: 'person', name: ALI }]),
          (error: Error) =>
            error.name === 'AppError' && /could not be reached: no answer within 1 s/.test(error.message),
        );
        assert.equal(yente.take().length, 2);
      } finally {
        yente.mode = 'ok';
      }
    });

    it('`dossier screening retry` screens the failed cases now, through the yente the settings name', async () => {
      const tenant = await createTenant(t.ctx);
      yente.mode = 'error';
      let id: string;
      try {
        id = await openCase(t, tenant, listedDirectorIntake());
      } finally {
        yente.mode = 'ok';
      }
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DOSSIER_DATA_DIR: t.database.dataDir,
        DOSSIER_SECRET: TEST_SECRET,
        DOSSIER_SCREENING_PROVIDER: 'yente',
        DOSSIER_YENTE_URL: yente.url,
        LOG_LEVEL: 'warn',
      };
      delete env.DATABASE_URL;
      if (t.database.databaseUrl) env.DATABASE_URL = t.database.databaseUrl;
      const result = await new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
        execFile(process.execPath, [BIN, 'screening', 'retry'], { env }, (error, stdout, stderr) =>
          done({ code: error ? 1 : 0, stdout, stderr }),
        );
      });
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout.trim().split('\n').at(-1) ?? '', /^retried=\d+ screened=\d+ still_failing=false$/);
      const listed = await call(tenant, 'GET', `/verifications/${id}/issues`);
      assert.equal(listed.body.screening_failure, null);
      assert.deepEqual(
        listed.body.issues.map((i: { entry_id: string }) => i.entry_id),
        [ALI_ENTITY],
      );
    });

    it('leaves no screening failure of an erased case behind', async () => {
      const tenant = await createTenant(t.ctx);
      yente.mode = 'error';
      let id: string;
      try {
        id = await openCase(t, tenant, listedDirectorIntake());
      } finally {
        yente.mode = 'ok';
      }
      assert.notEqual((await call(tenant, 'GET', `/verifications/${id}/issues`)).body.screening_failure, null);
      const erased = await call(tenant, 'POST', `/verifications/${id}/erase`, {
        reason: 'Customer asked',
        legal_basis: 'GDPR art. 17(1)(a)',
      });
      assert.equal(erased.status, 200, erased.text);
      const left = await t.ctx.db
        .selectFrom('screening_failures')
        .select('verification_id')
        .where('verification_id', '=', id)
        .execute();
      assert.equal(left.length, 0);
    });
  });
}

describe('the yente settings at boot', () => {
  /** `dossier serve` with these settings: it must refuse to start, saying why. */
  function serve(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    const dataDir = mkdtempSync(join(tmpdir(), 'dossier-yente-boot-'));
    const clean = { ...process.env };
    for (const name of Object.keys(clean))
      if (name.startsWith('DOSSIER_') || name === 'DATABASE_URL') delete clean[name];
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [BIN, 'serve'],
        { env: { ...clean, PORT: '0', DOSSIER_DATA_DIR: dataDir, ...env }, timeout: 30_000 },
        (error, _stdout, stderr) => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stderr });
        },
      );
    });
  }

  it('refuses to start with yente chosen but not located, or with yente settings while yente is not chosen', async () => {
    // The other refusals are the unit tests' (test/unit/config.test.ts): a process start takes seconds here.
    const cases: [Record<string, string>, RegExp][] = [
      [{ DOSSIER_SCREENING_PROVIDER: 'yente' }, /DOSSIER_SCREENING_PROVIDER=yente needs DOSSIER_YENTE_URL/],
      [
        { DOSSIER_YENTE_URL: 'http://yente:8000' },
        /DOSSIER_YENTE_URL is set but DOSSIER_SCREENING_PROVIDER is not yente/,
      ],
    ];
    for (const [env, message] of cases) {
      const { code, stderr } = await serve(env);
      assert.equal(code, 2, `${JSON.stringify(env)}: ${stderr}`);
      assert.match(stderr, message);
      assert.match(stderr, /^dossier: configuration: /m);
    }
  });
});
