import { type SelectQueryBuilder, sql } from 'kysely';
import { containsPattern } from '../../domain/case-search.js';
import type { Database, VerificationTable } from '../schema.js';
import type { SqlDialect } from '../sql-dialect.js';

/* The case queue's filters: what narrows its pages (case-list-repository.ts) and its counts (case-counts-repository.ts). */
/** What narrows the case list and the queue's counts (everything but the order and the page). */
export interface VerificationFilter {
  readonly statuses?: readonly string[];
  readonly customerId?: string;
  readonly createdFrom?: string;
  readonly createdTo?: string;
  readonly updatedSince?: string;
  /** Cases last changed before this instant (the source system's `updated_at` day is [updatedSince, updatedBefore)). */
  readonly updatedBefore?: string;
  /** Text the company under review's name contains (any case): the source system's `company_name`. */
  readonly companyName?: string;
  /**
   * The cases of the company a company id names (the source system's `company_id`): each case keeps its own copy of
   * the company, so the company under review of the case holding that id, by jurisdiction and number.
   */
  readonly sameCompanyAs?: string;
  /** Text the company name, company number or customer id contains (any case). */
  readonly search?: string;
  /** A user id, or null for the unassigned cases. */
  readonly assignedTo?: string | null;
  /** The company's jurisdiction: any of these codes (lower case). */
  readonly jurisdictionCodes?: readonly string[];
  /** The latest external risk level, or `none` for the cases without one. */
  readonly risk?: 'low' | 'medium' | 'high' | 'none';
  /** Cases that entered their current state before this time (the queue's "waiting longer than N days"). */
  readonly enteredStateBefore?: string;
  /** The QA reviewer named when the case was sent to QA (the QA tab's "Waiting for me"). */
  readonly qaReviewerId?: string;
  /**
   * Screening (issue 20): `open`, cases with a hit waiting for a decision; `alerts`, cases with such a hit that
   * arrived after the case was decided.
   */
  readonly screening?: 'open' | 'alerts';
  /** Dossier's own risk level that stands on the case, or `not_assessed`. */
  readonly riskAssessment?: 'low' | 'medium' | 'high' | 'prohibited' | 'not_assessed';
  readonly verificationType?: 'primary' | 'recurring';
  /** Cases whose current state was due before this instant (the queue's "Overdue"). */
  readonly dueBefore?: string;
  /** Completed cases whose next review falls on or before this day (YYYY-MM-DD). */
  readonly reviewDueBy?: string;
}

/** The FTS5 phrase (a quoted string) for a SQLite search of three characters or more, else null (LIKE does it). */
export function searchPhrase(dialect: SqlDialect, filter: VerificationFilter): string | null {
  const search = filter.search?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (dialect !== 'sqlite' || search === undefined || [...search].length < 3) return null;
  return `"${search.replace(/"/g, '""')}"`;
}

export type FilterableQuery = SelectQueryBuilder<Database & { v: VerificationTable }, 'v', unknown>;

/**
 * Applies a filter to a query over `verifications as v`. Search is index-backed on both databases: a trigram
 * index (PostgreSQL's pg_trgm, SQLite's FTS5 trigram table) finds text of three characters or more anywhere;
 * shorter text scans the account's cases.
 */
export function applyFilter<Q extends FilterableQuery>(query: Q, filter: VerificationFilter, dialect: SqlDialect): Q {
  let q = query as FilterableQuery;
  if (filter.statuses && filter.statuses.length > 0) q = q.where('v.status', 'in', [...filter.statuses]);
  if (filter.customerId !== undefined) q = q.where('v.customer_id', '=', filter.customerId);
  if (filter.createdFrom !== undefined) q = q.where('v.created_at', '>=', filter.createdFrom);
  if (filter.createdTo !== undefined) q = q.where('v.created_at', '<', filter.createdTo);
  if (filter.updatedSince !== undefined) q = q.where('v.updated_at', '>=', filter.updatedSince);
  if (filter.updatedBefore !== undefined) q = q.where('v.updated_at', '<', filter.updatedBefore);
  if (filter.companyName !== undefined) {
    q = q.where(
      sql<boolean>`lower(v.company_name) LIKE ${containsPattern(filter.companyName.trim().toLowerCase())} ESCAPE '\\'`,
    );
  }
  if (filter.sameCompanyAs !== undefined) {
    const companyId = filter.sameCompanyAs;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('companies as sc')
          .innerJoin('verifications as sv', 'sv.id', 'sc.verification_id')
          .select('sc.id')
          .where('sc.id', '=', companyId)
          .where('sc.position', '=', 0)
          .whereRef('sc.account_id', '=', 'v.account_id')
          .whereRef('sv.account_id', '=', 'v.account_id')
          .whereRef('sv.jurisdiction_code', '=', 'v.jurisdiction_code')
          .whereRef('sv.company_number', '=', 'v.company_number'),
      ),
    );
  }
  if (filter.assignedTo !== undefined) {
    q =
      filter.assignedTo === null
        ? q.where('v.assigned_to', 'is', null)
        : q.where('v.assigned_to', '=', filter.assignedTo);
  }
  if (filter.jurisdictionCodes !== undefined && filter.jurisdictionCodes.length > 0) {
    q = q.where('v.jurisdiction_code', 'in', [...filter.jurisdictionCodes]);
  }
  if (filter.risk !== undefined) {
    q = filter.risk === 'none' ? q.where('v.risk_level', 'is', null) : q.where('v.risk_level', '=', filter.risk);
  }
  if (filter.enteredStateBefore !== undefined) q = q.where('v.status_changed_at', '<', filter.enteredStateBefore);
  if (filter.qaReviewerId !== undefined) q = q.where('v.qa_reviewer_id', '=', filter.qaReviewerId);
  if (filter.screening !== undefined) {
    const alertsOnly = filter.screening === 'alerts';
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('screening_issues as si')
          .select('si.id')
          .whereRef('si.account_id', '=', 'v.account_id')
          .whereRef('si.verification_id', '=', 'v.id')
          .where('si.relevant', 'is', null)
          .$if(alertsOnly, (w) => w.where('si.alert', '=', true)),
      ),
    );
  }
  if (filter.riskAssessment !== undefined) {
    q =
      filter.riskAssessment === 'not_assessed'
        ? q.where('v.assessed_level', 'is', null)
        : q.where('v.assessed_level', '=', filter.riskAssessment);
  }
  if (filter.verificationType !== undefined) q = q.where('v.verification_type', '=', filter.verificationType);
  if (filter.dueBefore !== undefined) q = q.where('v.due_at', '<', filter.dueBefore);
  if (filter.reviewDueBy !== undefined) q = q.where('v.next_review_at', '<=', filter.reviewDueBy);
  const search = filter.search?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (search !== undefined && search !== '') {
    const phrase = searchPhrase(dialect, filter);
    if (phrase !== null) {
      q = q.where(
        'v.id',
        'in',
        sql<string>`(SELECT k.verification_id FROM verification_search s
          JOIN verification_search_keys k ON k.rowid = s.rowid WHERE verification_search MATCH ${phrase})`,
      );
    } else {
      q = q.where(sql<boolean>`v.search_text LIKE ${containsPattern(search)} ESCAPE '\\'`);
    }
  }
  return q as Q;
}

/** Whether each filter field is unset; a field added to VerificationFilter without an entry here does not compile. */
const UNSET: { readonly [K in keyof VerificationFilter]-?: (value: VerificationFilter[K]) => boolean } = {
  statuses: (v) => v === undefined || v.length === 0,
  customerId: (v) => v === undefined,
  createdFrom: (v) => v === undefined,
  createdTo: (v) => v === undefined,
  updatedSince: (v) => v === undefined,
  updatedBefore: (v) => v === undefined,
  companyName: (v) => v === undefined || v.trim() === '',
  sameCompanyAs: (v) => v === undefined,
  search: (v) => v === undefined || v.trim() === '',
  assignedTo: (v) => v === undefined,
  jurisdictionCodes: (v) => v === undefined || v.length === 0,
  risk: (v) => v === undefined,
  enteredStateBefore: (v) => v === undefined,
  qaReviewerId: (v) => v === undefined,
  screening: (v) => v === undefined,
  riskAssessment: (v) => v === undefined,
  verificationType: (v) => v === undefined,
  dueBefore: (v) => v === undefined,
  reviewDueBy: (v) => v === undefined,
};

export function isUnfiltered(filter: VerificationFilter): boolean {
  return (Object.keys(UNSET) as (keyof VerificationFilter)[]).every((field) =>
    (UNSET[field] as (value: unknown) => boolean)(filter[field]),
  );
}
