import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { createAccessToken } from '../../src/services/access-tokens.js';
import { configureAccount } from '../../src/services/accounts.js';
import { screenCase } from '../../src/services/case-screening.js';
import { rescreenAfterListImport } from '../../src/services/list-rescreen.js';
import { importScreeningList } from '../../src/services/screening/list-import.js';
import { defaultScreeningBackend, type ScreeningBackend } from '../../src/services/screening-backend.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { pdfText } from '../helpers/pdf-text.js';
import { editedOfacExcerpt, listedDirectorIntake } from '../helpers/screening-lists.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';
import { readZip } from '../helpers/zip-reader.js';

const ALI = 'ofac-sdn:26137';
const SDN_JANE = '99999,"DOE, Jane Ann","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 02 Jan 1980."';

/** The real matcher, counting what each call screened (a delta rescreen's work). */
class CountingBackend implements ScreeningBackend {
  readonly calls: { subjects: number; onlyEntryIds: readonly string[] | undefined }[] = [];
  screenSubjects: ScreeningBackend['screenSubjects'] = (ctx, subjects, options) => {
    this.calls.push({ subjects: subjects.length, onlyEntryIds: options?.onlyEntryIds });
    return defaultScreeningBackend.screenSubjects(ctx, subjects, options);
  };
  hasLists: ScreeningBackend['hasLists'] = (ctx) => defaultScreeningBackend.hasLists(ctx);
  entriesChangedIn: ScreeningBackend['entriesChangedIn'] = (ctx, id) =>
    defaultScreeningBackend.entriesChangedIn(ctx, id);
}

for (const dialect of testDialects()) {
  describe(`screening a case: identified issues, decisions, workflow [${dialect}]`, () => {
    let t: TestApp;
    let backend: CountingBackend;
    const dirs: string[] = [];
    /** Imports the shipped OFAC excerpt as a new version, edited; returns the version id. */
    async function importOfac(edit?: (sdn: string) => string): Promise<string> {
      const dir = editedOfacExcerpt(edit);
      dirs.push(dir);
      return (await importScreeningList(t.ctx, 'ofac-sdn', dir)).version_id;
    }
    before(async () => {
      backend = new CountingBackend();
      t = await startTestApp(dialect, { ctx: { screening: backend } });
      await importOfac();
    });
    after(async () => {
      await t.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    async function call(
      tenant: Tenant | { headers: Record<string, string> },
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
    ) {
      const res = await t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: tenant.headers,
        ...(payload ? { payload } : {}),
      });
      return { status: res.statusCode, body: res.json(), text: res.body };
    }

    async function event(tenant: Tenant, id: string, name: string, body: object = {}) {
      return call(tenant, 'POST', `/verifications/${id}/state/${name}`, body);
    }

    it('raises a hit for a listed director on intake, with the entry and its explanation, and blocks QA, completion and rejection until decided', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant, listedDirectorIntake());
      const listed = await call(tenant, 'GET', `/verifications/${id}/issues`);
      assert.equal(listed.status, 200, listed.text);
      assert.equal(listed.body.issues.length, 1, 'the listed director only; Jane Doe and Northwind are not listed');
      const issue = listed.body.issues[0];
      assert.equal(issue.category, 'sanction');
      assert.equal(issue.entity_type, 'Verification');
      assert.equal(issue.entity_id, id);
      assert.equal(issue.source, 'ofac-sdn');
      assert.equal(issue.entry_id, ALI);
      assert.equal(issue.subject.role, 'director');
      assert.equal(issue.subject.name, 'Ali Khorashadizadeh');
      assert.equal(issue.subject.date_of_birth, '1979-09-21');
      assert.equal(issue.report.names[0], 'KHORASHADIZADEH, Ali');
      assert.equal(issue.report.programmes[0], 'CYBER2');
      assert.ok(issue.score > 0.9);
      assert.ok(issue.explanation.length >= 1 && typeof issue.explanation[0].contribution === 'number');
      assert.equal(issue.relevant, null);

      const one = await call(tenant, 'GET', `/verifications/${id}/issues/${issue.id}`);
      assert.equal(one.status, 200);
      assert.equal(one.body.issue.id, issue.id);

      assert.equal((await event(tenant, id, 'start')).status, 200);
      for (const [name, body] of [
        ['qa', { assessment: 'risk_high', assessment_comment: 'Listed director' }],
        ['complete', { assessment: 'risk_high' }],
        ['rejected', { rejection_comment: 'Sanctioned director' }],
      ] as const) {
        const refused = await event(tenant, id, name, body);
        assert.equal(refused.status, 409, `${name}: ${refused.text}`);
        assert.equal(refused.body.error.code, 'screening_unresolved');
      }

      const noComment = await call(tenant, 'POST', `/verifications/${id}/issues/${issue.id}/decision`, {
        relevant: true,
        comment: '  ',
      });
      assert.equal(noComment.status, 400, noComment.text);
      const decided = await call(tenant, 'POST', `/verifications/${id}/issues/${issue.id}/decision`, {
        relevant: true,
        comment: 'Same name, date of birth and nationality as the SDN entry',
      });
      assert.equal(decided.status, 200, decided.text);
      assert.equal(decided.body.issue.relevant, true);
      assert.equal(decided.body.issue.decided_by, `token:${tenant.tokenId}`);
      const again = await call(tenant, 'POST', `/verifications/${id}/issues/${issue.id}/decision`, {
        relevant: false,
        comment: 'Changed my mind',
      });
      assert.equal(again.status, 409, 'a decision sticks');

      const rejected = await event(tenant, id, 'rejected', { rejection_comment: 'Sanctioned director' });
      assert.equal(rejected.status, 200, rejected.text);
      const report = await t.app.inject({ url: `/api/v1/verifications/${id}/report.pdf`, headers: tenant.headers });
      assert.equal(report.statusCode, 200);
      const { text } = await pdfText(report.rawPayload);
      const flat = text.replace(/\s+/g, ' ');
      assert.match(flat, /Screening hits \(1\)/);
      assert.match(flat, /Ali Khorashadizadeh ~ KHORASHADIZADEH, Ali/);
      assert.match(flat, /True match \(.*\): Same name, date of birth and nationality as the SDN entry/);
      const log = (await call(tenant, 'GET', `/verifications/${id}/audit_log`)).body.audit_log as {
        action: string;
        comment: string | null;
      }[];
      const decision = log.find((e) => e.action === 'screening.decided');
      assert.equal(decision?.comment, 'Same name, date of birth and nationality as the SDN entry');
      assert.ok(log.some((e) => e.action === 'screening.completed'));

      const events = await t.ctx.db
        .selectFrom('webhook_messages')
        .select(['event_type', 'payload'])
        .where('verification_id', '=', id)
        .execute();
      assert.equal(events.length, 0, 'no endpoint: nothing in the outbox');
    });

    it('writes screening_hit and screening_completed to the outbox for a subscribed endpoint', async () => {
      const tenant = await createTenant(t.ctx);
      const endpoint = await call(tenant, 'POST', '/webhook_endpoints', { url: 'http://127.0.0.1:9/hook' });
      assert.equal(endpoint.status, 201, endpoint.text);
      const id = await openCase(t, tenant, listedDirectorIntake());
      const issue = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues[0];
      const rows = await t.ctx.db
        .selectFrom('webhook_messages')
        .select(['event_type', 'payload'])
        .where('account_id', '=', tenant.accountId)
        .where('verification_id', '=', id)
        .execute();
      const hit = rows.find((r) => r.event_type === 'screening_hit');
      assert.ok(hit, rows.map((r) => r.event_type).join());
      assert.deepEqual(
        { ...JSON.parse(hit.payload), occurred_at: undefined },
        {
          event: 'screening_hit',
          verification_id: id,
          issue_id: issue.id,
          change: 'new',
          category: 'sanction',
          occurred_at: undefined,
        },
      );
      const completed = rows.find((r) => r.event_type === 'screening_completed');
      assert.ok(completed);
      assert.equal(JSON.parse(completed.payload).undecided_hits, 1);
    });

    it('keeps a false positive dismissed on rescreens, and brings it back marked when the list entry changes', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant, listedDirectorIntake());
      const [issue] = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues;
      const dismissed = await call(tenant, 'POST', `/verifications/${id}/issues/${issue.id}/decision`, {
        relevant: false,
        comment: 'Different person: our director was born in Shiraz',
      });
      assert.equal(dismissed.status, 200, dismissed.text);
      assert.equal(dismissed.body.issue.relevant, false);

      // The subject unchanged: nothing to screen. A list update that changes another entry: nothing comes back.
      assert.deepEqual(await screenCase(t.ctx, tenant.accountId, id, 'manual'), { screened: 0, hits: 0 });
      await rescreenAfterListImport(t.ctx, await importOfac((sdn) => sdn.replace('"HERMANN"', '"HERMANN II"')));
      let issues = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues;
      assert.equal(issues.length, 1);
      assert.equal(issues[0].relevant, false, 'still dismissed');

      // The entry itself changes (another place of birth): the hit returns for a decision, marked.
      await rescreenAfterListImport(
        t.ctx,
        await importOfac((sdn) => sdn.replace('POB Tehran, Iran;', 'POB Tehran, Iran; alt. POB Karaj, Iran;')),
      );
      issues = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues;
      assert.equal(issues.length, 1, 'the same issue, not a second');
      assert.equal(issues[0].relevant, null);
      assert.equal(issues[0].changed_since_dismissed, true);
      assert.ok(
        issues[0].report.places_of_birth.some((p: string) => p.includes('Karaj')),
        JSON.stringify(issues[0].report),
      );
      assert.equal((await event(tenant, id, 'start')).status, 200);
      assert.equal(
        (await event(tenant, id, 'rejected', { rejection_comment: 'x' })).body.error.code,
        'screening_unresolved',
      );
    });

    it('screens again only against the changed entries, and raises an alert on a decided case without changing its decision', async () => {
      const tenant = await createTenant(t.ctx);
      const intake = sampleIntake({
        company: { ...sampleIntake().company, formal_name: 'Banco Nacional de Cuba', brand_name: null },
      });
      const id = await openCase(t, tenant, intake);
      // Decide the company's hit, then complete the case.
      const [hit] = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues;
      assert.equal(hit.subject.role, 'company');
      await call(tenant, 'POST', `/verifications/${id}/issues/${hit.id}/decision`, {
        relevant: false,
        comment: 'Name only',
      });
      assert.equal((await event(tenant, id, 'start')).status, 200);
      const done = await event(tenant, id, 'complete', { assessment: 'risk_low' });
      assert.equal(done.status, 200, done.text);

      // A new listing of its director: the delta screens only the new entry, for this decided case too.
      const before = backend.calls.length;
      const added = await importOfac((sdn) => `${sdn}${SDN_JANE}\n`);
      const summary = await rescreenAfterListImport(t.ctx, added);
      assert.ok(summary.hits >= 1, JSON.stringify(summary));
      const delta = backend.calls.slice(before);
      assert.ok(delta.length >= 1);
      // Only what this version changed against the one before (Jane's new entry, and whatever the previous test's
      // version had changed back), never the whole list.
      const changed = await defaultScreeningBackend.entriesChangedIn(t.ctx, added);
      assert.ok(changed.length >= 1 && changed.length <= 2, JSON.stringify(changed));
      for (const c of delta) assert.deepEqual(c.onlyEntryIds, changed);
      const issues = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues;
      const alert = issues.find((i: { entry_id: string }) => i.entry_id === 'ofac-sdn:99999');
      assert.ok(alert);
      assert.equal(alert.alert, true);
      assert.equal(alert.relevant, null);
      const record = (await call(tenant, 'GET', `/verifications/${id}`)).body.verification;
      assert.equal(record.status, 'completed', 'the decision stands');
      const ids = async (filter: string) =>
        ((await call(tenant, 'GET', `/verifications?screening=${filter}`)).body.verifications as { id: string }[]).map(
          (v) => v.id,
        );
      assert.deepEqual(await ids('alerts'), [id], 'the queue’s Alerts tab');
      assert.deepEqual(await ids('open'), [id], 'the filter “Open screening hits”');
      const counts = await call(tenant, 'GET', '/verifications/counts?screening=alerts');
      assert.equal(counts.body.counts.completed, 1, JSON.stringify(counts.body));

      // Outside the monitoring period a decided case is no longer rescreened.
      await configureAccount(t.ctx, tenant.accountId, {});
      await t.ctx.db
        .updateTable('accounts')
        .set({ screening_monitoring_months: 0 })
        .where('id', '=', tenant.accountId)
        .execute();
      await rescreenAfterListImport(
        t.ctx,
        await importOfac((sdn) => `${sdn}${SDN_JANE.replace('99999', '99998').replace('Jane Ann', 'Jane A.')}\n`),
      );
      const after = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues;
      assert.ok(!after.some((i: { entry_id: string }) => i.entry_id === 'ofac-sdn:99998'));
    });

    it('with four eyes on, dismissing a sanction hit needs a second officer', async () => {
      const tenant = await createTenant(t.ctx);
      await configureAccount(t.ctx, tenant.accountId, { requiresQa: true });
      const second = await createAccessToken(t.ctx, tenant.accountId, 'second officer');
      const other = { headers: { authorization: `Bearer ${second.token}` } };
      const id = await openCase(t, tenant, listedDirectorIntake());
      const [issue] = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues;
      const url = `/verifications/${id}/issues/${issue.id}/decision`;
      const proposed = await call(tenant, 'POST', url, { relevant: false, comment: 'Different person' });
      assert.equal(proposed.status, 200, proposed.text);
      assert.equal(proposed.body.issue.relevant, null, 'not dismissed yet');
      assert.equal(proposed.body.issue.pending_dismissal.comment, 'Different person');
      const self = await call(tenant, 'POST', url, { relevant: false, comment: 'Really' });
      assert.equal(self.status, 403, self.text);
      const confirmed = await call(other, 'POST', url, { relevant: false, comment: 'Agreed: born 1962' });
      assert.equal(confirmed.status, 200, confirmed.text);
      assert.equal(confirmed.body.issue.relevant, false);
      assert.equal(confirmed.body.issue.decided_by, `token:${second.info.id}`);

      // The entry changes: the hit is back, and a new dismissal needs two officers again.
      await rescreenAfterListImport(
        t.ctx,
        await importOfac((sdn) => sdn.replace('POB Tehran, Iran;', 'POB Tehran, Iran; alt. POB Qom, Iran;')),
      );
      const back = (await call(tenant, 'GET', `/verifications/${id}/issues/${issue.id}`)).body.issue;
      assert.equal(back.relevant, null);
      assert.equal(back.pending_dismissal, null, 'the old proposal confirms nothing');
      const again = await call(other, 'POST', url, { relevant: false, comment: 'Still another person' });
      assert.equal(again.body.issue.relevant, null, 'proposed, not decided');
      assert.equal(again.body.issue.pending_dismissal.comment, 'Still another person');
    });

    it('answers 404 for another account’s case or issue', async () => {
      const a = await createTenant(t.ctx);
      const b = await createTenant(t.ctx);
      const id = await openCase(t, a, listedDirectorIntake());
      const [issue] = (await call(a, 'GET', `/verifications/${id}/issues`)).body.issues;
      assert.equal((await call(b, 'GET', `/verifications/${id}/issues`)).status, 404);
      assert.equal((await call(b, 'GET', `/verifications/${id}/issues/${issue.id}`)).status, 404);
      const foreign = await call(b, 'POST', `/verifications/${id}/issues/${issue.id}/decision`, {
        relevant: false,
        comment: 'x',
      });
      assert.equal(foreign.status, 404);
      const other = await openCase(t, b);
      assert.equal((await call(b, 'GET', `/verifications/${other}/issues/${issue.id}`)).status, 404);
    });

    it('gives the hits to the person’s subject-access export, and an erased case leaves none of its screening behind', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant, listedDirectorIntake());
      const directors = (await call(tenant, 'GET', `/verifications/${id}/directors`)).body.directors;
      const ali = directors.find((d: { person: { surname: string } }) => d.person.surname === 'Khorashadizadeh');
      const [issue] = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues;
      await call(tenant, 'POST', `/verifications/${id}/issues/${issue.id}/decision`, {
        relevant: true,
        comment: 'Ali Khorashadizadeh is the listed person',
      });
      const exported = await t.app.inject({ url: `/api/v1/people/${ali.person.id}/export`, headers: tenant.headers });
      assert.equal(exported.statusCode, 200, exported.body.slice(0, 200));
      const entries = await readZip(exported.rawPayload);
      const hits = JSON.parse((entries.get('screening-issues.json') as Buffer).toString('utf8'));
      assert.equal(hits.length, 1);
      assert.equal(hits[0].subject.name, 'Ali Khorashadizadeh');

      const erased = await call(tenant, 'POST', `/verifications/${id}/erase`, {
        reason: 'Customer asked',
        legal_basis: 'GDPR art. 17(1)(a)',
      });
      assert.equal(erased.status, 200, erased.text);
      for (const table of ['screening_issues', 'screening_subjects'] as const) {
        const left = await t.ctx.db.selectFrom(table).select('id').where('verification_id', '=', id).execute();
        assert.equal(left.length, 0, `${table} of the erased case`);
      }
      assert.equal((await call(tenant, 'GET', `/verifications/${id}/issues`)).status, 410);
      const log = await t.ctx.db
        .selectFrom('audit_log')
        .select(['comment', 'data'])
        .where('verification_id', '=', id)
        .execute();
      const text = JSON.stringify(log);
      assert.ok(!text.includes('Khorashadizadeh'), 'no name left in the audit log');
      // A list update after the erasure screens nothing of the erased case.
      await rescreenAfterListImport(t.ctx, await importOfac((sdn) => sdn.replace('POB Tehran, Iran;', 'POB Tehran;')));
      assert.equal(
        (await t.ctx.db.selectFrom('screening_issues').select('id').where('verification_id', '=', id).execute()).length,
        0,
      );
    });

    it('screens the customer’s crypto address exactly against the list’s digital currency addresses', async () => {
      const tenant = await createTenant(t.ctx);
      const intake = sampleIntake();
      const id = await openCase(
        t,
        tenant,
        sampleIntake({
          company: {
            ...intake.company,
            crypto_addresses: [{ address: '149w62rY42aZBox8fGcmqNsXUzSStKeq8C', address_type: 'xbt', comment: null }],
          },
        }),
      );
      // (Jane Doe may be listed by an earlier test's list update: only the address's hit counts here.)
      const issues = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues.filter(
        (i: { subject: { kind: string } }) => i.subject.kind === 'crypto_address',
      );
      assert.equal(issues.length, 1);
      assert.equal(issues[0].category, 'crypto');
      assert.equal(issues[0].subject.role, 'crypto_address');
    });
    it('lapses the Screening tab’s review mark when a new hit arrives, and leaves the other marks standing', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      for (const tab of ['company', 'screening']) {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/verifications/${id}/review/${tab}`,
          headers: tenant.headers,
        });
        assert.equal(res.statusCode, 200, res.body);
      }
      const mark = async (tab: string) =>
        (await call(tenant, 'GET', `/verifications/${id}/review`)).body.review.tabs.find(
          (x: { tab: string }) => x.tab === tab,
        );
      assert.equal((await mark('screening')).reviewed, true);
      // A new listing of the company's name: the delta rescreen raises a hit on the open case.
      const name = sampleIntake().company.formal_name.toUpperCase();
      const added = await importOfac(
        (sdn) => `${sdn}99997,"${name}",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n`,
      );
      assert.ok((await rescreenAfterListImport(t.ctx, added)).hits >= 1);
      const screening = await mark('screening');
      assert.equal(screening.reviewed, false);
      assert.equal(screening.stale, true);
      assert.equal((await mark('company')).reviewed, true, 'a hit changes nothing on the Company tab');
    });
  });
}
