import { deleteApplicationDraft } from '../db/repositories/application-drafts-repository.js';
import { setNotApplicable } from '../db/repositories/customer-request-repository.js';
import { claimInvitationForCase } from '../db/repositories/invitations-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { uuidv7 } from '../domain/uuid.js';
import { applicationReceivedEvent } from '../domain/webhook-events.js';
import { type ChallengeProof, intakeErrors, intakeFromDraft } from '../portal/draft-to-intake.js';
import { recordRevision } from './case-revisions.js';
import { checkIntake, insertCase } from './case-writing.js';
import { mailSubmissionReceived } from './customer-mail.js';
import type { PortalState } from './portal-application.js';
import { recordSubmissionProvenance } from './portal-provenance.js';
import { writeDeclaredStructure } from './portal-structure.js';
import type { Answer } from './portal-submission.js';
import { ownerDocuments, planDocuments, type UploadRow, writeDocuments } from './portal-submitted-documents.js';
import { reassessCase } from './risk-assessment.js';
import type { Actor, ServiceContext } from './service-context.js';
import { applyTransition } from './verification-transitions.js';

/**
 * The portal's first submission: opens the case from the application, attaches its documents and claims the
 * invitation, in one transaction.
 */
export async function submitApplication(
  ctx: ServiceContext,
  actor: Actor,
  state: PortalState,
  answer: Answer,
  uploads: ReadonlyMap<string, UploadRow>,
  proofs: ReadonlyMap<string, ChallengeProof>,
  created: string[],
): Promise<string> {
  const { draft } = answer;
  const invitation = state.invitation;
  const intake = intakeFromDraft(
    draft,
    { customerId: invitation.customer_id, profileId: invitation.completeness_profile_id },
    proofs,
  );
  const schemaErrors = intakeErrors(intake);
  if (schemaErrors.length > 0) throw AppError.validation(schemaErrors);
  const resolved = await checkIntake(ctx.db, actor.accountId, intake);
  const planned = await planDocuments(
    ctx,
    [
      ...(draft.documents ?? []).map((document) => ({ owner: { kind: 'company' as const }, document })),
      ...(draft.directors ?? []).flatMap((d, index) =>
        (d.documents ?? []).map((document) => ({ owner: { kind: 'director' as const, index }, document })),
      ),
      ...ownerDocuments(draft),
    ],
    uploads,
    created,
  );
  const now = ctx.now();
  const verificationId = uuidv7(Date.parse(now));
  await inTransaction(ctx.db, async (trx) => {
    const inserted = await insertCase(trx, actor, verificationId, intake, resolved, { status: 'processing', now });
    // Claims the invitation (after the case exists, for the foreign key): of two submissions racing, the second
    // finds it taken, and its whole transaction, case included, rolls back.
    if (!(await claimInvitationForCase(trx, actor.accountId, invitation.id, verificationId, now)))
      throw new AppError('conflict', 'This application has already been submitted');
    await setNotApplicable(trx, actor.accountId, verificationId, answer.notApplicable);
    const ownerPersonIds = await writeDeclaredStructure(
      trx,
      actor.accountId,
      verificationId,
      draft,
      inserted.personIds,
      now,
    );
    await writeDocuments(
      trx,
      actor.accountId,
      verificationId,
      planned,
      { companyId: inserted.companyIds[0] as string, personIds: inserted.personIds, ownerPersonIds },
      now,
    );
    await reassessCase(trx, actor, actor.accountId, verificationId, now);
    await recordSubmissionProvenance(trx, actor, verificationId, answer.provenance, 'application', now);
    await recordRevision(trx, actor, verificationId, 'application', now);
    await applyTransition(ctx, trx, actor, verificationId, 'processing_finished', {}, [
      applicationReceivedEvent(verificationId, 'new', now),
    ]);
    await mailSubmissionReceived(trx, invitation, verificationId, intake.company.formal_name, 'application', now);
    await deleteApplicationDraft(trx, actor.accountId, invitation.id);
  });
  return verificationId;
}
