import { toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { AppError } from '../domain/app-error.js';
import type { RequestedData } from '../domain/completeness-profile.js';
import {
  type ReviewAnswers,
  type ReviewChanges,
  requestOfChanges,
  sectionsOfReview,
  unansweredSections,
} from '../domain/recurring-review.js';
import { uuidv7 } from '../domain/uuid.js';
import type { ApplicationDraftData } from '../portal/application-draft.js';
import { companyFieldsFromDraft, personFromDraft } from '../portal/draft-to-intake.js';
import type { PortalState } from './portal-application.js';
import { draftFromCase } from './portal-application.js';
import type { Actor } from './service-context.js';

/** A company field's values as compared: the field itself, with what goes with it (an explanation, "other"). */
function companyValue(values: Record<string, unknown>, field: string): string {
  const key = field === 'company_type' ? 'company_type_id' : field;
  const explanations = values.declaration_explanations as Record<string, unknown> | undefined;
  return JSON.stringify([
    values[key] ?? null,
    field === 'sources_of_funds' ? (values.sources_of_funds_other ?? null) : null,
    explanations?.[field] ?? null,
  ]);
}

/** What the customer's draft changes of the case as it is now: per field, compared as the intake reads them. */
function changesOf(request: RequestedData, draft: ApplicationDraftData, baseline: ApplicationDraftData): ReviewChanges {
  const now = companyFieldsFromDraft(draft) as Record<string, unknown>;
  const before = companyFieldsFromDraft(baseline) as Record<string, unknown>;
  const personOf = (d: ApplicationDraftData, personId: string) => {
    const director = (d.directors ?? []).find((x) => x.person_id === personId);
    return (director ? personFromDraft(director) : {}) as Record<string, unknown>;
  };
  return {
    companyFields: request.missing.company_fields.filter((f) => companyValue(now, f) !== companyValue(before, f)),
    personFields: request.missing.person_fields.map((p) => {
      const a = personOf(draft, p.person_id);
      const b = personOf(baseline, p.person_id);
      return {
        person_id: p.person_id,
        fields: p.fields.filter((f) => JSON.stringify(a[f] ?? null) !== JSON.stringify(b[f] ?? null)),
      };
    }),
    // The structure is written again only when it differs (writeDeclaredStructure compares it).
    ownership: true,
  };
}

/** The customer's answer to a recurring review, ready for the update's submission. */
export interface ReviewAnswer {
  /** The review request cut down to what changed: the update applies this and nothing else. */
  readonly requested: RequestedData;
  readonly answers: ReviewAnswers;
  readonly changedFields: { readonly company: readonly string[]; readonly persons: ReviewChanges['personFields'] };
}

/**
 * Reads the customer's answer to a recurring review: refuses (422 application_incomplete) a section left without
 * "Nothing has changed" or a change, then keeps of the request only the sections answered "changed", and of
 * those only the fields the customer actually changed, so a confirmed section leaves the case exactly as it was.
 */
export async function readReviewAnswer(db: Db, state: PortalState, draft: ApplicationDraftData): Promise<ReviewAnswer> {
  const request = state.requestedData as RequestedData;
  const given = (draft.review_answers ?? {}) as ReviewAnswers;
  const unanswered = unansweredSections(request, given);
  if (unanswered.length > 0) {
    throw new AppError('application_incomplete', 'Say for every section whether anything has changed', unanswered);
  }
  const asked = sectionsOfReview(request);
  const answers: ReviewAnswers = Object.fromEntries(asked.map((s) => [s, given[s]]));
  const baseline = await draftFromCase(db, state.invitation.account_id, state.invitation.verification_id as string);
  const changes = changesOf(request, draft, baseline);
  const requested = requestOfChanges(request, answers, changes);
  return {
    requested,
    answers,
    changedFields: { company: requested.missing.company_fields, persons: requested.missing.person_fields },
  };
}

/** The audit entry of the answer (in the submission's transaction): what the officer sees per section. */
export async function recordReviewAnswer(
  trx: Db,
  actor: Actor,
  verificationId: string,
  answer: ReviewAnswer,
  now: string,
): Promise<void> {
  await appendAuditLog(trx, {
    id: uuidv7(),
    account_id: actor.accountId,
    verification_id: verificationId,
    actor_type: actor.type,
    actor_id: actor.id,
    action: 'review.answered',
    from_state: null,
    to_state: null,
    comment: null,
    data: toJson({ sections: answer.answers, changed_fields: answer.changedFields }),
    created_at: now,
  });
}
