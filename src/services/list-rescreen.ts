import { fromJson } from '../db/column-values.js';
import { findErasure } from '../db/repositories/erasure-repository.js';
import {
  listAccountsWithSubjectsUnscoped,
  listSubjectsToRescreen,
  type ScreeningSubjectRow,
} from '../db/repositories/screening-subjects-repository.js';
import { findVerificationState } from '../db/repositories/verifications-repository.js';
import { inTransaction } from '../db/transaction.js';
import type { CaseSubject } from '../domain/screening-subjects.js';
import {
  applyMatches,
  matcherSubject,
  recordScreeningCompleted,
  type ScreeningTrigger,
  thresholdOf,
} from './case-screening.js';
import { type ScreeningMatch, type ScreenOptions, screeningBackendOf } from './screening-backend.js';
import type { ServiceContext } from './service-context.js';

/** A stored subject as it was screened. */
function storedSubject(row: ScreeningSubjectRow): CaseSubject {
  const data = fromJson<Partial<CaseSubject>>(row.data);
  return {
    key: row.subject_key,
    kind: row.kind as CaseSubject['kind'],
    role: row.role,
    ref: data.ref ?? { type: 'person', id: '' },
    name: data.name ?? '',
    aliases: data.aliases ?? [],
    date_of_birth: data.date_of_birth ?? null,
    nationality: data.nationality ?? null,
    jurisdiction_code: data.jurisdiction_code ?? null,
    address: data.address ?? null,
    address_type: data.address_type ?? null,
    registration_number: data.registration_number ?? null,
  };
}

/** The first day of the monitoring period: a case decided on or after it is still rescreened. */
function monitoringSince(now: string, months: number): string {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString();
}

const RESCREEN_PAGE = 500;

/**
 * Delta screening after a list import (issue 20, section 3): the stored subjects of every open case, and of every
 * case decided inside its account's monitoring period, screened again against the entries that version changed
 * only. Walks the subjects a page at a time (memory stays flat), one transaction per case with hits.
 */
export async function rescreenAfterListImport(ctx: ServiceContext, listVersionId: string): Promise<RescreenTotals> {
  const changed = await screeningBackendOf(ctx).entriesChangedIn(ctx, listVersionId);
  if (changed.length === 0) return { subjects: 0, cases_with_hits: 0, hits: 0 };
  return rescreenStoredSubjects(ctx, 'list_update', { onlyEntryIds: changed });
}

/**
 * The same walk for a provider that keeps its own data (yente): the stored persons and companies screened again
 * against the entities it changed since `sinceDay` (crypto addresses stay with the embedded lists and their imports).
 */
export async function rescreenAfterProviderUpdate(ctx: ServiceContext, sinceDay: string): Promise<RescreenTotals> {
  return rescreenStoredSubjects(ctx, 'provider_update', { changedSince: sinceDay }, ['person', 'company']);
}

export interface RescreenTotals {
  readonly subjects: number;
  readonly cases_with_hits: number;
  readonly hits: number;
}

async function rescreenStoredSubjects(
  ctx: ServiceContext,
  trigger: ScreeningTrigger,
  delta: Pick<ScreenOptions, 'onlyEntryIds' | 'changedSince'>,
  kinds?: readonly string[],
): Promise<RescreenTotals> {
  const backend = screeningBackendOf(ctx);
  const totals = { subjects: 0, cases_with_hits: 0, hits: 0 };
  for (const account of await listAccountsWithSubjectsUnscoped(ctx.db)) {
    const since = monitoringSince(ctx.now(), account.screening_monitoring_months);
    let after: string | null = null;
    for (;;) {
      const fetched: ScreeningSubjectRow[] = await listSubjectsToRescreen(
        ctx.db,
        account.id,
        since,
        after,
        RESCREEN_PAGE,
      );
      if (fetched.length === 0) break;
      after = fetched[fetched.length - 1]?.id ?? null;
      const page = kinds ? fetched.filter((row) => kinds.includes(row.kind)) : fetched;
      totals.subjects += page.length;
      const matches = await backend.screenSubjects(
        ctx,
        // Keys name the case too: one call screens subjects of many cases.
        page.map((row) => ({
          ...matcherSubject(storedSubject(row)),
          key: `${row.verification_id}\n${row.subject_key}`,
        })),
        { ...thresholdOf(account.screening_threshold), ...delta },
      );
      const byCase = new Map<string, ScreeningMatch[]>();
      for (const m of matches) {
        const [verificationId, subjectKey] = m.subject_key.split('\n') as [string, string];
        const list = byCase.get(verificationId) ?? [];
        list.push({ ...m, subject_key: subjectKey });
        byCase.set(verificationId, list);
      }
      for (const [verificationId, caseMatches] of byCase) {
        const rows = page.filter((r) => r.verification_id === verificationId);
        const hits = await recordDeltaHits(ctx, account.id, verificationId, caseMatches, rows, trigger);
        if (hits > 0) {
          totals.cases_with_hits += 1;
          totals.hits += hits;
        }
      }
      if (fetched.length < RESCREEN_PAGE) break;
    }
  }
  return totals;
}

/** The hits of a delta rescreen on one case, in one transaction with their webhooks and audit entry. */
async function recordDeltaHits(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  matches: readonly ScreeningMatch[],
  rows: readonly ScreeningSubjectRow[],
  trigger: ScreeningTrigger,
): Promise<number> {
  let delivered = 0;
  const hits = await inTransaction(ctx.db, async (trx) => {
    const state = await findVerificationState(trx, accountId, verificationId);
    if (!state || (await findErasure(trx, accountId, verificationId))) return 0;
    const subjects = new Map(
      rows.map((r) => [r.subject_key, { subject: storedSubject(r), fingerprint: r.fingerprint }]),
    );
    const now = ctx.now();
    const { events, hits } = await applyMatches(trx, accountId, verificationId, state.status, matches, subjects, now);
    if (hits === 0) return 0;
    const run = { trigger };
    delivered = await recordScreeningCompleted(ctx, trx, accountId, verificationId, run, events, hits, now);
    return hits;
  });
  if (delivered > 0) ctx.deliverySignal.notify();
  return hits;
}
