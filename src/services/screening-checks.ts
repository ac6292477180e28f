import { fromJson, toJson } from '../db/column-values.js';
import { findAccountUnscoped } from '../db/repositories/accounts-repository.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import {
  findScreeningCheck,
  insertScreeningCheck,
  listScreeningChecks,
  type ScreeningCheckRow,
} from '../db/repositories/screening-checks-repository.js';
import { insertScreeningIssue, listCheckIssues } from '../db/repositories/screening-issues-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { type CaseSubject, entryFingerprint, subjectFingerprint } from '../domain/screening-subjects.js';
import { uuidv7 } from '../domain/uuid.js';
import { matcherSubject, UNDECIDED } from './case-screening.js';
import { screeningBackendOf, stableEntryId } from './screening-backend.js';
import { type IssueView, presentIssue } from './screening-issues.js';
import { type Actor, actorKey, type ServiceContext } from './service-context.js';

export const CHECK_TYPES = ['individual', 'company', 'crypto_address'] as const;
export type CheckType = (typeof CHECK_TYPES)[number];

export interface IndividualCheckInput {
  readonly given_names: string;
  readonly surname: string;
  readonly date_of_birth?: string | null;
  readonly nationality?: string | null;
}
export interface CompanyCheckInput {
  readonly company_name: string;
  readonly jurisdiction_code?: string | null;
  readonly company_number?: string | null;
}
export interface CryptoCheckInput {
  readonly address: string;
  readonly address_type: string;
}
export type CheckInput =
  | { readonly type: 'individual'; readonly input: IndividualCheckInput }
  | { readonly type: 'company'; readonly input: CompanyCheckInput }
  | { readonly type: 'crypto_address'; readonly input: CryptoCheckInput };

/** A form's empty field means "not given". */
const given = (value: string | null | undefined): string | null => {
  const v = value?.trim();
  return v ? v : null;
};

/** The one subject a check screens, and what the check keeps of its input. */
function subjectOf(check: CheckInput): { subject: CaseSubject; stored: Record<string, string | null> } {
  const base = {
    key: 'check',
    aliases: [],
    date_of_birth: null,
    nationality: null,
    jurisdiction_code: null,
    address: null,
    address_type: null,
  };
  if (check.type === 'individual') {
    const stored = {
      given_names: check.input.given_names.trim(),
      surname: check.input.surname.trim(),
      date_of_birth: given(check.input.date_of_birth),
      nationality: given(check.input.nationality)?.toUpperCase() ?? null,
    };
    if (stored.given_names === '' && stored.surname === '') throw AppError.field('surname', 'a name is required');
    const name = `${stored.given_names} ${stored.surname}`.trim();
    return {
      stored,
      subject: {
        ...base,
        kind: 'person',
        role: 'check',
        ref: { type: 'person', id: '' },
        name,
        date_of_birth: stored.date_of_birth,
        nationality: stored.nationality,
      },
    };
  }
  if (check.type === 'company') {
    const stored = {
      company_name: check.input.company_name.trim(),
      jurisdiction_code: given(check.input.jurisdiction_code),
      company_number: given(check.input.company_number),
    };
    if (stored.company_name === '') throw AppError.field('company_name', 'is required');
    return {
      stored,
      subject: {
        ...base,
        kind: 'company',
        role: 'check',
        ref: { type: 'company', id: '' },
        name: stored.company_name,
        jurisdiction_code: stored.jurisdiction_code,
        registration_number: stored.company_number,
      },
    };
  }
  const stored = { address: check.input.address.trim(), address_type: check.input.address_type.trim().toUpperCase() };
  if (stored.address === '') throw AppError.field('address', 'is required');
  if (stored.address_type === '') throw AppError.field('address_type', 'is required');
  return {
    stored,
    subject: {
      ...base,
      kind: 'crypto_address',
      role: 'check',
      ref: { type: 'crypto_address', id: '' },
      name: stored.address,
      address_type: stored.address_type,
    },
  };
}

export function presentCheck(row: ScreeningCheckRow, issues: IssueView[] | null) {
  return {
    id: row.id,
    type: row.check_type,
    check_type: 'standard',
    state: row.state,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...fromJson<Record<string, string | null>>(row.input),
    ...(issues === null ? {} : { issues }),
  };
}

export type CheckView = ReturnType<typeof presentCheck>;

/**
 * An ad-hoc check: one person, company or crypto address screened against the lists now, kept with its hits in
 * the account's history (one transaction, audit-logged).
 */
export async function runCheck(ctx: ServiceContext, actor: Actor, check: CheckInput): Promise<CheckView> {
  const { subject, stored } = subjectOf(check);
  const account = await findAccountUnscoped(ctx.db, actor.accountId);
  const matches = await screeningBackendOf(ctx).screenSubjects(ctx, [matcherSubject(subject)], {
    ...(account?.screening_threshold == null ? {} : { threshold: account.screening_threshold }),
    callerWaits: true,
  });
  const now = ctx.now();
  const id = uuidv7(Date.parse(now));
  const subjectPrint = subjectFingerprint(subject);
  await inTransaction(ctx.db, async (trx) => {
    await insertScreeningCheck(trx, {
      id,
      account_id: actor.accountId,
      check_type: check.type,
      state: 'completed',
      input: toJson(stored),
      created_by: actorKey(actor),
      created_at: now,
      updated_at: now,
    });
    for (const match of matches) {
      await insertScreeningIssue(trx, {
        id: uuidv7(Date.parse(now)),
        account_id: actor.accountId,
        verification_id: null,
        check_id: id,
        subject_key: 'check',
        subject_kind: subject.kind,
        subject_role: 'check',
        subject: toJson({ key: 'check', kind: subject.kind, role: 'check', ...stored, name: subject.name }),
        category: match.category,
        source: match.source,
        list_version_id: match.list_version_id,
        entry_id: stableEntryId(match),
        entry: toJson(match.entry),
        score: match.score,
        explanation: toJson(match.explanation),
        entry_fingerprint: entryFingerprint(match.entry),
        subject_fingerprint: subjectPrint,
        ...UNDECIDED,
        changed_since_dismissed: false,
        alert: false,
        created_at: now,
        updated_at: now,
      });
    }
    await appendAuditLog(trx, {
      id: uuidv7(),
      account_id: actor.accountId,
      verification_id: null,
      actor_type: actor.type,
      actor_id: actor.id,
      action: 'screening.check',
      from_state: null,
      to_state: null,
      comment: null,
      data: toJson({ check_id: id, type: check.type, hits: matches.length }),
      created_at: now,
    });
  });
  return getCheck(ctx, actor.accountId, [check.type], id);
}

export async function getCheck(
  ctx: ServiceContext,
  accountId: string,
  types: readonly CheckType[],
  id: string,
): Promise<CheckView> {
  const row = await findScreeningCheck(ctx.db, accountId, id, types);
  if (!row) throw AppError.notFound('Check');
  const issues = await listCheckIssues(ctx.db, accountId, [row.id]);
  return presentCheck(row, issues.map(presentIssue));
}

/** A page of the account's checks, newest first, in the source system's pagination (`meta.pagination`). */
const BOTH_KINDS = {
  given_names: null,
  surname: null,
  date_of_birth: null,
  nationality: null,
  company_name: null,
  jurisdiction_code: null,
  company_number: null,
};

export async function listChecks(
  ctx: ServiceContext,
  accountId: string,
  types: readonly CheckType[],
  page: { page: number; perPage: number },
) {
  const { rows, total } = await listScreeningChecks(ctx.db, accountId, types, {
    offset: (page.page - 1) * page.perPage,
    limit: page.perPage,
  });
  return {
    // A list of both kinds shows every field of both, null where not the check's type (the source's entities list).
    checks: rows.map((row) =>
      types.length > 1 ? { ...BOTH_KINDS, ...presentCheck(row, null) } : presentCheck(row, null),
    ),
    meta: {
      pagination: {
        total,
        per_page: page.perPage,
        current_page: page.page,
        total_pages: Math.max(1, Math.ceil(total / page.perPage)),
      },
    },
  };
}
