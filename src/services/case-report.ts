import { buffer } from 'node:stream/consumers';
import { toJson } from '../db/column-values.js';
import { findAccessTokenNames } from '../db/repositories/access-tokens-repository.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { findAttachmentFile } from '../db/repositories/documents-repository.js';
import { findUserNames } from '../db/repositories/users-repository.js';
import { decisionFromLog } from '../domain/decision-from-log.js';
import { actorName } from '../domain/display-labels.js';
import { uuidv7 } from '../domain/uuid.js';
import type { CaseReportData } from '../report/case-report-pdf.js';
import { getReviewProgress, listNotes } from './case-work.js';
import { listExternalRiskScores } from './external-risk-score.js';
import { loadComputedStructure } from './ownership-reads.js';
import { jurisdictionCodeOf } from './ownership-snapshot.js';
import { reportStructureOf } from './report-structure.js';
import { listIssues } from './screening-issues.js';
import type { Caller, ServiceContext } from './service-context.js';
import {
  getCompany,
  getVerification,
  listCompanies,
  listCompanyDocuments,
  listDirectors,
  listVerificationAuditLog,
} from './verification-reads.js';

/** Who asked for the report, by name: a user's name and e-mail, or a token's name. */
async function producerName(ctx: ServiceContext, caller: Caller): Promise<string> {
  const { actor } = caller;
  if (actor.type === 'user') {
    const [user] = await findUserNames(ctx.db, actor.accountId, [actor.id]);
    return user ? `${user.name} <${user.email}>` : `user ${actor.id}`;
  }
  if (actor.type === 'token') {
    const [token] = await findAccessTokenNames(ctx.db, actor.accountId, [actor.id]);
    return `access token “${token?.name ?? actor.id}”`;
  }
  return 'the operator (CLI)';
}

/**
 * The case as reviewed, as a PDF a regulator can file: the company's data, directors, the ownership structure and
 * its beneficial owners (how each qualifies), documents with thumbnails,
 * risk history, requested data, the decision with its comments and who made it and did QA, the internal review
 * marks and notes, the whole audit log, and when and by whom the report was produced. Producing it is itself
 * audit-logged, so the log names everyone who took a copy.
 */
export async function produceCaseReport(ctx: ServiceContext, caller: Caller, verificationId: string) {
  const accountId = caller.actor.accountId;
  const verification = await getVerification(ctx, caller, verificationId);
  const [companyItems, directors, companyDocuments, riskScores, producedBy, review, notes, ownership, screeningIssues] =
    await Promise.all([
      listCompanies(ctx, accountId, verificationId),
      listDirectors(ctx, accountId, verificationId),
      listCompanyDocuments(ctx, accountId, verificationId),
      listExternalRiskScores(ctx, accountId, verificationId),
      producerName(ctx, caller),
      getReviewProgress(ctx, accountId, verificationId),
      listNotes(ctx, accountId, verificationId),
      loadComputedStructure(ctx, accountId, verificationId),
      listIssues(ctx, accountId, verificationId),
    ]);
  const companies = await Promise.all(companyItems.map((c) => getCompany(ctx, accountId, verificationId, c.id)));
  const producedAt = ctx.now();
  await appendAuditLog(ctx.db, {
    id: uuidv7(),
    account_id: accountId,
    verification_id: verificationId,
    actor_type: caller.actor.type,
    actor_id: caller.actor.id,
    action: 'report.produced',
    from_state: null,
    to_state: null,
    comment: null,
    data: toJson({ status: verification.status }),
    created_at: producedAt,
  });
  const auditLog = await listVerificationAuditLog(ctx, accountId, verificationId);

  const documents = [
    ...companyDocuments.map((d) => ({ owner: companies[0]?.formal_name ?? 'Company', record: d })),
    ...directors.flatMap((d) =>
      d.person.documents.map((record) => ({ owner: `${d.person.given_names} ${d.person.surname}`, record })),
    ),
  ];
  const thumbnails = new Map<string, Buffer>();
  for (const { record } of documents) {
    const attachment = record.document.attachments[0];
    if (!attachment) continue;
    const file = await findAttachmentFile(ctx.db, accountId, verificationId, attachment.id, 'thumb');
    if (file && (file.mime === 'image/png' || file.mime === 'image/jpeg')) {
      thumbnails.set(record.id, await buffer(ctx.blobs.read(file.storage_key)));
    }
  }
  const data: CaseReportData = {
    verification,
    companies,
    directors,
    documents,
    thumbnails,
    riskScores,
    screeningIssues,
    auditLog,
    decision: decisionFromLog(
      verification.status,
      auditLog.map((e) => ({ ...e, actor_name: actorName(e.actor) })),
    ),
    reviewMarks: review.tabs,
    notes,
    structure: reportStructureOf(ownership, {
      name: verification.company_name,
      jurisdiction: companies[0] ? jurisdictionCodeOf(companies[0] as unknown as Record<string, unknown>) : null,
    }),
    producedAt,
    producedBy,
  };
  // pdfkit and its fonts load on the first report, not at start-up.
  const { renderCaseReport } = await import('../report/case-report-pdf.js');
  return { pdf: await renderCaseReport(data), verification };
}
