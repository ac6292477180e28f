import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/db/database.js';
import { deleteAccountSso, isSsoEnforced, saveAccountSso } from '../../src/db/repositories/sso-repository.js';
import { SQLITE_PASS_ONLY } from '../helpers/test-app.js';

/** The CLI runs on the embedded default (SQLite) only: the tests give it a data directory and no DATABASE_URL. */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = join(ROOT, 'bin', 'dossier');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^dsr_[0-9A-Za-z]{43}$/;

interface Result {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function cliEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DOSSIER_DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'DOSSIER_SECRET', 'PORT', 'REDIS_URL', 'NODE_OPTIONS']) {
    delete env[name];
  }
  return env;
}

function cli(dataDir: string, args: string[]): Promise<Result> {
  return new Promise((done) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, env: cliEnv(dataDir) }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      done({ code, stdout, stderr });
    });
  });
}

const lines = (text: string) => text.split('\n').filter((l) => l !== '');

describe('dossier CLI [sqlite]', { skip: SQLITE_PASS_ONLY }, () => {
  let dataDir: string;
  let accountId: string;
  let token: string;
  let tokenId: string;

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dossier-cli-'));
    const account = await cli(dataDir, ['accounts', 'create', '--name', 'Acme Bank']);
    assert.equal(account.code, 0, account.stderr);
    accountId = account.stdout.trim();
    const created = await cli(dataDir, ['tokens', 'create', '--account', accountId, '--name', 'ci']);
    assert.equal(created.code, 0, created.stderr);
    token = lines(created.stdout).at(-1) as string;
    const listed = await cli(dataDir, ['tokens', 'list', '--account', accountId]);
    tokenId = (lines(listed.stdout)[0] ?? '').split('\t')[0] as string;
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('accounts create prints the new account id, and only that, on stdout', async () => {
    assert.match(accountId, UUID);
    const second = await cli(dataDir, ['accounts', 'create', '--name', 'Second Bank']);
    assert.equal(second.code, 0);
    assert.match(second.stdout, /^[0-9a-f-]{36}\n$/);
    assert.notEqual(second.stdout.trim(), accountId);
    assert.match(second.stderr, /Second Bank/, 'the human message goes to stderr');
  });

  it('accounts configure sets requires-QA and the review-marks rule, each alone or together', async () => {
    const marks = await cli(dataDir, ['accounts', 'configure', accountId, '--require-review-marks', 'no']);
    assert.equal(marks.code, 0, marks.stderr);
    assert.match(marks.stderr, /QA not required before completion/);
    assert.match(marks.stderr, /review marks on every section not required before QA or a decision/);
    const both = await cli(dataDir, [
      'accounts',
      'configure',
      accountId,
      '--requires-qa',
      'yes',
      '--require-review-marks',
      'yes',
    ]);
    assert.equal(both.code, 0, both.stderr);
    assert.match(both.stderr, /QA required before completion/);
    assert.match(both.stderr, /review marks on every section required before QA or a decision/);
    const bad = await cli(dataDir, ['accounts', 'configure', accountId, '--require-review-marks', 'maybe']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--require-review-marks takes yes or no/);
    const off = await cli(dataDir, ['accounts', 'configure', accountId, '--requires-qa', 'no']);
    assert.equal(off.code, 0, off.stderr);
    assert.match(off.stderr, /review marks on every section required/, 'the other setting is left as it was');
  });

  it('accounts configure --require-mfa turns "Require MFA for everyone" on and off', async () => {
    const on = await cli(dataDir, ['accounts', 'configure', accountId, '--require-mfa', 'yes']);
    assert.equal(on.code, 0, on.stderr);
    assert.match(on.stderr, /two-factor authentication required/);
    const off = await cli(dataDir, ['accounts', 'configure', accountId, '--require-mfa', 'no']);
    assert.match(off.stderr, /two-factor authentication not required/);
    const bad = await cli(dataDir, ['accounts', 'configure', accountId, '--require-mfa', 'maybe']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--require-mfa takes yes or no/);
  });

  it('accounts configure --sso-enforced no is the break-glass that lets passwords work again', async () => {
    const none = await cli(dataDir, ['accounts', 'configure', accountId, '--sso-enforced', 'no']);
    assert.notEqual(none.code, 0);
    assert.match(none.stderr, /no single sign-on set up/);
    // An account whose identity provider is enforced (set up as Settings would store it).
    const handle = openDatabase({ databaseUrl: null, dataDir, poolSize: 1 });
    const now = new Date().toISOString();
    await saveAccountSso(handle.db, {
      account_id: accountId,
      issuer_url: 'https://idp.example',
      client_id: 'dossier',
      client_secret_sealed: 'v1.x.y.z',
      jit_provisioning: false,
      jit_role: 'viewer',
      enforced: true,
      created_at: now,
      updated_at: now,
    });
    const enforcedNow = async () => isSsoEnforced(handle.db, accountId);
    try {
      assert.equal(await enforcedNow(), true);
      const off = await cli(dataDir, ['accounts', 'configure', accountId, '--sso-enforced', 'no']);
      assert.equal(off.code, 0, off.stderr);
      assert.match(off.stderr, /single sign-on not enforced \(passwords work\)/);
      assert.equal(await enforcedNow(), false);
      const on = await cli(dataDir, ['accounts', 'configure', accountId, '--sso-enforced', 'yes']);
      assert.match(on.stderr, /single sign-on enforced/);
      assert.equal(await enforcedNow(), true);
    } finally {
      await deleteAccountSso(handle.db, accountId);
      await handle.close();
    }
  });

  it('tokens create prints the token alone on the last stdout line, and nowhere else', async () => {
    const created = await cli(dataDir, ['tokens', 'create', '--account', accountId, '--name', 'deploy']);
    assert.equal(created.code, 0, created.stderr);
    const last = lines(created.stdout).at(-1) as string;
    assert.match(last, TOKEN);
    assert.equal(created.stdout.split(last).length, 2, 'printed once');
    assert.ok(!created.stderr.includes(last), 'not on stderr');
    assert.match(token, TOKEN);
  });

  it('tokens list shows the tokens without their secrets; tokens revoke revokes one', async () => {
    const extra = await cli(dataDir, ['tokens', 'create', '--account', accountId, '--name', 'to-revoke']);
    const extraToken = lines(extra.stdout).at(-1) as string;
    const before = await cli(dataDir, ['tokens', 'list', '--account', accountId]);
    assert.equal(before.code, 0, before.stderr);
    assert.ok(!before.stdout.includes(token) && !before.stdout.includes(extraToken), 'no secret in the list');
    const row = lines(before.stdout).find((l) => l.includes('\tto-revoke\t'));
    assert.ok(row, before.stdout);
    const [id, prefix] = row.split('\t') as [string, string];
    assert.match(id, UUID);
    assert.ok(extraToken.startsWith(prefix.replace('…', '')), 'a display prefix tells the tokens apart');
    assert.match(row, /\tactive\t/);
    assert.ok(lines(before.stdout).some((l) => l.startsWith(`${tokenId}\t`) && l.includes('\tci\t')));

    const revoked = await cli(dataDir, ['tokens', 'revoke', id]);
    assert.equal(revoked.code, 0, revoked.stderr);
    assert.match(revoked.stderr, new RegExp(`Revoked token ${id}`));

    const afterwards = await cli(dataDir, ['tokens', 'list', '--account', accountId]);
    const revokedRow = lines(afterwards.stdout).find((l) => l.startsWith(`${id}\t`));
    assert.match(revokedRow ?? '', /\trevoked \d{4}-\d{2}-\d{2}T/);
    const ciRow = lines(afterwards.stdout).find((l) => l.startsWith(`${tokenId}\t`));
    assert.match(ciRow ?? '', /\tactive\t/, 'the other token is untouched');
  });

  it('users create prints a one-time set-password link alone on the last line; list, reset and deactivate', async () => {
    const email = `ops-${randomUUID().slice(0, 8)}@bank.test`;
    const created = await cli(dataDir, [
      'users',
      'create',
      '--account',
      accountId,
      '--email',
      email,
      '--name',
      'Ops Admin',
      '--role',
      'admin',
    ]);
    assert.equal(created.code, 0, created.stderr);
    const link = lines(created.stdout).at(-1) as string;
    assert.match(link, /^http:\/\/localhost:8080\/console\/set-password#token=dpl_[0-9A-Za-z]{43}$/);
    assert.equal(lines(created.stdout).length, 1, 'the link alone on stdout');
    const listed = await cli(dataDir, ['users', 'list', '--account', accountId]);
    const row = lines(listed.stdout).find((l) => l.includes(email)) as string;
    const [id, , name, role, status] = row.split('\t');
    assert.deepEqual([name, role, status], ['Ops Admin', 'admin', 'invited']);
    const reset = await cli(dataDir, ['users', 'reset-password', id as string]);
    assert.equal(reset.code, 0, reset.stderr);
    const newLink = lines(reset.stdout).at(-1) as string;
    assert.notEqual(newLink, link);
    assert.match(newLink, /#token=dpl_/);
    // The only admin of an account cannot be deactivated; a second one can.
    const last = await cli(dataDir, ['users', 'deactivate', id as string]);
    assert.equal(last.code, 1);
    assert.match(last.stderr, /last active admin/);
    const viewerEmail = `viewer-${randomUUID().slice(0, 8)}@bank.test`;
    await cli(dataDir, [
      'users',
      'create',
      '--account',
      accountId,
      '--email',
      viewerEmail,
      '--name',
      'V',
      '--role',
      'viewer',
    ]);
    const viewerId = lines((await cli(dataDir, ['users', 'list', '--account', accountId])).stdout)
      .find((l) => l.includes(viewerEmail))
      ?.split('\t')[0] as string;
    const deactivated = await cli(dataDir, ['users', 'deactivate', viewerId]);
    assert.equal(deactivated.code, 0, deactivated.stderr);
    const after = await cli(dataDir, ['users', 'list', '--account', accountId]);
    assert.match(lines(after.stdout).find((l) => l.includes(viewerEmail)) as string, /\tdeactivated\t/);
    const badRole = await cli(dataDir, [
      'users',
      'create',
      '--account',
      accountId,
      '--email',
      'x@y.test',
      '--name',
      'X',
      '--role',
      'owner',
    ]);
    assert.equal(badRole.code, 1);
    assert.match(badRole.stderr, /role/);
  });

  it('exits 2 with a message on stderr for bad usage', async () => {
    const cases: [string[], RegExp][] = [
      [['frobnicate'], /Unknown command "frobnicate"/],
      [['accounts'], /accounts takes/],
      [['accounts', 'create'], /--name is required/],
      [['accounts', 'create', '--nme', 'X'], /nme/],
      [['tokens'], /tokens takes/],
      [['tokens', 'create', '--account', accountId], /--name is required/],
      [['tokens', 'create', '--name', 'ci'], /--account is required/],
      [['tokens', 'list'], /--account is required/],
      [['tokens', 'revoke'], /token id/],
    ];
    const results = await Promise.all(cases.map(([args]) => cli(dataDir, args)));
    for (const [i, [args, message]] of cases.entries()) {
      const result = results[i] as Result;
      const label = `dossier ${args.join(' ')}`;
      assert.equal(result.code, 2, `${label}: ${result.stderr}`);
      assert.match(result.stderr, message, label);
      assert.match(result.stderr, /Usage: dossier/, `${label} shows the usage`);
      assert.equal(result.stdout, '', `${label} prints nothing on stdout`);
      assert.ok(!/\n\s+at /.test(result.stderr), `${label} prints no stack trace`);
    }
  });

  it('fails clearly for an account or token that does not exist', async () => {
    const cases: [string[], RegExp][] = [
      [['tokens', 'create', '--account', randomUUID(), '--name', 'ci'], /account not found/i],
      [['tokens', 'list', '--account', randomUUID()], /account not found/i],
      [['tokens', 'create', '--account', 'not-a-uuid', '--name', 'ci'], /account|uuid/i],
      [['tokens', 'revoke', randomUUID()], /token not found/i],
      [['tokens', 'revoke', 'not-a-uuid'], /uuid/i],
    ];
    const results = await Promise.all(cases.map(([args]) => cli(dataDir, args)));
    for (const [i, [args, message]] of cases.entries()) {
      const result = results[i] as Result;
      const label = `dossier ${args.join(' ')}`;
      assert.notEqual(result.code, 0, label);
      assert.match(result.stderr, message, `${label}: ${result.stderr}`);
      assert.ok(!/\n\s+at /.test(result.stderr), `${label} prints no stack trace`);
      assert.equal(result.stdout, '', label);
    }
  });

  it('serve answers over real HTTP with the created token and stops cleanly on SIGTERM', async () => {
    const server = spawn(process.execPath, [BIN, 'serve', '--port', '0'], { cwd: ROOT, env: cliEnv(dataDir) });
    const output: string[] = [];
    let stderr = '';
    server.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      server.on('exit', (code, signal) => done({ code, signal })),
    );
    const guard = setTimeout(() => server.kill('SIGKILL'), 60_000);
    try {
      const address = await new Promise<string>((done, fail) => {
        createInterface({ input: server.stdout }).on('line', (line) => {
          output.push(line);
          const match = /Dossier is listening on (http:\/\/[^\s]+)/.exec(line);
          if (match) done(match[1] as string);
        });
        void exited.then(({ code }) => fail(new Error(`serve exited (${code}) before listening: ${stderr}`)));
      });
      assert.match(address, /^http:\/\/127\.0\.0\.1:\d+$/);

      const health = await fetch(`${address}/health`);
      assert.equal(health.status, 200);
      assert.deepEqual(await health.json(), { status: 'ok' });

      const list = await fetch(`${address}/api/v1/verifications`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(list.status, 200);
      assert.deepEqual(await list.json(), { verifications: [], has_more: false, next_cursor: null });
      assert.ok(list.headers.get('ratelimit-limit'), 'the default rate limit is on');

      const refused = await fetch(`${address}/api/v1/verifications`);
      assert.equal(refused.status, 401);
      assert.match(refused.headers.get('www-authenticate') ?? '', /^Bearer/);

      server.kill('SIGTERM');
      const { code, signal } = await exited;
      assert.equal(signal, null, 'it exits by itself rather than being killed by the signal');
      assert.equal(code, 0, stderr);
      const log = output.join('\n');
      assert.match(log, /shutting down/);
      assert.ok(!log.includes(token) && !stderr.includes(token), 'the token never reaches the logs');
    } finally {
      clearTimeout(guard);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
  });
});
