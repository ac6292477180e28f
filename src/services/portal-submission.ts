import type { Db } from '../db/database.js';
import { listOwnershipChallengeRows } from '../db/repositories/ownership-challenges-repository.js';
import { listPendingUploadRows } from '../db/repositories/portal-uploads-repository.js';
import { AppError } from '../domain/app-error.js';
import {
  checkNotApplicable,
  type NotApplicable,
  normalizedNotApplicable,
  sectionsOfProfile,
  sectionsOfRequest,
  withoutNotApplicable,
} from '../domain/not-applicable.js';
import type { ApplicationDraftData } from '../portal/application-draft.js';
import { type ChallengeState, missingFromApplication, missingFromUpdate } from '../portal/draft-completeness.js';
import type { ChallengeProof } from '../portal/draft-to-intake.js';
import { draftUploadErrors } from '../portal/draft-uploads.js';
import { screenCase } from './case-screening.js';
import { currentDraft, loadPortalState, type PortalState } from './portal-application.js';
import { submitApplication } from './portal-application-submission.js';
import { type SubmissionProvenance, submissionProvenance } from './portal-provenance.js';
import { readReviewAnswer, recordReviewAnswer } from './portal-review-answer.js';
import type { PortalPrincipal } from './portal-sessions.js';
import { submitUpdate } from './portal-update-answer.js';
import type { Actor, ServiceContext } from './service-context.js';

async function loadProofs(db: Db, accountId: string, invitationId: string) {
  const rows = await listOwnershipChallengeRows(db, accountId, invitationId);
  const states = new Map<string, ChallengeState>();
  const proofs = new Map<string, ChallengeProof>();
  for (const r of rows) {
    states.set(r.id, { address: r.address, addressType: r.address_type, verification: r.verification });
    proofs.set(r.id, { message: r.message, signature: r.signature });
  }
  return { states, proofs };
}

/**
 * Submits what the portal session has filled in: the application (which opens the case) or the answer to a data
 * update request. The server judges completeness again, whatever the page showed. One transaction holds the
 * case's data, its documents, the revision, the state change with its webhooks and the customer's receipt mail:
 * once this answers, none of it can be lost.
 */
export async function submitPortal(ctx: ServiceContext, principal: PortalPrincipal): Promise<void> {
  const state = await loadPortalState(ctx.db, principal);
  if (state.mode === 'submitted') throw new AppError('conflict', 'This application has already been submitted');
  const { draft } = await currentDraft(ctx.db, state);
  // A draft saved before these rules held is judged again here, before any file is touched.
  const uploadErrors = draftUploadErrors(draft);
  if (uploadErrors.length > 0)
    throw AppError.validation(uploadErrors, 'The draft uses an upload twice or has too many documents');
  const uploadRows = await listPendingUploadRows(ctx.db, principal.accountId, principal.invitationId);
  const uploads = new Map(uploadRows.map((u) => [u.id, u]));
  const { states, proofs } = await loadProofs(ctx.db, principal.accountId, principal.invitationId);
  const uploadIds = new Set(uploads.keys());
  // A recurring review is answered as an update of what the customer changed: the sections they confirmed
  // unchanged ask nothing.
  const review = state.mode === 'review' ? await readReviewAnswer(ctx.db, state, draft) : null;
  const asking: PortalState = review ? { ...state, requestedData: review.requested } : state;
  const missing =
    state.mode === 'application'
      ? missingFromApplication(state.requirements, draft, states, uploadIds)
      : missingFromUpdate(asking.requestedData as NonNullable<PortalState['requestedData']>, draft, states, uploadIds, {
          director: state.requirements.fields.director,
          person: state.requirements.fields.person,
          documents: state.requirements.document_types.person,
        });
  if (missing.length > 0) {
    throw new AppError('application_incomplete', 'Some of what is required is still missing', missing);
  }
  // Sections answered "Not applicable": their reasons are kept, and nothing of them is taken from the draft.
  const asked =
    state.mode === 'application' ? sectionsOfProfile(state.requirements) : sectionsOfRequest(asking.requestedData);
  const na = checkNotApplicable(draft.not_applicable, asked).sections;
  const answer: Answer = {
    draft: withoutNotApplicable(draft, na),
    notApplicable: normalizedNotApplicable(draft.not_applicable, na),
    asked,
    provenance: await submissionProvenance(ctx.db, principal),
  };
  const actor: Actor = { type: 'customer', id: principal.invitationId, accountId: principal.accountId };
  const created: string[] = [];
  let verificationId: string;
  try {
    if (state.mode === 'application') {
      verificationId = await submitApplication(ctx, actor, state, answer, uploads, proofs, created);
    } else {
      verificationId = state.invitation.verification_id as string;
      const id = verificationId;
      const record = review ? (trx: Db, now: string) => recordReviewAnswer(trx, actor, id, review, now) : undefined;
      await submitUpdate(ctx, actor, asking, answer, uploads, proofs, created, record);
    }
  } catch (error) {
    // The uploads themselves stay, waiting for the next attempt; only the variants made for this one go.
    await Promise.all(created.map((key) => ctx.blobs.delete(key)));
    throw error;
  }
  ctx.deliverySignal.notify();
  ctx.mailSignal?.notify();
  // Screening follows the committed submission: all of a new case; of an update, only the subjects whose name,
  // date of birth or nationality changed (screenCase compares them with what was screened before).
  await screenCase(
    ctx,
    principal.accountId,
    verificationId,
    state.mode === 'application' ? 'submission' : 'data_change',
  );
}

/** What a submission takes: the draft less its N/A sections, the N/A answers, and the sections that were asked. */
export interface Answer {
  readonly draft: ApplicationDraftData;
  readonly provenance: SubmissionProvenance;
  readonly notApplicable: readonly NotApplicable[];
  readonly asked: ReadonlySet<string>;
}
