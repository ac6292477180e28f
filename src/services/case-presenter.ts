import { fromJson } from '../db/column-values.js';
import { findAccessTokenNames } from '../db/repositories/access-tokens-repository.js';
import { type AccountReviewRules, accountReviewRules } from '../db/repositories/accounts-repository.js';
import type { CaseKeyRow } from '../db/repositories/case-list-repository.js';
import { listRevisionTimes } from '../db/repositories/case-revisions-repository.js';
import { listReviewMarks, type ReviewMarkRow } from '../db/repositories/review-marks-repository.js';
import { findUserNames } from '../db/repositories/users-repository.js';
import { findVerificationRecords, type VerificationRecordRow } from '../db/repositories/verifications-repository.js';
import { parseActorKey } from '../domain/actor-key.js';
import { type ReviewMark, reviewProgress, type TabChanges, unreviewedTabs } from '../domain/review-progress.js';
import type { VerificationStatus } from '../domain/verification-status.js';
import { eventsForCaller, fourEyesPerson } from '../domain/verification-transitions.js';
import { asciiJson } from './company-detail.js';
import type { CaseState, KeptCase } from './presented-case-memo.js';
import { presentVerification } from './resource-presenters.js';
import { actorKey, type Caller, type ServiceContext } from './service-context.js';

/** How much of a case has been reviewed (its marks against when each tab's data last changed), and what is not. */
export function reviewOf(marks: readonly ReviewMark[], tabChangedAt: unknown) {
  const progress = reviewProgress(marks, tabChangedAt === null ? {} : fromJson<TabChanges>(tabChangedAt));
  return { counts: { reviewed: progress.reviewed, total: progress.total }, unreviewed: unreviewedTabs(progress) };
}

function stateOf(row: VerificationRecordRow, unreviewed: CaseState['unreviewed']): CaseState {
  return {
    id: row.id,
    status: row.status,
    assessment: row.assessment,
    sent_to_qa_by: row.sent_to_qa_by,
    assigned_to: row.assigned_to,
    tab_changed_at: row.tab_changed_at,
    qa_reviewer_id: row.qa_reviewer_id,
    decided_at: row.decided_at,
    decided_by: row.decided_by,
    qa_by: row.qa_by,
    unreviewed,
  };
}

const DECIDED = new Set(['completed', 'rejected']);

/** The review marks of these cases, by case; grouped once, so a page of cases with many marks each stays linear. */
export async function marksByCase(ctx: ServiceContext, accountId: string, ids: readonly string[]) {
  const byCase = new Map<string, ReviewMarkRow[]>();
  for (const mark of await listReviewMarks(ctx.db, accountId, ids, ctx.readNow)) {
    const list = byCase.get(mark.verification_id);
    if (list) list.push(mark);
    else byCase.set(mark.verification_id, [mark]);
  }
  return byCase;
}

/**
 * What a case shows one caller beyond its record and review progress: the people it names (assignee, QA reviewer,
 * who decided and who did QA) and the events this caller may send now (with the reason for those they may not).
 * Three queries however many cases: the account's review rules (unless the caller read them with the cases), the
 * users' and the tokens' names, read for every request since any may change at any time.
 */
async function callerFieldsOf(
  ctx: ServiceContext,
  caller: Caller,
  cases: readonly Pick<CaseState, 'assigned_to' | 'qa_reviewer_id' | 'decided_by' | 'qa_by' | 'sent_to_qa_by'>[],
  rulesRead?: AccountReviewRules,
) {
  const accountId = caller.actor.accountId;
  const userIds = new Set<string>();
  const tokenIds = new Set<string>();
  // The caller's token and the senders' tokens: their creators are the people the four-eyes rule compares. With
  // no case sent to QA there is no sender to compare with, so the caller's token is not read (every state change
  // through the API presents its case this way).
  if (caller.actor.type === 'token' && cases.some((c) => c.sent_to_qa_by !== null)) tokenIds.add(caller.actor.id);
  for (const c of cases) {
    if (c.assigned_to !== null) userIds.add(c.assigned_to);
    if (c.qa_reviewer_id !== null) userIds.add(c.qa_reviewer_id);
    for (const key of [c.decided_by, c.qa_by, c.sent_to_qa_by]) {
      const actor = key === null ? null : parseActorKey(key);
      if (actor?.id == null) continue;
      if (actor.type === 'user') userIds.add(actor.id);
      if (actor.type === 'token') tokenIds.add(actor.id);
    }
  }
  const [rules, users, tokens] = await Promise.all([
    rulesRead ?? accountReviewRules(ctx.db, accountId),
    findUserNames(ctx.db, accountId, [...userIds]),
    tokenIds.size === 0 ? [] : findAccessTokenNames(ctx.db, accountId, [...tokenIds]),
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  const tokenNameById = new Map(tokens.map((token) => [token.id, token.name]));
  const tokenCreatorById = new Map(tokens.map((token) => [token.id, token.created_by]));
  const personOf = (key: string) => fourEyesPerson(key, tokenCreatorById.get(parseActorKey(key).id ?? ''));
  const person = (id: string | null) => {
    const user = id === null ? undefined : userById.get(id);
    return user ? { id: user.id, name: user.name, email: user.email } : null;
  };
  /** An actor who decided, named as the console's audit log names them. */
  const named = (actorKeyText: string) => {
    const { type, id } = parseActorKey(actorKeyText);
    const user = type === 'user' && id !== null ? userById.get(id) : undefined;
    const token = type === 'token' && id !== null ? tokenNameById.get(id) : undefined;
    let name = type === 'cli' ? 'Operator' : 'System';
    if (type === 'user') name = user?.name ?? 'A former user';
    if (type === 'token') name = token === undefined ? 'An access token' : `Access token “${token}”`;
    return { type, id, name };
  };
  const key = actorKey(caller.actor);
  const callerPerson = personOf(key);
  const canReview = caller.role !== 'viewer';
  return (state: CaseState) => {
    const events = eventsForCaller(
      {
        status: state.status as VerificationStatus,
        requiresQa: rules.requiresQa,
        currentAssessment: state.assessment,
        sentToQaBy: state.sent_to_qa_by,
        actorKey: key,
        sentToQaPerson: state.sent_to_qa_by === null ? null : personOf(state.sent_to_qa_by),
        actorPerson: callerPerson,
        requireReviewMarks: rules.requireReviewMarks,
        unreviewed: state.unreviewed,
      },
      canReview,
    );
    return {
      assignee: person(state.assigned_to),
      allowed_events: events.allowed,
      blocked_events: events.blocked,
      qa_reviewer: person(state.qa_reviewer_id),
      decision:
        DECIDED.has(state.status) && state.decided_at !== null && state.decided_by !== null
          ? {
              outcome: state.status === 'completed' ? 'approved' : 'rejected',
              decided_at: state.decided_at,
              decided_by: named(state.decided_by),
              qa_by: state.qa_by === null ? null : named(state.qa_by),
            }
          : null,
    };
  };
}

/**
 * Verification records as one caller sees them: the record, callerFieldsOf and the review progress. `rules`: the
 * account's review rules when they were read with the records (findVerificationRecordWithRules).
 */
export async function presentCases(
  ctx: ServiceContext,
  caller: Caller,
  rows: readonly VerificationRecordRow[],
  rules?: AccountReviewRules,
) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [callerFields, marks, revisionTimes] = await Promise.all([
    callerFieldsOf(ctx, caller, rows, rules),
    marksByCase(ctx, caller.actor.accountId, ids),
    listRevisionTimes(ctx.db, caller.actor.accountId, ids, ctx.readNow),
  ]);
  return rows.map((row) => {
    const review = reviewOf(marks.get(row.id) ?? [], row.tab_changed_at);
    return {
      ...presentVerification(row, revisionTimes.get(row.id) ?? []),
      ...callerFields(stateOf(row, review.unreviewed)),
      review_progress: review.counts,
    };
  });
}

export type CaseView = Awaited<ReturnType<typeof presentCases>>[number];

/** ASCII JSON as the bytes it is (asciiJson leaves nothing outside ASCII, so latin1 copies it byte for byte). */
function asciiBytes(json: string): Buffer {
  return Buffer.from(asciiJson(json), 'latin1');
}

/** A presented record, and its review progress, as the KeptCase's bytes. */
function keptCaseOf(
  row: VerificationRecordRow,
  marks: readonly ReviewMark[],
  revisionTimes: readonly string[],
): KeptCase {
  const review = reviewOf(marks, row.tab_changed_at);
  const unreviewed = review.unreviewed.map((t) => `${t.tab}${t.stale ? '*' : ''}`).join(',');
  return {
    recordOpen: asciiBytes(JSON.stringify(presentVerification(row, revisionTimes))).subarray(0, -1),
    state: stateOf(row, review.unreviewed),
    stateKey: [
      row.status,
      row.assessment,
      row.sent_to_qa_by,
      row.assigned_to,
      unreviewed,
      row.qa_reviewer_id,
      row.decided_at,
      row.decided_by,
      row.qa_by,
    ].join('\n'),
    progressClose: asciiBytes(`"review_progress":${JSON.stringify(review.counts)}}`),
  };
}

const COMMA = Buffer.from(',');

/**
 * A list page's cases as one caller sees them (the same fields as presentCases), as the bytes of their JSON array
 * items with commas between: each case's record, state and review progress come from the PresentedCaseMemo while its
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
    // A new revision bumps the case's view_version (migration 025), so kept records never lack one.
    const [rows, marks, revisionTimes] = await Promise.all([
      findVerificationRecords(ctx.db, accountId, missing),
      marksByCase(ctx, accountId, missing),
      listRevisionTimes(ctx.db, accountId, missing),
    ]);
    const fresh = new Map<string, KeptCase>();
    for (const row of rows) {
      const kept = keptCaseOf(row, marks.get(row.id) ?? [], revisionTimes.get(row.id) ?? []);
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
