import sharp from 'sharp';
import type { DemoPerson } from './demo-companies.js';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A mock passport data page, clearly marked SPECIMEN, as a 900×600 PNG. */
export async function passportPng(person: DemoPerson): Promise<Buffer> {
  const mrzName = `${person.surname}<<${person.givenNames}`
    .toUpperCase()
    .replace(/[^A-Z<]/g, '<')
    .padEnd(39, '<');
  const rows = [
    ['Surname', person.surname],
    ['Given names', person.givenNames],
    ['Nationality', person.nationality.toUpperCase()],
    ['Date of birth', person.dateOfBirth],
    ['Passport No.', person.passportNumber],
    ['Date of issue', person.passportIssued],
    ['Date of expiry', person.passportExpires],
  ];
  const text = rows
    .map(
      ([label, value], i) =>
        `<text x="330" y="${150 + i * 48}" font-size="16" fill="#55606e">${escapeXml(label as string)}</text>` +
        `<text x="330" y="${172 + i * 48}" font-size="24" font-weight="bold" fill="#1b2430">${escapeXml(value as string)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
    <rect width="900" height="600" rx="24" fill="#e8eef5"/>
    <rect x="0" y="0" width="900" height="90" rx="24" fill="#24476b"/>
    <text x="40" y="58" font-size="34" font-family="sans-serif" font-weight="bold" fill="#ffffff">PASSPORT</text>
    <rect x="40" y="120" width="250" height="320" rx="12" fill="#b9c7d6"/>
    <circle cx="165" cy="240" r="70" fill="#8fa3b8"/>
    <rect x="85" y="320" width="160" height="110" rx="60" fill="#8fa3b8"/>
    <g font-family="sans-serif">${text}</g>
    <text x="450" y="330" font-size="96" font-family="sans-serif" font-weight="bold" fill="#c0392b" opacity="0.25"
      transform="rotate(-20 450 330)" text-anchor="middle">SPECIMEN</text>
    <g font-family="monospace" font-size="24" fill="#1b2430">
      <text x="40" y="520">P&lt;${escapeXml(person.nationality.toUpperCase())}${escapeXml(mrzName)}</text>
      <text x="40" y="556">${escapeXml(person.passportNumber.padEnd(9, '<'))}&lt;0${escapeXml(person.nationality.toUpperCase())}${person.dateOfBirth.replaceAll('-', '').slice(2)}&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;</text>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** Characters outside Latin-1 cannot be drawn with the standard PDF fonts; they are transliterated roughly. */
function pdfText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[()\\]/g, (c) => `\\${c}`);
}

/** A valid one-page PDF with a title and lines of text (Helvetica), e.g. a certificate of incorporation. */
export function textPdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT /F1 20 Tf 72 740 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf 0 -36 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
    '0.75 0.22 0.17 rg BT /F1 48 Tf 150 300 Td (SPECIMEN) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
