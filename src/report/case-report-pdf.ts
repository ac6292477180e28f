import { formatAmountRange } from '../../rules/amount-range.js';
import { isAnswered } from '../domain/answered-fields.js';
import type { LoggedDecision } from '../domain/decision-from-log.js';
import {
  type ActorRef,
  actorName,
  assessmentLabel,
  auditActionLabel,
  countryName,
  countryNames,
  documentTypeLabel,
  positionLabel,
  reviewTabLabel,
  riskLevelLabel,
  sexLabel,
  signatureLabel,
  statusLabel,
} from '../domain/display-labels.js';
import { describeRequestedData } from '../domain/requested-data-text.js';
import { reportFonts, scriptName, toPrintable } from './report-font.js';
import { INK, ReportWriter, when } from './report-writer.js';
import { type ReportStructure, writeStructure } from './structure-report.js';

type Actor = ActorRef;

/** Everything the report shows, already read and named by the service that produces it. */
export interface CaseReportData {
  readonly verification: {
    id: string;
    status: string;
    customer_id: string | null;
    company_name: string;
    company_number: string;
    company_jurisdiction: { name: string } | null;
    assessment: string | null;
    assessment_comment: string | null;
    qa_comment: string | null;
    rejection_comment: string | null;
    assignee: { name: string } | null;
    created_at: string;
    last_data_update: string | null;
    requested_data: unknown;
    /** Dossier's own assessment (null: not assessed) and the next periodic review. */
    risk_assessment?: {
      level: string;
      computed_level: string;
      score: number;
      model_version: number;
      factors: readonly { key: string; points: number; reason: string }[];
      override: { level: string; reason: string; at: string } | null;
      assessed_at: string;
    } | null;
    next_review_at?: string | null;
  };
  readonly companies: readonly Record<string, unknown>[];
  readonly directors: readonly {
    position: string;
    person: Record<string, unknown> & {
      id: string;
      given_names: string;
      surname: string;
      documents: readonly unknown[];
    };
  }[];
  readonly documents: readonly {
    owner: string;
    record: {
      id: string;
      document: {
        document_type: string;
        number: string;
        country_of_issue: string;
        date_of_issue: string;
        expiration_date: string;
        name: string;
      };
    };
  }[];
  /** PNG or JPEG thumbnails by document record id. */
  readonly thumbnails: ReadonlyMap<string, Buffer>;
  /** The case's screening hits with their decisions (issue 20), newest first. */
  readonly screeningIssues: readonly {
    category: string;
    source_list_name: string;
    score: number;
    report: Record<string, unknown>;
    subject: Record<string, unknown>;
    relevant: boolean | null;
    comment: string | null;
    decided_at: string | null;
    changed_since_dismissed: boolean;
  }[];
  readonly riskScores: readonly {
    risk_score_simple: string | null;
    risk_score_detailed: { score: string | null; reasons: readonly string[] };
    created_at: string;
  }[];
  readonly auditLog: readonly {
    action: string;
    actor: Actor;
    from_state: string | null;
    to_state: string | null;
    comment: string | null;
    data: Record<string, unknown> | null;
    created_at: string;
  }[];
  /** Who decided and who did QA, read from the audit log; null while the case is not closed. */
  readonly decision: LoggedDecision | null;
  readonly reviewMarks: readonly {
    tab: string;
    reviewed: boolean;
    stale: boolean;
    marked_at: string | null;
    marked_by_name: string | null;
  }[];
  readonly notes: readonly { body: string; author: Actor; created_at: string }[];
  /** The ownership structure with its computed UBOs and warnings; null when the report is produced without it. */
  readonly structure?: ReportStructure | null;
  readonly producedAt: string;
  readonly producedBy: string;
}

/** A field the customer never answered (domain/answered-fields). */
const NOT_GIVEN = 'Not provided';

function yesNo(value: unknown): string | null {
  return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : null;
}

/** Every string the report may print, to tell up front which scripts the font cannot show. */
function collectStrings(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value) && !(value instanceof Map))
    for (const item of Object.values(value)) collectStrings(item, into);
  return into;
}

/** The scripts of the characters the font cannot show, named, each once. */
function uncoveredScripts(data: CaseReportData): string[] {
  const covers = reportFonts().covers;
  const scripts = new Set<string>();
  for (const text of collectStrings(data, [])) {
    for (const char of toPrintable(text, covers).uncovered) scripts.add(scriptName(char));
  }
  return [...scripts];
}

function writeCompany(w: ReportWriter, c: Record<string, unknown>): void {
  w.field('Formal name', c.formal_name);
  w.field('Brand name', c.brand_name);
  w.field('Company number', c.company_number);
  w.field('Jurisdiction', (c.jurisdiction as { name?: string } | null)?.name);
  w.field('Legal form', (c.company_type as { full_name?: string } | null)?.full_name);
  w.field('Date of incorporation', c.date_of_incorporation);
  w.field('Industry', (c.industry as { main?: { value?: string } | null } | null)?.main?.value);
  if (c.business_activity_countries !== undefined)
    w.field('Activity countries', countryNames(c.business_activity_countries as string[] | null));
  for (const [label, key] of [
    ['Business description', 'business_description'],
    ['Products', 'products_description'],
    ['Tax number', 'tax_number'],
    ['Source of funds', 'funds_sources'],
    ['Website', 'website'],
    ['E-mail', 'email'],
    ['Phone', 'phone_number'],
    ['Registration authority', 'registration_authority'],
    ['Licence number', 'license_number'],
    ['Licence authority', 'license_issuing_authority'],
    ['AML contact', 'aml_contact_person'],
  ] as const) {
    if (c[key] !== undefined) w.field(label, c[key]);
  }
  for (const [label, key] of [
    ['Employees', 'employees_count'],
    ['Expected monthly volume', 'expected_monthly_transactions_volume'],
  ] as const) {
    if (c[key] !== undefined) w.field(label, formatAmountRange(c[key] as string | null));
  }
  const explanations = (c.declaration_explanations ?? {}) as Partial<Record<string, string>>;
  for (const [label, key] of [
    ['Under investigation', 'investigations'],
    ['Prosecutions', 'prosecutions'],
    ['UBO criminal records', 'ubo_criminal_records'],
    ['Licence required', 'license_required'],
  ] as const) {
    // What nobody gave is stored as false: it prints as not provided, never as an answer. A "yes" prints with the
    // customer's explanation beside it: the answer alone does not tell the officer what to weigh.
    if (c[key] === undefined) continue;
    if (!isAnswered(c.answered_fields as string[] | null, key)) w.field(label, NOT_GIVEN);
    else if (c[key] === true && explanations[key]?.trim()) w.field(label, `Yes: ${explanations[key].trim()}`);
    else w.field(label, yesNo(c[key]));
  }
  for (const bank of (c.bank_accounts as Record<string, unknown>[] | undefined) ?? []) {
    w.field(
      'Bank account',
      `${w.printable(bank.name)} · ${w.printable(bank.number)} · holder ${w.printable(bank.account_holder)}`,
    );
  }
  for (const crypto of (c.crypto_addresses as Record<string, unknown>[] | undefined) ?? []) {
    w.field(
      'Crypto address',
      `${w.printable(crypto.address_type)} ${w.printable(crypto.address)} · ownership: ${signatureLabel(crypto.signature_verification as string | null) || '—'}`,
    );
  }
}

function writeDirectors(w: ReportWriter, directors: CaseReportData['directors']): void {
  w.heading(`Directors (${directors.length})`);
  if (directors.length === 0) w.paragraph('None.');
  for (const director of directors) {
    const p = director.person;
    w.titleLine(`${p.given_names} ${p.surname}`, positionLabel(director.position));
    w.paragraph(
      `Born ${w.printable(p.date_of_birth)} · nationality ${countryName(p.nationality as string | null) || '—'} · ` +
        `sex ${sexLabel(p.sex as string | null) || '—'} · ` +
        `PEP: ${!isAnswered(p.answered_fields as string[] | null, 'pep') ? NOT_GIVEN : p.pep ? `yes (${w.printable(p.pep_description)})` : 'no'} · ` +
        `${p.documents.length} document(s)`,
    );
    w.doc.moveDown(0.4);
  }
}

const CATEGORY_LABELS: Record<string, string> = { sanction: 'Sanctions', pep: 'PEP', crypto: 'Crypto address' };

/** Every screening hit with its decision: a true match, a false positive (and why), or still undecided. */
function writeScreening(w: ReportWriter, data: CaseReportData): void {
  w.heading(`Screening hits (${data.screeningIssues.length})`);
  if (data.screeningIssues.length === 0) w.paragraph('None: nobody in this case is on the lists screened.');
  for (const issue of data.screeningIssues) {
    const names = issue.report.names;
    const entryName = Array.isArray(names) && typeof names[0] === 'string' ? names[0] : '—';
    const decision =
      issue.relevant === null
        ? `Undecided${issue.changed_since_dismissed ? ' (changed since it was dismissed)' : ''}`
        : `${issue.relevant ? 'True match' : 'False positive'} (${when(issue.decided_at ?? '')}): ${w.printable(issue.comment)}`;
    w.titleLine(
      `${w.printable(String(issue.subject.name ?? ''))} ~ ${w.printable(entryName)}`,
      `${CATEGORY_LABELS[issue.category] ?? issue.category} · ${issue.source_list_name} · score ${issue.score.toFixed(2)}`,
    );
    w.paragraph(decision);
    w.doc.moveDown(0.3);
  }
}

function writeDocuments(w: ReportWriter, data: CaseReportData): void {
  const doc = w.doc;
  w.heading(`Documents (${data.documents.length})`);
  if (data.documents.length === 0) w.paragraph('None.');
  for (const { owner, record } of data.documents) {
    const thumbnail = data.thumbnails.get(record.id);
    w.ensureSpace(thumbnail ? 78 : 30);
    const top = doc.y;
    const left = 56;
    const textLeft = thumbnail ? left + 74 : left;
    const width = w.width - (textLeft - left);
    if (thumbnail) {
      doc.image(thumbnail, left, top, { fit: [64, 64] });
      doc.rect(left, top, 64, 64).strokeColor('#e5e7eb').stroke();
    }
    const d = record.document;
    doc
      .font('Bold')
      .fillColor(INK)
      .text(w.printable(`${documentTypeLabel(d.document_type)} · ${owner}`), textLeft, top, { width });
    doc
      .font('Regular')
      .fillColor('#6b7280')
      .text(
        `No. ${w.printable(d.number)} · issued ${w.printable(d.date_of_issue)} in ${countryName(d.country_of_issue) || '—'} · ` +
          `expires ${w.printable(d.expiration_date)} · ${w.printable(d.name)}`,
        textLeft,
        doc.y,
        { width },
      );
    doc.x = left;
    doc.y = Math.max(doc.y, thumbnail ? top + 70 : doc.y) + 6;
  }
}

function writeInternal(w: ReportWriter, data: CaseReportData): void {
  w.heading('Internal: review marks and notes', 'For your team only: never shown to the customer.');
  w.doc.font('Bold').fillColor(INK).text('Review marks');
  w.doc.moveDown(0.2);
  for (const mark of data.reviewMarks) {
    const by = `${w.printable(mark.marked_by_name ?? 'a former user')} on ${when(mark.marked_at)}`;
    const state = mark.reviewed
      ? `Reviewed by ${by}`
      : mark.stale
        ? `Mark by ${by} no longer stands: the data changed after it`
        : 'Not marked reviewed';
    w.field(reviewTabLabel(mark.tab), state);
  }
  w.doc.moveDown(0.6).font('Bold').fillColor(INK).text(`Internal notes (${data.notes.length})`);
  w.doc.moveDown(0.2);
  if (data.notes.length === 0) w.paragraph('None.');
  for (const note of data.notes) {
    w.titleLine(when(note.created_at), actorName(note.author));
    w.paragraph(note.body, { indent: 12 });
    w.doc.moveDown(0.25);
  }
}

/** Renders the case report; resolves to the PDF's bytes. */
export function renderCaseReport(data: CaseReportData): Promise<Buffer> {
  const v = data.verification;
  const w = new ReportWriter({ title: `Verification report: ${v.company_name}`, subject: `Verification ${v.id}` });
  const doc = w.doc;

  doc.font('Regular').fontSize(9).fillColor('#6b7280').text('DOSSIER · VERIFICATION REPORT');
  doc.moveDown(0.3).font('Bold').fontSize(20).fillColor(INK).text(w.printable(v.company_name));
  doc
    .font('Regular')
    .fontSize(10)
    .fillColor('#6b7280')
    .text(`${w.printable(v.company_number)} · ${w.printable(v.company_jurisdiction?.name)} · case ${v.id}`);
  doc
    .moveDown(0.5)
    .fillColor(INK)
    .text(`Produced ${when(data.producedAt)} by ${w.printable(data.producedBy)}`);
  const scripts = uncoveredScripts(data);
  if (scripts.length > 0) {
    doc.moveDown(0.6);
    w.notice(
      `Some names use a script this report's font cannot show: ${scripts.join(', ')}. Those characters are ` +
        'printed as their Unicode code points in brackets, such as [U+738B]; the console shows them as entered.',
    );
  }

  w.heading('Decision');
  w.field('Status', statusLabel(v.status));
  w.field('Assessment', assessmentLabel(v.assessment));
  if (data.decision) {
    w.field('Outcome', data.decision.outcome === 'approved' ? 'Approved' : 'Rejected');
    w.field('Decided by', data.decision.decided_by);
    w.field('QA by', data.decision.qa_by ?? 'No QA');
    w.field('Decided', when(data.decision.decided_at));
  }
  w.field('Assessment comment', v.assessment_comment);
  w.field('QA comment', v.qa_comment);
  w.field('Rejection comment', v.rejection_comment);
  w.field('Assigned to', v.assignee?.name);
  w.field('Customer reference', v.customer_id);
  w.field('Opened', when(v.created_at));
  w.field('Last data update', when(v.last_data_update));

  for (const [index, company] of data.companies.entries()) {
    w.heading(index === 0 ? 'Company' : `Related company: ${company.formal_name}`);
    writeCompany(w, company);
  }
  writeDirectors(w, data.directors);
  writeStructure(w, data.structure ?? null);
  writeDocuments(w, data);

  writeScreening(w, data);
  w.heading('Risk assessment');
  const risk = v.risk_assessment ?? null;
  if (risk === null) w.paragraph('Not assessed.');
  else {
    w.field(
      'Level',
      `${riskLevelLabel(risk.level) || risk.level} · score ${risk.score} · model version ${risk.model_version}`,
    );
    if (risk.override) {
      w.field('Computed level', riskLevelLabel(risk.computed_level) || risk.computed_level);
      w.field('Override', `${when(risk.override.at)}: ${risk.override.reason}`);
    }
    for (const factor of risk.factors) w.paragraph(`• ${factor.reason}`);
    w.field('Assessed', when(risk.assessed_at));
  }
  w.field('Next review', v.next_review_at ?? null);

  w.heading('External risk scores');
  if (data.riskScores.length === 0) w.paragraph('None received.');
  for (const score of data.riskScores) {
    const reasons = score.risk_score_detailed.reasons;
    w.field(
      when(score.created_at),
      `${riskLevelLabel(score.risk_score_simple) || '—'} · score ${w.printable(score.risk_score_detailed.score)}` +
        (reasons.length > 0 ? ` · ${reasons.join('; ')}` : ''),
    );
  }

  if (v.requested_data !== null) {
    w.heading('Requested from the customer');
    const requested = v.requested_data as Parameters<typeof describeRequestedData>[0] & { comment?: string | null };
    const names = new Map(data.directors.map((d) => [d.person.id, `${d.person.given_names} ${d.person.surname}`]));
    w.field('Comment', requested?.comment);
    const lines = requested?.missing ? describeRequestedData(requested, names) : [];
    for (const line of lines) w.paragraph(`• ${line}`);
  }

  writeInternal(w, data);

  w.heading(`Audit log (${data.auditLog.length} entries)`);
  for (const entry of data.auditLog) {
    const move =
      entry.from_state || entry.to_state
        ? ` · ${statusLabel(entry.from_state) || '—'} → ${statusLabel(entry.to_state) || '—'}`
        : '';
    w.titleLine(
      `${when(entry.created_at)}  ${auditActionLabel(entry.action, entry.data)}`,
      `${actorName(entry.actor)}${move}`,
    );
    if (entry.comment) w.paragraph(`“${entry.comment}”`, { indent: 12 });
    doc.moveDown(0.25);
  }

  return w.finish(v.company_name);
}
