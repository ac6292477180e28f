import { fromJson, toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { insertCaseNote, listCaseNotes } from '../db/repositories/case-notes-repository.js';
import { findCompletenessProfile } from '../db/repositories/completeness-profiles-repository.js';
import { findNotApplicable } from '../db/repositories/customer-request-repository.js';
import { deleteReviewMark, listReviewMarks, saveReviewMark } from '../db/repositories/review-marks-repository.js';
import { findUser, findUserNames } from '../db/repositories/users-repository.js';
import { findVerificationRecord, updateVerification } from '../db/repositories/verifications-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { computeRequestedData, type ProfileRequirements } from '../domain/completeness-profile.js';
import { missingWithout } from '../domain/not-applicable.js';
import { type ReviewTab, reviewProgress, type TabChanges } from '../domain/review-progress.js';
import { uuidv7 } from '../domain/uuid.js';
import { resolveAuditActors } from './audit-actors.js';
import { loadCompletenessSnapshot } from './completeness-snapshot.js';
import { type Actor, actorKey, type ServiceContext } from './service-context.js';

/** An officer's work on a case that is not a state change: assignment, notes and review marks. All audit-logged. */

async function requireCase(db: Db, accountId: string, id: string) {
  const row = await findVerificationRecord(db, accountId, id);
  if (!row) throw AppError.notFound('Verification');
  return row;
}

async function audit(
  db: Db,
  actor: Actor,
  verificationId: string,
  action: string,
  at: string,
  extra: { comment?: string | null; data?: Record<string, unknown> } = {},
) {
  await appendAuditLog(db, {
    id: uuidv7(),
    account_id: actor.accountId,
    verification_id: verificationId,
    actor_type: actor.type,
    actor_id: actor.id,
    action,
    from_state: null,
    to_state: null,
    comment: extra.comment ?? null,
    data: extra.data === undefined ? null : toJson(extra.data),
    created_at: at,
  });
}

/**
 * Assigns a case to a user of the account who may review (admin or officer), or unassigns it with null. `me` is
 * resolved by the caller. Assigning to whoever already has it changes nothing and logs nothing.
 */
export async function assignCase(ctx: ServiceContext, actor: Actor, verificationId: string, userId: string | null) {
  const accountId = actor.accountId;
  await inTransaction(ctx.db, async (trx) => {
    const row = await requireCase(trx, accountId, verificationId);
    let user: { id: string; name: string; email: string } | null = null;
    if (userId !== null) {
      const found = await findUser(trx, accountId, userId);
      if (!found || found.deactivated_at !== null)
        throw AppError.field('user_id', 'no such active user in this account');
      if (found.role === 'viewer')
        throw AppError.field('user_id', 'viewers have read-only access and cannot be assigned');
      user = { id: found.id, name: found.name, email: found.email };
    }
    if (row.assigned_to === userId) return;
    const now = ctx.now();
    await updateVerification(trx, accountId, verificationId, { assigned_to: userId, updated_at: now });
    await audit(trx, actor, verificationId, userId === null ? 'case.unassigned' : 'case.assigned', now, {
      data: { from: row.assigned_to, to: user },
    });
  });
}

export async function listNotes(ctx: ServiceContext, accountId: string, verificationId: string) {
  await requireCase(ctx.db, accountId, verificationId);
  const rows = await listCaseNotes(ctx.db, accountId, verificationId);
  const actors = await resolveAuditActors(
    ctx,
    accountId,
    rows.map((r) => ({ actor_type: r.author_type, actor_id: r.author_id })),
  );
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    author: actors({ actor_type: row.author_type, actor_id: row.author_id }),
    created_at: row.created_at,
  }));
}

/** Notes are internal: the console and the API show them; the customer and webhooks never do. */
export async function addNote(ctx: ServiceContext, actor: Actor, verificationId: string, body: string) {
  const text = body.trim();
  if (text === '') throw AppError.field('body', 'must not be blank');
  const id = uuidv7();
  await inTransaction(ctx.db, async (trx) => {
    await requireCase(trx, actor.accountId, verificationId);
    const now = ctx.now();
    await insertCaseNote(trx, {
      id,
      account_id: actor.accountId,
      verification_id: verificationId,
      author_type: actor.type,
      author_id: actor.id,
      body: text,
      created_at: now,
    });
    await audit(trx, actor, verificationId, 'note.added', now, { comment: text, data: { note_id: id } });
  });
  const notes = await listNotes(ctx, actor.accountId, verificationId);
  return notes.find((n) => n.id === id) as (typeof notes)[number];
}

/** Each review tab with whether it stands reviewed, by whom and when. */
export async function getReviewProgress(ctx: ServiceContext, accountId: string, verificationId: string) {
  const row = await requireCase(ctx.db, accountId, verificationId);
  const marks = await listReviewMarks(ctx.db, accountId, [verificationId]);
  const progress = reviewProgress(marks, row.tab_changed_at === null ? {} : fromJson<TabChanges>(row.tab_changed_at));
  const userIds = progress.tabs
    .map((t) => t.marked_by)
    .filter((key): key is string => key?.startsWith('user:') === true)
    .map((key) => key.slice(5));
  const names = new Map((await findUserNames(ctx.db, accountId, userIds)).map((u) => [`user:${u.id}`, u.name]));
  return {
    ...progress,
    tabs: progress.tabs.map((t) => ({
      ...t,
      marked_by_name: t.marked_by === null ? null : (names.get(t.marked_by) ?? null),
    })),
  };
}

export async function setTabReviewed(
  ctx: ServiceContext,
  actor: Actor,
  verificationId: string,
  tab: ReviewTab,
  reviewed: boolean,
) {
  await inTransaction(ctx.db, async (trx) => {
    await requireCase(trx, actor.accountId, verificationId);
    const now = ctx.now();
    if (reviewed) {
      await saveReviewMark(trx, {
        verification_id: verificationId,
        tab,
        account_id: actor.accountId,
        marked_by: actorKey(actor),
        marked_at: now,
      });
    } else {
      await deleteReviewMark(trx, actor.accountId, verificationId, tab);
    }
    await audit(trx, actor, verificationId, reviewed ? 'review.tab_marked' : 'review.tab_unmarked', now, {
      data: { tab },
    });
  });
  return getReviewProgress(ctx, actor.accountId, verificationId);
}

/**
 * What the case's onboarding profile requires and the case does not hold yet (null when the case has no
 * profile): the same rule that builds a data update request, computed now.
 */
export async function caseCompleteness(ctx: ServiceContext, accountId: string, verificationId: string) {
  const row = await requireCase(ctx.db, accountId, verificationId);
  if (row.completeness_profile_id === null) return null;
  const profile = await findCompletenessProfile(ctx.db, accountId, row.completeness_profile_id);
  if (!profile) return null;
  const snapshot = await loadCompletenessSnapshot(ctx.db, accountId, verificationId);
  const notApplicable = await findNotApplicable(ctx.db, accountId, verificationId);
  const missing = computeRequestedData(profile.id, fromJson<ProfileRequirements>(profile.requirements), snapshot);
  return {
    profile_name: profile.name,
    comment: null,
    // A section answered "Not applicable" counts as complete; its reason is shown instead.
    not_applicable: notApplicable,
    ...missingWithout(missing, new Set(notApplicable.map((na) => na.section))),
  };
}
