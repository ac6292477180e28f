import { toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { claimReminder, listWaitingCustomersUnscoped } from '../db/repositories/customer-reminders-repository.js';
import { findUser, listActiveAdmins } from '../db/repositories/users-repository.js';
import { inTransaction } from '../db/transaction.js';
import { DEFAULT_REMINDER_DAYS, daysFrom, type ReminderKind, remindersDue } from '../domain/recurring-review.js';
import { addDays, localDay } from '../domain/review-calendar.js';
import { uuidv7 } from '../domain/uuid.js';
import { customerReminderMail, reviewEscalationMail } from '../mail/review-mail-templates.js';
import type { DailyJob } from './daily-jobs.js';
import { accountName, addInvitationLink } from './invitations.js';
import { enqueueMail } from './mail-outbox.js';
import { type AccountCalendar, accountCalendar } from './review-calendar-settings.js';
import type { ServiceContext } from './service-context.js';

/** Waiting cases read per query. */
const PAGE = 200;

type Waiting = Awaited<ReturnType<typeof listWaitingCustomersUnscoped>>[number];

async function audit(trx: Db, c: Waiting, action: string, data: object, now: string): Promise<void> {
  await appendAuditLog(trx, {
    id: uuidv7(),
    account_id: c.account_id,
    verification_id: c.id,
    actor_type: 'system',
    actor_id: null,
    action,
    from_state: null,
    to_state: null,
    comment: null,
    data: toJson(data),
    created_at: now,
  });
}

/** Reminds the customer with a fresh link to the same invitation (the first or the second reminder). */
async function remindCustomer(ctx: ServiceContext, trx: Db, c: Waiting, nth: 1 | 2, now: string): Promise<void> {
  const name = await accountName(trx, c.account_id);
  const link = await addInvitationLink(ctx, trx, { id: c.invitation_id, account_id: c.account_id }, now, {
    delivery: 'email',
    issuedBy: 'system',
  });
  await enqueueMail(trx, {
    accountId: c.account_id,
    kind: 'customer_reminder',
    recipient: c.email,
    fromName: name,
    content: customerReminderMail({
      accountName: name,
      companyName: c.company_name ?? 'your company',
      url: link.url,
      expiresAt: link.expiresAt,
      nth,
      review: c.verification_type === 'recurring',
    }),
    invitationId: c.invitation_id,
    verificationId: c.id,
    now,
  });
  await audit(trx, c, 'customer.reminded', { reminder: nth, email: c.email }, now);
}

/** Tells the case's assignee (or, with nobody assigned, the account's admins) that the customer never answered. */
async function escalate(ctx: ServiceContext, trx: Db, c: Waiting, days: number, now: string): Promise<void> {
  const assignee = c.assigned_to === null ? undefined : await findUser(trx, c.account_id, c.assigned_to);
  const recipients =
    assignee && assignee.deactivated_at === null ? [assignee] : await listActiveAdmins(trx, c.account_id);
  const name = await accountName(trx, c.account_id);
  const caseUrl = `${ctx.publicUrl.replace(/\/+$/, '')}/console/cases/${c.id}`;
  for (const user of recipients) {
    await enqueueMail(trx, {
      accountId: c.account_id,
      kind: 'review_escalation',
      recipient: user.email,
      fromName: 'Dossier',
      content: reviewEscalationMail({
        accountName: name,
        companyName: c.company_name ?? 'the company',
        waitingSince: c.status_changed_at,
        days,
        caseUrl,
      }),
      verificationId: c.id,
      now,
    });
  }
  await audit(trx, c, 'review.escalated', { days, notified: recipients.map((u) => u.email) }, now);
}

/**
 * One waiting case on `day`: claims the reminders due, and sends those it claimed, in one transaction (one another
 * run or worker claimed first is skipped). When both customer reminders fall due at once (the job did not
 * run meanwhile) the customer gets one e-mail, the second. Returns the kinds this call sent.
 */
async function remindOne(
  ctx: ServiceContext,
  c: Waiting,
  day: string,
  calendar: AccountCalendar,
): Promise<ReminderKind[]> {
  const sinceDay = localDay(c.status_changed_at, calendar.timeZone);
  const reminderDays = calendar.serviceLevels.data_update_requested ?? DEFAULT_REMINDER_DAYS;
  const due = remindersDue(sinceDay, day, reminderDays, c.verification_type === 'recurring');
  if (due.length === 0) return [];
  // The claim alone decides (no read before it): a reminder already sent, by this run or another worker's, is a
  // row the INSERT finds, so it is not sent again.
  return inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const claimed: ReminderKind[] = [];
    for (const kind of due) {
      const row = { account_id: c.account_id, verification_id: c.id, waiting_since: c.status_changed_at, kind };
      if (await claimReminder(trx, { ...row, sent_at: now })) claimed.push(kind);
    }
    if (claimed.includes('reminder_2')) await remindCustomer(ctx, trx, c, 2, now);
    else if (claimed.includes('reminder_1')) await remindCustomer(ctx, trx, c, 1, now);
    if (claimed.includes('escalation')) await escalate(ctx, trx, c, daysFrom(sinceDay, day), now);
    return claimed;
  });
}

/**
 * Reminders while a case waits for its customer (data_update_requested with a live invitation): the customer
 * after the account's data_update_requested service level (default 7 days) and again after twice that; a
 * recurring review unanswered after 30 days is escalated to the officer. Each exactly once per wait.
 */
export const customerRemindersJob: DailyJob = {
  name: 'customer_reminders',
  async run(ctx, day) {
    const calendars = new Map<string, AccountCalendar>();
    const counts = { reminded: 0, escalated: 0 };
    // Waiting since before the day after: the day is each account's own, so the cut is made per case below.
    const before = `${addDays(day, 1)}T00:00:00.000Z`;
    let after: string | null = null;
    for (;;) {
      const page = await listWaitingCustomersUnscoped(ctx.db, before, after, PAGE);
      if (page.length === 0) break;
      after = page[page.length - 1]?.id ?? null;
      for (const c of page) {
        let calendar = calendars.get(c.account_id);
        if (!calendar) {
          calendar = await accountCalendar(ctx.db, c.account_id);
          calendars.set(c.account_id, calendar);
        }
        const sent = await remindOne(ctx, c, day, calendar);
        if (sent.includes('reminder_1') || sent.includes('reminder_2')) counts.reminded += 1;
        if (sent.includes('escalation')) counts.escalated += 1;
      }
    }
    if (counts.reminded + counts.escalated > 0) ctx.mailSignal?.notify();
    return counts;
  },
};
