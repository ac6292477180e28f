import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { addDays } from '../../src/domain/review-calendar.js';
import { MailSignal } from '../../src/mail/mail-signal.js';
import { createMailTransport, type MailTransport } from '../../src/mail/mail-transport.js';
import { MailWorker } from '../../src/mail/mail-worker.js';
import { customerRemindersJob } from '../../src/services/customer-reminders.js';
import { runDailyJobs } from '../../src/services/daily-jobs.js';
import { createConsoleUser } from '../helpers/console-session.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { createProfile, openPortal } from '../helpers/portal-client.js';
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from '../helpers/smtp-receiver.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed response bodies, checked field by field
type Json = Record<string, any>;

const silent = pino({ level: process.env.LOG_LEVEL ?? 'silent' });

/** What the review asks: the company's details and its directors' (the profile of the first application). */
const REVIEW_PROFILE = {
  sections: ['company_details', 'directors'],
  fields: { company: ['formal_name', 'company_number'], director: [], person: ['date_of_birth', 'nationality'] },
  document_types: { company: [], person: [] },
};

/**
 * The service's clock, set to the day a test acts on (never back: each test's days come after the last's), so
 * that a review opened by `reviews run --as-of DAY` starts its wait on that day, as it would in production.
 */
function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs).toISOString(),
    setDay(day: string) {
      const target = Date.parse(`${day}T09:00:00.000Z`);
      offsetMs = Math.max(offsetMs, target - Date.now());
    },
  };
}

for (const dialect of testDialects()) {
  describe(`the recurring review's customer side [${dialect}]`, () => {
    let t: TestApp;
    let receiver: SmtpReceiver;
    let transport: MailTransport;
    let worker: MailWorker;
    const clock = movableClock();

    before(async () => {
      t = await startTestApp(dialect, { ctx: { now: clock.now, mailSignal: new MailSignal() } });
      receiver = await startSmtpReceiver();
      transport = createMailTransport({ smtpUrl: receiver.url, dataDir: t.database.dataDir, logger: silent });
      worker = new MailWorker({
        ctx: t.ctx,
        transport,
        logger: silent,
        fromAddress: 'kyb@bank.example',
        pollMs: 100,
        clock: () => Date.parse(clock.now()),
      });
      worker.start();
    });
    after(async () => {
      await worker.stop();
      await transport.close();
      await receiver.close();
      await t.close();
    });

    const post = (tenant: Tenant, url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: tenant.headers, payload });
    const get = async (tenant: Tenant, url: string): Promise<Json> => {
      const res = await t.app.inject({ url: `/api/v1${url}`, headers: tenant.headers });
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      return res.json();
    };

    /**
     * A company onboarded with the review profile, completed at `level`, and the recurring case the daily job
     * opens on its review day (the clock set to that day). Returns the ids and the company's contact e-mail.
     */
    async function reviewOpened(tenant: Tenant, level: 'high' | 'medium') {
      const email = `compliance-${randomBytes(4).toString('hex')}@northwind.example`;
      const profileId = await createProfile(t, tenant, REVIEW_PROFILE, 'Review KYB');
      const base = sampleIntake();
      const previousId = await openCase(
        t,
        tenant,
        sampleIntake({ completeness_profile_id: profileId, company: { ...base.company, email } }),
      );
      assert.equal(
        (await post(tenant, `/verifications/${previousId}/risk_override`, { level, reason: 'test' })).statusCode,
        200,
      );
      assert.equal((await post(tenant, `/verifications/${previousId}/state/start`)).statusCode, 200);
      const done = await post(tenant, `/verifications/${previousId}/state/complete`, { assessment: `risk_${level}` });
      assert.equal(done.statusCode, 200, done.body);
      const reviewDay = (await get(tenant, `/verifications/${previousId}`)).verification.next_review_at as string;
      clock.setDay(reviewDay);
      await runDailyJobs(t.ctx, reviewDay, `worker-${randomBytes(2).toString('hex')}`);
      const list = await get(tenant, '/verifications?verification_type=recurring');
      const recurring = (list.verifications as Json[]).find((v) => v.previous_verification_id === previousId);
      assert.ok(recurring, 'the recurring case is open');
      return { previousId, id: recurring.id as string, email, reviewDay, recurring };
    }

    /** Every mail written for the account has left the outbox (sent), so what arrived is all there is. */
    async function outboxDrained(tenant: Tenant): Promise<void> {
      for (let i = 0; i < 200; i += 1) {
        const pending = await t.ctx.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('account_id', '=', tenant.accountId)
          .where('status', '!=', 'sent')
          .execute();
        if (pending.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.fail('the outbox was not drained');
    }

    const mailsTo = (address: string, subject: RegExp) =>
      receiver.messages.filter((m) => m.to.includes(address) && subject.test(m.subject));

    const portalLinkOf = (mail: ReceivedMail) => {
      const link = mail.links.find((l) => l.includes('/portal/open#token='));
      assert.ok(link, `a portal link in ${mail.links.join(', ')}`);
      return link;
    };

    it('e-mails the customer a review link; "Nothing has changed" keeps a section as it was, a change is applied, and the officer sees which', async () => {
      const tenant = await createTenant(t.ctx, 'Review Bank');
      const { id, email, recurring } = await reviewOpened(tenant, 'high');
      assert.equal(recurring.status, 'data_update_requested', 'the case waits for its customer');

      const mail = await receiver.waitFor((m) => m.to.includes(email) && /review the details/.test(m.subject));
      assert.match(mail.subject, /asks you to review the details of Northwind Trading Ltd/);
      const portal = await openPortal(t, portalLinkOf(mail));
      const opened = portal.opened;
      assert.equal(opened.mode, 'review');
      assert.equal(opened.requested_data.review, true);
      // Every section, prefilled with what the company declared last time.
      assert.ok(opened.requested_data.missing.company_fields.includes('website'));
      assert.ok(opened.requested_data.missing.company_fields.includes('formal_name'));
      assert.equal(opened.draft.company.website, 'https://northwind.example');
      assert.equal(opened.draft.directors[0].person.place_of_birth, 'Leeds');
      const personId = opened.draft.directors[0].person_id as string;
      assert.deepEqual(
        opened.requested_data.missing.person_fields.find((p: Json) => p.person_id === personId).fields.slice(0, 4),
        ['given_names', 'surname', 'date_of_birth', 'nationality'],
      );

      // Unanswered sections are refused.
      const draft = structuredClone(opened.draft) as Json;
      draft.company.website = 'https://northwind-trading.example';
      // Typed into a section then confirmed unchanged: the case keeps what it had.
      draft.directors[0].person.place_of_birth = 'York';
      draft.review_answers = { company_details: 'changed' };
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      const refused = await portal.send('POST', '/application/submit');
      assert.equal(refused.status, 422, JSON.stringify(refused.body));
      assert.deepEqual(
        refused.body.error.details.map((d: Json) => d.field),
        ['review_answers.directors'],
      );

      draft.review_answers = { company_details: 'changed', directors: 'unchanged' };
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      const submitted = await portal.send('POST', '/application/submit');
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
      assert.equal(submitted.body.mode, 'submitted');

      const record = (await get(tenant, `/verifications/${id}`)).verification;
      assert.equal(record.status, 'in_progress', 'moved on like a customer resubmission');
      const companyId = (await get(tenant, `/verifications/${id}/companies`)).companies[0].id;
      const company = (await get(tenant, `/verifications/${id}/companies/${companyId}`)).company;
      assert.equal(company.website, 'https://northwind-trading.example', 'the change is applied');
      assert.equal(company.formal_name, 'Northwind Trading Ltd');
      const directors = (await get(tenant, `/verifications/${id}/directors`)).directors as Json[];
      assert.equal(directors[0]?.person.place_of_birth, 'Leeds', 'a section confirmed unchanged is left as it was');

      const reach = (await get(tenant, `/verifications/${id}/customer_request`)).customer_request;
      assert.deepEqual(reach.review_answer.sections, [
        { section: 'company_details', answer: 'changed' },
        { section: 'directors', answer: 'unchanged' },
      ]);
      const log = (await get(tenant, `/verifications/${id}/audit_log`)).audit_log as Json[];
      const answered = log.find((e) => e.action === 'review.answered');
      assert.deepEqual(answered?.data.changed_fields.company, ['website']);
    });

    it('reminds the customer after 7 and 14 days and escalates to the admins after 30, each once, run twice', async () => {
      const tenant = await createTenant(t.ctx, 'Patient Bank');
      const admin = await createConsoleUser(t, tenant.accountId, 'admin');
      const { id, email, reviewDay } = await reviewOpened(tenant, 'medium');
      await receiver.waitFor((m) => m.to.includes(email) && /review the details/.test(m.subject));
      const reminders = () => mailsTo(email, /^Reminder:/);

      /** The daily jobs for a day, twice through the day's claim and twice past it (two workers at once). */
      async function runTwice(day: string) {
        clock.setDay(day);
        await Promise.all([runDailyJobs(t.ctx, day, 'worker-a'), runDailyJobs(t.ctx, day, 'worker-b')]);
        await Promise.all([customerRemindersJob.run(t.ctx, day), customerRemindersJob.run(t.ctx, day)]);
        await outboxDrained(tenant);
      }

      await runTwice(addDays(reviewDay, 6));
      assert.equal(reminders().length, 0, 'nothing before 7 days');
      await runTwice(addDays(reviewDay, 7));
      assert.equal(reminders().length, 1, 'one reminder after 7 days');
      const first = reminders()[0] as ReceivedMail;
      assert.match(first.text, /has not received an answer yet/);
      const link = portalLinkOf(first);
      assert.equal((await openPortal(t, link)).opened.mode, 'review', 'its link opens the review');

      await runTwice(addDays(reviewDay, 14));
      assert.equal(reminders().length, 2, 'a second reminder after 14 days');
      assert.match((reminders()[1] as ReceivedMail).text, /two weeks ago and is still waiting/);
      await runTwice(addDays(reviewDay, 20));
      const escalations = () => mailsTo(admin.email, /^Escalated:/);
      assert.equal(escalations().length, 0, 'no escalation before 30 days');

      await runTwice(addDays(reviewDay, 30));
      assert.equal(escalations().length, 1, 'the admin is told once (nobody is assigned)');
      assert.ok(
        (escalations()[0] as ReceivedMail).links.some((l) => l.endsWith(`/console/cases/${id}`)),
        'with a link to the case',
      );
      await runTwice(addDays(reviewDay, 31));
      assert.equal(reminders().length, 2, 'two reminders in all');
      assert.equal(escalations().length, 1, 'one escalation in all');

      const reach = (await get(tenant, `/verifications/${id}/customer_request`)).customer_request;
      assert.deepEqual(
        reach.reminders.map((r: Json) => r.kind),
        ['reminder_1', 'reminder_2', 'escalation'],
      );
      assert.ok(reach.escalated_at, 'the console shows the escalation');
      const log = (await get(tenant, `/verifications/${id}/audit_log`)).audit_log as Json[];
      assert.equal(log.filter((e) => e.action === 'review.escalated').length, 1);
      assert.equal(log.filter((e) => e.action === 'customer.reminded').length, 2);
    });

    it('reminds the customer of an officer’s data update request after the service level’s 7 days, not escalated', async () => {
      const tenant = await createTenant(t.ctx, 'Request Bank');
      const admin = await createConsoleUser(t, tenant.accountId, 'admin');
      const email = `cfo-${randomBytes(4).toString('hex')}@northwind.example`;
      const id = await openCase(t, tenant);
      assert.equal((await post(tenant, `/verifications/${id}/state/start`)).statusCode, 200);
      const profileId = await createProfile(t, tenant, REVIEW_PROFILE, 'Update KYB');
      const asked = await post(tenant, `/verifications/${id}/state/request_data_update`, {
        comment: 'Please confirm the website',
        completeness_profile_id: profileId,
        requested: { company_fields: ['website'] },
        customer_email: email,
      });
      assert.equal(asked.statusCode, 200, asked.body);
      await receiver.waitFor((m) => m.to.includes(email));
      const day = clock.now().slice(0, 10);
      for (const offset of [7, 7, 30, 30]) {
        clock.setDay(addDays(day, offset));
        await customerRemindersJob.run(t.ctx, addDays(day, offset));
      }
      await outboxDrained(tenant);
      assert.equal(mailsTo(email, /^Reminder:/).length, 2, 'the 7-day reminder and the 14-day one, once each');
      assert.match((mailsTo(email, /^Reminder:/)[0] as ReceivedMail).text, /the update of the details/);
      assert.equal(mailsTo(admin.email, /^Escalated:/).length, 0, 'only a recurring review is escalated');
    });
  });
}
