import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sha256Hex } from '../../src/domain/random-token.js';
import { signedIn } from '../helpers/console-session.js';
import { makePdf } from '../helpers/fixtures.js';
import { createProfile, invite, linkToken, openPortal } from '../helpers/portal-client.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

const REQUIREMENTS = {
  sections: ['company_details', 'company_documents'],
  fields: { company: ['formal_name'] },
  document_types: { company: ['certificate_of_incorporation'] },
};
const LINK = /http:\/\/localhost:8080\/portal\/open#token=dsi_[0-9A-Za-z]{43}/;

for (const dialect of testDialects()) {
  describe(`portal links stay with the customer, and submissions say which link made them [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    let profileId: string;

    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx, 'Custody Bank');
      profileId = await createProfile(t, tenant, REQUIREMENTS, 'Custody');
    });
    after(() => t.close());

    const resend = (headers: Record<string, string>, id: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1/invitations/${id}/resend`, headers, payload });
    const linkCount = async (invitationId: string) =>
      Number(
        (
          await t.ctx.db
            .selectFrom('invitation_links')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('invitation_id', '=', invitationId)
            .executeTakeFirst()
        )?.n,
      );
    const mailedLinks = async (invitationId: string) =>
      (
        await t.ctx.db
          .selectFrom('mail_outbox')
          .select('text_body')
          .where('invitation_id', '=', invitationId)
          .orderBy('id')
          .execute()
      ).map((m) => LINK.exec(m.text_body)?.[0]);

    /** Opens the link and submits the smallest complete application; returns the case's portal.submitted entry. */
    async function submitThrough(url: string, invitationId: string) {
      const portal = await openPortal(t, url);
      const upload = await portal.upload('certificate.pdf', 'application/pdf', makePdf());
      assert.equal(upload.status, 201, JSON.stringify(upload.body));
      const saved = await portal.send('PUT', '/application/draft', {
        draft: {
          company: { formal_name: 'Custody Ltd', company_number: '01230123', jurisdiction_code: 'gb' },
          documents: [
            { key: 'k1', document_type: 'certificate_of_incorporation', upload_ids: [upload.body.upload.id] },
          ],
        },
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      const submitted = await portal.send('POST', '/application/submit');
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
      const shown = await t.app.inject({ url: `/api/v1/invitations/${invitationId}`, headers: tenant.headers });
      const caseId: string = shown.json().invitation.verification_id;
      const audit = await t.app.inject({ url: `/api/v1/verifications/${caseId}/audit_log`, headers: tenant.headers });
      // biome-ignore lint/suspicious/noExplicitAny: test code reads the entry's JSON data freely and asserts it
      type Data = Record<string, any>;
      const entries = audit.json().audit_log as { action: string; actor_type: string; data: Data }[];
      const entry = entries.find((e) => e.action === 'portal.submitted');
      assert.ok(entry, `a portal.submitted entry: ${entries.map((e) => e.action).join(', ')}`);
      return { entry, portal };
    }

    for (const role of ['officer', 'admin'] as const) {
      it(`an ${role} session cannot take a link: resend with send_email false is 403 link_email_only`, async () => {
        const invitation = await invite(t, tenant, {
          email: 'cfo@custody.example',
          completeness_profile_id: profileId,
        });
        const user = await signedIn(t, tenant.accountId, role);
        const before = await linkCount(invitation.id);
        const refused = await resend(user.headers, invitation.id, { send_email: false });
        assert.equal(refused.statusCode, 403, refused.body);
        assert.equal(refused.json().error.code, 'link_email_only');
        assert.doesNotMatch(refused.body, LINK);
        assert.equal(await linkCount(invitation.id), before, 'no link was made');

        const mailed = await resend(user.headers, invitation.id, { send_email: true });
        assert.equal(mailed.statusCode, 200, mailed.body);
        assert.equal(mailed.json().invitation.url, null, 'a console resend goes by e-mail only');
        assert.doesNotMatch(mailed.body, LINK);
        const links = await mailedLinks(invitation.id);
        assert.equal(links.length, 2, 'the invitation and the resend were mailed');
        assert.match(links[1] ?? '', LINK);
      });
    }

    it('an access token still takes the link with send_email false (the integrator delivers it)', async () => {
      const invitation = await invite(t, tenant, { email: 'ops@custody.example', completeness_profile_id: profileId });
      const res = await resend(tenant.headers, invitation.id, { send_email: false });
      assert.equal(res.statusCode, 200, res.body);
      assert.match(res.json().invitation.url, LINK);
    });

    it('records a submission through a link handed to an integration: which link, which session, how delivered', async () => {
      const invitation = await invite(t, tenant, {
        email: 'int@custody.example',
        completeness_profile_id: profileId,
        send_email: false,
      });
      const { entry } = await submitThrough(invitation.url, invitation.id);
      assert.equal(entry.actor_type, 'customer');
      assert.equal(entry.data.kind, 'application');
      assert.equal(entry.data.invitation_id, invitation.id);
      assert.deepEqual(
        { ...entry.data.link, issued_at: undefined },
        {
          ref: sha256Hex(linkToken(invitation.url)).slice(0, 12),
          issued_at: undefined,
          issued_by: `token:${tenant.tokenId}`,
          delivery: 'integration',
        },
      );
      assert.match(entry.data.portal_session.ref, /^[0-9a-f]{12}$/);
      assert.notEqual(entry.data.portal_session.ref, entry.data.link.ref);
      assert.ok(entry.data.portal_session.opened_at);
    });

    it('records a submission through the e-mailed link of a console resend as delivered by e-mail', async () => {
      const invitation = await invite(t, tenant, {
        email: 'mail@custody.example',
        completeness_profile_id: profileId,
        send_email: false,
      });
      const officer = await signedIn(t, tenant.accountId, 'officer');
      assert.equal((await resend(officer.headers, invitation.id, {})).statusCode, 200);
      const [mailedUrl] = await mailedLinks(invitation.id);
      assert.ok(mailedUrl);
      const { entry } = await submitThrough(mailedUrl, invitation.id);
      assert.equal(entry.data.link.delivery, 'email');
      assert.equal(entry.data.link.issued_by, `user:${officer.user.id}`);
      assert.equal(entry.data.link.ref, sha256Hex(linkToken(mailedUrl)).slice(0, 12));
    });
  });
}
