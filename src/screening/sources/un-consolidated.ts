import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import type { ListAlias, ListDate, ListEntry, ListIdentifier } from '../list-entry.js';
import { ListFormatError } from '../list-entry.js';
import { xmlEntries } from './xml-entry-stream.js';

type Fields = Map<string, string[]>;
interface Group {
  readonly name: string;
  readonly fields: Fields;
}
interface RawRecord {
  readonly type: 'INDIVIDUAL' | 'ENTITY';
  readonly fields: Fields;
  readonly groups: Group[];
}

const UN_LIST_URL = 'https://main.un.org/securitycouncil/en/content/un-sc-consolidated-list';

const one = (f: Fields, name: string): string => (f.get(name)?.[0] ?? '').trim();
const all = (f: Fields, name: string): string[] => (f.get(name) ?? []).map((v) => v.trim()).filter((v) => v !== '');
const joined = (f: Fields, names: string[]): string =>
  names
    .map((n) => one(f, n))
    .filter((v) => v !== '')
    .join(', ');

/** UN dates of birth: EXACT (a DATE or a YEAR), APPROXIMATELY (circa), BETWEEN (FROM_YEAR, TO_YEAR). */
function dateOfBirth(f: Fields): ListDate | null {
  const kind = one(f, 'TYPE_OF_DATE').toUpperCase();
  const date = one(f, 'DATE');
  const year = Number(one(f, 'YEAR')) || Number(date.slice(0, 4)) || null;
  const circa = kind === 'APPROXIMATELY';
  if (kind === 'BETWEEN') {
    const from = Number(one(f, 'FROM_YEAR'));
    const to = Number(one(f, 'TO_YEAR'));
    if (!from || !to) return null;
    return { text: `${from} to ${to}`, year_from: from, year_to: to };
  }
  if (year === null) return null;
  const exactDay = /^\d{4}-\d{2}-\d{2}/.test(date) && !circa ? date.slice(0, 10) : undefined;
  return {
    text: `${circa ? 'circa ' : ''}${exactDay ?? year}`,
    ...(exactDay ? { date: exactDay } : {}),
    year_from: year,
    year_to: year,
    ...(circa ? { circa } : {}),
  };
}

/** The UN marks aliases "Good" or "Low" (individuals) or a.k.a./f.k.a. (entities, all of them good). */
function aliasOf(f: Fields): ListAlias | null {
  const name = one(f, 'ALIAS_NAME');
  if (name === '') return null;
  const quality = one(f, 'QUALITY');
  return { name, quality: quality.toLowerCase() === 'low' ? 'weak' : 'strong', ...(quality ? { type: quality } : {}) };
}

function documentOf(f: Fields): ListIdentifier | null {
  const value = one(f, 'NUMBER');
  if (value === '') return null;
  const type =
    [one(f, 'TYPE_OF_DOCUMENT'), one(f, 'TYPE_OF_DOCUMENT2')].filter((t) => t !== '').join(' ') || 'Document';
  const country = one(f, 'ISSUING_COUNTRY') || one(f, 'COUNTRY_OF_ISSUE');
  return { type, value, ...(country ? { country } : {}) };
}

function toEntry(record: RawRecord): ListEntry {
  const f = record.fields;
  const key = one(f, 'DATAID');
  if (key === '') throw new ListFormatError(`UN list: an ${record.type} without DATAID`);
  const groups = (name: string) => record.groups.filter((g) => g.name === name).map((g) => g.fields);
  const prefix = record.type === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'ENTITY';
  const name = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((n) => one(f, n))
    .filter((p) => p !== '')
    .join(' ');
  const original = one(f, 'NAME_ORIGINAL_SCRIPT');
  const aliases = groups(`${prefix}_ALIAS`)
    .map(aliasOf)
    .filter((a): a is ListAlias => a !== null);
  if (original !== '') aliases.unshift({ name: original, quality: 'strong', type: 'original script' });
  const designations = groups('DESIGNATION').flatMap((g) => all(g, 'VALUE'));
  const titles = groups('TITLE').flatMap((g) => all(g, 'VALUE'));
  const remarks = [
    titles.length > 0 ? `Title: ${titles.join(', ')}` : '',
    designations.length > 0 ? `Designation: ${designations.join(', ')}` : '',
    one(f, 'REFERENCE_NUMBER') ? `Reference ${one(f, 'REFERENCE_NUMBER')}` : '',
    one(f, 'COMMENTS1'),
  ].filter((r) => r !== '');
  return {
    source_key: key,
    kind: record.type === 'INDIVIDUAL' ? 'person' : 'organization',
    category: 'sanction',
    names: [name],
    aliases,
    dates_of_birth: groups('INDIVIDUAL_DATE_OF_BIRTH')
      .map(dateOfBirth)
      .filter((d): d is ListDate => d !== null),
    places_of_birth: groups('INDIVIDUAL_PLACE_OF_BIRTH')
      .map((g) => joined(g, ['CITY', 'STATE_PROVINCE', 'COUNTRY']))
      .filter((p) => p !== ''),
    nationalities: groups('NATIONALITY').flatMap((g) => all(g, 'VALUE')),
    addresses: groups(`${prefix}_ADDRESS`)
      .map((g) => joined(g, ['STREET', 'CITY', 'STATE_PROVINCE', 'ZIP_CODE', 'COUNTRY']))
      .filter((a) => a !== ''),
    identifiers: groups('INDIVIDUAL_DOCUMENT')
      .map(documentOf)
      .filter((d): d is ListIdentifier => d !== null),
    crypto_addresses: [],
    programmes: [one(f, 'UN_LIST_TYPE')].filter((p) => p !== ''),
    listed_on: /^\d{4}-\d{2}-\d{2}/.test(one(f, 'LISTED_ON')) ? one(f, 'LISTED_ON').slice(0, 10) : null,
    remarks: remarks.length > 0 ? remarks.join('\n') : null,
    url: UN_LIST_URL,
  };
}

/**
 * The UN Security Council consolidated list (CONSOLIDATED_LIST with INDIVIDUALS and ENTITIES), read as a stream
 * of XML events: each INDIVIDUAL or ENTITY becomes an entry when its element closes.
 */
export async function* parseUnConsolidated(stream: Readable): AsyncGenerator<ListEntry> {
  const parser = new SaxesParser();
  const ready: ListEntry[] = [];
  const path: string[] = [];
  let root: string | null = null;
  let record: RawRecord | null = null;
  let group: Group | null = null;
  let text = '';
  let failure: Error | null = null;

  parser.on('opentag', (tag) => {
    path.push(tag.name);
    text = '';
    if (root === null) {
      root = tag.name;
      if (root !== 'CONSOLIDATED_LIST')
        failure = new ListFormatError(`UN list: the root element is ${root}, not CONSOLIDATED_LIST`);
      return;
    }
    if (record === null && (tag.name === 'INDIVIDUAL' || tag.name === 'ENTITY') && path.length === 3) {
      record = { type: tag.name, fields: new Map(), groups: [] };
    } else if (record !== null && path.length === 4) {
      // A child of the record: a leaf (FIRST_NAME) or a group (INDIVIDUAL_ALIAS) whose leaves come next.
      group = { name: tag.name, fields: new Map() };
    }
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('closetag', (tag) => {
    const depth = path.length;
    path.pop();
    if (record === null) return;
    if (depth === 5 && group !== null) {
      const list = group.fields.get(tag.name) ?? [];
      list.push(text);
      group.fields.set(tag.name, list);
    } else if (depth === 4 && group !== null) {
      if (group.fields.size > 0) record.groups.push(group);
      else {
        const list = record.fields.get(tag.name) ?? [];
        list.push(text);
        record.fields.set(tag.name, list);
      }
      group = null;
    } else if (depth === 3) {
      try {
        ready.push(toEntry(record));
      } catch (error) {
        failure = error as Error;
      }
      record = null;
    }
    text = '';
  });
  parser.on('error', (error) => {
    failure = new ListFormatError(`UN list: not well-formed XML (${error.message})`);
  });

  yield* xmlEntries(stream, parser, { ready, failure: () => failure, sawRoot: () => root !== null }, 'UN list');
}
