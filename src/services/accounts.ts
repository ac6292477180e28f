import { fromBool, fromJson, toJson } from '../db/column-values.js';
import {
  type AccountRow,
  findAccountUnscoped,
  insertAccount,
  type NewAccountRow,
  updateAccountUnscoped,
} from '../db/repositories/accounts-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { DEFAULT_RETENTION_YEARS } from '../domain/retention.js';
import { uuidv7 } from '../domain/uuid.js';
import { recordAccountEvent } from './account-audit.js';
import { applyRetentionYears } from './case-retention.js';
import type { Actor, ServiceContext } from './service-context.js';

export async function createAccount(ctx: ServiceContext, name: string): Promise<AccountRow> {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 200) throw AppError.field('name', 'must be 1 to 200 characters');
  const now = ctx.now();
  // New accounts start with the review-marks rule on: a decision stands on every section having been looked at.
  const row: NewAccountRow = {
    id: uuidv7(),
    name: trimmed,
    requires_qa: false,
    require_review_marks: true,
    require_mfa: false,
    created_at: now,
    updated_at: now,
  };
  await insertAccount(ctx.db, row);
  return {
    ...row,
    requires_qa: false,
    require_review_marks: true,
    require_mfa: false,
    retention_years: DEFAULT_RETENTION_YEARS,
    high_risk_jurisdictions: '[]',
    screening_threshold: null,
    screening_monitoring_months: DEFAULT_MONITORING_MONTHS,
    time_zone: 'UTC',
    review_intervals: null,
    service_levels: null,
    review_due_notice_days: 30,
    recurring_assignment: 'unassigned',
  };
}

/** The monitoring period's default (issue 20): a decided case is rescreened on list updates for a year. */
export const DEFAULT_MONITORING_MONTHS = 12;

export async function requireAccount(ctx: ServiceContext, id: string): Promise<AccountRow> {
  const account = await findAccountUnscoped(ctx.db, id);
  if (!account) throw AppError.notFound('Account');
  return account;
}

/**
 * Account settings an operator can change: whether a second officer's QA is required before completion, and
 * whether every section must be marked reviewed before QA or a decision.
 */
export async function configureAccount(
  ctx: ServiceContext,
  id: string,
  settings: { requiresQa?: boolean; requireReviewMarks?: boolean; requireMfa?: boolean },
) {
  await requireAccount(ctx, id);
  if (
    settings.requiresQa !== undefined ||
    settings.requireReviewMarks !== undefined ||
    settings.requireMfa !== undefined
  ) {
    await updateAccountUnscoped(ctx.db, id, {
      ...(settings.requiresQa === undefined ? {} : { requires_qa: settings.requiresQa }),
      ...(settings.requireReviewMarks === undefined ? {} : { require_review_marks: settings.requireReviewMarks }),
      ...(settings.requireMfa === undefined ? {} : { require_mfa: settings.requireMfa }),
      updated_at: ctx.now(),
    });
  }
  return requireAccount(ctx, id);
}

export interface AccountSettings {
  readonly id: string;
  readonly name: string;
  readonly requires_qa: boolean;
  readonly require_review_marks: boolean;
  readonly require_mfa: boolean;
  readonly retention_years: number;
  readonly high_risk_jurisdictions: string[];
  /** The screening match threshold (0–1); null: the matcher's default. */
  readonly screening_threshold: number | null;
  /** Months after its decision a case is still rescreened when a list changes. */
  readonly screening_monitoring_months: number;
  readonly created_at: string;
  readonly updated_at: string;
}

export function presentAccount(row: AccountRow): AccountSettings {
  return {
    id: row.id,
    name: row.name,
    requires_qa: fromBool(row.requires_qa),
    require_review_marks: fromBool(row.require_review_marks),
    require_mfa: fromBool(row.require_mfa),
    retention_years: row.retention_years,
    high_risk_jurisdictions: highRiskJurisdictionsOf(row),
    screening_threshold: row.screening_threshold,
    screening_monitoring_months: row.screening_monitoring_months,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The jurisdiction codes the account marks as high risk (a corporate shareholder in one is a warning). */
export function highRiskJurisdictionsOf(row: Pick<AccountRow, 'high_risk_jurisdictions'>): string[] {
  return fromJson<string[]>(row.high_risk_jurisdictions ?? '[]');
}

export async function getAccountSettings(ctx: ServiceContext, accountId: string): Promise<AccountSettings> {
  return presentAccount(await requireAccount(ctx, accountId));
}

/** The console's "Company information": the account's name and its review rules. Audit-logged. */
export async function updateAccountSettings(
  ctx: ServiceContext,
  actor: Actor,
  changes: {
    name?: string;
    requires_qa?: boolean;
    require_review_marks?: boolean;
    require_mfa?: boolean;
    retention_years?: number;
    high_risk_jurisdictions?: readonly string[];
    screening_threshold?: number | null;
    screening_monitoring_months?: number;
  },
): Promise<AccountSettings> {
  const name = changes.name?.trim();
  if (name !== undefined && (name === '' || name.length > 200))
    throw AppError.field('name', 'must be 1 to 200 characters');
  return inTransaction(ctx.db, async (trx) => {
    const before = await findAccountUnscoped(trx, actor.accountId);
    if (!before) throw AppError.notFound('Account');
    const now = ctx.now();
    await updateAccountUnscoped(trx, actor.accountId, {
      ...(name === undefined ? {} : { name }),
      ...(changes.requires_qa === undefined ? {} : { requires_qa: changes.requires_qa }),
      ...(changes.require_review_marks === undefined ? {} : { require_review_marks: changes.require_review_marks }),
      ...(changes.require_mfa === undefined ? {} : { require_mfa: changes.require_mfa }),
      ...(changes.high_risk_jurisdictions === undefined
        ? {}
        : { high_risk_jurisdictions: toJson(normalizedJurisdictions(changes.high_risk_jurisdictions)) }),
      ...(changes.screening_threshold === undefined ? {} : { screening_threshold: changes.screening_threshold }),
      ...(changes.screening_monitoring_months === undefined
        ? {}
        : { screening_monitoring_months: changes.screening_monitoring_months }),
      updated_at: now,
    });
    if (changes.retention_years !== undefined) await applyRetentionYears(trx, actor.accountId, changes.retention_years);
    await recordAccountEvent(
      trx,
      actor,
      'account.updated',
      { ...changes, ...(name === undefined ? {} : { name }) },
      now,
    );
    return presentAccount((await findAccountUnscoped(trx, actor.accountId)) as AccountRow);
  });
}

/** Lower-case codes (as the reference data spells them), each once, in the order given. */
function normalizedJurisdictions(codes: readonly string[]): string[] {
  return [...new Set(codes.map((c) => c.trim().toLowerCase()).filter((c) => c !== ''))];
}
