import { fromBool, fromJson } from '../db/column-values.js';
import { findAccountUnscoped } from '../db/repositories/accounts-repository.js';
import { listReviewMarks } from '../db/repositories/review-marks-repository.js';
import { findUserNames } from '../db/repositories/users-repository.js';
import type { VerificationRecordRow } from '../db/repositories/verifications-repository.js';
import { reviewProgress, type TabChanges } from '../domain/review-progress.js';
import type { VerificationStatus } from '../domain/verification-status.js';
import { eventsForCaller } from '../domain/verification-transitions.js';
import { presentVerification } from './presenters.js';
import { actorKey, type Caller, type ServiceContext } from './service-context.js';

/**
 * Verification records as one caller sees them: the record, who it is assigned to (by name), how much of it has
 * been reviewed, and the events this caller may send now (with the reason for those they may not). Three queries
 * however many records: the account's QA rule, the assignees' names and the review marks.
 */
export async function presentCases(ctx: ServiceContext, caller: Caller, rows: readonly VerificationRecordRow[]) {
  if (rows.length === 0) return [];
  const accountId = caller.actor.accountId;
  const assigneeIds = [...new Set(rows.map((r) => r.assigned_to).filter((id): id is string => id !== null))];
  const [account, assignees, marks] = await Promise.all([
    findAccountUnscoped(ctx.db, accountId),
    findUserNames(ctx.db, accountId, assigneeIds),
    listReviewMarks(
      ctx.db,
      accountId,
      rows.map((r) => r.id),
    ),
  ]);
  const requiresQa = account ? fromBool(account.requires_qa) : false;
  const assigneeById = new Map(assignees.map((u) => [u.id, u]));
  // Grouped once: a page of 50 cases with many marks each stays linear.
  const marksByCase = new Map<string, typeof marks>();
  for (const mark of marks) {
    const list = marksByCase.get(mark.verification_id);
    if (list) list.push(mark);
    else marksByCase.set(mark.verification_id, [mark]);
  }
  const key = actorKey(caller.actor);
  return rows.map((row) => {
    const events = eventsForCaller(
      {
        status: row.status as VerificationStatus,
        requiresQa,
        currentAssessment: row.assessment,
        sentToQaBy: row.sent_to_qa_by,
        actorKey: key,
      },
      caller.role !== 'viewer',
    );
    const changes = row.tab_changed_at === null ? {} : fromJson<TabChanges>(row.tab_changed_at);
    const progress = reviewProgress(marksByCase.get(row.id) ?? [], changes);
    const assignee = row.assigned_to === null ? undefined : assigneeById.get(row.assigned_to);
    return {
      ...presentVerification(row),
      assignee: assignee ? { id: assignee.id, name: assignee.name, email: assignee.email } : null,
      allowed_events: events.allowed,
      blocked_events: events.blocked,
      review_progress: { reviewed: progress.reviewed, total: progress.total },
    };
  });
}

export type CaseView = Awaited<ReturnType<typeof presentCases>>[number];
