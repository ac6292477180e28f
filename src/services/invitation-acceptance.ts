import { fromBool, fromJson, fromNullableBool, toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { findAccountUnscoped } from '../db/repositories/accounts-repository.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { type CompanyJoinedRow, listCompanies } from '../db/repositories/companies-repository.js';
import {
  claimOpenInvitationForCase,
  findInvitation,
  type InvitationRow,
} from '../db/repositories/invitations-repository.js';
import { setPreviousCase } from '../db/repositories/review-calendar-repository.js';
import { findLatestDecidedCaseOf } from '../db/repositories/source-lookups-repository.js';
import { findUser } from '../db/repositories/users-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { invitationStatus } from '../domain/invitation-status.js';
import { uuidv7 } from '../domain/uuid.js';
import { applicationReceivedEvent } from '../domain/webhook-events.js';
import { intakeFromDraft } from '../portal/draft-to-intake.js';
import { recordAccountEvent } from './account-audit.js';
import { screenCase } from './case-screening.js';
import { checkIntake, insertCase } from './case-writing.js';
import type { VerificationIntakeData } from './intake-schemas.js';
import type { InvitationPrefill } from './invitations.js';
import { draftFromCase } from './portal-application.js';
import { writeDeclaredStructure } from './portal-structure.js';
import type { Actor, ServiceContext } from './service-context.js';
import { enqueueWebhookEvents } from './webhook-outbox.js';

/**
 * The source system's "accept invite" (POST /invites/corporates/{id}/accept). In the source a verified company
 * accepts an invite by sharing the KYB it already has. In Dossier the account accepts on the company's behalf: the
 * new case opens from the account's latest completed case of the prefilled company (its company, addresses,
 * directors and ownership structure), linked to it as previous_verification_id, and the invitation is submitted.
 */

const NOT_ACCEPTABLE = 'invite_not_acceptable' as const;

/** Why an invitation cannot be accepted now, or null when it can (as far as its own row says). */
function refusalOf(row: InvitationRow, nowMs: number): string | null {
  switch (invitationStatus(row, nowMs)) {
    case 'submitted':
      return 'This invitation was already submitted: it has its case';
    case 'revoked':
      return 'This invitation was revoked';
    case 'expired':
      return 'This invitation has expired: resend it first';
    default:
      return null;
  }
}

/** The company the invitation names, by jurisdiction and number, or null when its prefill lacks either. */
function prefilledCompany(row: InvitationRow): { jurisdictionCode: string; companyNumber: string } | null {
  const prefill = row.prefill === null ? null : fromJson<InvitationPrefill>(row.prefill);
  if (!prefill?.jurisdiction_code || !prefill.company_number) return null;
  return { jurisdictionCode: prefill.jurisdiction_code.toLowerCase(), companyNumber: prefill.company_number };
}

/**
 * The intake with what the portal's draft does not carry taken from the company row it came from (the registry's
 * flags, the industry's further keys, the declarations and their explanations), so the new case holds the same data.
 */
function withUndraftedFields(intake: VerificationIntakeData, row: CompanyJoinedRow): VerificationIntakeData {
  const additionalKeys =
    row.industry_additional_keys == null ? undefined : fromJson<number[]>(row.industry_additional_keys);
  const explanations =
    row.declaration_explanations == null ? undefined : fromJson<Record<string, string>>(row.declaration_explanations);
  const inactive = fromNullableBool(row.inactive);
  const listed = fromNullableBool(row.public_stock_exchange);
  return {
    ...intake,
    company: {
      ...intake.company,
      ...(inactive !== null && { inactive }),
      ...(listed !== null && { public_stock_exchange: listed }),
      ...(intake.company.industry &&
        additionalKeys && { industry: { ...intake.company.industry, additional_keys: additionalKeys } }),
      investigations: fromBool(row.investigations),
      prosecutions: fromBool(row.prosecutions),
      ubo_criminal_records: fromBool(row.ubo_criminal_records),
      license_required: fromBool(row.license_required),
      ...(explanations && Object.keys(explanations).length > 0 && { declaration_explanations: explanations }),
    },
  };
}

/**
 * Accepts an invitation: one transaction opens the case, links the previous one, claims the invitation (a
 * conditional update, so two acceptances racing open one case), writes the audit entries and the webhook. 404 for
 * an unknown or another account's invitation; 409 invite_not_acceptable saying why otherwise.
 */
export async function acceptInvitation(ctx: ServiceContext, actor: Actor, id: string): Promise<InvitationRow> {
  const accountId = actor.accountId;
  const row = await findInvitation(ctx.db, accountId, id);
  if (!row) throw AppError.notFound('Invitation');
  const refusal = refusalOf(row, Date.parse(ctx.now()));
  if (refusal !== null) throw new AppError(NOT_ACCEPTABLE, refusal);
  const company = prefilledCompany(row);
  if (company === null) {
    throw new AppError(
      NOT_ACCEPTABLE,
      'This invitation names no company (its prefill has no jurisdiction_code and company_number): nothing to reuse',
    );
  }
  const previous = await findLatestDecidedCaseOf(ctx.db, accountId, company.jurisdictionCode, company.companyNumber, [
    'completed',
  ]);
  if (previous === undefined) {
    throw new AppError(
      NOT_ACCEPTABLE,
      `No completed case of company ${company.companyNumber} (${company.jurisdictionCode}) to reuse: ` +
        'the company must fill in the application in the portal',
    );
  }
  const now = ctx.now();
  const verificationId = uuidv7(Date.parse(now));
  const delivered = await inTransaction(ctx.db, async (trx) => {
    const draft = await draftFromCase(trx, accountId, previous.id);
    const [companyRow] = await listCompanies(trx, accountId, previous.id);
    const drafted = intakeFromDraft(
      draft,
      { customerId: row.customer_id, profileId: row.completeness_profile_id },
      new Map(),
    );
    const intake = companyRow ? withUndraftedFields(drafted, companyRow) : drafted;
    const resolved = await checkIntake(trx, accountId, intake);
    const inserted = await insertCase(trx, actor, verificationId, intake, resolved, { status: 'new', now });
    // After the case exists (the foreign key): of two acceptances racing, the second finds the invitation taken
    // and its whole transaction, case included, rolls back.
    if (!(await claimOpenInvitationForCase(trx, accountId, id, verificationId, now))) {
      throw new AppError(NOT_ACCEPTABLE, 'This invitation was already submitted: it has its case');
    }
    await setPreviousCase(trx, accountId, verificationId, previous.id);
    await writeDeclaredStructure(trx, accountId, verificationId, draft, inserted.personIds, now);
    await appendAuditLog(trx, {
      id: uuidv7(),
      account_id: accountId,
      verification_id: verificationId,
      actor_type: actor.type,
      actor_id: actor.id,
      action: 'invitation.accepted',
      from_state: null,
      to_state: null,
      comment: null,
      data: toJson({ invitation_id: id, previous_verification_id: previous.id }),
      created_at: now,
    });
    await recordAccountEvent(
      trx,
      actor,
      'invitation.accepted',
      { invitation_id: id, verification_id: verificationId, previous_verification_id: previous.id },
      now,
    );
    return enqueueWebhookEvents(
      ctx,
      trx,
      accountId,
      verificationId,
      [applicationReceivedEvent(verificationId, 'new', now)],
      now,
    );
  });
  if (delivered > 0) ctx.deliverySignal.notify();
  // Screened once committed, as a case opened through the API is.
  await screenCase(ctx, accountId, verificationId, 'intake');
  return (await findInvitation(ctx.db, accountId, id)) as InvitationRow;
}

/**
 * Who invited, as the source's accept and resend answers name it: the context is the account (the reviewing
 * company: Dossier has no partner accounts or referral programme), invited_by the e-mail of the console user who
 * created the invitation, null when a token or the operator did.
 */
export async function invitedBy(db: Db, row: InvitationRow) {
  const account = await findAccountUnscoped(db, row.account_id);
  const [type, userId] = row.created_by.split(':');
  const user = type === 'user' && userId ? await findUser(db, row.account_id, userId) : undefined;
  return {
    invited_by_context: {
      id: row.account_id,
      name: account?.name ?? '',
      description: '',
      referral: null,
      documents_note_from_verifier: '',
      referral_code: null,
      referral_url: null,
    },
    invited_by: { email: user?.email ?? null },
  };
}
