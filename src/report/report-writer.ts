import PDFDocument from 'pdfkit';
import { reportFonts, toPrintable } from './report-font.js';

export const INK = '#111827';
export const MUTED = '#6b7280';
const RULE = '#e5e7eb';
const NOTE_FILL = '#fef3c7';
const MARGIN = 56;

/** "2026-03-01 09:30 UTC", or a dash for nothing. */
export function when(iso: string | null): string {
  return iso === null || iso === '' ? '—' : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * The report's page and its few typographic moves (headings, label: value lines, paragraphs), all in DejaVu Sans,
 * with every text passed through the font's coverage (toPrintable), so nothing prints as "?" or as an empty box.
 */
export class ReportWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;
  private readonly covers: (codePoint: number) => boolean;

  constructor(info: { title: string; subject: string }) {
    const fonts = reportFonts();
    this.covers = fonts.covers;
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      info: { Title: this.printable(info.title), Author: 'Dossier', Subject: info.subject },
      bufferPages: true,
    });
    this.doc.registerFont('Regular', fonts.regular);
    this.doc.registerFont('Bold', fonts.bold);
    this.doc.font('Regular');
    this.width = this.doc.page.width - 2 * MARGIN;
  }

  /** A value as printed: a dash for nothing, lists joined, characters the font lacks as code points. */
  printable(value: unknown): string {
    if (value === null || value === undefined || value === '') return '—';
    if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => this.printable(v)).join(', ');
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return toPrintable(text, this.covers).text;
  }

  ensureSpace(height: number): void {
    if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage();
  }

  heading(text: string, subtitle?: string): void {
    const doc = this.doc;
    this.ensureSpace(60);
    doc.x = MARGIN;
    doc.moveDown(1.2).font('Bold').fontSize(13).fillColor(INK).text(this.printable(text));
    if (subtitle) doc.moveDown(0.1).font('Regular').fontSize(9).fillColor(MUTED).text(this.printable(subtitle));
    doc
      .moveTo(MARGIN, doc.y + 3)
      .lineTo(MARGIN + this.width, doc.y + 3)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.6).fontSize(10);
  }

  /** "Label: value" on one line (wrapping as needed). */
  field(label: string, value: unknown): void {
    this.ensureSpace(16);
    this.doc.font('Bold').fillColor(MUTED).text(`${label}: `, { continued: true });
    this.doc.font('Regular').fillColor(INK).text(this.printable(value));
  }

  /** A bold title with a muted tail on the same line: "Rūta Kazlauskaitė · Chief executive officer". */
  titleLine(title: string, tail: string): void {
    this.ensureSpace(30);
    this.doc
      .font('Bold')
      .fillColor(INK)
      .text(this.printable(title), { continued: tail !== '' });
    if (tail !== '')
      this.doc
        .font('Regular')
        .fillColor(MUTED)
        .text(`  ${this.printable(tail)}`);
  }

  paragraph(text: string, options: { muted?: boolean; indent?: number } = {}): void {
    this.ensureSpace(16);
    this.doc
      .font('Regular')
      .fillColor(options.muted ? MUTED : INK)
      .text(this.printable(text), { indent: options.indent ?? 0 });
  }

  /** A shaded box with a short message the reader must not miss. */
  notice(text: string): void {
    const doc = this.doc;
    const body = this.printable(text);
    doc.font('Regular').fontSize(9);
    const height = doc.heightOfString(body, { width: this.width - 16 }) + 12;
    this.ensureSpace(height + 8);
    const top = doc.y;
    doc.rect(MARGIN, top, this.width, height).fill(NOTE_FILL);
    doc.fillColor(INK).text(body, MARGIN + 8, top + 6, { width: this.width - 16 });
    doc.x = MARGIN;
    doc.y = top + height + 4;
    doc.fontSize(10);
  }

  /** Page numbers, written once every page exists; then the PDF's bytes. */
  finish(footer: string): Promise<Buffer> {
    const doc = this.doc;
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // The footer sits in the bottom margin: lift the margin while writing it, or pdfkit starts a new page.
      doc.page.margins.bottom = 0;
      doc
        .font('Regular')
        .fontSize(8)
        .fillColor(MUTED)
        .text(`${this.printable(footer)} · page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - 40, {
          width: this.width,
          align: 'right',
          lineBreak: false,
        });
    }
    doc.end();
    return done;
  }
}
