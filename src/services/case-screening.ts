import { fromBool, fromNullableBool, toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { findAccountUnscoped } from '../db/repositories/accounts-repository.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { findErasure } from '../db/repositories/erasure-repository.js';
import { clearScreeningFailure } from '../db/repositories/screening-failures-repository.js';
import {
  countUndecidedIssues,
  insertScreeningIssue,
  listCaseIssuesOfSubjects,
  type ScreeningIssueRow,
  updateScreeningIssue,
} from '../db/repositories/screening-issues-repository.js';
import {
  deleteStoredSubjects,
  insertStoredSubjects,
  listStoredSubjects,
  loadScreenableCase,
  type ScreeningSubjectRow,
  updateStoredSubject,
} from '../db/repositories/screening-subjects-repository.js';
import { findVerificationState, markTabsChanged } from '../db/repositories/verifications-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { sha256Hex } from '../domain/random-token.js';
import { rescreenOutcome } from '../domain/screening-issue-rules.js';
import { type CaseSubject, caseSubjects, entryFingerprint, subjectFingerprint } from '../domain/screening-subjects.js';
import { uuidv7 } from '../domain/uuid.js';
import { screeningCompletedEvent, screeningHitEvent, type WebhookEvent } from '../domain/webhook-events.js';
import { computeStructure, presentPeople } from './ownership-reads.js';
import { loadStructure } from './ownership-snapshot.js';
import {
  type ScreeningMatch,
  type ScreeningSubject,
  ScreeningUnavailableError,
  screeningBackendOf,
  stableEntryId,
} from './screening-backend.js';
import { recordFailedScreening } from './screening-failures.js';
import type { ServiceContext } from './service-context.js';
import { enqueueWebhookEvents } from './webhook-outbox.js';

/** Why a case is screened (the audit log says). */
export type ScreeningTrigger =
  | 'intake'
  | 'submission'
  | 'data_change'
  | 'list_update'
  | 'provider_update'
  | 'manual'
  | 'retry';

/**
 * The persons and companies of the case's declared ownership structure (issue 19) that are not screened already
 * as directors: every individual shareholder, controller and beneficial owner (role `ubo` when they qualify, else
 * `shareholder`, else `controller`), and every corporate shareholder (kind company, with its jurisdiction). A
 * person's key is their person id (one person per case, kept across structure replacements); a company's key is
 * derived from its name, number and jurisdiction, because a replacement writes new entity rows: a dismissed hit
 * must not come back only because the customer declared the same structure again.
 */
export async function ownershipSubjects(db: Db, accountId: string, verificationId: string): Promise<CaseSubject[]> {
  let computed: ReturnType<typeof computeStructure>;
  try {
    computed = computeStructure(await loadStructure(db, accountId, verificationId));
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return [];
    throw error;
  }
  const out: CaseSubject[] = [];
  const base = { aliases: [], address: null, address_type: null };
  for (const person of presentPeople(computed)) {
    if (person.roles.includes('director') || person.roles.length === 0) continue;
    const name = `${person.given_names} ${person.surname}`.trim().replace(/\s+/g, ' ');
    if (name === '') continue;
    const role = (['ubo', 'shareholder', 'controller'] as const).find((r) => person.roles.includes(r)) as string;
    out.push({
      ...base,
      key: `owner:person:${person.id}`,
      kind: 'person',
      role,
      ref: { type: 'person', id: person.id },
      name,
      date_of_birth: person.date_of_birth,
      nationality: person.nationality,
      jurisdiction_code: null,
    });
  }
  const seen = new Set<string>();
  for (const e of computed.snapshot.entities) {
    const name = e.formal_name?.trim().replace(/\s+/g, ' ') ?? '';
    if (e.type !== 'company' || name === '') continue;
    const identity = sha256Hex(JSON.stringify([name.toLowerCase(), e.company_number ?? '', e.jurisdiction_code ?? '']));
    const key = `owner:company:${identity.slice(0, 32)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      ...base,
      key,
      kind: 'company',
      role: 'corporate_shareholder',
      ref: { type: 'company', id: e.id },
      name,
      date_of_birth: null,
      nationality: null,
      jurisdiction_code: e.jurisdiction_code,
      registration_number: e.company_number ?? null,
    });
  }
  return out;
}

/** The matcher's input for a subject. */
export function matcherSubject(s: CaseSubject): ScreeningSubject {
  return {
    key: s.key,
    kind: s.kind,
    name: s.name,
    aliases: s.aliases,
    date_of_birth: s.date_of_birth,
    nationality: s.nationality,
    jurisdiction_code: s.jurisdiction_code,
    // The matcher reads `address` as a crypto address; a person's postal address is the issue's, not its.
    address: s.kind === 'crypto_address' ? s.name : null,
    address_type: s.address_type,
    registration_number: s.registration_number ?? null,
  };
}

/** What an issue keeps of its subject: enough for the officer to compare side by side, and for the export. */
function subjectSnapshot(s: CaseSubject) {
  return {
    key: s.key,
    kind: s.kind,
    role: s.role,
    ref: s.ref,
    name: s.name,
    aliases: s.aliases,
    date_of_birth: s.date_of_birth,
    nationality: s.nationality,
    jurisdiction_code: s.jurisdiction_code,
    address: s.address,
    address_type: s.address_type,
    registration_number: s.registration_number ?? null,
  };
}

const DECIDED_STATES = new Set(['completed', 'rejected']);

/** An issue nobody has proposed a dismissal of (a new one, or one whose proposal is withdrawn). */
const NO_PROPOSAL = { proposed_relevant: null, proposed_comment: null, proposed_by: null, proposed_at: null } as const;
/** An issue nobody has decided nor proposed anything about: how every new issue, of a case or a check, starts. */
export const UNDECIDED = { relevant: null, comment: null, decided_by: null, decided_at: null, ...NO_PROPOSAL } as const;

/**
 * Writes what the matcher found for some subjects of a case, inside the caller's transaction, by the rules of
 * screening-issue-rules.ts: new hits are inserted, dismissed ones return only when the entry or the subject
 * changed. A hit that arrives on a decided case is an alert; the decision itself is never touched.
 * Returns the webhook events (one per new or changed hit).
 */
export async function applyMatches(
  trx: Db,
  accountId: string,
  verificationId: string,
  caseStatus: string,
  matches: readonly ScreeningMatch[],
  subjects: ReadonlyMap<string, { subject: CaseSubject; fingerprint: string }>,
  now: string,
): Promise<{ events: WebhookEvent[]; hits: number }> {
  const keys = [...new Set(matches.map((m) => m.subject_key))];
  const existing = new Map<string, ScreeningIssueRow>();
  for (const row of await listCaseIssuesOfSubjects(trx, accountId, verificationId, keys)) {
    existing.set(`${row.subject_key}\n${row.entry_id}`, row);
  }
  const alert = DECIDED_STATES.has(caseStatus);
  const events: WebhookEvent[] = [];
  let hits = 0;
  for (const match of matches) {
    const subject = subjects.get(match.subject_key);
    if (!subject) continue;
    const prints = { entry: entryFingerprint(match.entry), subject: subject.fingerprint };
    const entryId = stableEntryId(match);
    const row = existing.get(`${match.subject_key}\n${entryId}`);
    const outcome = rescreenOutcome(
      row && {
        relevant: fromNullableBool(row.relevant),
        entry_fingerprint: row.entry_fingerprint,
        subject_fingerprint: row.subject_fingerprint,
        proposed_by: row.proposed_by,
      },
      prints,
    );
    if (outcome === 'unchanged') continue;
    const snapshot = {
      subject: toJson(subjectSnapshot(subject.subject)),
      subject_role: subject.subject.role,
      source: match.source,
      list_version_id: match.list_version_id,
      entry: toJson(match.entry),
      score: match.score,
      explanation: toJson(match.explanation),
      entry_fingerprint: prints.entry,
      subject_fingerprint: prints.subject,
      updated_at: now,
    };
    if (outcome === 'insert' || !row) {
      const id = uuidv7(Date.parse(now));
      await insertScreeningIssue(trx, {
        id,
        account_id: accountId,
        verification_id: verificationId,
        check_id: null,
        subject_key: match.subject_key,
        subject_kind: subject.subject.kind,
        category: match.category,
        entry_id: entryId,
        ...UNDECIDED,
        changed_since_dismissed: false,
        alert,
        created_at: now,
        ...snapshot,
      });
      events.push(screeningHitEvent(verificationId, id, 'new', match.category, now));
      hits += 1;
      continue;
    }
    if (outcome === 'reopen') {
      await updateScreeningIssue(trx, accountId, row.id, {
        ...snapshot,
        // A new dismissal starts over: the four-eyes proposal of the old one confirms nothing now.
        ...UNDECIDED,
        changed_since_dismissed: true,
        alert: alert || fromBool(row.alert),
      });
    } else if (outcome === 'refresh') {
      // A dismissal proposed on the old data is withdrawn: the second officer would confirm what nobody saw.
      await updateScreeningIssue(trx, accountId, row.id, { ...snapshot, ...NO_PROPOSAL });
    } else {
      await updateScreeningIssue(trx, accountId, row.id, snapshot);
    }
    events.push(screeningHitEvent(verificationId, row.id, 'changed', match.category, now));
    hits += 1;
  }
  // A new or changed hit is new data on the Screening tab: its "Reviewed" mark lapses.
  if (hits > 0) await markTabsChanged(trx, accountId, verificationId, ['screening'], now);
  return { events, hits };
}

/**
 * Closes a screening run on a case inside its transaction: the audit entry with the hits and what is left
 * undecided, the `screening.completed` webhook after the run's hit events, all queued. Returns how many
 * deliveries it queued (the caller wakes the deliverer after the commit).
 */
export async function recordScreeningCompleted(
  ctx: ServiceContext,
  trx: Db,
  accountId: string,
  verificationId: string,
  run: { trigger: ScreeningTrigger; subjects?: number },
  events: WebhookEvent[],
  hits: number,
  now: string,
): Promise<number> {
  const undecided = await countUndecidedIssues(trx, accountId, verificationId);
  await appendAuditLog(trx, {
    id: uuidv7(),
    account_id: accountId,
    verification_id: verificationId,
    actor_type: 'system',
    actor_id: null,
    action: 'screening.completed',
    from_state: null,
    to_state: null,
    comment: null,
    data: toJson({ ...run, new_or_changed_hits: hits, undecided_hits: undecided }),
    created_at: now,
  });
  events.push(screeningCompletedEvent(verificationId, { hits, undecided }, now));
  return enqueueWebhookEvents(ctx, trx, accountId, verificationId, events, now);
}

/** The account's threshold for the matcher (undefined: its default). */
export function thresholdOf(value: number | null | undefined): { threshold?: number } {
  return value === null || value === undefined ? {} : { threshold: value };
}

/**
 * Screens a case: builds its subjects from its data, screens those that are new or whose screened data changed
 * (all of them on intake), stores the subjects for later delta rescreens, and records the hits with their
 * webhooks and an audit entry in one transaction. A case whose subjects did not change is not screened again.
 * When the provider does not answer (yente down), the failure is recorded on the case (`failed`) and nothing else
 * is written: the subjects stay unscreened for the retry.
 */
export async function screenCase(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  trigger: ScreeningTrigger,
): Promise<{ screened: number; hits: number; failed?: true }> {
  const [data, owners, stored, account] = await Promise.all([
    loadScreenableCase(ctx.db, accountId, verificationId),
    ownershipSubjects(ctx.db, accountId, verificationId),
    listStoredSubjects(ctx.db, accountId, verificationId),
    findAccountUnscoped(ctx.db, accountId),
  ]);
  const subjects = caseSubjects({ ...data, owners }).map((subject) => ({
    subject,
    fingerprint: subjectFingerprint(subject),
  }));
  const storedByKey = new Map(stored.map((s) => [s.subject_key, s]));
  const toScreen = subjects.filter((s) => storedByKey.get(s.subject.key)?.fingerprint !== s.fingerprint);
  const current = new Set(subjects.map((s) => s.subject.key));
  const gone = stored.filter((s) => !current.has(s.subject_key));
  if (toScreen.length === 0 && gone.length === 0) return { screened: 0, hits: 0 };

  const backend = screeningBackendOf(ctx);
  // Before the first list import the subjects are only stored: that import screens them (delta: every entry is new).
  const listsLoaded = toScreen.length > 0 && (await backend.hasLists(ctx));
  let matches: ScreeningMatch[] = [];
  try {
    if (listsLoaded) {
      const asked = toScreen.map((s) => matcherSubject(s.subject));
      // On a request's path (intake, submission, a data change) the caller waits: one attempt; the worker retries.
      const waits = trigger !== 'retry';
      matches = await backend.screenSubjects(ctx, asked, {
        ...thresholdOf(account?.screening_threshold),
        ...(waits ? { callerWaits: true } : {}),
      });
    }
  } catch (error) {
    if (!(error instanceof ScreeningUnavailableError)) throw error;
    // The case itself is committed: its screening waits for the provider, recorded where the officer sees it.
    await recordFailedScreening(ctx, accountId, verificationId, {
      trigger,
      subjects: toScreen.length,
      reason: error.message,
    });
    return { screened: 0, hits: 0, failed: true };
  }
  let delivered = 0;
  const result = await inTransaction(ctx.db, async (trx) => {
    const state = await findVerificationState(trx, accountId, verificationId);
    if (!state || (await findErasure(trx, accountId, verificationId))) return { screened: 0, hits: 0 };
    const now = ctx.now();
    await storeSubjects(trx, accountId, verificationId, toScreen, storedByKey, gone, now);
    await clearScreeningFailure(trx, accountId, verificationId);
    if (!listsLoaded) return { screened: 0, hits: 0 };
    const byKey = new Map(toScreen.map((s) => [s.subject.key, s]));
    const { events, hits } = await applyMatches(trx, accountId, verificationId, state.status, matches, byKey, now);
    const run = { trigger, subjects: toScreen.length };
    delivered = await recordScreeningCompleted(ctx, trx, accountId, verificationId, run, events, hits, now);
    return { screened: toScreen.length, hits };
  });
  if (delivered > 0) ctx.deliverySignal.notify();
  return result;
}

async function storeSubjects(
  trx: Db,
  accountId: string,
  verificationId: string,
  screened: readonly { subject: CaseSubject; fingerprint: string }[],
  storedByKey: ReadonlyMap<string, ScreeningSubjectRow>,
  gone: readonly ScreeningSubjectRow[],
  now: string,
): Promise<void> {
  const fresh = [];
  for (const s of screened) {
    const data = toJson(subjectSnapshot(s.subject));
    const prior = storedByKey.get(s.subject.key);
    if (prior) {
      await updateStoredSubject(trx, accountId, prior.id, {
        data,
        fingerprint: s.fingerprint,
        screened_at: now,
        role: s.subject.role,
      });
      continue;
    }
    fresh.push({
      id: uuidv7(),
      account_id: accountId,
      verification_id: verificationId,
      subject_key: s.subject.key,
      kind: s.subject.kind,
      role: s.subject.role,
      data: toJson(subjectSnapshot(s.subject)),
      fingerprint: s.fingerprint,
      screened_at: now,
    });
  }
  await insertStoredSubjects(trx, fresh);
  await deleteStoredSubjects(
    trx,
    accountId,
    gone.map((g) => g.id),
  );
}
