import { findVerificationRecord } from '../db/repositories/verifications-repository.js';
import { inTransaction } from '../db/transaction.js';
import { uuidv7 } from '../domain/uuid.js';
import { applicationReceivedEvent } from '../domain/webhook-events.js';
import { screenCase } from './case-screening.js';
import { checkIntake, insertCase } from './case-writing.js';
import type { VerificationIntakeData } from './intake-schemas.js';
import { presentVerification } from './resource-presenters.js';
import type { Actor, ServiceContext } from './service-context.js';
import { enqueueWebhookEvents } from './webhook-outbox.js';

/** Opens a case from intake data in one transaction; returns the verification record. */
export async function createVerification(ctx: ServiceContext, actor: Actor, input: VerificationIntakeData) {
  const accountId = actor.accountId;
  const resolved = await checkIntake(ctx.db, accountId, input);
  const now = ctx.now();
  const verificationId = uuidv7(Date.parse(now));
  const delivered = await inTransaction(ctx.db, async (trx) => {
    // Intake through the API carries no files to process, so the case is ready for review at once.
    await insertCase(trx, actor, verificationId, input, resolved, { status: 'new', now });
    return enqueueWebhookEvents(
      ctx,
      trx,
      accountId,
      verificationId,
      [applicationReceivedEvent(verificationId, 'new', now)],
      now,
    );
  });
  if (delivered > 0) ctx.deliverySignal.notify();
  // Screened once the case is committed (its own transaction, with its hits and webhooks): the record answered
  // below already carries nothing of it, and the hits are at GET /verifications/{id}/issues.
  await screenCase(ctx, accountId, verificationId, 'intake');
  const record = await findVerificationRecord(ctx.db, accountId, verificationId);
  // A new case has no revisions yet: those are the portal's submissions.
  return presentVerification(record as NonNullable<typeof record>, []);
}
