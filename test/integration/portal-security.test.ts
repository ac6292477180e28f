import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { PORTAL_SESSION_ABSOLUTE_MS, PORTAL_SESSION_IDLE_MS } from '../../src/domain/invitation-status.js';
import { signedIn } from '../helpers/console-session.js';
import { makePdf, makePng, multipart } from '../helpers/fixtures.js';
import { createProfile, invite, linkToken, openPortal, type PortalSession } from '../helpers/portal-client.js';
import { registeredRoutes } from '../helpers/route-cases.js';
import {
  createTenant,
  createTestDatabase,
  startTestApp,
  type Tenant,
  type TestApp,
  testDialects,
  testServiceContext,
} from '../helpers/test-app.js';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
const UPLOAD_LIMIT = 256 * 1024;
const SOME_ID = '01a200a0-0000-7000-8000-000000000000';

/** What a company has to fill in at the least: its name, number and jurisdiction. */
const MINIMAL_REQUIREMENTS = {
  sections: ['company_details'],
  fields: { company: ['formal_name', 'company_number'], director: [], person: [] },
  document_types: { company: [], person: [] },
};
const MINIMAL_DRAFT = {
  company: { formal_name: 'Acme Widgets Ltd', company_number: '01234567', jurisdiction_code: 'gb' },
};

/** The service's clock, moved forward by the tests (never back, so ids stay in creation order). */
function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs).toISOString(),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

/** A portal error: JSON, with the code, and nothing of the request's data. */
function assertError(res: LightMyRequestResponse, status: number, code: string, label: string) {
  assert.equal(res.statusCode, status, `${label}: ${res.body}`);
  assert.match(String(res.headers['content-type']), /^application\/json/, label);
  const body = res.json();
  assert.equal(body.error.code, code, label);
  return body.error as { code: string; message: string; details: unknown[]; request_id: string };
}

for (const dialect of testDialects()) {
  describe(`customer portal security [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    let profileId: string;
    const clock = movableClock();

    before(async () => {
      t = await startTestApp(dialect, { ctx: { now: clock.now, uploadLimitBytes: UPLOAD_LIMIT } });
      tenant = await createTenant(t.ctx, 'Northwind Bank');
      profileId = await createProfile(t, tenant, MINIMAL_REQUIREMENTS, 'Minimal');
    });
    after(() => t.close());

    const newInvitation = (email = `cfo-${randomBytes(3).toString('hex')}@acme.example`, owner = tenant) =>
      invite(t, owner, { email, completeness_profile_id: profileId, send_email: false });
    const openLink = (token: string) =>
      t.app.inject({ method: 'POST', url: '/portal/api/session', payload: { token } });
    const askNewLink = (token: string) =>
      t.app.inject({ method: 'POST', url: '/portal/api/links', payload: { token } });
    const api = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
    const invitationRow = (id: string) =>
      t.ctx.db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const uploadRows = (invitationId: string) =>
      t.ctx.db
        .selectFrom('portal_uploads')
        .select(['id', 'consumed_at'])
        .where('invitation_id', '=', invitationId)
        .orderBy('id')
        .execute();
    const mailRows = (invitationId: string) =>
      t.ctx.db
        .selectFrom('mail_outbox')
        .select(['kind', 'recipient', 'text_body'])
        .where('invitation_id', '=', invitationId)
        .orderBy('id')
        .execute();
    /** Every file under the blob root: a refused upload leaves none behind (nor a `.part`). */
    const blobFiles = async () => {
      try {
        const entries = await readdir(join(t.database.dataDir, 'files'), { recursive: true, withFileTypes: true });
        return entries
          .filter((e) => e.isFile())
          .map((e) => join(e.parentPath, e.name))
          .sort();
      } catch {
        return [];
      }
    };
    /** A portal request made by hand: the cookie and headers given, nothing else. */
    const portalRequest = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      headers: Record<string, string>,
      payload?: object,
    ) => t.app.inject({ method, url: `/portal/api${path}`, headers, ...(payload ? { payload } : {}) });
    const uploadRequest = (headers: Record<string, string>, filename: string, contentType: string, bytes: Buffer) => {
      const body = multipart({}, [{ filename, contentType, bytes }]);
      return t.app.inject({
        method: 'POST',
        url: '/portal/api/uploads',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const submit = async (portal: PortalSession, draft: object = MINIMAL_DRAFT) => {
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      return portal.send('POST', '/application/submit');
    };
    const caseOf = async (invitationId: string) => (await invitationRow(invitationId)).verification_id as string;

    it('sets the portal cookie dossier_portal on Path=/portal/, HttpOnly, SameSite=Lax; signing out ends it', async () => {
      const invitation = await newInvitation();
      const res = await openLink(linkToken(invitation.url));
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['cache-control'], 'no-store');
      const setCookie = String(res.headers['set-cookie']);
      const attributes = setCookie.split(';').map((a) => a.trim());
      assert.match(attributes[0] as string, /^dossier_portal=dsp_[0-9A-Za-z]{43}$/);
      assert.ok(attributes.includes('Path=/portal/'), setCookie);
      assert.ok(attributes.includes('HttpOnly'), setCookie);
      assert.ok(attributes.includes('SameSite=Lax'), setCookie);
      assert.ok(attributes.includes(`Max-Age=${PORTAL_SESSION_ABSOLUTE_MS / 1000}`), setCookie);
      assert.ok(!attributes.includes('Secure'), 'not Secure over http');
      assert.ok(!setCookie.includes('dossier_session'), 'never the console cookie');
      const opened = res.json();
      assert.match(opened.csrf_token, /^[A-Za-z0-9_-]{20,}$/);
      assert.ok(!res.body.includes(attributes[0]?.split('=')[1] as string), 'the session token is not in the body');

      const cookie = attributes[0] as string;
      const headers = { cookie, 'x-csrf-token': opened.csrf_token };
      assert.equal((await portalRequest('GET', '/application', { cookie })).statusCode, 200);
      const out = await portalRequest('DELETE', '/session', headers);
      assert.equal(out.statusCode, 204);
      const cleared = String(out.headers['set-cookie']);
      assert.match(cleared, /^dossier_portal=;/);
      assert.match(cleared, /Path=\/portal\//);
      assert.match(cleared, /Max-Age=0/);
      assertError(await portalRequest('GET', '/application', { cookie }), 401, 'unauthorized', 'after sign-out');
      assert.equal((await openLink(linkToken(invitation.url))).statusCode, 200, 'the link opens a new session');
    });

    it('marks the portal cookie Secure when the service is served over https', async () => {
      const database = await createTestDatabase(dialect);
      const publicUrl = 'https://kyb.bank.example';
      const ctx = testServiceContext(database, { publicUrl });
      const app = await buildApp({ ctx, publicUrl, bodyLimitBytes: 1024 * 1024, rateLimit: null, logger: false });
      try {
        const owner = await createTenant(ctx);
        const profile = await app.inject({
          method: 'POST',
          url: '/api/v1/completeness_profiles',
          headers: owner.headers,
          payload: { name: 'Minimal', requirements: MINIMAL_REQUIREMENTS },
        });
        const created = await app.inject({
          method: 'POST',
          url: '/api/v1/invitations',
          headers: owner.headers,
          payload: {
            email: 'cfo@acme.example',
            completeness_profile_id: profile.json().completeness_profile.id,
            send_email: false,
          },
        });
        const url: string = created.json().invitation.url;
        assert.ok(url.startsWith('https://kyb.bank.example/portal/open#token=dsi_'), url);
        const opened = await app.inject({
          method: 'POST',
          url: '/portal/api/session',
          payload: { token: linkToken(url) },
        });
        assert.equal(opened.statusCode, 200, opened.body);
        const attributes = String(opened.headers['set-cookie'])
          .split(';')
          .map((a) => a.trim());
        for (const attribute of ['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/portal/']) {
          assert.ok(attributes.includes(attribute), `${attribute} in ${attributes.join('; ')}`);
        }
      } finally {
        await app.close();
        await database.close();
      }
    });

    it('refuses a draft with unknown fields or values out of bounds, keeping the saved one', async () => {
      const portal = await openPortal(t, (await newInvitation()).url);
      assert.equal((await portal.send('PUT', '/application/draft', { draft: MINIMAL_DRAFT })).status, 200);
      for (const [label, body] of [
        ['an unknown top-level field', { draft: MINIMAL_DRAFT, submitted: true }],
        ['an unknown draft field', { draft: { ...MINIMAL_DRAFT, verification_id: SOME_ID } }],
        ['an unknown company field', { draft: { company: { ...MINIMAL_DRAFT.company, status: 'completed' } } }],
        ['a person field of the officer', { draft: { directors: [{ key: 'd1', person: { risk_score: 'low' } }] } }],
        [
          'an upload id that is not a UUID',
          { draft: { documents: [{ key: 'k', document_type: 'other', upload_ids: ['../x'] }] } },
        ],
        ['an unknown document type', { draft: { documents: [{ key: 'k', document_type: 'selfie', upload_ids: [] }] } }],
        ['a key with markup', { draft: { bank_accounts: [{ key: '<script>' }] } }],
        ['too long a name', { draft: { company: { formal_name: 'x'.repeat(501) } } }],
      ] as const) {
        const res = await portal.send('PUT', '/application/draft', body);
        assert.equal(res.status, 400, `${label}: ${JSON.stringify(res.body)}`);
        assert.equal(res.body.error.code, 'validation_failed', label);
      }
      const saved = (await portal.get('/application')).body;
      assert.deepEqual(saved.draft, MINIMAL_DRAFT, 'the saved draft is untouched');
      assert.equal(saved.draft_revision, 1);
    });

    it('refuses the portal cookie on every /api/v1 route tried, even on the case it submitted', async () => {
      const invitation = await newInvitation();
      const portal = await openPortal(t, invitation.url);
      assert.equal((await submit(portal)).status, 200);
      const caseId = await caseOf(invitation.id);
      const sessionToken = portal.cookie.split('=')[1] as string;
      const urls = [
        '/api/v1/verifications',
        `/api/v1/verifications/${caseId}`,
        `/api/v1/verifications/${caseId}/companies`,
        `/api/v1/verifications/${caseId}/audit_log`,
        `/api/v1/verifications/${caseId}/notes`,
        `/api/v1/verifications/${caseId}/revisions`,
        '/api/v1/invitations',
        `/api/v1/invitations/${invitation.id}`,
        '/api/v1/completeness_profiles',
        '/api/v1/session',
        '/api/v1/account',
      ];
      const credentials: [string, Record<string, string>][] = [
        ['the portal cookie', { cookie: portal.cookie, 'x-csrf-token': portal.csrf }],
        ['the portal token as the console cookie', { cookie: `dossier_session=${sessionToken}` }],
        ['the portal token as a Bearer token', { authorization: `Bearer ${sessionToken}` }],
        ['the link as a Bearer token', { authorization: `Bearer ${linkToken(invitation.url)}` }],
      ];
      for (const [label, headers] of credentials) {
        for (const url of urls) assertError(await api(url, headers), 401, 'unauthorized', `${label} on ${url}`);
        const write = await t.app.inject({
          method: 'POST',
          url: '/api/v1/invitations',
          headers,
          payload: { email: 'x@acme.example', completeness_profile_id: profileId },
        });
        assertError(write, 401, 'unauthorized', `${label} creating an invitation`);
        const transition = await t.app.inject({
          method: 'POST',
          url: `/api/v1/verifications/${caseId}/state/start`,
          headers,
        });
        assertError(transition, 401, 'unauthorized', `${label} starting its own case`);
      }
      const verification = (await api(`/api/v1/verifications/${caseId}`, tenant.headers)).json().verification;
      assert.equal(verification.status, 'new', 'nothing the portal cookie sent changed the case');
    });

    it('refuses a console session and a Bearer token on the portal API', async () => {
      const invitation = await newInvitation();
      await openPortal(t, invitation.url);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      for (const [label, headers] of [
        ['a console session', admin.headers],
        ['a Bearer token', tenant.headers],
        ['both', { ...admin.headers, ...tenant.headers }],
        [
          'the console token as the portal cookie',
          { cookie: admin.headers.cookie.replace('dossier_session', 'dossier_portal') },
        ],
        ['the link as the portal cookie', { cookie: `dossier_portal=${linkToken(invitation.url)}` }],
      ] as const) {
        assertError(await portalRequest('GET', '/application', headers), 401, 'unauthorized', label);
        assertError(
          await portalRequest('PUT', '/application/draft', headers, { draft: {} }),
          401,
          'unauthorized',
          `${label}: a write`,
        );
      }
    });

    it('refuses every portal write without the X-CSRF-Token of its own session, changing nothing', async () => {
      const invitation = await newInvitation();
      const portal = await openPortal(t, invitation.url);
      const other = await openPortal(t, (await newInvitation()).url);
      assert.equal((await portal.send('PUT', '/application/draft', { draft: MINIMAL_DRAFT })).status, 200);
      const upload = await portal.upload('certificate.pdf', 'application/pdf', makePdf());
      assert.equal(upload.status, 201);
      const challenge = await portal.send('POST', '/ownership_challenges', {
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
        address_type: 'ETH',
      });
      assert.equal(challenge.status, 201);
      const before = (await portal.get('/application')).body;
      const files = await blobFiles();

      const writes: [string, (headers: Record<string, string>) => Promise<LightMyRequestResponse>][] = [
        [
          'PUT draft',
          (h) => portalRequest('PUT', '/application/draft', h, { draft: { company: { formal_name: 'X' } } }),
        ],
        ['POST submit', (h) => portalRequest('POST', '/application/submit', h)],
        ['POST upload', (h) => uploadRequest(h, 'other.pdf', 'application/pdf', makePdf('Other'))],
        ['DELETE upload', (h) => portalRequest('DELETE', `/uploads/${upload.body.upload.id}`, h)],
        [
          'POST challenge',
          (h) => portalRequest('POST', '/ownership_challenges', h, { address: 'bc1qexample', address_type: 'BTC' }),
        ],
        [
          'POST signature',
          (h) =>
            portalRequest('POST', `/ownership_challenges/${challenge.body.challenge.id}/signature`, h, {
              signature: `0x${'ab'.repeat(65)}`,
            }),
        ],
        ['DELETE session', (h) => portalRequest('DELETE', '/session', h)],
      ];
      const tokens: [string, Record<string, string>][] = [
        ['no token', { cookie: portal.cookie }],
        ['an empty token', { cookie: portal.cookie, 'x-csrf-token': '' }],
        ['a wrong token', { cookie: portal.cookie, 'x-csrf-token': `${portal.csrf.slice(0, -2)}xx` }],
        ["another session's token", { cookie: portal.cookie, 'x-csrf-token': other.csrf }],
        ['the session token itself', { cookie: portal.cookie, 'x-csrf-token': portal.cookie.split('=')[1] as string }],
      ];
      for (const [label, write] of writes) {
        for (const [tokenLabel, headers] of tokens) {
          assertError(await write(headers), 403, 'forbidden', `${label} with ${tokenLabel}`);
        }
      }
      const after = await portal.get('/application');
      assert.equal(after.status, 200, 'the session is still open');
      assert.deepEqual(after.body, before, 'nothing changed');
      assert.deepEqual(await blobFiles(), files, 'no file was stored or removed');
      assert.equal((await invitationRow(invitation.id)).submitted_at, null);

      const removed = await portal.send('DELETE', `/uploads/${upload.body.upload.id}`);
      assert.equal(removed.status, 204, 'the same write with its token works');
    });

    it("keeps invitations apart: a session cannot remove, use or sign another invitation's uploads and challenges", async () => {
      const a = await newInvitation('a@acme.example');
      const b = await newInvitation('b@globex.example');
      const portalA = await openPortal(t, a.url);
      const portalB = await openPortal(t, b.url);
      const bUpload = await portalB.upload('b-certificate.pdf', 'application/pdf', makePdf('Globex certificate'));
      assert.equal(bUpload.status, 201);
      const bUploadId: string = bUpload.body.upload.id;
      const bChallenge = await portalB.send('POST', '/ownership_challenges', {
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
        address_type: 'ETH',
      });
      const bChallengeId: string = bChallenge.body.challenge.id;

      const removed = await portalA.send('DELETE', `/uploads/${bUploadId}`);
      assert.equal(removed.status, 404, JSON.stringify(removed.body));
      assert.equal(removed.body.error.code, 'not_found');
      const signed = await portalA.send('POST', `/ownership_challenges/${bChallengeId}/signature`, {
        signature: `0x${'ab'.repeat(65)}`,
      });
      assert.equal(signed.status, 404, JSON.stringify(signed.body));
      const unknown = await portalA.send('DELETE', `/uploads/${SOME_ID}`);
      assert.deepEqual(
        { status: unknown.status, code: unknown.body.error.code, message: unknown.body.error.message },
        { status: removed.status, code: removed.body.error.code, message: removed.body.error.message },
        "B's upload is refused exactly as an unknown one",
      );

      const seenByA = (await portalA.get('/application')).body;
      assert.deepEqual(seenByA.uploads, [], "A never sees B's upload");
      assert.deepEqual(seenByA.challenges, [], "nor B's challenge");

      // A names B's challenge for an address: not a proof A made.
      const withChallenge = await submit(portalA, {
        ...MINIMAL_DRAFT,
        crypto_addresses: [
          {
            key: 'c1',
            address: '0x52908400098527886E0F7030069857D2E4169EE7',
            address_type: 'ETH',
            challenge_id: bChallengeId,
          },
        ],
      });
      assert.equal(withChallenge.status, 422, JSON.stringify(withChallenge.body));
      assert.deepEqual(
        withChallenge.body.error.details.map((d: { field: string }) => d.field),
        ['crypto_addresses[0].signature'],
      );

      // A names B's upload for a document: the submission goes through without it.
      const withUpload = await submit(portalA, {
        ...MINIMAL_DRAFT,
        documents: [{ key: 'k1', document_type: 'certificate_of_incorporation', upload_ids: [bUploadId] }],
      });
      assert.equal(withUpload.status, 200, JSON.stringify(withUpload.body));
      assert.ok(!JSON.stringify(withUpload.body.uploads).includes(bUploadId));
      const caseA = await caseOf(a.id);
      const files = await blobFiles();
      const late = await portalA.upload('late.pdf', 'application/pdf', makePdf('Late'));
      assert.equal(late.status, 409, 'nothing can be uploaded once submitted');
      assert.deepEqual(await blobFiles(), files, 'and the refused file is not kept');
      const docsA = (await api(`/api/v1/verifications/${caseA}/company_documents`, tenant.headers)).json();
      assert.deepEqual(docsA.company_documents, [], "B's file did not become A's document");
      const revision = (await api(`/api/v1/verifications/${caseA}/revisions/1`, tenant.headers)).json().revision;
      assert.deepEqual(revision.data.documents, []);

      const bUploads = await uploadRows(b.id);
      assert.deepEqual(
        bUploads.map((u) => [u.id, u.consumed_at]),
        [[bUploadId, null]],
        "B's upload is still B's, unused",
      );
      const seenByB = (await portalB.get('/application')).body;
      assert.deepEqual(
        seenByB.uploads.map((u: { id: string }) => u.id),
        [bUploadId],
      );
      assert.equal(seenByB.challenges[0].signature_verification, 'not_provided', "A's signature was not recorded");

      const bSubmitted = await submit(portalB, {
        company: { formal_name: 'Globex Ltd', company_number: '07654321', jurisdiction_code: 'gb' },
        documents: [{ key: 'k1', document_type: 'certificate_of_incorporation', upload_ids: [bUploadId] }],
      });
      assert.equal(bSubmitted.status, 200, JSON.stringify(bSubmitted.body));
      const docsB = (await api(`/api/v1/verifications/${await caseOf(b.id)}/company_documents`, tenant.headers)).json();
      assert.deepEqual(
        docsB.company_documents.map((d: { document: { attachments: { filename: string }[] } }) =>
          d.document.attachments.map((f) => f.filename),
        ),
        [['b-certificate.pdf']],
      );
    });

    it('answers 401 for an unknown link, the same for any malformed one; 410 for an expired or revoked one', async () => {
      const unknownErrors = [];
      for (const token of [
        `dsi_${'A1b2C3d4E5'.repeat(4)}xyz`,
        'dsi_short',
        'not-a-link',
        `dsp_${'A1b2C3d4E5'.repeat(4)}xyz`,
        `dsi_${'A1b2C3d4E5'.repeat(4)}xy!`,
        `dsi_${'A1b2C3d4E5'.repeat(4)}xyzz`,
      ]) {
        const error = assertError(await openLink(token), 401, 'unauthorized', `session with ${token}`);
        unknownErrors.push({ message: error.message, details: error.details });
        const asked = assertError(await askNewLink(token), 401, 'unauthorized', `new link with ${token}`);
        assert.equal(asked.message, error.message);
      }
      assert.equal(new Set(unknownErrors.map((e) => JSON.stringify(e))).size, 1, 'one answer for every bad link');
      assertError(await openLink(''), 400, 'validation_failed', 'an empty token');
      const noBody = await t.app.inject({ method: 'POST', url: '/portal/api/session', payload: {} });
      assertError(noBody, 400, 'validation_failed', 'no token');

      const revoked = await newInvitation();
      assert.equal(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/v1/invitations/${revoked.id}/revoke`,
            headers: tenant.headers,
          })
        ).statusCode,
        200,
      );
      assertError(await openLink(linkToken(revoked.url)), 410, 'link_revoked', 'a revoked link');

      const expired = await newInvitation();
      clock.advance(14 * DAY_MS);
      const error = assertError(await openLink(linkToken(expired.url)), 410, 'link_expired', 'an expired link');
      assert.ok(!JSON.stringify(error).includes(expired.id), 'the answer names no invitation');
      assert.equal((await invitationRow(expired.id)).opened_at, null, 'an expired link opens nothing');
    });

    it('mails a fresh link for an expired one to the invitation’s own address, at most once a minute', async () => {
      const invitation = await newInvitation('Owner@Acme.example');
      clock.advance(15 * DAY_MS);
      const token = linkToken(invitation.url);
      assertError(await openLink(token), 410, 'link_expired', 'the expired link');

      const asked = await askNewLink(token);
      assert.equal(asked.statusCode, 202, asked.body);
      assert.ok(!asked.body.includes('dsi_'), 'the new link is never in the answer');
      assert.ok(!asked.body.includes('owner@acme.example'), 'nor is the address');
      let mails = await mailRows(invitation.id);
      assert.equal(mails.length, 1);
      assert.equal(mails[0]?.kind, 'new_link');
      assert.equal(mails[0]?.recipient, 'owner@acme.example');

      for (let i = 0; i < 3; i++) assert.equal((await askNewLink(token)).statusCode, 202);
      clock.advance(30_000);
      assert.equal((await askNewLink(token)).statusCode, 202);
      assert.equal((await mailRows(invitation.id)).length, 1, 'no second mail within the minute');
      clock.advance(31_000);
      assert.equal((await askNewLink(token)).statusCode, 202);
      mails = await mailRows(invitation.id);
      assert.equal(mails.length, 2, 'a minute later, another');
      assert.ok(mails.every((m) => m.recipient === 'owner@acme.example'));

      const link = /http:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}/.exec(mails[1]?.text_body ?? '')?.[0];
      assert.ok(link, 'the mail carries a link');
      assert.notEqual(link, invitation.url);
      const opened = await openLink(linkToken(link));
      assert.equal(opened.statusCode, 200, 'the mailed link opens the portal');
      assert.equal(opened.json().invitation.id, invitation.id);
      assertError(await openLink(token), 410, 'link_expired', 'the old link stays expired');
    });

    it('ends a portal session after 2 hours idle, and after 12 hours whatever the activity', async () => {
      const idle = await openPortal(t, (await newInvitation()).url);
      clock.advance(PORTAL_SESSION_IDLE_MS - 60_000);
      assert.equal((await idle.get('/application')).status, 200, 'just under 2 hours idle');
      clock.advance(PORTAL_SESSION_IDLE_MS - 60_000);
      assert.equal((await idle.get('/application')).status, 200, 'each request keeps it alive');
      clock.advance(PORTAL_SESSION_IDLE_MS);
      assert.equal((await idle.get('/application')).status, 401, '2 hours idle');
      assert.equal((await idle.send('PUT', '/application/draft', { draft: {} })).status, 401);

      const busy = await openPortal(t, (await newInvitation()).url);
      let elapsed = 0;
      while (elapsed + 90 * 60_000 < PORTAL_SESSION_ABSOLUTE_MS) {
        clock.advance(90 * 60_000);
        elapsed += 90 * 60_000;
        assert.equal((await busy.get('/application')).status, 200, `active after ${elapsed / HOUR_MS} hours`);
      }
      clock.advance(PORTAL_SESSION_ABSOLUTE_MS - elapsed);
      assert.equal((await busy.get('/application')).status, 401, 'over after 12 hours');
    });

    it('refuses an upload that is not a PDF or an image (415) and one over the limit (413), storing nothing', async () => {
      const invitation = await newInvitation();
      const portal = await openPortal(t, invitation.url);
      const files = await blobFiles();
      for (const [filename, type, bytes] of [
        ['notes.txt', 'text/plain', Buffer.from('just text')],
        ['fake.pdf', 'application/pdf', Buffer.from('<html><script>alert(1)</script></html>')],
        ['fake.png', 'image/png', Buffer.from('MZ\x90\x00 an executable')],
        ['page.html', 'text/html', Buffer.from('<!doctype html><p>hi</p>')],
      ] as const) {
        const res = await portal.upload(filename, type, bytes);
        assert.equal(res.status, 415, `${filename}: ${JSON.stringify(res.body)}`);
        assert.equal(res.body.error.code, 'unsupported_media_type');
      }
      const json = await portal.send('POST', '/uploads', { file: 'x' });
      assert.equal(json.status, 415, 'JSON is not an upload');
      const big = Buffer.concat([makePdf(), randomBytes(UPLOAD_LIMIT)]);
      const tooBig = await portal.upload('big.pdf', 'application/pdf', big);
      assert.equal(tooBig.status, 413, JSON.stringify(tooBig.body));
      assert.equal(tooBig.body.error.code, 'payload_too_large');
      assert.deepEqual(await uploadRows(invitation.id), [], 'no upload was recorded');
      assert.deepEqual(await blobFiles(), files, 'no file was left behind');
      assert.deepEqual((await portal.get('/application')).body.uploads, []);

      // A refused request keeps none of its files, even a good one sent before the part that is refused.
      const headers = { cookie: portal.cookie, 'x-csrf-token': portal.csrf };
      for (const [label, parts] of [
        [
          'two files',
          [
            { filename: 'a.pdf', contentType: 'application/pdf', bytes: makePdf('A') },
            { filename: 'b.pdf', contentType: 'application/pdf', bytes: makePdf('B') },
          ],
        ],
        [
          'a second part not named file',
          [
            { filename: 'a.pdf', contentType: 'application/pdf', bytes: makePdf('A') },
            { name: 'other', filename: 'b.pdf', contentType: 'application/pdf', bytes: makePdf('B') },
          ],
        ],
        [
          'a second file over the limit',
          [
            { filename: 'a.pdf', contentType: 'application/pdf', bytes: makePdf('A') },
            { filename: 'big.pdf', contentType: 'application/pdf', bytes: big },
          ],
        ],
      ] as const) {
        const body = multipart({}, parts);
        const res = await t.app.inject({
          method: 'POST',
          url: '/portal/api/uploads',
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        });
        assert.ok(res.statusCode === 400 || res.statusCode === 413, `${label}: ${res.body}`);
        assert.deepEqual(await uploadRows(invitation.id), [], `${label}: no upload was recorded`);
        assert.deepEqual(await blobFiles(), files, `${label}: no file was left behind`);
      }
      const noFile = multipart({ note: 'no file' }, []);
      const empty = await t.app.inject({
        method: 'POST',
        url: '/portal/api/uploads',
        headers: { ...headers, ...noFile.headers },
        payload: noFile.payload,
      });
      assertError(empty, 400, 'validation_failed', 'a multipart body without a file');

      const fine = await portal.upload('passport.png', 'image/png', await makePng(40, 30));
      assert.equal(fine.status, 201, 'a real image is taken');
      assert.equal(fine.body.upload.mime, 'image/png');
    });

    it("never shows the customer the officer's assessment, notes, risk score or audit log", async () => {
      const invitation = await newInvitation();
      const portal = await openPortal(t, invitation.url);
      assert.equal((await submit(portal)).status, 200);
      const caseId = await caseOf(invitation.id);
      const secrets = {
        note: `NOTE-${randomBytes(4).toString('hex')}`,
        reason: `RISK-${randomBytes(4).toString('hex')}`,
        assessment: `ASSESSMENT-${randomBytes(4).toString('hex')}`,
        qa: `QA-${randomBytes(4).toString('hex')}`,
      };
      const post = async (path: string, payload?: object) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1${path}`,
          headers: tenant.headers,
          ...(payload ? { payload } : {}),
        });
        assert.ok(res.statusCode < 300, `${path}: ${res.body}`);
      };
      await post(`/verifications/${caseId}/state/start`);
      await post(`/verifications/${caseId}/notes`, { body: `Internal: ${secrets.note}` });
      await post('/webhooks/external_risk_score', {
        id: caseId,
        risk_score: { simple: 'high', detailed: { score: '91', reasons: [secrets.reason] } },
      });
      await post(`/verifications/${caseId}/state/qa`, {
        assessment: 'risk_high',
        assessment_comment: secrets.assessment,
      });
      await post(`/verifications/${caseId}/state/back_to_compliance`, { qa_comment: secrets.qa });

      const check = (body: string, label: string) => {
        for (const [what, secret] of Object.entries(secrets)) {
          assert.ok(!body.includes(secret), `${label}: the ${what} is not shown`);
        }
        for (const word of ['risk_high', 'risk_score', 'assessment', 'notes', 'audit', '"91"']) {
          assert.ok(!body.includes(word), `${label}: no ${word}`);
        }
      };
      const submitted = await portal.get('/application');
      assert.equal(submitted.body.mode, 'submitted');
      check(JSON.stringify(submitted.body), 'after submission');

      await post(`/verifications/${caseId}/state/request_data_update`, { comment: 'Please send your tax number.' });
      const mail = (await mailRows(invitation.id)).find((m) => m.kind === 'data_update_request');
      const link = /http:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}/.exec(mail?.text_body ?? '')?.[0];
      assert.ok(link);
      check(mail?.text_body ?? '', 'the data update mail');
      const update = await openPortal(t, link);
      assert.equal(update.opened.mode, 'update');
      assert.equal(update.opened.data_update_comment, 'Please send your tax number.', 'the comment to the customer');
      check(JSON.stringify(update.opened), 'in update mode');
      check(JSON.stringify((await update.get('/application')).body), 'in update mode, reloaded');
    });

    /**
     * A case opened from the portal with a director who gave no date of birth nor address, and a data update
     * request for both: the portal session that answers it, and the director as the draft starts.
     */
    const addressRequested = async () => {
      const invitation = await newInvitation();
      const portal = await openPortal(t, invitation.url);
      const applied = await submit(portal, {
        ...MINIMAL_DRAFT,
        directors: [
          { key: 'd1', position: 'director', person: { given_names: 'Ada', surname: 'Lovelace', pep: false } },
        ],
      });
      assert.equal(applied.status, 200, JSON.stringify(applied.body));
      const caseId = await caseOf(invitation.id);
      const withAddress = await createProfile(
        t,
        tenant,
        {
          sections: ['directors'],
          fields: { company: [], director: [], person: ['date_of_birth', 'address_of_residence'] },
          document_types: { company: [], person: [] },
        },
        'Addresses',
      );
      for (const [event, payload] of [
        ['start', undefined],
        ['request_data_update', { comment: 'Please add the address.', completeness_profile_id: withAddress }],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/verifications/${caseId}/state/${event}`,
          headers: tenant.headers,
          ...(payload ? { payload } : {}),
        });
        assert.equal(res.statusCode, 200, res.body);
      }
      const mail = (await mailRows(invitation.id)).find((m) => m.kind === 'data_update_request');
      const link = /http:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}/.exec(mail?.text_body ?? '')?.[0];
      assert.ok(link, 'the request mails a link');
      const update = await openPortal(t, link);
      assert.equal(update.opened.mode, 'update');
      const ada = update.opened.draft.directors[0];
      assert.equal(ada.person_id, update.opened.requested_data.missing.person_fields[0].person_id);
      const answer = async (person: object | null) => {
        const draft = {
          ...update.opened.draft,
          directors: person === null ? [] : [{ ...ada, person: { ...ada.person, ...person } }],
        };
        assert.equal((await update.send('PUT', '/application/draft', { draft })).status, 200);
        return update.send('POST', '/application/submit');
      };
      const status = async () =>
        (await api(`/api/v1/verifications/${caseId}`, tenant.headers)).json().verification.status;
      return { caseId, answer, status };
    };
    const ADDRESS = { line1: '1 High St', city: 'London', country: 'GB' };

    it('refuses an update answer that leaves out the director asked about, or leaves the address form empty', async () => {
      const { answer, status } = await addressRequested();
      for (const [label, person] of [
        ['without the director', null],
        [
          'with the address form left empty',
          { date_of_birth: '1985-12-31', address_of_residence: { line1: '', city: '', country: '' } },
        ],
        [
          'with an address without its city',
          { date_of_birth: '1985-12-31', address_of_residence: { line1: '1 High St', city: '', country: 'gb' } },
        ],
      ] as const) {
        const res = await answer(person);
        assert.equal(res.status, 422, `${label}: ${JSON.stringify(res.body)}`);
        assert.equal(res.body.error.code, 'application_incomplete', label);
      }
      assert.equal(await status(), 'data_update_requested', 'the request is still open');
    });

    it('refuses an update answer with a value the API would refuse (400), changing nothing', async () => {
      const { caseId, answer, status } = await addressRequested();
      const refused = await answer({ date_of_birth: '31/12/1985', address_of_residence: ADDRESS });
      assert.equal(refused.status, 400, JSON.stringify(refused.body));
      assert.equal(refused.body.error.code, 'validation_failed');
      assert.deepEqual(
        refused.body.error.details.map((d: { field: string }) => d.field),
        ['directors[0].person.date_of_birth'],
      );
      assert.equal(await status(), 'data_update_requested', 'the request is still open');
      const directors = await api(`/api/v1/verifications/${caseId}/directors`, tenant.headers);
      assert.equal(directors.statusCode, 200, directors.body);
      assert.equal(directors.json().directors[0].person.date_of_birth, null, 'nothing was stored');
    });

    it('stores an answered address as the API stores one, so the case, its revisions and changes still read', async () => {
      const { caseId, answer, status } = await addressRequested();
      const done = await answer({ date_of_birth: '1985-12-31', address_of_residence: ADDRESS });
      assert.equal(done.status, 200, JSON.stringify(done.body));
      assert.equal(await status(), 'in_progress');
      const directors = await api(`/api/v1/verifications/${caseId}/directors`, tenant.headers);
      assert.equal(directors.statusCode, 200, directors.body);
      const person = directors.json().directors[0].person;
      assert.equal(person.date_of_birth, '1985-12-31');
      const { id: addressId, created_at: _created, updated_at: _updated, ...address } = person.address_of_residence;
      assert.match(addressId, /^[0-9a-f-]{36}$/);
      assert.deepEqual(address, {
        name: '1 High St',
        line1: '1 High St',
        line2: null,
        line_1: '1 High St',
        line_2: null,
        line_3: null,
        city: 'London',
        postal_code: null,
        postcode: null,
        region: null,
        state: null,
        country: 'gb',
      });
      const revision = await api(`/api/v1/verifications/${caseId}/revisions/2`, tenant.headers);
      assert.equal(revision.statusCode, 200, revision.body);
      const changes = await api(`/api/v1/verifications/${caseId}/changes`, tenant.headers);
      assert.equal(changes.statusCode, 200, changes.body);
      assert.deepEqual(
        changes
          .json()
          .changes.fields.map((c: { section: string; field: string }) => [c.section, c.field])
          .sort(),
        [
          ['person', 'address_of_residence'],
          ['person', 'date_of_birth'],
        ],
      );
    });

    it('answers 401 on every portal API route without a session, but for opening a link and asking for one', async () => {
      const routes = [...registeredRoutes(t.app.printRoutes({ commonPrefix: false }))]
        .filter((r) => r.split(' ')[1]?.startsWith('/portal/api/'))
        .sort();
      assert.deepEqual(routes, [
        'DELETE /portal/api/session',
        'DELETE /portal/api/uploads/:id',
        'GET /portal/api/application',
        'GET /portal/api/reference',
        'GET /portal/api/reference/company_types',
        'POST /portal/api/application/submit',
        'POST /portal/api/links',
        'POST /portal/api/ownership_challenges',
        'POST /portal/api/ownership_challenges/:id/signature',
        'POST /portal/api/session',
        'POST /portal/api/uploads',
        'PUT /portal/api/application/draft',
      ]);
      const open = new Set(['POST /portal/api/session', 'POST /portal/api/links']);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const ended = await openPortal(t, (await newInvitation()).url);
      assert.equal((await ended.send('DELETE', '/session')).status, 204);
      const credentials: [string, Record<string, string>][] = [
        ['nothing', {}],
        [
          'an unknown portal cookie',
          { cookie: `dossier_portal=dsp_${'A1b2C3d4E5'.repeat(4)}xyz`, 'x-csrf-token': 'x' },
        ],
        ['a malformed portal cookie', { cookie: 'dossier_portal=../../etc/passwd' }],
        ['an ended session', { cookie: ended.cookie, 'x-csrf-token': ended.csrf }],
        ['a console session', admin.headers],
        ['a Bearer token', tenant.headers],
      ];
      for (const route of routes) {
        const [method, path] = route.split(' ') as [string, string];
        const url = `${path.replace(':id', SOME_ID)}${path.endsWith('company_types') ? '?jurisdiction_code=gb' : ''}`;
        if (open.has(route)) {
          const res = await t.app.inject({ method: method as 'POST', url, payload: {} });
          assertError(res, 400, 'validation_failed', `${route} needs no session, only a token`);
          continue;
        }
        for (const [label, headers] of credentials) {
          const res = await t.app.inject({
            method: method as 'GET',
            url,
            headers,
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
          const error = assertError(res, 401, 'unauthorized', `${route} with ${label}`);
          assert.deepEqual(error.details, []);
        }
      }
      for (const [method, url] of [
        ['GET', '/portal/api/nothing-here'],
        ['POST', '/portal/api/admin'],
        ['DELETE', '/portal/api/application'],
        ['GET', '/portal/api/session'],
        ['PATCH', '/portal/api/application/draft'],
      ] as const) {
        assertError(await t.app.inject({ method, url }), 404, 'not_found', `${method} ${url}`);
      }
    });
  });
}
