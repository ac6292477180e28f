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
 * Why the suites that read reports with pdftotext cannot run here (poppler-utils is not installed), or false.
 * With DOSSIER_REQUIRE_PDFTOTEXT=1 (CI) a missing pdftotext is not a reason to skip: the suites run and fail.
 */
export function pdftotextMissing(): string | false {
  if (process.env.DOSSIER_REQUIRE_PDFTOTEXT === '1') return false;
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return false;
  } catch {
    return 'pdftotext is not installed: apt-get install -y poppler-utils';
  }
}

/**
 * The text of a PDF as poppler's `pdftotext` extracts it (UTF-8, reading order), white space collapsed: the tool
 * an officer or a regulator would use to search a filed report.
 */
export function pdftotextText(bytes: Buffer): string {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, maxBuffer: 64 * 1024 * 1024 });
  return text.toString('utf8').replace(/\s+/g, ' ');
}
