import { execFileSync } from 'node:child_process';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, as a reader copying it would get it (pdf.js, the renderer the console uses). */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  // pdfkit may split a line into several runs: compare with collapsed white space.
  return { pages: pdf.numPages, text: pages.join('\n').replace(/\s+/g, ' ') };
}

/**
 * The text of a PDF as poppler's `pdftotext` extracts it (UTF-8, reading order), white space collapsed: the tool
 * an officer or a regulator would use to search a filed report.
 */
export function pdftotextText(bytes: Buffer): string {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, maxBuffer: 64 * 1024 * 1024 });
  return text.toString('utf8').replace(/\s+/g, ' ');
}
