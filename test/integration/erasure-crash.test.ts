import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { listCaseBlobs } from '../../src/db/repositories/erasure-repository.js';
import { offboardCase } from '../../src/services/case-retention.js';
import { createVerification } from '../../src/services/verification-intake.js';
import { DossierProcess, startServe } from '../helpers/dossier-process.js';
import { makePdf, makePng, multipart, sampleIntake } from '../helpers/fixtures.js';
import { freePort } from '../helpers/live-service.js';
import {
  createTenant,
  createTestDatabase,
  TEST_SECRET,
  type Tenant,
  type TestDatabase,
  testDialects,
  testServiceContext,
} from '../helpers/test-app.js';
import { eventually } from '../helpers/webhook-receiver.js';

const DOSSIER = fileURLToPath(new URL('../../bin/dossier', import.meta.url));

for (const dialect of testDialects()) {
  describe(`an erasure killed midway resumes on restart [${dialect}]`, () => {
    let database: TestDatabase;
    let tenant: Tenant;
    let app: FastifyInstance;
    const children: DossierProcess[] = [];

    before(async () => {
      database = await createTestDatabase(dialect);
      const ctx = testServiceContext(database);
      tenant = await createTenant(ctx, 'Erasing Bank');
      app = await buildApp({
        ctx,
        publicUrl: 'http://localhost:8080',
        bodyLimitBytes: 1024 * 1024,
        rateLimit: null,
        logger: false,
      });
      await app.ready();
    });
    after(async () => {
      for (const child of children) await child.stop('SIGKILL');
      await app.close();
      await database.close();
    });

    it('shows nothing half erased after a SIGKILL between two file deletions, and finishes when the worker restarts', {
      timeout: 180_000,
    }, async () => {
      const ctx = testServiceContext(database);
      const opened = await app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: tenant.headers,
        payload: sampleIntake(),
      });
      assert.equal(opened.statusCode, 201, opened.body);
      const id = opened.json().verification.id as string;
      for (const file of [
        { filename: 'certificate.png', contentType: 'image/png', bytes: await makePng(400, 300) },
        { filename: 'statement.pdf', contentType: 'application/pdf', bytes: makePdf('Bank statement') },
      ]) {
        const body = multipart({ document_type: 'certificate_of_incorporation' }, [file]);
        const res = await app.inject({
          method: 'POST',
          url: `/api/v1/verifications/${id}/documents`,
          headers: { ...tenant.headers, ...body.headers },
          payload: body.payload,
        });
        assert.equal(res.statusCode, 201, res.body);
      }
      // The company detail is read once, so its stored rendering exists (what the hot read serves).
      const companies = await app.inject({ url: `/api/v1/verifications/${id}/companies`, headers: tenant.headers });
      const companyId = companies.json().companies[0].id as string;
      const detail = await app.inject({
        url: `/api/v1/verifications/${id}/companies/${companyId}`,
        headers: tenant.headers,
      });
      assert.equal(detail.statusCode, 200, detail.body);
      const files = await listCaseBlobs(ctx.db, tenant.accountId, id);
      assert.ok(files.length >= 3, `files: ${files.length}`);
      await offboardCase(ctx, { type: 'cli', id: null, accountId: tenant.accountId }, id, 'Relationship ended');
      const asOf = `${new Date().getUTCFullYear() + 6}-01-01`;

      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DOSSIER_DATA_DIR: database.dataDir,
        DOSSIER_SECRET: TEST_SECRET,
        DOSSIER_RATE_LIMIT_PER_SECOND: '0',
        LOG_LEVEL: 'warn',
      };
      delete env.DATABASE_URL;
      if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;

      // First life: the daily job starts the erasure and stops after one file; then SIGKILL.
      const first = new DossierProcess(['reviews', 'run', '--as-of', asOf], {
        ...env,
        DOSSIER_TEST_ERASURE_PAUSE_AFTER_FILES: '1',
      });
      children.push(first);
      await eventually(
        async () => {
          if (!first.running) throw new Error(`reviews run exited: ${first.output}`);
          return first.output.includes('erasure paused after 1 files') ? true : undefined;
        },
        'the erasure to pause after one file',
        60_000,
      );
      await first.stop('SIGKILL');

      // Half done underneath (one file gone, the rows still there), and none of it visible: the case is erasing.
      const left = await listCaseBlobs(ctx.db, tenant.accountId, id);
      assert.equal(left.length, files.length, 'the rows are not scrubbed yet');
      const record = await app.inject({ url: `/api/v1/verifications/${id}`, headers: tenant.headers });
      assert.equal(record.json().verification.erasure.state, 'erasing');
      for (const url of [`/api/v1/verifications/${id}/company_documents`, `/api/v1/verifications/${id}/directors`]) {
        const res = await app.inject({ url, headers: tenant.headers });
        assert.equal(res.statusCode, 410, `${url} while erasing: ${res.body}`);
      }

      // A service without a worker (nothing resumes the erasure) shows none of it either, its hot read included.
      const apiPort = await freePort();
      const apiOnly = await startServe(apiPort, { ...env, DOSSIER_PUBLIC_URL: `http://127.0.0.1:${apiPort}` }, [
        '--no-worker',
      ]);
      children.push(apiOnly);
      for (let i = 0; i < 3; i += 1) {
        const res = await fetch(`http://127.0.0.1:${apiPort}/api/v1/verifications/${id}/companies/${companyId}`, {
          headers: tenant.headers,
        });
        assert.equal(res.status, 410, `company detail while erasing (request ${i + 1}): ${await res.text()}`);
      }
      await apiOnly.stop('SIGTERM');

      // Second life: the service's worker finishes the erasure as it starts.
      const port = await freePort();
      const serve = await startServe(port, { ...env, DOSSIER_PUBLIC_URL: `http://127.0.0.1:${port}` });
      children.push(serve);
      const erased = await eventually(
        async () => {
          const res = await app.inject({ url: `/api/v1/verifications/${id}`, headers: tenant.headers });
          const erasure = res.json().verification.erasure;
          return erasure?.state === 'erased' ? erasure : undefined;
        },
        'the erasure to finish after the restart',
        60_000,
      );
      assert.equal(erased.erased.files.length, files.length);
      assert.deepEqual(await listCaseBlobs(ctx.db, tenant.accountId, id), []);
      for (const file of files) {
        await assert.rejects(ctx.blobs.readHead(file.storage_key, 1), 'every file is gone');
      }
      await serve.stop('SIGTERM');
    });
  });
}

for (const dialect of testDialects()) {
  describe(`dossier reviews run [${dialect}]`, () => {
    let database: TestDatabase;
    before(async () => {
      database = await createTestDatabase(dialect);
    });
    after(async () => database.close());

    /** Runs the CLI to its end: exit code, stdout and stderr. */
    async function cli(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DOSSIER_DATA_DIR: database.dataDir,
        DOSSIER_SECRET: TEST_SECRET,
      };
      delete env.DATABASE_URL;
      if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
      const child = spawn(process.execPath, [DOSSIER, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
      });
      child.stderr.on('data', (c: Buffer) => {
        err += c.toString();
      });
      const [code] = (await once(child, 'exit')) as [number | null];
      return { code, out, err };
    }

    it('erases what is due on the given day, prints each job once, and does nothing the second time', {
      timeout: 120_000,
    }, async () => {
      const ctx = testServiceContext(database);
      const tenant = await createTenant(ctx, 'Scheduled Bank');
      const actor = { type: 'cli', id: null, accountId: tenant.accountId } as const;
      const { id } = await createVerification(ctx, actor, sampleIntake());
      await offboardCase(ctx, actor, id, 'Relationship ended');
      const day = `${new Date().getUTCFullYear() + 6}-03-01`;

      const first = await cli(['reviews', 'run', '--as-of', day]);
      assert.equal(first.code, 0, first.err);
      // One line per daily job; the retention's is the one this test is about.
      assert.match(first.out, new RegExp(`^retention ${day} ran erased=1 resumed=0 held=0$`, 'm'));
      const second = await cli(['reviews', 'run', '--as-of', day]);
      assert.equal(second.code, 0, second.err);
      assert.match(second.out, new RegExp(`^retention ${day} done$`, 'm'));
      assert.doesNotMatch(second.out, / ran/, 'run twice, the second run does nothing');
      const erasure = await database.handle.db
        .selectFrom('verification_erasures')
        .select(['state', 'requested_by'])
        .where('verification_id', '=', id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(erasure, { state: 'erased', requested_by: 'system' });

      const wrong = await cli(['reviews', 'run', '--as-of', '2031-02-30']);
      assert.equal(wrong.code, 2);
      assert.match(wrong.err, /--as-of takes a day as YYYY-MM-DD/);
      assert.equal(wrong.out, '');
    });
  });
}
