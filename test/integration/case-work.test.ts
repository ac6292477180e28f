import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { auditActionLabel } from '../../src/domain/display-labels.js';
import { transitionVerification } from '../../src/services/verification-transitions.js';
import { signedIn } from '../helpers/console-session.js';
import { makePng, multipart } from '../helpers/fixtures.js';
import { pdfText } from '../helpers/pdf-text.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

for (const dialect of testDialects()) {
  describe(`case work: events per caller, notes, review marks, files, report [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx);
    });
    after(() => t.close());

    const get = async (url: string, headers: Record<string, string> = tenant.headers) => {
      const res = await t.app.inject({ url, headers });
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      return res.json();
    };
    const post = (url: string, headers: Record<string, string>, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

    it('offers each caller the events the state and the rules allow, and says why one is blocked', async () => {
      const account = await createTenant(t.ctx, 'QA Bank');
      const admin = await signedIn(t, account.accountId, 'admin');
      await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/account',
        headers: admin.headers,
        payload: { requires_qa: true },
      });
      const maker = await signedIn(t, account.accountId, 'officer');
      const checker = await signedIn(t, account.accountId, 'officer');
      const viewer = await signedIn(t, account.accountId, 'viewer');
      const id = await openCase(t, account);
      const url = `/api/v1/verifications/${id}`;
      assert.deepEqual((await get(url, maker.cookie)).verification.allowed_events, ['start']);
      assert.deepEqual((await get(url, viewer.cookie)).verification.allowed_events, [], 'a viewer may send nothing');
      await post(`${url}/state/start`, maker.headers);
      assert.deepEqual((await get(url, maker.cookie)).verification.allowed_events.sort(), [
        'qa',
        'rejected',
        'request_data_update',
        'request_risk_score_update',
      ]);
      const sent = await post(`${url}/state/qa`, maker.headers, { assessment: 'risk_low', assessment_comment: 'ok' });
      assert.deepEqual(sent.json().verification.allowed_events.sort(), ['back_to_compliance']);
      assert.deepEqual(sent.json().verification.blocked_events, [
        {
          event: 'complete',
          reason:
            'Four eyes: the person who sent the verification to QA cannot also complete it, with any session or access token of theirs',
        },
        {
          event: 'rejected',
          reason:
            'Four eyes: the person who sent the verification to QA cannot also reject it, with any session or access token of theirs',
        },
      ]);
      const forChecker = (await get(url, checker.cookie)).verification;
      assert.ok(forChecker.allowed_events.includes('complete'));
      assert.deepEqual(forChecker.blocked_events, []);
      assert.ok(
        (await get(url, account.headers)).verification.allowed_events.includes('complete'),
        'a token is not the maker',
      );
    });

    it('says what the onboarding profile still misses, and takes the customer’s answer back to review', async () => {
      const officer = await signedIn(t, tenant.accountId, 'officer');
      const id = await openCase(t, tenant);
      const url = `/api/v1/verifications/${id}`;
      assert.equal((await get(`${url}/completeness`)).completeness, null, 'no profile, nothing to miss');
      const profile = await post('/api/v1/completeness_profiles', tenant.headers, {
        name: 'With registry extract',
        requirements: { document_types: { company: ['registry_extract'] }, fields: { company: ['tax_number'] } },
      });
      const profileId = profile.json().completeness_profile.id;
      await post(`${url}/state/start`, officer.headers);
      await post(`${url}/state/request_data_update`, officer.headers, {
        completeness_profile_id: profileId,
        comment: 'Please upload a registry extract.',
      });
      assert.equal((await get(url)).verification.data_update_comment, 'Please upload a registry extract.');
      const completeness = (await get(`${url}/completeness`)).completeness;
      assert.equal(completeness.profile_name, 'With registry extract');
      assert.deepEqual(completeness.missing.company_document_types, ['registry_extract']);
      assert.deepEqual(completeness.missing.company_fields, [], 'the case has a tax number');
      // The portal's answer, simulated through the service the portal uses.
      const customer = { type: 'customer', id: randomUUID(), accountId: tenant.accountId } as const;
      await transitionVerification(t.ctx, customer, id, 'customer_resubmitted', {});
      const after = (await get(url, officer.cookie)).verification;
      assert.equal(after.status, 'in_progress');
      const log = (await get(`${url}/audit_log`)).audit_log;
      assert.equal(log.at(-1).actor.type, 'customer');
    });

    it('keeps internal notes, each written to the audit log, never in a webhook payload', async () => {
      const officer = await signedIn(t, tenant.accountId, 'officer', 'Nora Notes');
      const id = await openCase(t, tenant);
      const added = await post(`/api/v1/verifications/${id}/notes`, officer.headers, {
        body: 'Registry extract matches; director address unverified.',
      });
      assert.equal(added.statusCode, 201, added.body);
      assert.deepEqual(added.json().note.author, {
        type: 'user',
        id: officer.user.id,
        name: 'Nora Notes',
        email: officer.user.email,
      });
      await post(`/api/v1/verifications/${id}/notes`, tenant.headers, { body: 'Second note, by the integration.' });
      const notes = (await get(`/api/v1/verifications/${id}/notes`)).notes;
      assert.deepEqual(
        notes.map((n: { body: string }) => n.body),
        ['Registry extract matches; director address unverified.', 'Second note, by the integration.'],
      );
      const blank = await post(`/api/v1/verifications/${id}/notes`, officer.headers, { body: '   ' });
      assert.equal(blank.statusCode, 400);
      const log = (await get(`/api/v1/verifications/${id}/audit_log`)).audit_log;
      assert.equal(log.filter((e: { action: string }) => e.action === 'note.added').length, 2);
      const payloads = await t.ctx.db
        .selectFrom('webhook_messages')
        .select('payload')
        .where('verification_id', '=', id)
        .execute();
      for (const { payload } of payloads) assert.ok(!payload.includes('Registry extract'), 'no note in a webhook');
    });

    it('marks tabs reviewed, shows progress on the case, and clears a mark when that tab’s data changes', async () => {
      const officer = await signedIn(t, tenant.accountId, 'officer', 'Rita Reviewer');
      const id = await openCase(t, tenant);
      const review = `/api/v1/verifications/${id}/review`;
      for (const tab of ['company', 'documents', 'risk']) {
        const res = await t.app.inject({ method: 'PUT', url: `${review}/${tab}`, headers: officer.headers });
        assert.equal(res.statusCode, 200, res.body);
      }
      let progress = (await get(review)).review;
      assert.equal(progress.reviewed, 3);
      assert.equal(progress.total, 6);
      const company = progress.tabs.find((x: { tab: string }) => x.tab === 'company');
      assert.equal(company.marked_by_name, 'Rita Reviewer');
      assert.deepEqual((await get(`/api/v1/verifications/${id}`)).verification.review_progress, {
        reviewed: 3,
        total: 6,
      });

      // A new risk score changes the Risk tab's data: its mark lapses; the others stand.
      await post('/api/v1/webhooks/external_risk_score', tenant.headers, { id, risk_score: { simple: 'high' } });
      progress = (await get(review)).review;
      const risk = progress.tabs.find((x: { tab: string }) => x.tab === 'risk');
      assert.equal(risk.reviewed, false);
      assert.equal(risk.stale, true);
      assert.equal(progress.reviewed, 2);
      const cleared = await t.app.inject({ method: 'DELETE', url: `${review}/company`, headers: officer.headers });
      assert.equal(cleared.json().review.reviewed, 1);
      const bad = await t.app.inject({ method: 'PUT', url: `${review}/summary`, headers: officer.headers });
      assert.equal(bad.statusCode, 400);
    });

    it("keeps officers' own files apart from the case's documents", async () => {
      const officer = await signedIn(t, tenant.accountId, 'officer');
      const id = await openCase(t, tenant);
      const form = multipart({ name: 'Phone call notes' }, [
        { filename: 'call.png', contentType: 'image/png', bytes: await makePng(400, 300) },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/files`,
        headers: { ...officer.headers, ...form.headers },
        payload: form.payload,
      });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().file.document.document_type, 'other');
      const files = (await get(`/api/v1/verifications/${id}/files`)).files;
      assert.equal(files.length, 1);
      assert.equal((await get(`/api/v1/verifications/${id}/company_documents`)).company_documents.length, 0);
      const thumb = await t.app.inject({
        url: new URL(files[0].document.attachments[0].urls.thumb).pathname,
        headers: tenant.headers,
      });
      assert.equal(thumb.statusCode, 200, 'the file downloads like any attachment');
    });

    it('produces a PDF report with the company, the decision and every audit entry, and logs who took it', async () => {
      const officer = await signedIn(t, tenant.accountId, 'officer', 'Petra Printer');
      const id = await openCase(t, tenant);
      const url = `/api/v1/verifications/${id}`;
      const director = (await get(`${url}/directors`)).directors[0];
      const form = multipart({ document_type: 'passport', number: 'P1234567', person_id: director.person.id }, [
        { filename: 'passport.png', contentType: 'image/png', bytes: await makePng(600, 400) },
      ]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `${url}/documents`,
        headers: { ...tenant.headers, ...form.headers },
        payload: form.payload,
      });
      assert.equal(uploaded.statusCode, 201, uploaded.body);
      await post(`${url}/state/start`, officer.headers);
      await post(`${url}/state/complete`, officer.headers, {
        assessment: 'risk_medium',
        assessment_comment: 'Approved with enhanced monitoring of card volumes.',
      });
      const res = await t.app.inject({ url: `${url}/report.pdf`, headers: officer.cookie });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['content-type'], 'application/pdf');
      assert.match(
        String(res.headers['content-disposition']),
        /attachment; filename="dossier-report-Northwind-Trading-Ltd-/,
      );
      assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-');
      if (process.env.DOSSIER_KEEP_REPORT) writeFileSync(process.env.DOSSIER_KEEP_REPORT, res.rawPayload);
      const { text } = await pdfText(res.rawPayload);
      for (const expected of [
        'Northwind Trading Ltd',
        '09876543',
        'Completed',
        'Medium risk',
        'Approved with enhanced monitoring of card volumes.',
        `${director.person.given_names} ${director.person.surname}`,
        'Petra Printer',
      ]) {
        assert.ok(text.includes(expected), `the report shows "${expected}"`);
      }
      const log = (await get(`${url}/audit_log`)).audit_log as {
        action: string;
        data: Record<string, unknown> | null;
      }[];
      assert.equal(log.at(-1)?.action, 'report.produced', 'producing the report is logged');
      const completion = log.find((e) => e.action === 'state.complete') as { comment: string | null } | undefined;
      assert.equal(completion?.comment, 'Approved with enhanced monitoring of card volumes.', 'the decision’s words');
      assert.ok(text.includes(`Audit log (${log.length} entries)`), "every audit entry, the report's own included");
      for (const entry of log.slice(0, -1)) {
        const words = auditActionLabel(entry.action, entry.data);
        assert.ok(text.includes(words), `audit entry ${entry.action} in the PDF, in words: "${words}"`);
      }
    });
  });
}
