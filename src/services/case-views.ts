import { fromJson } from '../db/column-values.js';
import { accountRequiresQa } from '../db/repositories/accounts-repository.js';
import type { CaseKeyRow } from '../db/repositories/case-list-repository.js';
import { listReviewMarks, type ReviewMarkRow } from '../db/repositories/review-marks-repository.js';
import { findUserNames } from '../db/repositories/users-repository.js';
import { findVerificationRecords, type VerificationRecordRow } from '../db/repositories/verifications-repository.js';
import { type ReviewMark, reviewProgress, type TabChanges } from '../domain/review-progress.js';
import type { VerificationStatus } from '../domain/verification-status.js';
import { eventsForCaller } from '../domain/verification-transitions.js';
import type { CaseState, KeptCase } from './case-view-memo.js';
import { asciiJson } from './company-detail.js';
import { presentVerification } from './presenters.js';
import { actorKey, type Caller, type ServiceContext } from './service-context.js';

/** How much of a case has been reviewed: its marks against when each tab's data last changed. */
export function reviewCounts(marks: readonly ReviewMark[], tabChangedAt: unknown) {
  const progress = reviewProgress(marks, tabChangedAt === null ? {} : fromJson<TabChanges>(tabChangedAt));
  return { reviewed: progress.reviewed, total: progress.total };
}

/** The review marks of these cases, by case; grouped once, so a page of cases with many marks each stays linear. */
export async function marksByCase(ctx: ServiceContext, accountId: string, ids: readonly string[]) {
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
  const [requiresQa, assignees] = await Promise.all([
    accountRequiresQa(ctx.db, accountId),
    findUserNames(ctx.db, accountId, assigneeIds),
  ]);
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

/** ASCII JSON as the bytes it is (asciiJson leaves nothing outside ASCII, so latin1 copies it byte for byte). */
function asciiBytes(json: string): Buffer {
  return Buffer.from(asciiJson(json), 'latin1');
}

/** A presented record, and its review progress, as the KeptCase's bytes. */
function keptCaseOf(row: VerificationRecordRow, marks: readonly ReviewMark[]): KeptCase {
  return {
    recordOpen: asciiBytes(JSON.stringify(presentVerification(row))).subarray(0, -1),
    state: {
      id: row.id,
      status: row.status,
      assessment: row.assessment,
      sent_to_qa_by: row.sent_to_qa_by,
      assigned_to: row.assigned_to,
      tab_changed_at: row.tab_changed_at,
    },
    stateKey: `${row.status}\n${row.assessment}\n${row.sent_to_qa_by}\n${row.assigned_to}`,
    progressClose: asciiBytes(`"review_progress":${JSON.stringify(reviewCounts(marks, row.tab_changed_at))}}`),
  };
}

const COMMA = Buffer.from(',');

/**
 * A list page's cases as one caller sees them (the same fields as presentCases), as the bytes of their JSON array
 * items with commas between: each case's record, state and review progress come from the CaseViewMemo while its
 * version is unchanged; only the other cases are read whole and rendered (and kept). A case gone since the page
 * was read is left out.
 */
export async function presentCaseListBytes(
  ctx: ServiceContext,
  caller: Caller,
  keys: readonly CaseKeyRow[],
): Promise<Buffer[]> {
  if (keys.length === 0) return [];
  const accountId = caller.actor.accountId;
  const found = keys.map((key) => ctx.caseViews.get(key.id, key.view_version));
  const missing = keys.filter((_, i) => found[i] === undefined).map((key) => key.id);
  if (missing.length > 0) {
    const [rows, marks] = await Promise.all([
      findVerificationRecords(ctx.db, accountId, missing),
      marksByCase(ctx, accountId, missing),
    ]);
    const fresh = new Map<string, KeptCase>();
    for (const row of rows) {
      const kept = keptCaseOf(row, marks.get(row.id) ?? []);
      ctx.caseViews.set(row.id, row.view_version, kept);
      fresh.set(row.id, kept);
    }
    keys.forEach((key, i) => {
      found[i] ??= fresh.get(key.id);
    });
  }
  const cases = found.filter((kept): kept is KeptCase => kept !== undefined);
  const callerFields = await callerFieldsOf(
    ctx,
    caller,
    cases.map((c) => c.state),
  );
  // Cases whose caller's fields follow from the same values (stateKey) share one rendering.
  const fieldsByState = new Map<string, Buffer>();
  const parts: Buffer[] = [];
  for (const { recordOpen, state, stateKey, progressClose } of cases) {
    let fields = fieldsByState.get(stateKey);
    if (fields === undefined) {
      // Between the record's last field and the progress: `,"assignee":…,"blocked_events":[…],`.
      fields = asciiBytes(`,${JSON.stringify(callerFields(state)).slice(1, -1)},`);
      fieldsByState.set(stateKey, fields);
    }
    if (parts.length > 0) parts.push(COMMA);
    parts.push(recordOpen, fields, progressClose);
  }
  return parts;
}
