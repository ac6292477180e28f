import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  findScreeningVersion,
  screeningEntriesOfVersion,
} from '../../src/db/repositories/screening-lists-repository.js';
import type { ListEntry } from '../../src/screening/list-entry.js';
import { currentListVersions, entriesChangedIn, screenSubjects } from '../../src/services/screening/screen-subject.js';
import type { ServiceContext } from '../../src/services/service-context.js';
import { signedIn } from '../helpers/console-session.js';
import { DossierProcess } from '../helpers/dossier-process.js';
import {
  createTenant,
  startTestApp,
  TEST_SECRET,
  type TestApp,
  type TestDatabase,
  testDialects,
} from '../helpers/test-app.js';
import { eventually } from '../helpers/webhook-receiver.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = join(ROOT, 'test/fixtures/screening');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Result {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const lastLine = (text: string) =>
  text
    .split('\n')
    .filter((l) => l !== '')
    .at(-1) ?? '';

for (const dialect of testDialects()) {
  describe(`screening lists: import, versions, diff and screening [${dialect}]`, () => {
    let t: TestApp;
    let database: TestDatabase;
    let ctx: ServiceContext;
    let work: string;
    let env: NodeJS.ProcessEnv;

    const cli = (args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<Result> =>
      new Promise((done) => {
        execFile(
          process.execPath,
          ['bin/dossier', ...args],
          { cwd: ROOT, env: { ...env, ...extraEnv } },
          (error, stdout, stderr) => {
            done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
          },
        );
      });

    before(async () => {
      t = await startTestApp(dialect);
      database = t.database;
      ctx = t.ctx;
      work = mkdtempSync(join(tmpdir(), 'dossier-lists-'));
      env = { ...process.env, DOSSIER_DATA_DIR: database.dataDir, DOSSIER_SECRET: TEST_SECRET, LOG_LEVEL: 'warn' };
      delete env.DATABASE_URL;
      delete env.DOSSIER_SCREENING_SOURCES;
      if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
    });
    after(async () => {
      await t.close();
      rmSync(work, { recursive: true, force: true });
    });

    /** A copy of the OFAC excerpt with an entry changed, one removed and one added: the next version. */
    function nextOfacVersion(): string {
      const dir = join(work, `ofac-next-${Date.now()}`);
      cpSync(join(FIXTURES, 'ofac-sdn'), dir, { recursive: true });
      const sdn = readFileSync(join(dir, 'sdn.csv'), 'utf8')
        .split('\n')
        .filter((l) => !l.startsWith('36,'))
        .map((l) => (l.startsWith('26138,') ? l.replace('DOB 09 Mar 1987', 'DOB 10 Mar 1987') : l));
      sdn.push('99999,"NEWCOMER TRADING FZE",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ');
      writeFileSync(join(dir, 'sdn.csv'), `${sdn.join('\n')}\n`);
      return dir;
    }

    it('imports OFAC and UN files as versions, prints the version id last, and lists them', {
      timeout: 60_000,
    }, async () => {
      const ofac = await cli(['screening', 'import', '--source', 'ofac-sdn', join(FIXTURES, 'ofac-sdn')]);
      assert.equal(ofac.code, 0, ofac.stderr);
      assert.match(lastLine(ofac.stdout), UUID);
      assert.match(ofac.stderr, /12 entries \(12 added, 0 changed, 0 removed\)/);
      const un = await cli(['screening', 'import', '--source', 'un', join(FIXTURES, 'un-consolidated.xml')]);
      assert.equal(un.code, 0, un.stderr);
      const again = await cli(['screening', 'import', '--source', 'un', join(FIXTURES, 'un-consolidated.xml')]);
      assert.equal(again.code, 0, again.stderr);
      assert.equal(lastLine(again.stdout), lastLine(un.stdout), 're-importing the same file changes nothing');
      assert.match(again.stderr, /unchanged/);
      const lists = await cli(['screening', 'lists']);
      assert.equal(lists.code, 0, lists.stderr);
      assert.match(lists.stdout, new RegExp(`^ofac-sdn ${lastLine(ofac.stdout)} entries=12 imported_at=\\S+`, 'm'));
      assert.match(lists.stdout, new RegExp(`^un ${lastLine(un.stdout)} entries=6 `, 'm'));
      const versions = await currentListVersions(ctx);
      assert.equal(versions.find((v) => v.source === 'un')?.versions.length, 1);
    });

    it('GET /api/v1/screening/lists shows the sources and their versions to tokens and sessions', async () => {
      const tenant = await createTenant(ctx, 'Lists Bank');
      const viewer = await signedIn(t, tenant.accountId, 'viewer');
      for (const headers of [tenant.headers, viewer.cookie]) {
        const res = await t.app.inject({ url: '/api/v1/screening/lists', headers });
        assert.equal(res.statusCode, 200, res.body);
        const lists = res.json().lists as { source: string; current_version: { entry_count: number; added: number } }[];
        assert.deepEqual(
          lists.map((l) => l.source),
          ['ofac-sdn', 'un'],
        );
        assert.equal(lists[0]?.current_version.entry_count, 12);
        assert.equal(lists[0]?.current_version.added, 12);
      }
      const anonymous = await t.app.inject({ url: '/api/v1/screening/lists' });
      assert.equal(anonymous.statusCode, 401);
    });

    it('screens names, aliases and crypto addresses against the current lists, with an explanation', async () => {
      const matches = await screenSubjects(ctx, [
        {
          key: 'director',
          kind: 'person',
          name: 'Ali Khorashadizadeh',
          date_of_birth: '1979-09-21',
          nationality: 'IR',
        },
        { key: 'ubo', kind: 'person', name: 'Bosco Ntaganda' },
        { key: 'company', kind: 'company', name: 'National Bank of Cuba' },
        { key: 'wallet', kind: 'crypto_address', address: '149w62rY42aZBox8fGcmqNsXUzSStKeq8C', address_type: 'BTC' },
        { key: 'clean', kind: 'person', name: 'Jane Whitfield' },
        { key: 'vessel-name', kind: 'person', name: 'Hermann' },
      ]);
      const of = (key: string) => matches.filter((m) => m.subject_key === key);
      const director = of('director')[0];
      assert.ok(director);
      assert.equal(director.source, 'ofac-sdn');
      assert.equal(director.category, 'sanction');
      assert.equal(director.entry.names[0], 'KHORASHADIZADEH, Ali');
      assert.equal(director.score, 1);
      assert.deepEqual(
        director.explanation.map((e) => e.feature),
        ['name', 'date_of_birth', 'nationality'],
      );
      assert.match(director.list_version_id, UUID);
      assert.equal(of('ubo')[0]?.source, 'un');
      assert.equal(of('ubo')[0]?.explanation[0]?.feature, 'alias');
      assert.equal(of('company')[0]?.entry.names[0], 'BANCO NACIONAL DE CUBA');
      assert.equal(of('wallet')[0]?.category, 'crypto');
      assert.equal(of('clean').length, 0);
      assert.equal(of('vessel-name').length, 0, 'a person never matches a vessel');
    });

    it('a new version knows what it added, changed and removed; the old version stays readable whole', {
      timeout: 60_000,
    }, async () => {
      const before = (await currentListVersions(ctx)).find((v) => v.source === 'ofac-sdn')?.version;
      assert.ok(before);
      const next = await cli(['screening', 'import', '--source', 'ofac-sdn', nextOfacVersion()]);
      assert.equal(next.code, 0, next.stderr);
      assert.match(next.stderr, /12 entries \(1 added, 1 changed, 1 removed\)/);
      const versionId = lastLine(next.stdout);
      const changes = await entriesChangedIn(ctx, versionId);
      assert.ok(changes);
      assert.equal(changes.added.length, 1);
      assert.equal(changes.changed.length, 1);
      assert.equal(changes.replaced.length, 1);
      assert.equal(changes.removed.length, 1);
      const oldRows = await screeningEntriesOfVersion(ctx.db, 'ofac-sdn', before.seq);
      assert.equal(oldRows.length, 12);
      const oldGhorbaniyan = oldRows.find((r) => r.source_key === '26138');
      assert.match(
        (JSON.parse(oldGhorbaniyan?.data ?? '{}') as ListEntry).dates_of_birth[0]?.text ?? '',
        /09 Mar 1987/,
      );
      const version = await findScreeningVersion(ctx.db, versionId);
      const newRows = await screeningEntriesOfVersion(ctx.db, 'ofac-sdn', version?.seq ?? 0);
      assert.ok(newRows.some((r) => r.source_key === '99999'));
      assert.ok(!newRows.some((r) => r.source_key === '36'));
      // Delta screening: only the changed entries are looked at.
      const delta = await screenSubjects(
        ctx,
        [
          { key: 'a', kind: 'company', name: 'Newcomer Trading FZE' },
          { key: 'b', kind: 'person', name: 'Ali Khorashadizadeh' },
        ],
        { onlyEntryIds: [...changes.added, ...changes.changed] },
      );
      assert.deepEqual(
        delta.map((m) => m.subject_key),
        ['a'],
      );
      // The removed entry no longer hits.
      const removed = await screenSubjects(ctx, [{ key: 'c', kind: 'company', name: 'Aerocaribbean Airlines' }]);
      assert.equal(removed.length, 0);
    });

    it('a malformed file gets a clear error and leaves the previous version current', { timeout: 60_000 }, async () => {
      const current = (await currentListVersions(ctx)).find((v) => v.source === 'ofac-sdn')?.version;
      const bad = join(work, 'ofac-bad');
      cpSync(join(FIXTURES, 'ofac-sdn'), bad, { recursive: true });
      writeFileSync(join(bad, 'alt.csv'), '<html><body>Service unavailable</body></html>\n');
      const res = await cli(['screening', 'import', '--source', 'ofac-sdn', bad]);
      assert.equal(res.code, 1);
      assert.match(res.stderr, /The ofac-sdn list file is malformed: alt\.csv, record 1: not an OFAC SDN record/);
      const unBad = join(work, 'un-bad.xml');
      writeFileSync(unBad, '<?xml version="1.0"?><CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><DATAID>1</DATAID>');
      const resUn = await cli(['screening', 'import', '--source', 'un', unBad]);
      assert.equal(resUn.code, 1);
      assert.match(resUn.stderr, /malformed/);
      const after = (await currentListVersions(ctx)).find((v) => v.source === 'ofac-sdn')?.version;
      assert.equal(after?.id, current?.id);
      const missing = await cli(['screening', 'import', '--source', 'un', join(work, 'nope.xml')]);
      assert.equal(missing.code, 1);
      assert.match(missing.stderr, /is not a readable file/);
    });

    it('SIGKILL during an import leaves the previous version whole, and the import runs again', {
      timeout: 120_000,
    }, async () => {
      const current = (await currentListVersions(ctx)).find((v) => v.source === 'ofac-sdn')?.version;
      assert.ok(current);
      const dir = nextOfacVersion();
      writeFileSync(join(dir, 'sdn.csv'), readFileSync(join(dir, 'sdn.csv'), 'utf8').replace('HERMANN', 'HERMANN II'));
      const child = new DossierProcess(['screening', 'import', '--source', 'ofac-sdn', dir], {
        ...env,
        DOSSIER_TEST_SCREENING_IMPORT_PAUSE_AFTER: '1',
      });
      await eventually(
        async () => {
          if (!child.running) throw new Error(`import exited: ${child.output}`);
          return child.output.includes('screening import paused after') ? true : undefined;
        },
        'the import to pause mid-transaction',
        60_000,
      );
      await child.stop('SIGKILL');
      const afterKill = (await currentListVersions(ctx)).find((v) => v.source === 'ofac-sdn');
      assert.equal(afterKill?.version?.id, current.id, 'the previous version is still current');
      const rows = await screeningEntriesOfVersion(ctx.db, 'ofac-sdn', current.seq);
      assert.equal(rows.length, current.entry_count, 'and whole');
      const hits = await screenSubjects(ctx, [{ key: 'x', kind: 'person', name: 'Ali Khorashadizadeh' }]);
      assert.equal(hits.length, 1, 'its index too');
      const rerun = await cli(['screening', 'import', '--source', 'ofac-sdn', dir]);
      assert.equal(rerun.code, 0, rerun.stderr);
      assert.match(rerun.stderr, /\(0 added, 1 changed, 0 removed\)/);
    });

    it('screening update fetches each configured source (a file:// URL here) and imports it', {
      timeout: 60_000,
    }, async () => {
      const res = await cli(['screening', 'update'], {
        DOSSIER_SCREENING_SOURCES: `un=${pathToFileURL(join(FIXTURES, 'un-consolidated.xml')).href},ofac-sdn=${pathToFileURL(join(FIXTURES, 'ofac-sdn')).href}`,
      });
      assert.equal(res.code, 0, res.stderr);
      assert.match(res.stdout, /^un: unchanged, version /m);
      assert.match(res.stdout, /^ofac-sdn: version \S+, 12 entries/m);
      const refused = await cli(['screening', 'update'], {
        DOSSIER_SCREENING_SOURCES: 'eu=https://example.org/list.xml',
      });
      assert.equal(refused.code, 2);
      assert.match(refused.stderr, /DOSSIER_SCREENING_SOURCES takes source=URL pairs/);
    });
  });
}
