import type { ReportWriter } from './report-writer.js';
import { INK, MUTED } from './report-writer.js';

/** The ownership part of the case report, computed by the service (rules/ownership.ts) and named for reading. */
export interface ReportStructure {
  readonly threshold: number;
  readonly tracedPercentage: number;
  readonly entities: readonly {
    readonly name: string;
    readonly type: 'company' | 'person';
    readonly root: boolean;
    readonly direct: number;
    readonly indirect: number;
    readonly roles: readonly string[];
    readonly jurisdiction: string | null;
    readonly listedOn: string | null;
  }[];
  readonly ubos: readonly {
    readonly name: string;
    readonly percentage: number;
    readonly natures: readonly string[];
    readonly description: string;
    readonly byDefault: boolean;
  }[];
  readonly warnings: readonly string[];
}

const NATURES: Record<string, string> = {
  ownership_of_shares: 'ownership of shares',
  voting_rights: 'voting rights',
  right_to_appoint_board: 'right to appoint the board',
  other_significant_influence: 'other significant influence',
  senior_managing_official: 'senior managing official',
};

const pct = (value: number) => `${Math.round(value * 100) / 100} %`;

const COLUMNS = [
  { title: 'Entity', width: 0.3 },
  { title: 'Type', width: 0.14 },
  { title: 'Direct', width: 0.1, right: true },
  { title: 'Indirect', width: 0.1, right: true },
  { title: 'Roles', width: 0.22 },
  { title: 'Jurisdiction', width: 0.14 },
];

/** One row of the structure's table: cells side by side, the row as tall as its tallest cell. */
function tableRow(w: ReportWriter, cells: readonly string[], bold: boolean): void {
  const doc = w.doc;
  const left = 56;
  doc.font(bold ? 'Bold' : 'Regular').fontSize(9);
  const widths = COLUMNS.map((c) => c.width * w.width);
  const heights = cells.map((text, i) => doc.heightOfString(w.printable(text), { width: (widths[i] ?? 0) - 6 }));
  const height = Math.max(...heights) + 4;
  w.ensureSpace(height + 2);
  const top = doc.y;
  let x = left;
  cells.forEach((text, i) => {
    const width = (widths[i] ?? 0) - 6;
    doc
      .fillColor(bold ? MUTED : INK)
      .text(w.printable(text), x, top, { width, align: COLUMNS[i]?.right ? 'right' : 'left' });
    x += widths[i] ?? 0;
  });
  doc.x = left;
  doc.y = top + height;
  doc.fontSize(10);
}

/** The structure as a table of every entity, the warnings, and the UBO list with how each qualifies. */
export function writeStructure(w: ReportWriter, structure: ReportStructure | null): void {
  w.heading(
    'Ownership structure',
    structure
      ? `Computed from the declared structure; ${pct(structure.tracedPercentage)} traced to people or listed companies.`
      : undefined,
  );
  if (!structure || structure.entities.length <= 1) {
    w.paragraph('No ownership structure declared.');
    return;
  }
  for (const warning of structure.warnings) w.notice(`Warning: ${warning}`);
  tableRow(
    w,
    COLUMNS.map((c) => c.title),
    true,
  );
  for (const e of structure.entities) {
    tableRow(
      w,
      [
        e.listedOn ? `${e.name} (listed on ${e.listedOn})` : e.name,
        e.root ? 'Under review' : e.type === 'company' ? 'Company' : 'Person',
        e.root || e.direct === 0 ? '—' : pct(e.direct),
        e.root ? '—' : pct(e.indirect),
        e.roles.join(', ') || '—',
        e.jurisdiction?.toUpperCase() ?? '—',
      ],
      false,
    );
  }
  w.heading(`Beneficial owners (${structure.ubos.length})`, `Threshold ${pct(structure.threshold)}.`);
  if (structure.ubos.length === 0) w.paragraph('None could be named.');
  for (const u of structure.ubos) {
    w.titleLine(
      `${u.name}  ${pct(u.percentage)}`,
      (u.byDefault ? 'UBO by default · ' : '') + u.natures.map((n) => NATURES[n] ?? n).join(', '),
    );
    w.paragraph(u.description, { indent: 12 });
    w.doc.moveDown(0.3);
  }
}
