import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { MailSignal } from '../../src/mail/mail-signal.js';
import { createMailTransport, type MailTransport } from '../../src/mail/mail-transport.js';
import { MailWorker } from '../../src/mail/mail-worker.js';
import { makePdf } from '../helpers/fixtures.js';
import { createProfile, invite, linkToken, openPortal, type PortalSession } from '../helpers/portal-client.js';
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from '../helpers/smtp-receiver.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

const FROM = 'kyb@bank.example';
const DAY_MS = 24 * 60 * 60_000;
const silent = pino({ level: process.env.LOG_LEVEL ?? 'silent' });
const PORTAL_LINK = /^http:\/\/localhost:8080\/portal\/open#token=dsi_[0-9A-Za-z]{43}$/;

const MINIMAL_REQUIREMENTS = {
  sections: ['company_details'],
  fields: { company: ['formal_name', 'company_number'], director: [], person: [] },
  document_types: { company: [], person: [] },
};

/** The service's clock, moved forward by the tests (never back); the mail worker keeps the same time. */
function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs).toISOString(),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

/** The one portal link of a mail, the same in its text and its HTML part. */
function portalLinkOf(mail: ReceivedMail): string {
  const links = mail.links.filter((l) => l.includes('/portal/open'));
  assert.equal(links.length, 1, `one portal link in ${mail.links.join(', ')}`);
  const link = links[0] as string;
  assert.match(link, PORTAL_LINK);
  assert.ok(mail.text.includes(link), 'the link is in the text part');
  assert.ok(mail.html?.includes(link), 'and in the HTML part');
  return link;
}

for (const dialect of testDialects()) {
  describe(`the portal's mail, sent over SMTP [${dialect}]`, () => {
    let t: TestApp;
    let receiver: SmtpReceiver;
    let transport: MailTransport;
    let worker: MailWorker;
    let tenant: Tenant;
    let accountName: string;
    const clock = movableClock();

    before(async () => {
      t = await startTestApp(dialect, { ctx: { now: clock.now, mailSignal: new MailSignal() } });
      receiver = await startSmtpReceiver();
      transport = createMailTransport({ smtpUrl: receiver.url, dataDir: t.database.dataDir, logger: silent });
      worker = new MailWorker({
        ctx: t.ctx,
        transport,
        logger: silent,
        fromAddress: FROM,
        pollMs: 100,
        clock: () => Date.parse(clock.now()),
      });
      worker.start();
      tenant = await createTenant(t.ctx, 'Bänk & Söhne');
      const account = await t.ctx.db
        .selectFrom('accounts')
        .select('name')
        .where('id', '=', tenant.accountId)
        .executeTakeFirstOrThrow();
      accountName = account.name;
    });
    after(async () => {
      await worker.stop();
      await transport.close();
      await receiver.close();
      await t.close();
    });

    const address = (label: string) => `${label}+${randomBytes(4).toString('hex')}@acme.example`;
    const mailTo = (to: string, subject: RegExp) =>
      receiver.waitFor((m) => m.envelopeTo.includes(to) && subject.test(m.subject));
    const post = async (url: string, payload?: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: tenant.headers,
        ...(payload ? { payload } : {}),
      });
      assert.ok(res.statusCode < 300, `${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const submit = async (portal: PortalSession, draft: object) => {
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      const res = await portal.send('POST', '/application/submit');
      assert.equal(res.status, 200, JSON.stringify(res.body));
    };
    const sentStatus = async (invitationId: string, kind: string) => {
      const row = await t.ctx.db
        .selectFrom('mail_outbox')
        .select(['status', 'attempt_count'])
        .where('invitation_id', '=', invitationId)
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow();
      return row;
    };

    it('delivers the invitation from the account, in text and HTML, with a link that opens the portal', async () => {
      const profileId = await createProfile(t, tenant, MINIMAL_REQUIREMENTS);
      const to = address('finance');
      const invitation = await invite(t, tenant, {
        email: to.toUpperCase(),
        completeness_profile_id: profileId,
        prefill: { formal_name: 'Acme Widgets Ltd' },
      });

      const mail = await mailTo(to, /invites you/);
      assert.deepEqual(mail.from, { name: accountName, address: FROM }, 'sent in the name of the account');
      assert.deepEqual(mail.envelopeTo, [to], 'to the invited address, in lower case, and no one else');
      assert.deepEqual(mail.to, [to]);
      assert.equal(mail.subject, `${accountName} invites you to complete your company verification`);
      assert.ok(mail.text.includes('Acme Widgets Ltd'), 'names the company');
      assert.ok(mail.html?.includes('Bänk &amp; Söhne'), 'the HTML part escapes the account name');
      assert.equal(mail.headers.get('auto-submitted'), 'auto-generated');
      const link = portalLinkOf(mail);
      assert.equal(link, invitation.url, 'the link of the API answer');

      const opened = await t.app.inject({
        method: 'POST',
        url: '/portal/api/session',
        payload: { token: linkToken(link) },
      });
      assert.equal(opened.statusCode, 200, opened.body);
      assert.equal(opened.json().account.name, accountName);
      assert.equal(opened.json().invitation.id, invitation.id);
      const shown = (
        await t.app.inject({ url: `/api/v1/invitations/${invitation.id}`, headers: tenant.headers })
      ).json().invitation;
      assert.equal(shown.status, 'opened');

      const row = await sentStatus(invitation.id, 'invitation');
      assert.equal(row.status, 'sent');
      assert.equal(row.attempt_count, 1);

      const resent = await post(`/api/v1/invitations/${invitation.id}/resend`);
      const again = await receiver.waitFor((m) => m.envelopeTo.includes(to) && m.text.includes(resent.invitation.url));
      assert.equal(portalLinkOf(again), resent.invitation.url, 'a resend mails the new link');
    });

    it('mails the customer a data update request with the officer’s comment, what is asked and a fresh link', async () => {
      const profileId = await createProfile(t, tenant, MINIMAL_REQUIREMENTS);
      const to = address('cfo');
      const invitation = await invite(t, tenant, { email: to, completeness_profile_id: profileId });
      const portal = await openPortal(t, invitation.url);
      await submit(portal, {
        company: { formal_name: 'Acme Widgets Ltd', company_number: '01234567', jurisdiction_code: 'gb' },
      });
      const received = await mailTo(to, /has received your company verification/);
      assert.match(received.text, /received the verification of Acme Widgets Ltd/);
      assert.equal(received.from.name, accountName);
      assert.deepEqual(
        received.links.filter((l) => l.includes('/portal/')),
        [],
        'a receipt carries no link',
      );

      const caseId = (
        await t.app.inject({ url: `/api/v1/invitations/${invitation.id}`, headers: tenant.headers })
      ).json().invitation.verification_id;
      const stricter = await createProfile(
        t,
        tenant,
        {
          sections: ['company_details', 'company_documents'],
          fields: { company: ['formal_name', 'tax_number'], director: [], person: [] },
          document_types: { company: ['aml_policy'], person: [] },
        },
        'With tax number and AML policy',
      );
      await post(`/api/v1/verifications/${caseId}/state/start`);
      const comment = 'Please send your AML policy <b>and</b> your tax number.\nThank you & regards';
      await post(`/api/v1/verifications/${caseId}/state/request_data_update`, {
        comment,
        completeness_profile_id: stricter,
      });

      const mail = await mailTo(to, /needs more information/);
      assert.equal(mail.subject, `${accountName} needs more information for your company verification`);
      assert.deepEqual(mail.from, { name: accountName, address: FROM });
      assert.ok(mail.text.includes('> Please send your AML policy <b>and</b> your tax number.'), mail.text);
      assert.ok(mail.text.includes('> Thank you & regards'), 'every line of the comment');
      assert.match(mail.text, /What is asked:\n {2}- Tax number\n {2}- AML policy\n/);
      assert.ok(mail.html?.includes('Please send your AML policy &lt;b&gt;and&lt;/b&gt; your tax number.'));
      assert.ok(!mail.html?.includes('<b>and</b>'), 'the comment is never markup');
      assert.match(mail.html ?? '', /<li[^>]*>Tax number<\/li>/);
      assert.match(mail.html ?? '', /<li[^>]*>AML policy<\/li>/);
      const link = portalLinkOf(mail);
      assert.notEqual(link, invitation.url, 'a fresh link');

      const update = await openPortal(t, link);
      assert.equal(update.opened.mode, 'update');
      assert.equal(update.opened.data_update_comment, comment);
      assert.deepEqual(update.opened.requested_data.missing.company_fields, ['tax_number']);
      assert.deepEqual(update.opened.requested_data.missing.company_document_types, ['aml_policy']);

      const policy = await update.upload('aml-policy.pdf', 'application/pdf', makePdf('AML policy'));
      assert.equal(policy.status, 201);
      await submit(update, {
        ...update.opened.draft,
        company: { ...update.opened.draft.company, tax_number: 'GB123456789' },
        documents: [{ key: 'a1', document_type: 'aml_policy', upload_ids: [policy.body.upload.id] }],
      });
      const receipt = await mailTo(to, /has received your updated details/);
      assert.match(receipt.text, /received the updated details of Acme Widgets Ltd/);
    });

    it('mails a fresh link for an expired one to the invitation’s own address, and it opens the portal', async () => {
      const profileId = await createProfile(t, tenant, MINIMAL_REQUIREMENTS);
      const to = address('late');
      const invitation = await invite(t, tenant, {
        email: to,
        completeness_profile_id: profileId,
        send_email: false,
      });
      clock.advance(15 * DAY_MS);
      const token = linkToken(invitation.url);
      const expired = await t.app.inject({ method: 'POST', url: '/portal/api/session', payload: { token } });
      assert.equal(expired.statusCode, 410);

      const asked = await t.app.inject({ method: 'POST', url: '/portal/api/links', payload: { token } });
      assert.equal(asked.statusCode, 202, asked.body);
      const mail = await mailTo(to, /Your new link/);
      assert.equal(mail.subject, `Your new link to the ${accountName} verification`);
      assert.deepEqual(mail.envelopeTo, [to]);
      const link = portalLinkOf(mail);
      assert.ok(!asked.body.includes(linkToken(link)), 'the link went by mail only');
      const opened = await t.app.inject({
        method: 'POST',
        url: '/portal/api/session',
        payload: { token: linkToken(link) },
      });
      assert.equal(opened.statusCode, 200, opened.body);
      assert.equal(opened.json().invitation.id, invitation.id);
      assert.equal(opened.json().invitation.status, 'opened');
    });
  });
}
