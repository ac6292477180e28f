import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { inTransaction } from '../../src/db/transaction.js';
import { uuidv7 } from '../../src/domain/uuid.js';
import { MailSignal } from '../../src/mail/mail-signal.js';
import { dataUpdateRequestMail, invitationMail, type MailContent } from '../../src/mail/mail-templates.js';
import { createMailTransport, type MailTransport } from '../../src/mail/mail-transport.js';
import { MailWorker } from '../../src/mail/mail-worker.js';
import { enqueueMail, listMailFor, type MailKind, type MailRecord } from '../../src/services/mail-outbox.js';
import type { ServiceContext } from '../../src/services/service-context.js';
import { type SmtpReceiver, startSmtpReceiver } from '../helpers/smtp-receiver.js';
import {
  createTenant,
  createTestDatabase,
  type Tenant,
  type TestDatabase,
  testDialects,
  testServiceContext,
} from '../helpers/test-app.js';

const FROM = 'dossier@bank.example';
const silent = pino({ level: process.env.LOG_LEVEL ?? 'silent' });
const expiresAt = '2031-03-05T14:30:00.000Z';

const recipient = (label: string) => `${label}+${randomBytes(4).toString('hex')}@acme.example`;

/** Polls until `probe` returns something; for state the worker writes after the server has the message. */
async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Enqueue {
  readonly tenant: Tenant;
  readonly fromName: string;
  readonly to: string;
  readonly content?: MailContent;
  readonly kind?: MailKind;
  readonly invitationId?: string;
}

for (const dialect of testDialects()) {
  describe(`mail outbox [${dialect}]`, () => {
    let database: TestDatabase;
    let ctx: ServiceContext;
    let receiver: SmtpReceiver;
    let transport: MailTransport;
    let worker: MailWorker;

    before(async () => {
      database = await createTestDatabase(dialect);
      ctx = testServiceContext(database, { mailSignal: new MailSignal() });
      receiver = await startSmtpReceiver();
      // Credentials in the URL, as in production: the receiver accepts any.
      const url = new URL(receiver.url);
      url.username = 'dossier';
      url.password = 'secret password';
      transport = createMailTransport({ smtpUrl: url.toString(), dataDir: database.dataDir, logger: silent });
      worker = new MailWorker({
        ctx,
        transport,
        logger: silent,
        fromAddress: FROM,
        pollMs: 100,
        retry: { delaysMs: [50, 50, 50, 50], permanentFailureAttempts: 3 },
      });
      worker.start();
    });
    after(async () => {
      await worker.stop();
      await transport.close();
      await receiver.close();
      await database.close();
    });

    /** Writes a mail in a transaction of its own, then pokes the worker as a service would after its commit. */
    async function enqueue(input: Enqueue): Promise<string> {
      const content =
        input.content ??
        invitationMail({ accountName: input.fromName, url: 'https://portal.test/p#token=x', expiresAt });
      const id = await inTransaction(ctx.db, (trx) =>
        enqueueMail(trx, {
          accountId: input.tenant.accountId,
          kind: input.kind ?? 'invitation',
          recipient: input.to,
          fromName: input.fromName,
          content,
          invitationId: input.invitationId ?? null,
          now: ctx.now(),
        }),
      );
      ctx.mailSignal?.notify();
      return id;
    }

    async function settled(tenant: Tenant, id: string, status: 'sent' | 'failed'): Promise<MailRecord> {
      return eventually(async () => {
        const mail = (await listMailFor(ctx.db, tenant.accountId)).find((m) => m.id === id);
        return mail?.status === status ? mail : undefined;
      }, `mail ${id} to be ${status}`);
    }

    it('sends a committed mail with the account as the sender name, text and HTML, and records the attempt', async () => {
      const tenant = await createTenant(ctx, 'Bänk, Ltd');
      const fromName = 'Bänk, Ltd & Co';
      const to = recipient('finance');
      const invitationId = uuidv7();
      const url = `https://portal.test/portal/#token=dsi_${randomBytes(8).toString('hex')}`;
      const content = invitationMail({ accountName: fromName, url, expiresAt, companyName: 'Acme Ltd' });
      const id = await enqueue({ tenant, fromName, to, content, invitationId });

      const mail = await receiver.waitFor((m) => m.to.includes(to));
      assert.deepEqual(mail.from, { name: fromName, address: FROM });
      assert.deepEqual(mail.envelopeTo, [to]);
      assert.equal(mail.authUser, 'dossier');
      assert.equal(mail.subject, 'Bänk, Ltd & Co invites you to complete your company verification');
      assert.equal(mail.subject, content.subject);
      assert.match(mail.text, /Please have ready:/);
      assert.ok(mail.text.includes(url), 'the link is in the text part');
      assert.ok(mail.html?.includes('Bänk, Ltd &amp; Co'), 'the HTML part names the account, escaped');
      assert.ok(mail.links.includes(url), 'the link is in both parts');
      assert.equal(mail.headers.get('auto-submitted'), 'auto-generated');
      assert.equal(mail.headers.get('x-dossier-mail-id'), id);

      const record = await settled(tenant, id, 'sent');
      assert.equal(record.kind, 'invitation');
      assert.equal(record.recipient, to);
      assert.equal(record.fromName, fromName);
      assert.equal(record.invitationId, invitationId);
      assert.equal(record.attemptCount, 1);
      assert.ok(record.sentAt !== null);
      assert.equal(record.nextAttemptAt, null);
      assert.equal(record.lastError, null);
      assert.equal(record.attempts.length, 1);
      assert.equal(record.attempts[0]?.attemptNumber, 1);
      assert.equal(record.attempts[0]?.outcome, 'sent');
      assert.equal(record.attempts[0]?.error, null);
      const row = await ctx.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      assert.equal(row.lease_expires_at, null);
      assert.equal(row.leased_by, null);

      assert.equal((await listMailFor(ctx.db, tenant.accountId, { invitationId })).length, 1);
      assert.equal((await listMailFor(ctx.db, tenant.accountId, { invitationId: uuidv7() })).length, 0);
      const other = await createTenant(ctx);
      assert.deepEqual(await listMailFor(ctx.db, other.accountId), [], "another account never sees the tenant's mail");
    });

    it('never sends a mail whose transaction rolled back', async () => {
      const tenant = await createTenant(ctx);
      const lost = recipient('rolled-back');
      await assert.rejects(
        inTransaction(ctx.db, async (trx) => {
          await enqueueMail(trx, {
            accountId: tenant.accountId,
            kind: 'new_link',
            recipient: lost,
            fromName: 'Rollback Bank',
            content: invitationMail({ accountName: 'Rollback Bank', url: 'https://portal.test/', expiresAt }),
            now: ctx.now(),
          });
          throw new Error('the business action failed');
        }),
        /the business action failed/,
      );
      ctx.mailSignal?.notify();
      // A mail committed afterwards arrives; by then the worker has long looked at the outbox.
      const later = recipient('committed');
      const id = await enqueue({ tenant, fromName: 'Rollback Bank', to: later });
      await receiver.waitFor((m) => m.to.includes(later));
      await settled(tenant, id, 'sent');
      assert.equal(
        receiver.messages.some((m) => m.to.includes(lost) || m.envelopeTo.includes(lost)),
        false,
      );
      assert.deepEqual(
        (await listMailFor(ctx.db, tenant.accountId)).map((m) => m.recipient),
        [later],
      );
    });

    it('retries after a temporary failure and records both attempts', async () => {
      const tenant = await createTenant(ctx);
      const to = recipient('retry');
      const refusedBefore = receiver.refused;
      receiver.failNext(1, 451);
      const id = await enqueue({ tenant, fromName: 'Retry Bank', to });
      await receiver.waitFor((m) => m.to.includes(to));
      assert.equal(receiver.refused, refusedBefore + 1);
      const record = await settled(tenant, id, 'sent');
      assert.equal(record.attemptCount, 2);
      assert.deepEqual(
        record.attempts.map((a) => [a.attemptNumber, a.outcome]),
        [
          [1, 'failed'],
          [2, 'sent'],
        ],
      );
      assert.match(record.attempts[0]?.error ?? '', /451/);
      assert.equal(record.attempts[1]?.error, null);
      assert.equal(record.lastError, null);
    });

    it('fails a mail after the retry schedule is used up', async () => {
      const tenant = await createTenant(ctx);
      receiver.failNext(5, 451);
      const id = await enqueue({ tenant, fromName: 'Outage Bank', to: recipient('outage') });
      const record = await settled(tenant, id, 'failed');
      receiver.failNext(0);
      // 4 retries in the test schedule: 5 attempts in all.
      assert.equal(record.attemptCount, 5);
      assert.equal(record.attempts.length, 5);
      assert.ok(record.attempts.every((a) => a.outcome === 'failed'));
      assert.match(record.lastError ?? '', /451/);
      assert.equal(record.nextAttemptAt, null);
      assert.equal(record.sentAt, null);
    });

    it('fails a permanently refused mail (5xx) after 3 attempts', async () => {
      const tenant = await createTenant(ctx);
      receiver.failNext(10, 550);
      const id = await enqueue({ tenant, fromName: 'Refused Bank', to: recipient('refused') });
      const record = await settled(tenant, id, 'failed');
      receiver.failNext(0);
      assert.equal(record.attemptCount, 3);
      assert.deepEqual(
        record.attempts.map((a) => a.attemptNumber),
        [1, 2, 3],
      );
      assert.match(record.lastError ?? '', /550/);
    });

    it('escapes a <script> in the account name and comment in the HTML part', async () => {
      const tenant = await createTenant(ctx);
      const accountName = '<script>alert("name")</script> Bank';
      const to = recipient('escape');
      const content = dataUpdateRequestMail({
        accountName,
        url: 'https://portal.test/portal/#token=dsi_1',
        expiresAt,
        comment: 'Please <script>alert(1)</script> re-upload',
        requested: ['<b>passport</b> of Jane Doe'],
      });
      await enqueue({ tenant, fromName: accountName, to, content, kind: 'data_update_request' });
      const mail = await receiver.waitFor((m) => m.to.includes(to));
      assert.equal(mail.from.name, accountName, 'the display name is a header, not HTML: sent as it is');
      assert.ok(mail.html !== null);
      assert.equal(mail.html.includes('<script'), false);
      assert.equal(mail.html.includes('<b>'), false);
      assert.ok(mail.html.includes('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; Bank'));
      assert.ok(mail.html.includes('Please &lt;script&gt;alert(1)&lt;/script&gt; re-upload'));
      assert.ok(mail.html.includes('&lt;b&gt;passport&lt;/b&gt; of Jane Doe'));
      assert.ok(mail.text.includes('Please <script>alert(1)</script> re-upload'), 'the text part is plain text');
    });
  });

  describe(`mail worker stop [${dialect}]`, () => {
    it('gives back the lease of a mail whose send has not finished', async () => {
      const database = await createTestDatabase(dialect);
      try {
        const ctx = testServiceContext(database);
        const tenant = await createTenant(ctx);
        let sendStarted: () => void = () => {};
        const started = new Promise<void>((resolve) => (sendStarted = resolve));
        const hanging: MailTransport = {
          send: () => {
            sendStarted();
            return new Promise(() => {});
          },
          close: async () => {},
        };
        const id = await inTransaction(ctx.db, (trx) =>
          enqueueMail(trx, {
            accountId: tenant.accountId,
            kind: 'submission_received',
            recipient: 'slow@acme.example',
            fromName: 'Slow Bank',
            content: { subject: 's', text: 't', html: '<p>h</p>' },
            now: ctx.now(),
          }),
        );
        const worker = new MailWorker({
          ctx,
          transport: hanging,
          logger: silent,
          fromAddress: FROM,
          stopTimeoutMs: 100,
        });
        worker.start();
        await started;
        const leased = await ctx.db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        assert.equal(leased.leased_by, worker.workerId);
        assert.ok(leased.lease_expires_at !== null);
        await worker.stop();
        const row = await ctx.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        assert.equal(row.status, 'pending');
        assert.equal(row.leased_by, null);
        assert.equal(row.lease_expires_at, null);
        assert.equal(row.attempt_count, 0);
      } finally {
        await database.close();
      }
    });
  });
}

describe('mail transport without DOSSIER_SMTP_URL', () => {
  it('writes each message as a parseable .eml file under dataDir/mail and logs it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dossier-mail-'));
    try {
      const logged: { fields: Record<string, unknown>; message: string }[] = [];
      const logger = { info: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }) };
      const transport = createMailTransport({ smtpUrl: null, dataDir, logger: logger as never });
      const url = 'https://portal.test/portal/#token=dsi_file';
      const content = invitationMail({ accountName: 'File Bank', url, expiresAt });
      const sent = await transport.send({
        from: { name: 'File Bank', address: FROM },
        to: 'finance@acme.example',
        ...content,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
      await transport.close();
      assert.ok(sent.messageId.length > 0);

      const files = readdirSync(join(dataDir, 'mail'));
      assert.equal(files.length, 1, `one file and no temporary leftovers: ${files.join(', ')}`);
      const name = files[0] ?? '';
      assert.match(name, /^[^.].*\.eml$/);
      const raw = readFileSync(join(dataDir, 'mail', name));
      assert.ok(raw.includes('\r\n'), 'CRLF line ends, as on the wire');
      const parsed = await simpleParser(raw);
      assert.equal(parsed.subject, content.subject);
      assert.equal(parsed.from?.value[0]?.name, 'File Bank');
      assert.equal(parsed.from?.value[0]?.address, FROM);
      assert.equal(parsed.messageId, sent.messageId);
      assert.ok(parsed.text?.includes(url));
      assert.ok(typeof parsed.html === 'string' && parsed.html.includes(url));
      assert.equal(parsed.headers.get('auto-submitted'), 'auto-generated');

      assert.equal(logged.length, 1);
      assert.deepEqual(logged[0]?.fields, {
        subject: content.subject,
        to: 'finance@acme.example',
        file: join(dataDir, 'mail', name),
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
