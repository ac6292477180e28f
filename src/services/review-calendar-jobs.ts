import { toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import {
  claimReview,
  listDueReviewsUnscoped,
  listNoticeDaysUnscoped,
  listOverdueUnscoped,
  listReviewsOnUnscoped,
  markOverdueNotified,
  setPreviousCase,
} from '../db/repositories/review-calendar-repository.js';
import { findUser } from '../db/repositories/users-repository.js';
import { updateVerification } from '../db/repositories/verifications-repository.js';
import { inTransaction } from '../db/transaction.js';
import { parseActorKey } from '../domain/actor-key.js';
import { addDays } from '../domain/review-calendar.js';
import { uuidv7 } from '../domain/uuid.js';
import { caseOverdueEvent, recurringCaseOpenedEvent, reviewDueEvent } from '../domain/webhook-events.js';
import { intakeFromDraft } from '../portal/draft-to-intake.js';
import { checkIntake, insertCase } from './case-writing.js';
import type { DailyJob } from './daily-jobs.js';
import { draftFromCase } from './portal-application.js';
import { askCustomerToReview } from './recurring-review-request.js';
import { accountCalendar } from './review-calendar-settings.js';
import type { Actor, ServiceContext } from './service-context.js';
import { enqueueWebhookEvents } from './webhook-outbox.js';

/** Cases handled per query: each job loops until none is left. */
const BATCH = 200;

/** The scheduler acts for the account as the operator's tooling does: no user, no token. */
const scheduler = (accountId: string): Actor => ({ type: 'cli', id: null, accountId });

/** Recurring cases opened per transaction: a commit is an fsync, and a thousand of them would dominate the job. */
const OPEN_PER_TRANSACTION = 25;

type DueReview = {
  id: string;
  account_id: string;
  customer_id: string | null;
  completeness_profile_id: string | null;
  assigned_to: string | null;
  decided_by: string | null;
};

/**
 * The officer a recurring case goes to under the account's rule: nobody by default; with `previous_assignee`,
 * whoever had the previous case (else the user who decided it), if they can still review (active, not a viewer).
 */
async function recurringAssignee(trx: Db, due: DueReview): Promise<{ id: string; name: string; email: string } | null> {
  if ((await accountCalendar(trx, due.account_id)).recurringAssignment !== 'previous_assignee') return null;
  const decider = due.decided_by === null ? null : parseActorKey(due.decided_by);
  const candidate = due.assigned_to ?? (decider?.type === 'user' ? decider.id : null);
  if (candidate === null) return null;
  const user = await findUser(trx, due.account_id, candidate);
  if (!user || user.deactivated_at !== null || user.role === 'viewer') return null;
  return { id: user.id, name: user.name, email: user.email };
}

/**
 * Opens one recurring case for a completed case whose review is due, inside the caller's transaction: the claim on
 * the old case (so two workers never both open one), the new case from the company's current data (company and
 * directors as the case holds them; bank accounts, crypto addresses and documents start empty, as in a data
 * update), the link to the previous case, its first assessment and due date, the customer's review request with
 * its e-mailed portal link (when the previous case gives an address), and the webhooks. Returns the webhook
 * deliveries written, or null when another run claimed the review first.
 */
async function openRecurringCase(ctx: ServiceContext, trx: Db, due: DueReview): Promise<number | null> {
  const newId = uuidv7();
  const now = ctx.now();
  if (!(await claimReview(trx, due.account_id, due.id, newId))) return null;
  const draft = await draftFromCase(trx, due.account_id, due.id);
  const intake = {
    ...intakeFromDraft(draft, { customerId: due.customer_id, profileId: due.completeness_profile_id }, new Map()),
    verification_type: 'recurring' as const,
  };
  const resolved = await checkIntake(trx, due.account_id, intake);
  await insertCase(trx, scheduler(due.account_id), newId, intake, resolved, { status: 'new', now });
  await setPreviousCase(trx, due.account_id, newId, due.id);
  const assignee = await recurringAssignee(trx, due);
  if (assignee !== null) {
    await updateVerification(trx, due.account_id, newId, { assigned_to: assignee.id, updated_at: now });
    await appendAuditLog(trx, {
      id: uuidv7(),
      account_id: due.account_id,
      verification_id: newId,
      actor_type: 'cli',
      actor_id: null,
      action: 'case.assigned',
      from_state: null,
      to_state: null,
      comment: 'the account assigns recurring reviews to the previous case’s officer',
      data: toJson({ from: null, to: assignee }),
      created_at: now,
    });
  }
  const profileId = intake.completeness_profile_id ?? null;
  const asked = await askCustomerToReview(ctx, trx, scheduler(due.account_id), newId, due.id, profileId, now);
  const events = [recurringCaseOpenedEvent(newId, due.id, now), ...(asked ?? [])];
  return enqueueWebhookEvents(ctx, trx, due.account_id, newId, events, now);
}

/** Recurring reviews: on (or after) a completed case's next_review_at, a `recurring` case is opened once. */
export const recurringReviewsJob: DailyJob = {
  name: 'recurring_reviews',
  async run(ctx, day) {
    let opened = 0;
    let delivered = 0;
    const skipped = new Set<string>();
    for (;;) {
      const due = (await listDueReviewsUnscoped(ctx.db, day, BATCH + skipped.size)).filter((c) => !skipped.has(c.id));
      if (due.length === 0) break;
      for (let i = 0; i < due.length; i += OPEN_PER_TRANSACTION) {
        await inTransaction(ctx.db, async (trx) => {
          for (const c of due.slice(i, i + OPEN_PER_TRANSACTION)) {
            const result = await openRecurringCase(ctx, trx, c);
            if (result === null) skipped.add(c.id);
            else {
              opened += 1;
              delivered += result;
            }
          }
        });
      }
    }
    if (delivered > 0) ctx.deliverySignal.notify();
    if (opened > 0) ctx.mailSignal?.notify();
    return { opened };
  },
};

/** `review_due`: sent on the day that is the account's notice period before a case's review. */
export const reviewDueJob: DailyJob = {
  name: 'review_due',
  async run(ctx, day) {
    let notified = 0;
    let delivered = 0;
    for (const noticeDays of await listNoticeDaysUnscoped(ctx.db)) {
      const reviewDay = addDays(day, noticeDays);
      const cases = await listReviewsOnUnscoped(ctx.db, reviewDay, noticeDays);
      for (let i = 0; i < cases.length; i += BATCH) {
        delivered += await inTransaction(ctx.db, async (trx) => {
          const now = ctx.now();
          let n = 0;
          for (const c of cases.slice(i, i + BATCH)) {
            n += await enqueueWebhookEvents(ctx, trx, c.account_id, c.id, [reviewDueEvent(c.id, reviewDay, now)], now);
          }
          return n;
        });
      }
      notified += cases.length;
    }
    if (delivered > 0) ctx.deliverySignal.notify();
    return { notified };
  },
};

/**
 * Deadlines: `case_overdue` once per entry into a state, for every open case whose due_at passed before `day`
 * began (UTC). A case that changes state meanwhile is not notified for the state it left.
 */
export const deadlinesJob: DailyJob = {
  name: 'deadlines',
  async run(ctx, day) {
    // Due before the day began (UTC): the run for a day, at whatever hour, never flags a case still due that day.
    const before = `${day}T00:00:00.000Z`;
    let overdue = 0;
    let delivered = 0;
    const skipped = new Set<string>();
    for (;;) {
      const cases = (await listOverdueUnscoped(ctx.db, before, BATCH + skipped.size)).filter((c) => !skipped.has(c.id));
      if (cases.length === 0) break;
      delivered += await inTransaction(ctx.db, async (trx) => {
        const now = ctx.now();
        let n = 0;
        for (const c of cases) {
          if (!(await markOverdueNotified(trx, c.account_id, c.id, c.status_changed_at))) {
            skipped.add(c.id);
            continue;
          }
          overdue += 1;
          const event = caseOverdueEvent(c.id, c.status, c.due_at as string, now);
          n += await enqueueWebhookEvents(ctx, trx, c.account_id, c.id, [event], now);
        }
        return n;
      });
    }
    if (delivered > 0) ctx.deliverySignal.notify();
    return { overdue };
  },
};
