import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PORTAL_COOKIE } from '../../src/http/plugins/portal-auth.js';
import { industries, jurisdictions } from '../../src/reference/index.js';
import { describeApplication } from '../../src/services/portal-application.js';
import { openPortalSession } from '../../src/services/portal-sessions.js';
import { newEthereumWallet } from '../helpers/ethereum-wallet.js';
import { makePdf, makePng, multipart, sampleIntake } from '../helpers/fixtures.js';
import { createProfile, draftDirectorWithPassport, invite, linkToken } from '../helpers/portal-client.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// The portal's answers are serialized by their schemas (src/http/schemas/portal.ts), which send only the fields
// they list. These tests hold them to what the service gives them: every field arrives, the draft as it was saved.

// biome-ignore lint/suspicious/noExplicitAny: test code reads arbitrary JSON answers
type Json = any;

const LINK = /https?:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}/;

for (const dialect of testDialects()) {
  describe(`the portal's answers carry everything the service gives them [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx, 'Northwind Bank');
    });
    after(() => t.close());

    /** A portal session opened from a link; `application` is what the service itself says the portal shows. */
    async function session(link: string) {
      const opened = await openPortalSession(t.ctx, linkToken(link));
      const cookie = `${PORTAL_COOKIE}=${opened.sessionToken}`;
      const first = await t.app.inject({ url: '/portal/api/application', headers: { cookie } });
      assert.equal(first.statusCode, 200, first.body);
      const headers = { cookie, 'x-csrf-token': first.json().csrf_token as string };
      return {
        call: async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, extra = {}) => {
          const res = await t.app.inject({
            method,
            url: `/portal/api${url}`,
            headers: { ...headers, ...extra },
            ...(payload ? { payload } : {}),
          });
          return { status: res.statusCode, body: res.json() as Json };
        },
        upload: async (filename: string, contentType: string, bytes: Buffer) => {
          const body = multipart({}, [{ filename, contentType, bytes }]);
          const res = await t.app.inject({
            method: 'POST',
            url: '/portal/api/uploads',
            headers: { ...headers, ...body.headers },
            payload: body.payload,
          });
          return { status: res.statusCode, body: res.json() as Json };
        },
        application: async () => JSON.parse(JSON.stringify(await describeApplication(t.ctx, opened.principal))),
      };
    }

    it('sends the whole application: draft as saved, uploads, challenges, requirements, invitation', async () => {
      const profileId = await createProfile(t, tenant);
      const invitation = await invite(t, tenant, {
        email: 'finance@acme.example',
        completeness_profile_id: profileId,
        prefill: { formal_name: 'Acme Widgets Ltd', jurisdiction_code: 'GB' },
      });
      const portal = await session(invitation.url);
      const fresh = await portal.call('GET', '/application');
      assert.deepEqual(fresh.body, await portal.application(), 'the first answer, with the prefilled draft');

      const passport = await portal.upload('passport.png', 'image/png', await makePng(40, 30));
      assert.equal(passport.status, 201, JSON.stringify(passport.body));
      const certificate = await portal.upload('certificate.pdf', 'application/pdf', makePdf());
      const wallet = newEthereumWallet();
      const challenge = await portal.call('POST', '/ownership_challenges', {
        address: wallet.address,
        address_type: 'eth',
      });
      assert.equal(challenge.status, 201, JSON.stringify(challenge.body));
      const signed = await portal.call('POST', `/ownership_challenges/${challenge.body.challenge.id}/signature`, {
        signature: wallet.sign(challenge.body.challenge.signature_message),
      });
      assert.equal(signed.body.challenge.signature_verification, 'verified');
      const draft = {
        company: {
          formal_name: 'Acme Widgets Ltd',
          company_number: '01234567',
          jurisdiction_code: 'gb',
          industry_key: 62,
          declaration_explanations: { investigations: 'A tax audit in 2024, closed.' },
          investigations: true,
        },
        bank_accounts: [
          { key: 'b1', account_holder: 'Acme Widgets Ltd', number: 'GB82WEST12345698765432', iban: true },
        ],
        crypto_addresses: [
          { key: 'c1', address: wallet.address, address_type: 'ETH', challenge_id: challenge.body.challenge.id },
        ],
        directors: [draftDirectorWithPassport(passport.body.upload.id)],
        documents: [
          { key: 'k1', document_type: 'certificate_of_incorporation', upload_ids: [certificate.body.upload.id] },
        ],
      };
      const saved = await portal.call('PUT', '/application/draft', { draft });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.deepEqual(Object.keys(saved.body).sort(), ['draft_revision', 'saved_at']);

      const answer = (await portal.call('GET', '/application')).body;
      assert.deepEqual(answer, await portal.application());
      assert.deepEqual(answer.draft, draft, 'the draft comes back exactly as it was saved');
      assert.equal(answer.draft_revision, saved.body.draft_revision);
      assert.deepEqual(answer.uploads, [passport.body.upload, certificate.body.upload]);
      assert.deepEqual(answer.challenges, [signed.body.challenge]);
      assert.deepEqual(
        Object.keys(passport.body.upload).sort(),
        ['created_at', 'filename', 'filesize', 'id', 'mime'],
        'an upload is described whole',
      );
    });

    it('sends the whole answer to a data update request: the case as a draft, the request, the comment', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: tenant.headers,
        payload: sampleIntake(),
      });
      assert.equal(created.statusCode, 201, created.body);
      const id = created.json().verification.id as string;
      const headers = tenant.headers;
      await t.app.inject({ method: 'POST', url: `/api/v1/verifications/${id}/state/start`, headers });
      const profileId = await createProfile(t, tenant);
      const requested = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/state/request_data_update`,
        headers,
        payload: {
          comment: 'Please send your registry extract.',
          completeness_profile_id: profileId,
          customer_email: 'finance@acme.example',
        },
      });
      assert.equal(requested.statusCode, 200, requested.body);
      const mail = await t.ctx.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('verification_id', '=', id)
        .executeTakeFirstOrThrow();
      const link = LINK.exec(mail.text_body)?.[0];
      assert.ok(link, 'the mail carries a portal link');

      const portal = await session(link);
      const answer = (await portal.call('GET', '/application')).body;
      assert.equal(answer.mode, 'update');
      assert.deepEqual(answer, await portal.application());
      assert.ok(answer.draft.directors.length > 0, "the case's directors start the draft");
      assert.equal(answer.data_update_comment, 'Please send your registry extract.');
      assert.equal(answer.requested_data.completeness_profile_id, profileId);

      // The draft the service started from the case is a draft the service takes back.
      const saved = await portal.call('PUT', '/application/draft', { draft: answer.draft });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
    });

    it('sends the whole reference data and company types', async () => {
      const profileId = await createProfile(t, tenant);
      const invitation = await invite(t, tenant, { email: 'ref@acme.example', completeness_profile_id: profileId });
      const portal = await session(invitation.url);
      const reference = (await portal.call('GET', '/reference')).body;
      assert.deepEqual(
        reference.jurisdictions,
        jurisdictions.map((j) => ({ code: j.code, name: j.name })),
      );
      assert.deepEqual(
        reference.industries,
        industries.map((i) => ({ key: i.key, value: i.value, industry: i.industry, keywords: [...i.keywords] })),
      );
      const types = (await portal.call('GET', '/reference/company_types?jurisdiction_code=GB')).body.company_types;
      assert.ok(types.length > 0);
      for (const type of types) assert.deepEqual(Object.keys(type).sort(), ['full_name', 'id', 'short_name']);
    });
  });
}
