import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { ListCategory, ListEntry, ListEntryKind, ListIdentifier } from '../list-entry.js';
import { ListFormatError } from '../list-entry.js';
import { parseListDate } from './list-dates.js';

/** FollowTheMoney schemata that name something a subject can be: the rest (Address, Sanction, Ownership…) are skipped. */
const KINDS: Record<string, ListEntryKind> = {
  Person: 'person',
  Organization: 'organization',
  Company: 'organization',
  LegalEntity: 'organization',
  PublicBody: 'organization',
  Vessel: 'vessel',
  Airplane: 'aircraft',
};

const IDENTIFIER_PROPS = [
  'idNumber',
  'passportNumber',
  'taxNumber',
  'registrationNumber',
  'innCode',
  'ogrnCode',
  'leiCode',
  'swiftBic',
  'imoNumber',
  'mmsi',
  'callSign',
  'vatCode',
  'email',
];

type Props = Record<string, unknown>;
const values = (p: Props, name: string): string[] =>
  Array.isArray(p[name]) ? (p[name] as unknown[]).filter((v): v is string => typeof v === 'string') : [];

/** role.pep and role.rca are PEPs (and their close associates); sanction, sanction.linked… are sanctions. */
function categoryOf(topics: string[]): ListCategory | null {
  if (topics.some((t) => t === 'sanction' || t.startsWith('sanction.'))) return 'sanction';
  if (topics.some((t) => t === 'role.pep' || t === 'role.rca' || t.startsWith('role.pep.'))) return 'pep';
  return null;
}

function toEntry(line: string, lineNo: number): ListEntry | null {
  let raw: { id?: unknown; schema?: unknown; properties?: unknown };
  try {
    raw = JSON.parse(line);
  } catch {
    throw new ListFormatError(`OpenSanctions, line ${lineNo}: not a JSON object`);
  }
  if (typeof raw !== 'object' || raw === null || typeof raw.id !== 'string' || typeof raw.schema !== 'string') {
    throw new ListFormatError(`OpenSanctions, line ${lineNo}: not a FollowTheMoney entity (id and schema)`);
  }
  const kind = KINDS[raw.schema];
  if (kind === undefined) return null;
  const p = (raw.properties ?? {}) as Props;
  const category = categoryOf(values(p, 'topics'));
  const names = values(p, 'name');
  if (category === null || names.length === 0) return null;
  const identifiers: ListIdentifier[] = IDENTIFIER_PROPS.flatMap((prop) =>
    values(p, prop).map((value) => ({ type: prop, value })),
  );
  const listed = [...values(p, 'createdAt'), ...values(p, 'listingDate')].find((d) => /^\d{4}-\d{2}-\d{2}/.test(d));
  const notes = [...values(p, 'position'), ...values(p, 'notes'), ...values(p, 'summary')];
  return {
    source_key: raw.id,
    kind,
    category,
    names: names.slice(0, 1),
    aliases: [
      ...names.slice(1).map((name) => ({ name, quality: 'strong' as const, type: 'name' })),
      ...values(p, 'alias').map((name) => ({ name, quality: 'strong' as const, type: 'alias' })),
      ...values(p, 'previousName').map((name) => ({ name, quality: 'strong' as const, type: 'previous name' })),
      ...values(p, 'weakAlias').map((name) => ({ name, quality: 'weak' as const, type: 'weak alias' })),
    ],
    dates_of_birth: values(p, 'birthDate').map(parseListDate),
    places_of_birth: values(p, 'birthPlace'),
    nationalities: [...values(p, 'nationality'), ...values(p, 'citizenship')],
    addresses: values(p, 'address'),
    identifiers,
    crypto_addresses: [],
    programmes: [...values(p, 'program'), ...values(p, 'programId')],
    listed_on: listed ? listed.slice(0, 10) : null,
    remarks: notes.length > 0 ? notes.join('\n') : null,
    url: values(p, 'sourceUrl')[0] ?? `https://www.opensanctions.org/entities/${encodeURIComponent(raw.id)}/`,
  };
}

/**
 * OpenSanctions' FollowTheMoney entities, one JSON object a line (targets.nested.json or entities.ftm.json):
 * people, organisations, companies, vessels and aircraft with a sanction or PEP topic. A line is read at a time.
 */
export async function* parseOpenSanctions(stream: Readable): AsyncGenerator<ListEntry> {
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNo = 0;
  for await (const line of lines) {
    lineNo += 1;
    if (line.trim() === '') continue;
    const entry = toEntry(line, lineNo);
    if (entry !== null) yield entry;
  }
}
