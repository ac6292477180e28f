import { fromJson } from '../db/column-values.js';
import { findRevisionBefore } from '../db/repositories/case-revisions-repository.js';
import { AppError } from '../domain/app-error.js';
import type { CaseData } from '../domain/revision-diff.js';
import { revisionCutoff } from './case-data-at.js';
import type { CaseView } from './case-presenter.js';
import type { Caller, ServiceContext } from './service-context.js';
import { getVerification } from './verification-reads.js';

type Item = Record<string, unknown>;

/**
 * The verification record as the source system's `timestamp` (Unix seconds) names it: the latest revision at or
 * before that time. A revision keeps the case's data, not its workflow, so only what the record shows of the data
 * comes from it — the company under review's name, number, jurisdiction and e-mail (and the `entity_*` members
 * that repeat them) and the revisions made by then. Status, assessment, comments, assignment, risk, schedule,
 * retention and erasure are the case's as they are now: no revision recorded them (docs/interface.md).
 * 404 for an unknown case, and when the case had no revision yet at that time.
 */
export async function getVerificationAt(
  ctx: ServiceContext,
  caller: Caller,
  id: string,
  timestamp: number,
): Promise<CaseView> {
  const now = await getVerification(ctx, caller, id);
  const revision = await findRevisionBefore(ctx.db, caller.actor.accountId, id, revisionCutoff(timestamp));
  if (revision === undefined) throw AppError.notFound('Revision');
  // The company under review is the first a revision stores (companies by position; it is position 0).
  const company: Item = fromJson<CaseData>(revision.data).companies[0] ?? {};
  const name = (company.formal_name as string | null | undefined) ?? '';
  const number = (company.company_number as string | null | undefined) ?? '';
  return {
    ...now,
    company_name: name,
    company_number: number,
    company_jurisdiction: (company.jurisdiction ?? null) as CaseView['company_jurisdiction'],
    entity_name: name,
    entity_identifier: number,
    entity_contact_email: (company.email as string | null | undefined) ?? '',
    revision_timestamps: now.revision_timestamps.filter((seconds) => seconds <= timestamp),
  };
}
