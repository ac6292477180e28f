import { Type } from '@sinclair/typebox';
import { AppError } from '../domain/app-error.js';
import type { QueueSort } from '../domain/page-cursor.js';
import type { VerificationStatus } from '../domain/verification-status.js';
import type { VerificationFilter } from '../services/verification-reads.js';

/**
 * The source system's query parameters of `GET /verifications`, mapped onto Dossier's list (docs/interface.md,
 * "The source system's routes"). Dossier's own parameters keep their meaning; where both name the same thing, both
 * narrow the list (a case must match each), and Dossier's `sort` wins over `order_by`.
 */

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD: that whole day (UTC)' });

export const SourceListFields = {
  outgoing_only: Type.Optional(
    Type.Boolean({ description: 'The source’s cases the account reviews: every Dossier case is one, so no effect' }),
  ),
  incoming_only: Type.Optional(
    Type.Boolean({
      description: 'The source’s verifications of the account itself by others: Dossier has none, so `true` lists none',
    }),
  ),
  assessment_status: Type.Optional(
    Type.String({
      maxLength: 50,
      description: 'comma-separated: `approved` (completed cases), `rejected` (rejected cases)',
      examples: ['approved,rejected'],
    }),
  ),
  created_at: Type.Optional({ ...Day, description: 'cases created on that day (UTC), YYYY-MM-DD' }),
  updated_at: Type.Optional({ ...Day, description: 'cases whose record last changed on that day (UTC), YYYY-MM-DD' }),
  company_id: Type.Optional(
    Type.String({
      format: 'uuid',
      description:
        'the cases of the company a company id names (a case’s company under review, as its companies list it ' +
        'first): every case with that company’s jurisdiction and number',
    }),
  ),
  company_name: Type.Optional(
    Type.String({ minLength: 1, maxLength: 500, description: 'text the company’s name contains, in any case' }),
  ),
  order_by: Type.Optional(
    Type.String({
      maxLength: 50,
      description:
        '`created_at,desc` (sort=created), `created_at,asc` (sort=oldest), `last_data_update,desc` ' +
        '(sort=last_data_update), `updated_at,desc` (sort=updated); `sort` wins when both are given',
      examples: ['updated_at,desc'],
    }),
  ),
};

export interface SourceListQuery {
  readonly outgoing_only?: boolean;
  readonly incoming_only?: boolean;
  readonly assessment_status?: string;
  readonly created_at?: string;
  readonly updated_at?: string;
  readonly company_id?: string;
  readonly company_name?: string;
  readonly order_by?: string;
}

/** The source's order_by values and Dossier's order each is. */
const ORDER_OF: Readonly<Record<string, QueueSort>> = {
  'created_at,desc': 'created',
  created_at: 'created',
  'created_at,asc': 'oldest',
  'last_data_update,desc': 'last_data_update',
  last_data_update: 'last_data_update',
  'updated_at,desc': 'updated',
  updated_at: 'updated',
};

/** The status an assessment_status is: an approved case is completed, a rejected one rejected. */
const STATUS_OF_ASSESSMENT: Readonly<Record<string, VerificationStatus>> = {
  approved: 'completed',
  rejected: 'rejected',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD day as [its midnight, the next midnight) in stored ISO text, or a field error. */
function dayRange(field: string, day: string): { from: string; to: string } {
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  const date = new Date(ms);
  if (Number.isNaN(ms) || date.toISOString().slice(0, 10) !== day || date.getUTCFullYear() < 1) {
    throw AppError.field(field, 'is not a valid date (YYYY-MM-DD)');
  }
  return { from: date.toISOString(), to: new Date(ms + DAY_MS).toISOString() };
}

const later = (a: string | undefined, b: string) => (a !== undefined && a > b ? a : b);
const earlier = (a: string | undefined, b: string) => (a !== undefined && a < b ? a : b);

/** The order the source's order_by asks for, or undefined when it is not given. Unknown values are field errors. */
export function sourceOrder(orderBy: string | undefined): QueueSort | undefined {
  if (orderBy === undefined) return undefined;
  const sort = ORDER_OF[orderBy.replace(/\s+/g, '').toLowerCase()];
  if (sort === undefined) {
    throw AppError.field(
      'order_by',
      `must be one of: ${Object.keys(ORDER_OF)
        .filter((k) => k.includes(','))
        .join('; ')}`,
    );
  }
  return sort;
}

/**
 * Dossier's filter narrowed by the source's parameters, or null when they leave nothing to list (incoming_only,
 * or an assessment_status no asked status has). Unknown values are field errors naming the parameter.
 */
export function withSourceFilters(filter: VerificationFilter, q: SourceListQuery): VerificationFilter | null {
  let statuses = filter.statuses;
  if (q.assessment_status !== undefined) {
    const assessed = q.assessment_status
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((value) => {
        const status = STATUS_OF_ASSESSMENT[value];
        if (status === undefined) {
          throw AppError.field('assessment_status', `unknown assessment status "${value}": approved or rejected`);
        }
        return status;
      });
    if (assessed.length > 0) {
      statuses =
        statuses === undefined || statuses.length === 0
          ? assessed
          : statuses.filter((s) => assessed.includes(s as VerificationStatus));
      if (statuses.length === 0) return null;
    }
  }
  let { createdFrom, createdTo, updatedSince, updatedBefore } = filter;
  if (q.created_at !== undefined) {
    const day = dayRange('created_at', q.created_at);
    createdFrom = later(createdFrom, day.from);
    createdTo = earlier(createdTo, day.to);
  }
  if (q.updated_at !== undefined) {
    const day = dayRange('updated_at', q.updated_at);
    updatedSince = later(updatedSince, day.from);
    updatedBefore = earlier(updatedBefore, day.to);
  }
  if (q.incoming_only === true) return null;
  return {
    ...filter,
    ...(statuses !== undefined && { statuses }),
    createdFrom,
    createdTo,
    updatedSince,
    updatedBefore,
    ...(q.company_name !== undefined && { companyName: q.company_name }),
    ...(q.company_id !== undefined && { sameCompanyAs: q.company_id }),
  };
}
