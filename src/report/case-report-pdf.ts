import PDFDocument from 'pdfkit';
import { isAnswered } from '../domain/answered-fields.js';
import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from '../domain/verification-status.js';

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
  };
  readonly companies: readonly Record<string, unknown>[];
  readonly directors: readonly {
    position: string;
    person: Record<string, unknown> & { given_names: string; surname: string; documents: readonly unknown[] };
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
  readonly riskScores: readonly {
    risk_score_simple: string | null;
    risk_score_detailed: { score: string | null; reasons: readonly string[] };
    created_at: string;
  }[];
  readonly auditLog: readonly {
    action: string;
    actor: { type: string; name: string | null; email: string | null };
    from_state: string | null;
    to_state: string | null;
    comment: string | null;
    created_at: string;
  }[];
  readonly producedAt: string;
  readonly producedBy: string;
}

const ASSESSMENT_LABELS: Record<string, string> = {
  risk_low: 'Low risk',
  risk_medium: 'Medium risk',
  risk_high: 'High risk',
};

const INK = '#111827';
const MUTED = '#6b7280';
const RULE = '#e5e7eb';

function when(iso: string | null): string {
  return iso === null || iso === '' ? '—' : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function statusLabel(status: string | null): string {
  return status === null ? '—' : (VERIFICATION_STATUS_LABELS[status as VerificationStatus] ?? status);
}

/** The standard PDF fonts speak Latin-1: other characters would print as garbage, so they become "?" instead. */
/** A field the customer never answered (domain/answered-fields). */
const NOT_GIVEN = 'Not provided';

function printable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(printable).join(', ');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.replace(/[^\n\t\x20-\x7e\xa0-\xff\u2013\u2014\u2019\u201c\u201d\u2022\u2026]/g, '?');
}

function actorName(actor: { type: string; name: string | null; email: string | null }): string {
  if (actor.type === 'user') return `${actor.name ?? 'a user'}${actor.email ? ` <${actor.email}>` : ''}`;
  if (actor.type === 'token') return `access token "${actor.name ?? '?'}"`;
  if (actor.type === 'customer') return 'the customer';
  return actor.type === 'cli' ? 'the operator (CLI)' : actor.type;
}

/** Renders the case report; resolves to the PDF's bytes. */
export function renderCaseReport(data: CaseReportData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: {
      Title: `Verification report: ${printable(data.verification.company_name)}`,
      Author: 'Dossier',
      Subject: `Verification ${data.verification.id}`,
    },
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 112;
  const ensureSpace = (height: number) => {
    if (doc.y + height > doc.page.height - 56) doc.addPage();
  };
  const heading = (text: string) => {
    ensureSpace(60);
    doc.moveDown(1.2).font('Helvetica-Bold').fontSize(13).fillColor(INK).text(text);
    doc
      .moveTo(56, doc.y + 3)
      .lineTo(56 + width, doc.y + 3)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.6).fontSize(10);
  };
  const field = (label: string, value: unknown) => {
    ensureSpace(16);
    doc.font('Helvetica-Bold').fillColor(MUTED).text(`${label}: `, { continued: true });
    doc.font('Helvetica').fillColor(INK).text(printable(value));
  };
  const v = data.verification;

  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('DOSSIER · VERIFICATION REPORT');
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(20).fillColor(INK).text(printable(v.company_name));
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${printable(v.company_number)} · ${printable(v.company_jurisdiction?.name)} · case ${v.id}`);
  doc
    .moveDown(0.5)
    .fillColor(INK)
    .text(`Produced ${when(data.producedAt)} by ${printable(data.producedBy)}`);

  heading('Decision');
  field('Status', statusLabel(v.status));
  field('Assessment', v.assessment === null ? null : (ASSESSMENT_LABELS[v.assessment] ?? v.assessment));
  field('Assessment comment', v.assessment_comment);
  field('QA comment', v.qa_comment);
  field('Rejection comment', v.rejection_comment);
  field('Assigned to', v.assignee?.name);
  field('Customer reference', v.customer_id);
  field('Opened', when(v.created_at));
  field('Last data update', when(v.last_data_update));

  for (const [index, company] of data.companies.entries()) {
    heading(index === 0 ? 'Company' : `Related company: ${printable(company.formal_name)}`);
    const c = company;
    field('Formal name', c.formal_name);
    field('Brand name', c.brand_name);
    field('Company number', c.company_number);
    field('Jurisdiction', (c.jurisdiction as { name?: string } | null)?.name);
    field('Legal form', (c.company_type as { full_name?: string } | null)?.full_name);
    field('Date of incorporation', c.date_of_incorporation);
    field('Industry', (c.industry as { main?: { value?: string } | null } | null)?.main?.value);
    for (const [label, key] of [
      ['Business description', 'business_description'],
      ['Products', 'products_description'],
      ['Activity countries', 'business_activity_countries'],
      ['Tax number', 'tax_number'],
      ['Source of funds', 'funds_sources'],
      ['Website', 'website'],
      ['E-mail', 'email'],
      ['Phone', 'phone_number'],
      ['Employees', 'employees_count'],
      ['Registration authority', 'registration_authority'],
      ['Licence number', 'license_number'],
      ['Licence authority', 'license_issuing_authority'],
      ['AML contact', 'aml_contact_person'],
      ['Investigations', 'investigations'],
      ['Prosecutions', 'prosecutions'],
      ['UBO criminal records', 'ubo_criminal_records'],
      ['Licence required', 'license_required'],
    ] as const) {
      // What nobody gave is stored as false or "": it prints as not provided, never as an answer.
      if (c[key] !== undefined)
        field(label, isAnswered(c.answered_fields as string[] | null, key) ? c[key] : NOT_GIVEN);
    }
    for (const bank of (c.bank_accounts as Record<string, unknown>[] | undefined) ?? []) {
      field(
        'Bank account',
        `${printable(bank.name)} · ${printable(bank.number)} · holder ${printable(bank.account_holder)}`,
      );
    }
    for (const crypto of (c.crypto_addresses as Record<string, unknown>[] | undefined) ?? []) {
      field(
        'Crypto address',
        `${printable(crypto.address_type)} ${printable(crypto.address)} · ownership ${printable(crypto.signature_verification)}`,
      );
    }
  }

  heading(`Directors (${data.directors.length})`);
  if (data.directors.length === 0) doc.font('Helvetica').text('None.');
  for (const director of data.directors) {
    const p = director.person;
    ensureSpace(40);
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(`${printable(p.given_names)} ${printable(p.surname)}`, {
        continued: true,
      });
    doc
      .font('Helvetica')
      .fillColor(MUTED)
      .text(` · ${printable(director.position)}`);
    doc
      .fillColor(INK)
      .text(
        `Born ${printable(p.date_of_birth)} · nationality ${printable(p.nationality)} · ` +
          `PEP: ${!isAnswered(p.answered_fields as string[] | null, 'pep') ? NOT_GIVEN : p.pep ? `yes (${printable(p.pep_description)})` : 'no'} · ` +
          `${p.documents.length} document(s)`,
      );
    doc.moveDown(0.4);
  }

  heading(`Documents (${data.documents.length})`);
  if (data.documents.length === 0) doc.font('Helvetica').text('None.');
  for (const { owner, record } of data.documents) {
    const thumbnail = data.thumbnails.get(record.id);
    ensureSpace(thumbnail ? 78 : 30);
    const top = doc.y;
    const textLeft = thumbnail ? 56 + 74 : 56;
    if (thumbnail) {
      doc.image(thumbnail, 56, top, { fit: [64, 64] });
      doc.rect(56, top, 64, 64).strokeColor(RULE).stroke();
    }
    const d = record.document;
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(`${printable(d.document_type)} · ${printable(owner)}`, textLeft, top, { width: width - (textLeft - 56) });
    doc
      .font('Helvetica')
      .fillColor(MUTED)
      .text(
        `No. ${printable(d.number)} · issued ${printable(d.date_of_issue)} in ${printable(d.country_of_issue)} · ` +
          `expires ${printable(d.expiration_date)} · ${printable(d.name)}`,
        textLeft,
        doc.y,
        { width: width - (textLeft - 56) },
      );
    doc.x = 56;
    doc.y = Math.max(doc.y, thumbnail ? top + 70 : doc.y) + 6;
  }

  heading('External risk scores');
  if (data.riskScores.length === 0) doc.font('Helvetica').fillColor(INK).text('None received.');
  for (const score of data.riskScores) {
    field(
      when(score.created_at),
      `${printable(score.risk_score_simple)} · ${printable(score.risk_score_detailed.score)}` +
        (score.risk_score_detailed.reasons.length > 0 ? ` · ${score.risk_score_detailed.reasons.join('; ')}` : ''),
    );
  }

  if (v.requested_data !== null) {
    heading('Requested from the customer');
    const requested = v.requested_data as { comment?: string | null; missing?: Record<string, unknown> };
    field('Comment', requested.comment);
    for (const [key, value] of Object.entries(requested.missing ?? {})) {
      if (Array.isArray(value) && value.length > 0) field(key.replace(/_/g, ' '), value);
    }
  }

  heading(`Audit log (${data.auditLog.length} entries)`);
  for (const entry of data.auditLog) {
    ensureSpace(30);
    const move =
      entry.from_state || entry.to_state ? ` · ${statusLabel(entry.from_state)} to ${statusLabel(entry.to_state)}` : '';
    const who = actorName(entry.actor);
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(`${when(entry.created_at)}  ${printable(entry.action)}`, {
        continued: true,
      });
    doc
      .font('Helvetica')
      .fillColor(MUTED)
      .text(`  ${printable(who)}${move}`);
    if (entry.comment) doc.fillColor(INK).text(`“${printable(entry.comment)}”`, { indent: 12 });
    doc.moveDown(0.25);
  }

  // Page numbers, written once every page exists.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: lift the margin while writing it, or pdfkit starts a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${printable(v.company_name)} · page ${i + 1} of ${range.count}`, 56, doc.page.height - 40, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
