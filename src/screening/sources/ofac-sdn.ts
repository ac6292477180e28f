import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { type ListAlias, type ListEntry, type ListEntryKind, ListFormatError } from '../list-entry.js';
import { parseOfacRemarks } from './ofac-remarks.js';

/** The four files of OFAC's legacy SDN format, each a stream (the caller opens them). */
export interface OfacSdnFiles {
  readonly sdn: Readable;
  readonly add: Readable;
  readonly alt: Readable;
  readonly comments: Readable;
}

export const OFAC_SDN_FILE_NAMES = { sdn: 'sdn.csv', add: 'add.csv', alt: 'alt.csv', comments: 'sdn_comments.csv' };

/** OFAC writes "-0- " for an empty field. */
function field(value: string | undefined): string {
  const v = (value ?? '').trim();
  return v === '-0-' ? '' : v;
}

type Row = string[];

/**
 * Rows of one file, with the entry number of each checked. The files end with a lone DOS end-of-file
 * character (0x1A), which is skipped.
 */
async function* rowsOf(stream: Readable, file: string, minColumns: number): AsyncGenerator<Row> {
  const parser = stream.pipe(
    parse({ relax_quotes: true, relax_column_count: true, skip_empty_lines: true, bom: true }),
  );
  let line = 0;
  for await (const record of parser as AsyncIterable<Row>) {
    line += 1;
    const first = (record[0] ?? '').trim();
    if (record.length === 1 && first.split(String.fromCharCode(0x1a)).join('') === '') continue;
    if (!/^\d+$/.test(first) || record.length < minColumns) {
      throw new ListFormatError(
        `${file}, record ${line}: not an OFAC SDN record (entry number, then ${minColumns - 1} fields)`,
      );
    }
    yield record;
  }
}

/** Reads a file sorted by entry number alongside sdn.csv: the rows of one entry at a time, without holding the file. */
class SortedSide {
  private pending: Row | null = null;
  private done = false;
  private last = -1;
  constructor(
    private readonly rows: AsyncGenerator<Row>,
    private readonly file: string,
  ) {}

  async rowsFor(entNum: number): Promise<Row[]> {
    const out: Row[] = [];
    for (;;) {
      if (this.pending === null) {
        if (this.done) return out;
        const next = await this.rows.next();
        if (next.done) {
          this.done = true;
          return out;
        }
        const id = Number(next.value[0]);
        if (id < this.last) throw new ListFormatError(`${this.file}: entries are not in the order of their numbers`);
        this.last = id;
        this.pending = next.value;
      }
      const id = Number(this.pending[0]);
      if (id > entNum) return out;
      if (id === entNum) out.push(this.pending);
      this.pending = null;
    }
  }
}

function kindOf(sdnType: string): ListEntryKind {
  switch (sdnType.toLowerCase()) {
    case 'individual':
      return 'person';
    case 'vessel':
      return 'vessel';
    case 'aircraft':
      return 'aircraft';
    default:
      return 'organization';
  }
}

/**
 * OFAC's SDN list from its legacy CSV files (sdn.csv: ent_num, name, type, programs, title, call sign, vessel type,
 * tonnage, GRT, flag, owner, remarks; add.csv: addresses; alt.csv: aliases; sdn_comments.csv: the remarks that
 * overflow sdn.csv). The files are sorted by entry number, so they are read side by side, one entry at a time.
 */
export async function* parseOfacSdn(files: OfacSdnFiles): AsyncGenerator<ListEntry> {
  const add = new SortedSide(rowsOf(files.add, 'add.csv', 5), 'add.csv');
  const alt = new SortedSide(rowsOf(files.alt, 'alt.csv', 4), 'alt.csv');
  const comments = new SortedSide(rowsOf(files.comments, 'sdn_comments.csv', 2), 'sdn_comments.csv');
  let last = -1;
  for await (const row of rowsOf(files.sdn, 'sdn.csv', 12)) {
    const entNum = Number(row[0]);
    if (entNum <= last) throw new ListFormatError('sdn.csv: entries are not in the order of their numbers');
    last = entNum;
    const [addresses, aliases, overflow] = await Promise.all([
      add.rowsFor(entNum),
      alt.rowsFor(entNum),
      comments.rowsFor(entNum),
    ]);
    const remarksText = field(row[11]) + overflow.map((r) => r[1] ?? '').join('');
    const remarks = parseOfacRemarks(remarksText);
    const kind = kindOf(field(row[2]));
    const strongAliases: ListAlias[] = aliases
      .filter((a) => field(a[3]) !== '')
      .map((a) => ({ name: field(a[3]), quality: 'strong', type: field(a[2]) || 'aka' }));
    const identifiers = [...remarks.identifiers];
    if (field(row[5])) identifiers.push({ type: 'Call Sign', value: field(row[5]) });
    const vessel = [
      ['Vessel type', row[6]],
      ['Tonnage', row[7]],
      ['GRT', row[8]],
      ['Flag', row[9]],
      ['Owner', row[10]],
    ]
      .filter(([, v]) => field(v) !== '')
      .map(([k, v]) => `${k} ${field(v)}`);
    const title = field(row[4]);
    const remarkParts = [title ? `Title: ${title}` : '', ...vessel, ...remarks.other].filter((p) => p !== '');
    yield {
      source_key: String(entNum),
      kind,
      category: 'sanction',
      names: [field(row[1])],
      aliases: [...strongAliases, ...remarks.weak_aliases],
      dates_of_birth: remarks.dates_of_birth,
      places_of_birth: remarks.places_of_birth,
      nationalities: remarks.nationalities,
      addresses: addresses
        .map((a) =>
          [a[2], a[3], a[4]]
            .map(field)
            .filter((p) => p !== '')
            .join(', '),
        )
        .filter((a) => a !== ''),
      identifiers,
      crypto_addresses: remarks.crypto_addresses,
      programmes: field(row[3])
        .split(/\]\s*\[/)
        .map((p) => p.replace(/[[\]]/g, '').trim())
        .filter((p) => p !== ''),
      listed_on: null,
      remarks: remarkParts.length > 0 ? remarkParts.join('; ') : null,
      url: `https://sanctionssearch.ofac.treas.gov/Details.aspx?id=${entNum}`,
    };
  }
}
