import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { DEMO_CASES, runDemo } from '../../src/demo/run-demo.js';
import { VERIFICATION_STATUSES } from '../../src/domain/verification-status.js';
import { SQLITE_PASS_ONLY, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

const run = promisify(execFile);

for (const dialect of testDialects()) {
  describe(`dossier demo [${dialect}]`, () => {
    let t: TestApp;
    let token: string;
    const get = async (url: string, bearer = token) => {
      const response = await t.app.inject({ url, headers: { authorization: `Bearer ${bearer}` } });
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
      return response;
    };

    before(async () => {
      t = await startTestApp(dialect);
      token = await runDemo(t.ctx, () => {});
    });
    after(() => t.close());

    it('fills an account with realistic cases in every state', async () => {
      assert.match(token, /^dsr_[0-9A-Za-z]{43}$/);
      const list = (await get('/api/v1/verifications?limit=100')).json();
      assert.equal(list.verifications.length, DEMO_CASES);
      assert.ok(DEMO_CASES >= 30);
      const statuses = new Set(list.verifications.map((v: { status: string }) => v.status));
      assert.deepEqual([...statuses].sort(), [...VERIFICATION_STATUSES].sort());
      const completed = list.verifications.find((v: { status: string }) => v.status === 'completed');
      assert.ok(completed.external_risk_score, 'a completed case carries a risk score');
      assert.ok(completed.assessment);
      const audit = (await get(`/api/v1/verifications/${completed.id}/audit_log`)).json().audit_log;
      assert.deepEqual(
        audit
          .filter((e: { to_state: string | null }) => e.to_state !== null)
          .map((e: { to_state: string }) => e.to_state),
        ['new', 'in_progress', 'qa', 'completed'],
      );
      // A deadline only where the state has a service level: a case being processed is the system's, not late.
      for (const v of list.verifications as { status: string; due_at: string | null }[]) {
        if (['processing', 'completed', 'rejected', 'recalculate_risk_score'].includes(v.status)) {
          assert.equal(v.due_at, null, `${v.status} has no deadline`);
        }
      }
      assert.equal((await get('/api/v1/verifications/counts')).json().overdue.processing, 0);
    });

    it('shows every shape of ownership structure, computed', async () => {
      const list = (await get('/api/v1/verifications?limit=100')).json().verifications as {
        id: string;
        customer_id: string;
      }[];
      const structure = async (n: number) => {
        const v = list.find((c) => c.customer_id === `demo-00${n}`);
        assert.ok(v, `demo-00${n}`);
        return (await get(`/api/v1/verifications/${v.id}/structure`)).json().structure;
      };
      const codes = (s: { warnings: { code: string }[] }) => s.warnings.map((w) => w.code).sort();
      const simple = await structure(1);
      assert.equal(simple.ubos.length, 2);
      assert.deepEqual(codes(simple), []);
      const layers = await structure(2);
      assert.equal(layers.layers, 3);
      assert.ok(
        layers.ubos.some(
          (u: { description: string }) => u.description === 'Owns 62.5 % indirectly through Nwosu Family Holdings Ltd',
        ),
      );
      const jv = await structure(3);
      assert.deepEqual(
        jv.ubos.map((u: { approximate_percentage_of_shares: number }) => u.approximate_percentage_of_shares),
        [50, 50],
      );
      const circular = await structure(4);
      assert.equal(circular.acyclic, false);
      assert.deepEqual(codes(circular), ['circular_ownership']);
      assert.deepEqual(codes(await structure(5)), ['not_fully_traced']);
      const byDefault = await structure(6);
      assert.deepEqual(codes(byDefault), ['ubo_by_default']);
      assert.equal(byDefault.ubos[0].ubo_by_default, true);
    });

    it('runs with QA and the review-marks rule on: a completed case went through QA by qa@, every tab marked', async () => {
      const account = await t.ctx.db
        .selectFrom('accounts')
        .select(['id', 'requires_qa', 'require_review_marks'])
        .where('name', '=', 'Dossier Demo')
        .executeTakeFirstOrThrow();
      assert.equal(Boolean(account.requires_qa), true);
      assert.equal(Boolean(account.require_review_marks), true);
      type Named = { name: string } | null;
      const list = (await get('/api/v1/verifications?limit=100')).json().verifications as {
        status: string;
        decision: { outcome: string; decided_by: { name: string }; qa_by: Named };
        qa_reviewer: Named;
        assignee: Named;
        review_progress: unknown;
      }[];
      const completed = list.filter((v) => v.status === 'completed');
      const rejected = list.filter((v) => v.status === 'rejected');
      assert.ok(completed.length > 0 && rejected.length > 0);
      for (const v of completed) {
        assert.equal(v.decision.outcome, 'approved');
        assert.equal(v.decision.decided_by.name, 'Olivia Chen');
        assert.equal(v.decision.qa_by?.name, 'Quentin Adler');
        assert.equal(v.qa_reviewer?.name, 'Quentin Adler');
        assert.deepEqual(v.review_progress, { reviewed: 6, total: 6 });
      }
      for (const v of rejected) {
        assert.equal(v.decision.outcome, 'rejected');
        assert.equal(v.decision.decided_by.name, 'Olivia Chen');
        assert.equal(v.decision.qa_by, null);
      }
      for (const v of list.filter((c) => c.status === 'qa')) {
        assert.equal(v.qa_reviewer?.name, 'Quentin Adler');
        assert.equal(v.assignee?.name, 'Quentin Adler');
      }
      for (const v of list.filter((c) => c.status === 'in_progress')) {
        assert.equal(v.assignee?.name, 'Olivia Chen', 'starting the review assigned it');
      }
    });

    it('gives every case full company details, directors with real passport images and real PDFs', async () => {
      const list = (await get('/api/v1/verifications?limit=100')).json();
      for (const verification of list.verifications.slice(0, 8)) {
        const companies = (await get(`/api/v1/verifications/${verification.id}/companies`)).json().companies;
        const company = (await get(`/api/v1/verifications/${verification.id}/companies/${companies[0].id}`)).json()
          .company;
        assert.ok(company.company_type, 'legal form set');
        assert.ok(company.industry.main, 'industry set');
        assert.notEqual(company.business_description, '');
        assert.notEqual(company.tax_number, '');
        assert.ok(company.bank_accounts.length >= 1);
        for (const account of company.bank_accounts) {
          if (account.iban) assert.ok(isValidIban(account.number), `${account.number} is a valid IBAN`);
        }
        const directors = (await get(`/api/v1/verifications/${verification.id}/directors`)).json().directors;
        assert.ok(directors.length >= 2);
        for (const director of directors) {
          const passport = director.person.documents.find(
            (d: { document: { document_type: string } }) => d.document.document_type === 'passport',
          );
          assert.ok(passport, 'every director has a passport');
          const urls = passport.document.attachments[0].urls;
          const original = await get(new URL(urls.original).pathname);
          assert.equal(original.headers['content-type'], 'image/png');
          assert.deepEqual(original.rawPayload.subarray(0, 4), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
          const thumb = await sharp((await get(new URL(urls.thumb).pathname)).rawPayload).metadata();
          assert.ok(Math.max(thumb.width ?? 0, thumb.height ?? 0) <= 200);
        }
        const documents = (await get(`/api/v1/verifications/${verification.id}/company_documents`)).json()
          .company_documents;
        const pdf = await get(new URL(documents[0].document.attachments[0].urls.original).pathname);
        assert.equal(pdf.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
      }
    });

    it('keeps accents in e-mails and file names, and gives people the sex their given names suggest', async () => {
      const list = (await get('/api/v1/verifications?limit=100')).json();
      const people: { given_names: string; sex: string; email: string; file: string }[] = [];
      for (const verification of list.verifications) {
        const directors = (await get(`/api/v1/verifications/${verification.id}/directors`)).json().directors;
        for (const { person } of directors) {
          const passport = person.documents.find(
            (d: { document: { document_type: string } }) => d.document.document_type === 'passport',
          );
          people.push({ ...person, file: passport.document.attachments[0].filename });
        }
      }
      const ruta = people.find((p) => p.given_names === 'Rūta');
      assert.ok(ruta, 'the demo has Rūta Kazlauskaitė');
      assert.match(ruta.email, /^rūta\.kazlauskaitė@/, 'the e-mail keeps its accents');
      assert.equal(ruta.file, 'passport-kazlauskaitė.png', 'so does the file name');
      assert.equal(ruta.sex, 'female');
      const sexOf = (given: string) => new Set(people.filter((p) => p.given_names === given).map((p) => p.sex));
      for (const given of ['Amelia', 'Zofia', 'Sofia', 'Olena', 'Priya']) {
        if (sexOf(given).size > 0) assert.deepEqual([...sexOf(given)], ['female'], given);
      }
      for (const given of ['Lukas', 'Andreas', 'Kenji', 'Ahmet', 'Tiago']) {
        if (sexOf(given).size > 0) assert.deepEqual([...sexOf(given)], ['male'], given);
      }
      for (const person of people) assert.equal(sexOf(person.given_names).size, 1, `${person.given_names}: one sex`);
    });

    it('ships onboarding profiles and a disabled webhook endpoint', async () => {
      const profiles = (await get('/api/v1/completeness_profiles')).json().completeness_profiles;
      assert.ok(profiles.length >= 2);
      const endpoints = (await get('/api/v1/webhook_endpoints')).json().webhook_endpoints;
      assert.equal(endpoints.length, 1);
      assert.equal(endpoints[0].enabled, false);
    });

    it('creates the three console users with the chosen password, and a generated one when none is chosen', async () => {
      await runDemo(t.ctx, () => {}, { password: 'demo password 2026' });
      const signIn = (email: string, password: string) =>
        t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { email, password } });
      const roles: Record<string, string> = {};
      for (const email of ['admin@demo.dossier.test', 'officer@demo.dossier.test', 'qa@demo.dossier.test']) {
        const res = await signIn(email, 'demo password 2026');
        assert.equal(res.statusCode, 200, `${email}: ${res.body}`);
        roles[email] = res.json().session.user.role;
      }
      assert.deepEqual(Object.values(roles), ['admin', 'officer', 'officer']);
      const logged: string[] = [];
      await runDemo(t.ctx, (line) => logged.push(line));
      const generated = /password \(generated[^)]*\): (\S+)$/.exec(
        logged.find((l) => l.includes('password')) ?? '',
      )?.[1];
      assert.ok(generated, `the generated password is printed: ${logged.join(' | ')}`);
      assert.equal((await signIn('qa@demo.dossier.test', generated)).statusCode, 200);
      assert.equal((await signIn('qa@demo.dossier.test', 'demo password 2026')).statusCode, 401, 'the old one is gone');
    });

    it('is idempotent: a second run adds nothing and returns another working token', async () => {
      const second = await runDemo(t.ctx, () => {});
      assert.notEqual(second, token);
      const list = (await get('/api/v1/verifications?limit=100', second)).json();
      assert.equal(list.verifications.length, DEMO_CASES);
      await get('/api/v1/verifications?limit=1', token);
      assert.equal((await get('/api/v1/completeness_profiles', second)).json().completeness_profiles.length, 3);
    });
  });
}

describe('bin/dossier demo', { skip: SQLITE_PASS_ONLY }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dossier-demo-cli-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints a fresh token as the last line of stdout', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DOSSIER_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    const { stdout } = await run('bin/dossier', ['demo'], { env, timeout: 180_000 });
    const lines = stdout.trim().split('\n');
    assert.equal(lines.length, 1, 'stdout carries the token only');
    assert.match(lines.at(-1) ?? '', /^dsr_[0-9A-Za-z]{43}$/);
  });
});

/** ISO 13616: move the first four characters to the end, letters to numbers, and the whole is 1 modulo 97. */
function isValidIban(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban) && remainder === 1;
}
