import { fromBool, fromJson, fromNullableBool, toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { findAccessTokenCreator } from '../db/repositories/access-tokens-repository.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import {
  findCaseIssue,
  listCaseIssues,
  type ScreeningIssueRow,
  updateScreeningIssue,
} from '../db/repositories/screening-issues-repository.js';
import { findVerificationState } from '../db/repositories/verifications-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { decideHit, decisionCommentError } from '../domain/screening-issue-rules.js';
import { uuidv7 } from '../domain/uuid.js';
import { fourEyesPerson } from '../domain/verification-transitions.js';
import { reassessCase } from './risk-assessment.js';
import { type Actor, actorKey, type ServiceContext } from './service-context.js';
import { enqueueWebhookEvents } from './webhook-outbox.js';

/** The lists' names as their publishers give them. */
const LIST_NAMES: Record<string, string> = {
  'ofac-sdn': 'OFAC Specially Designated Nationals and Blocked Persons List',
  un: 'United Nations Security Council Consolidated List',
  'eu-fsf': 'EU Consolidated List of Persons, Groups and Entities Subject to Financial Sanctions',
  opensanctions: 'OpenSanctions',
  // The optional yente provider: OpenSanctions' data, matched by the operator's yente service.
  yente: 'OpenSanctions (yente)',
};

/**
 * An identified issue as the API shows it: the source system's fields (`entity_id`, `entity_type`, `category`,
 * `source`, `source_list_name`, `relevant`, `comment`, `report` — the matched entry) and Dossier's own (the
 * subject, the list version, score and explanation, who decided, a pending four-eyes dismissal, and whether it
 * came back after a dismissal).
 */
export function presentIssue(row: ScreeningIssueRow) {
  const entry = fromJson<Record<string, unknown>>(row.entry);
  const listName = LIST_NAMES[row.source] ?? row.source;
  return {
    id: row.id,
    entity_id: (row.verification_id ?? row.check_id) as string,
    entity_type: row.verification_id === null ? 'Check' : 'Verification',
    category: row.category,
    source: row.source,
    source_list_name: listName,
    list_version_id: row.list_version_id,
    entry_id: row.entry_id,
    report: entry,
    subject: fromJson<Record<string, unknown>>(row.subject),
    score: row.score,
    explanation: fromJson<{ feature: string; detail: string; contribution: number }[]>(row.explanation),
    relevant: fromNullableBool(row.relevant),
    comment: row.comment,
    decided_by: row.decided_by,
    decided_at: row.decided_at,
    pending_dismissal:
      row.proposed_by === null
        ? null
        : {
            comment: row.proposed_comment as string,
            proposed_by: row.proposed_by,
            proposed_at: row.proposed_at as string,
          },
    changed_since_dismissed: fromBool(row.changed_since_dismissed),
    alert: fromBool(row.alert),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export type IssueView = ReturnType<typeof presentIssue>;

async function requireCase(db: Db, accountId: string, verificationId: string) {
  const state = await findVerificationState(db, accountId, verificationId);
  if (!state) throw AppError.notFound('Verification');
  return state;
}

/** The case's hits, newest first. */
export async function listIssues(ctx: ServiceContext, accountId: string, verificationId: string): Promise<IssueView[]> {
  await requireCase(ctx.db, accountId, verificationId);
  return (await listCaseIssues(ctx.db, accountId, verificationId)).map(presentIssue);
}

export async function getIssue(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  issueId: string,
): Promise<IssueView> {
  await requireCase(ctx.db, accountId, verificationId);
  const row = await findCaseIssue(ctx.db, accountId, verificationId, issueId);
  if (!row) throw AppError.notFound('Issue');
  return presentIssue(row);
}

/** The person behind an actor for four eyes: a token stands for the user who created it. */
async function personOf(trx: Db, actor: Actor): Promise<string> {
  const key = actorKey(actor);
  if (actor.type !== 'token') return key;
  return fourEyesPerson(key, await findAccessTokenCreator(trx, actor.accountId, actor.id));
}

/**
 * An officer's decision on a hit: "True match" (relevant) or "False positive", with a required comment; audit-
 * logged. With four eyes on (the account requires QA), dismissing a sanction hit is first proposed, then confirmed
 * by a second officer. A decision sticks: a decided hit is refused a second decision (409) until the list entry
 * or the subject changes and the hit comes back.
 */
export async function decideIssue(
  ctx: ServiceContext,
  actor: Actor,
  verificationId: string,
  issueId: string,
  input: { relevant: boolean; comment: string },
): Promise<IssueView> {
  const commentError = decisionCommentError(input.comment);
  if (commentError) throw AppError.field('comment', commentError);
  const comment = input.comment.trim();
  const accountId = actor.accountId;
  let delivered = 0;
  const view = await inTransaction(ctx.db, async (trx) => {
    const state = await requireCase(trx, accountId, verificationId);
    const row = await findCaseIssue(trx, accountId, verificationId, issueId);
    if (!row) throw AppError.notFound('Issue');
    const person = await personOf(trx, actor);
    const outcome = decideHit(
      {
        relevant: fromNullableBool(row.relevant),
        entry_fingerprint: row.entry_fingerprint,
        subject_fingerprint: row.subject_fingerprint,
        proposed_by: row.proposed_by === null ? null : row.proposed_by,
        category: row.category,
      },
      input.relevant,
      { fourEyes: fromBool(state.requires_qa), person },
    );
    if (!outcome.ok) {
      if (outcome.reason === 'four_eyes') throw new AppError('forbidden', outcome.message);
      throw new AppError('conflict', outcome.message);
    }
    const now = ctx.now();
    let action: string;
    if (outcome.kind === 'proposed') {
      action = 'screening.dismissal_proposed';
      await updateScreeningIssue(trx, accountId, row.id, {
        proposed_relevant: false,
        proposed_comment: comment,
        proposed_by: person,
        proposed_at: now,
        updated_at: now,
      });
    } else {
      action = outcome.kind === 'confirmed' ? 'screening.dismissal_confirmed' : 'screening.decided';
      await updateScreeningIssue(trx, accountId, row.id, {
        relevant: outcome.kind === 'confirmed' ? false : outcome.relevant,
        comment,
        decided_by: actorKey(actor),
        decided_at: now,
        changed_since_dismissed: false,
        updated_at: now,
        ...(outcome.kind === 'decided'
          ? { proposed_relevant: null, proposed_by: null, proposed_at: null, proposed_comment: null }
          : {}),
      });
    }
    await appendAuditLog(trx, {
      id: uuidv7(),
      account_id: accountId,
      verification_id: verificationId,
      actor_type: actor.type,
      actor_id: actor.id,
      action,
      from_state: null,
      to_state: null,
      comment,
      data: toJson({
        issue_id: row.id,
        relevant: input.relevant,
        category: row.category,
        source: row.source,
        entry_id: row.entry_id,
        subject_key: row.subject_key,
        score: row.score,
      }),
      created_at: now,
    });
    // A true match feeds the risk model (sanction: prohibited; PEP: the PEP factor), a dismissal takes it back.
    // On a decided case the change is an alert beside the decision, never a new decision.
    const riskEvents = await reassessCase(trx, actor, accountId, verificationId, now);
    delivered = await enqueueWebhookEvents(ctx, trx, accountId, verificationId, riskEvents, now);
    return presentIssue((await findCaseIssue(trx, accountId, verificationId, issueId)) as ScreeningIssueRow);
  });
  if (delivered > 0) ctx.deliverySignal.notify();
  return view;
}
