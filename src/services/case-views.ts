import { fromBool, fromJson } from '../db/column-values.js';
import { findAccountUnscoped } from '../db/repositories/accounts-repository.js';
import { listReviewMarks, type ReviewMarkRow } from '../db/repositories/review-marks-repository.js';
import { findUserNames } from '../db/repositories/users-repository.js';
import {
  type CaseKeyRow,
  findVerificationRecords,
  type VerificationRecordRow,
} from '../db/repositories/verifications-repository.js';
import { type ReviewMark, reviewProgress, type TabChanges } from '../domain/review-progress.js';
import type { VerificationStatus } from '../domain/verification-status.js';
import { eventsForCaller } from '../domain/verification-transitions.js';
import type { CaseState, KeptCase } from './case-view-memo.js';
import { asciiJson } from './company-detail.js';
import { presentVerification } from './presenters.js';
import { actorKey, type Caller, type ServiceContext } from './service-context.js';

/** How much of a case has been reviewed: its marks against when each tab's data last changed. */
function reviewCounts(marks: readonly ReviewMark[], tabChangedAt: unknown) {
  const progress = reviewProgress(marks, tabChangedAt === null ? {} : fromJson<TabChanges>(tabChangedAt));
  return { reviewed: progress.reviewed, total: progress.total };
}

/** The review marks of these cases, by case; grouped once, so a page of cases with many marks each stays linear. */
async function marksByCase(ctx: ServiceContext, accountId: string, ids: readonly string[]) {
  const byCase = new Map<string, ReviewMarkRow[]>();
  for (const mark of await listReviewMarks(ctx.db, accountId, ids)) {
    const list = byCase.get(mark.verification_id);
    if (list) list.push(mark);
    else byCase.set(mark.verification_id, [mark]);
  }
  return byCase;
}

/**
 * What a case shows one caller beyond its record and review progress: who it is assigned to (by name) and the
 * events this caller may send now (with the reason for those they may not). Two queries however many cases: the
 * account's QA rule and the assignees' names, read for every request since either may change at any time.
 */
async function callerFieldsOf(ctx: ServiceContext, caller: Caller, cases: readonly CaseState[]) {
  const accountId = caller.actor.accountId;
  const assigneeIds = [...new Set(cases.map((c) => c.assigned_to).filter((id): id is string => id !== null))];
  const [account, assignees] = await Promise.all([
    findAccountUnscoped(ctx.db, accountId),
    findUserNames(ctx.db, accountId, assigneeIds),
  ]);
  const requiresQa = account ? fromBool(account.requires_qa) : false;
  const assigneeById = new Map(assignees.map((u) => [u.id, u]));
  const key = actorKey(caller.actor);
  const canReview = caller.role !== 'viewer';
  return (state: CaseState) => {
    const events = eventsForCaller(
      {
        status: state.status as VerificationStatus,
        requiresQa,
        currentAssessment: state.assessment,
        sentToQaBy: state.sent_to_qa_by,
        actorKey: key,
      },
      canReview,
    );
    const assignee = state.assigned_to === null ? undefined : assigneeById.get(state.assigned_to);
    return {
      assignee: assignee ? { id: assignee.id, name: assignee.name, email: assignee.email } : null,
      allowed_events: events.allowed,
      blocked_events: events.blocked,
    };
  };
}

/** Verification records as one caller sees them: the record, callerFieldsOf and the review progress. */
export async function presentCases(ctx: ServiceContext, caller: Caller, rows: readonly VerificationRecordRow[]) {
  if (rows.length === 0) return [];
  const [callerFields, marks] = await Promise.all([
    callerFieldsOf(ctx, caller, rows),
    marksByCase(
      ctx,
      caller.actor.accountId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => ({
    ...presentVerification(row),
    ...callerFields(row),
    review_progress: reviewCounts(marks.get(row.id) ?? [], row.tab_changed_at),
  }));
}

export type CaseView = Awaited<ReturnType<typeof presentCases>>[number];

/**
 * A list page's cases as one caller sees them, each as JSON text (the same fields as presentCases): each case's
 * record, state and review progress come from the CaseViewMemo while its version is unchanged; only the other
 * cases are read whole and rendered (and kept). A case gone since the page was read is left out.
 */
export async function presentCaseListJson(
  ctx: ServiceContext,
  caller: Caller,
  keys: readonly CaseKeyRow[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const accountId = caller.actor.accountId;
  const kept = new Map<string, KeptCase>();
  const missing: string[] = [];
  for (const key of keys) {
    const found = ctx.caseViews.get(key.id, key.view_version);
    if (found === undefined) missing.push(key.id);
    else kept.set(key.id, found);
  }
  if (missing.length > 0) {
    const [rows, marks] = await Promise.all([
      findVerificationRecords(ctx.db, accountId, missing),
      marksByCase(ctx, accountId, missing),
    ]);
    for (const row of rows) {
      const fresh: KeptCase = {
        record: asciiJson(JSON.stringify(presentVerification(row))),
        state: {
          id: row.id,
          status: row.status,
          assessment: row.assessment,
          sent_to_qa_by: row.sent_to_qa_by,
          assigned_to: row.assigned_to,
          tab_changed_at: row.tab_changed_at,
        },
        reviewProgress: JSON.stringify(reviewCounts(marks.get(row.id) ?? [], row.tab_changed_at)),
      };
      ctx.caseViews.set(row.id, row.view_version, fresh);
      kept.set(row.id, fresh);
    }
  }
  const cases = keys.flatMap((key) => kept.get(key.id) ?? []);
  const callerFields = await callerFieldsOf(
    ctx,
    caller,
    cases.map((c) => c.state),
  );
  // The caller's fields follow from these four values (the rest is the same for the whole page): cases that share
  // them share one rendering.
  const fieldsByState = new Map<string, string>();
  return cases.map(({ record, state, reviewProgress }) => {
    const stateKey = `${state.status}\n${state.assessment}\n${state.sent_to_qa_by}\n${state.assigned_to}`;
    let fields = fieldsByState.get(stateKey);
    if (fields === undefined) {
      fields = asciiJson(JSON.stringify(callerFields(state))).slice(1, -1);
      fieldsByState.set(stateKey, fields);
    }
    // All three are JSON objects: the record's closing brace gives way to the caller's fields and the progress.
    return `${record.slice(0, -1)},${fields},"review_progress":${reviewProgress}}`;
  });
}
