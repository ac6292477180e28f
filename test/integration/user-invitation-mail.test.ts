import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { MailSignal } from '../../src/mail/mail-signal.js';
import { createMailTransport, type MailTransport } from '../../src/mail/mail-transport.js';
import { MailWorker } from '../../src/mail/mail-worker.js';
import { createUser } from '../../src/services/users.js';
import { signedIn } from '../helpers/console-session.js';
import { type SmtpReceiver, startSmtpReceiver } from '../helpers/smtp-receiver.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

const silent = pino({ level: process.env.LOG_LEVEL ?? 'silent' });
const SET_PASSWORD_LINK = /^http:\/\/localhost:8080\/console\/set-password#token=dpl_[0-9A-Za-z]+$/;

for (const dialect of testDialects()) {
  describe(`inviting a console user e-mails the set-password link [${dialect}]`, () => {
    let t: TestApp;
    let receiver: SmtpReceiver;
    let transport: MailTransport;
    let worker: MailWorker;

    before(async () => {
      t = await startTestApp(dialect, { ctx: { mailSignal: new MailSignal() } });
      receiver = await startSmtpReceiver();
      transport = createMailTransport({ smtpUrl: receiver.url, dataDir: t.database.dataDir, logger: silent });
      worker = new MailWorker({ ctx: t.ctx, transport, logger: silent, fromAddress: 'kyb@bank.example', pollMs: 100 });
      worker.start();
    });
    after(async () => {
      await worker.stop();
      await transport.close();
      await receiver.close();
      await t.close();
    });

    it('mails the link the admin is shown once, and that link sets the password', async () => {
      const tenant = await createTenant(t.ctx, 'Bänk & Söhne');
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const email = `rūta+${randomBytes(3).toString('hex')}@bank.example`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: admin.headers,
        payload: { email, name: 'Rūta Kazlauskaitė', role: 'officer' },
      });
      assert.equal(res.statusCode, 201, res.body);
      const shown = res.json().set_password_url as string;
      assert.match(shown, SET_PASSWORD_LINK, 'the admin still gets the link');

      const mail = await receiver.waitFor((m) => m.envelopeTo.includes(email));
      assert.match(mail.subject, /^You are invited to Bänk & Söhne [0-9a-f]{6} on Dossier$/);
      assert.match(mail.from.name, /^Bänk & Söhne/, 'sent in the account’s name');
      assert.ok(mail.text.includes('Hello Rūta Kazlauskaitė'), mail.text);
      assert.ok(mail.text.includes('as officer'), 'says the role');
      const links = mail.links.filter((l) => l.includes('/console/set-password'));
      assert.deepEqual([...new Set(links)], [shown], 'the mail carries the same one-time link');
      assert.ok(mail.html?.includes(shown), 'in the HTML part too');

      const token = new URL(shown).hash.replace('#token=', '');
      const used = await t.app.inject({
        method: 'POST',
        url: '/api/v1/password_links/use',
        payload: { token, password: 'a good long password' },
      });
      assert.equal(used.statusCode, 200, used.body);
      const row = await t.ctx.db
        .selectFrom('mail_outbox')
        .select(['kind', 'status'])
        .where('account_id', '=', tenant.accountId)
        .execute();
      assert.deepEqual(row, [{ kind: 'user_invitation', status: 'sent' }]);
    });

    it('writes no mail when the invitation fails, nor for users the CLI or the demo create', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const taken = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: admin.headers,
        payload: { email: admin.user.email, name: 'Twin', role: 'viewer' },
      });
      assert.equal(taken.statusCode, 409);
      const list = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: admin.headers,
        payload: { email: 'a@bank.example, b@bank.example', name: 'Two', role: 'viewer' },
      });
      assert.equal(list.statusCode, 400, 'a list of addresses is refused, not mailed');
      assert.equal(list.json().error.details[0].field, 'email');
      await createUser(
        t.ctx,
        { type: 'cli', id: null, accountId: tenant.accountId },
        {
          email: `cli-${randomBytes(3).toString('hex')}@bank.example`,
          name: 'Printed Link',
          role: 'officer',
        },
      );
      const rows = await t.ctx.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('account_id', '=', tenant.accountId)
        .execute();
      assert.deepEqual(rows, []);
    });
  });
}
