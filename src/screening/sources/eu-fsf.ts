import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { ListAlias, ListDate, ListEntry, ListIdentifier } from '../list-entry.js';
import { ListFormatError } from '../list-entry.js';
import { xmlEntries } from './xml-entry-stream.js';

/**
 * The EU's consolidated list of persons, groups and entities subject to financial sanctions, as the Financial
 * Sanctions Files (FSF) publish it in XML ("xmlFullSanctionsList_1_1"): an `export` of `sanctionEntity` elements
 * whose data sit in attributes of their children (`nameAlias`, `birthdate`, `citizenship`, `identification`,
 * `address`, `regulation`), each child possibly with its own `regulationSummary` or `remark`. Read as a stream of
 * XML events: each sanctionEntity becomes an entry when its element closes.
 */

const EU_LIST_URL = 'https://webgate.ec.europa.eu/fsd/fsf';

type Attributes = Readonly<Record<string, string>>;

interface RawEntity {
  readonly attributes: Attributes;
  /** The entity's own children (not grandchildren), in document order, with their attributes. */
  readonly children: { name: string; attributes: Attributes }[];
  /** Texts of the entity's own `remark` children. */
  readonly remarks: string[];
}

const attr = (a: Attributes, name: string): string => (a[name] ?? '').trim();

/** The FSF writes "00" / "UNKNOWN" for a country it does not know. */
function country(a: Attributes): string {
  const code = attr(a, 'countryIso2Code');
  const description = attr(a, 'countryDescription');
  if (code === '00' || code === '' || description.toUpperCase() === 'UNKNOWN') return '';
  return description === '' ? code : titleCase(description);
}

/** "IRAQ" → "Iraq", as the other lists write countries (the matcher reads either). */
function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s(-])(\p{L})/gu, (_m, lead: string, letter: string) => lead + letter.toUpperCase());
}

function joined(parts: readonly string[]): string {
  return parts.filter((p) => p !== '').join(', ');
}

/** A name alias's full name: `wholeName`, else its parts. */
function nameOf(a: Attributes): string {
  const whole = attr(a, 'wholeName');
  if (whole !== '') return whole;
  return [attr(a, 'firstName'), attr(a, 'middleName'), attr(a, 'lastName')].filter((p) => p !== '').join(' ');
}

/**
 * A birthdate: the exact day (`birthdate`), else a year (`year`), else a range (`yearRangeFrom`–`yearRangeTo`),
 * each possibly `circa`.
 */
function dateOfBirth(a: Attributes): ListDate | null {
  const circa = attr(a, 'circa') === 'true';
  const day = attr(a, 'birthdate');
  const from = Number(attr(a, 'yearRangeFrom')) || null;
  const to = Number(attr(a, 'yearRangeTo')) || null;
  const year = Number(attr(a, 'year')) || Number(day.slice(0, 4)) || null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(day) && !circa)
    return { text: day, date: day, year_from: year ?? undefined, year_to: year ?? undefined };
  if (year !== null) {
    return { text: `${circa ? 'circa ' : ''}${year}`, year_from: year, year_to: year, ...(circa ? { circa } : {}) };
  }
  if (from !== null && to !== null) {
    return {
      text: `${circa ? 'circa ' : ''}${from} to ${to}`,
      year_from: from,
      year_to: to,
      ...(circa ? { circa } : {}),
    };
  }
  return null;
}

function placeOfBirth(a: Attributes): string {
  return joined([attr(a, 'place'), attr(a, 'city'), attr(a, 'region'), country(a)]);
}

function identifierOf(a: Attributes): ListIdentifier | null {
  const value = attr(a, 'number') || attr(a, 'latinNumber');
  if (value === '') return null;
  const type = attr(a, 'identificationTypeDescription') || attr(a, 'identificationTypeCode') || 'Document';
  const issuer = country(a);
  return { type, value, ...(issuer ? { country: issuer } : {}) };
}

function addressOf(a: Attributes): string {
  return joined([
    attr(a, 'street'),
    attr(a, 'poBox') && `PO Box ${attr(a, 'poBox')}`,
    attr(a, 'place'),
    attr(a, 'city'),
    attr(a, 'zipCode'),
    attr(a, 'region'),
    country(a),
  ]);
}

const unique = (values: readonly string[]) => [...new Set(values.filter((v) => v !== ''))];

function toEntry(entity: RawEntity): ListEntry {
  const key = attr(entity.attributes, 'logicalId');
  if (key === '') throw new ListFormatError('EU list: a sanctionEntity without logicalId');
  const of = (name: string) => entity.children.filter((c) => c.name === name).map((c) => c.attributes);
  const subject = of('subjectType')[0];
  const code = subject ? attr(subject, 'code').toLowerCase() : '';
  if (code !== 'person' && code !== 'enterprise') {
    throw new ListFormatError(
      `EU list: sanctionEntity ${key} has subjectType "${code || 'none'}", not person or enterprise`,
    );
  }
  const aliases = of('nameAlias').filter((a) => nameOf(a) !== '');
  // The first name the EU vouches for (strong) is the entry's name; every other one is an alias.
  const primary = aliases.find((a) => attr(a, 'strong') !== 'false') ?? aliases[0];
  if (primary === undefined) throw new ListFormatError(`EU list: sanctionEntity ${key} has no name`);
  const others: ListAlias[] = aliases
    .filter((a) => a !== primary)
    .map((a) => {
      const language = attr(a, 'nameLanguage');
      return {
        name: nameOf(a),
        quality: attr(a, 'strong') === 'false' ? ('weak' as const) : ('strong' as const),
        ...(language ? { type: `name in ${language}` } : {}),
      };
    });
  const functions = unique(aliases.map((a) => attr(a, 'function')));
  const regulations = of('regulation');
  const published = regulations.map((r) => attr(r, 'publicationDate')).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
  const designated = attr(entity.attributes, 'designationDate');
  const reference = attr(entity.attributes, 'euReferenceNumber');
  const unId = attr(entity.attributes, 'unitedNationId');
  const remarks = [
    functions.length > 0 ? `Function: ${functions.join('; ')}` : '',
    reference ? `EU reference ${reference}` : '',
    unId ? `UN reference ${unId}` : '',
    attr(entity.attributes, 'designationDetails'),
    ...entity.remarks,
  ].filter((r) => r !== '');
  return {
    source_key: key,
    kind: code === 'person' ? 'person' : 'organization',
    category: 'sanction',
    names: [nameOf(primary)],
    aliases: others,
    dates_of_birth: of('birthdate')
      .map(dateOfBirth)
      .filter((d): d is ListDate => d !== null),
    places_of_birth: unique(of('birthdate').map(placeOfBirth)),
    nationalities: unique(of('citizenship').map(country)),
    addresses: unique(of('address').map(addressOf)),
    identifiers: of('identification')
      .map(identifierOf)
      .filter((d): d is ListIdentifier => d !== null),
    crypto_addresses: [],
    programmes: unique(regulations.map((r) => attr(r, 'programme'))),
    // The designation date when the file gives it, else the earliest regulation that names the entity.
    listed_on: /^\d{4}-\d{2}-\d{2}$/.test(designated) ? designated : (published.sort()[0] ?? null),
    remarks: remarks.length > 0 ? remarks.join('\n') : null,
    url: EU_LIST_URL,
  };
}

/** The tag's attributes as plain strings (saxes without namespaces gives them so). */
const attributesOf = (tag: SaxesTagPlain): Attributes => tag.attributes as Record<string, string>;

/** Reads the EU FSF XML as entries, streaming: memory holds one sanctionEntity at a time. */
export async function* parseEuFsf(stream: Readable): AsyncGenerator<ListEntry> {
  const parser = new SaxesParser();
  const ready: ListEntry[] = [];
  let depth = 0;
  let root: string | null = null;
  let entity: RawEntity | null = null;
  let remarkText: string | null = null;
  let failure: Error | null = null;

  parser.on('opentag', (tag) => {
    depth += 1;
    if (root === null) {
      root = tag.name;
      if (root !== 'export') failure = new ListFormatError(`EU list: the root element is ${root}, not export`);
      return;
    }
    if (depth === 2 && tag.name === 'sanctionEntity') {
      entity = { attributes: attributesOf(tag), children: [], remarks: [] };
    } else if (depth === 3 && entity !== null) {
      if (tag.name === 'remark') remarkText = '';
      else entity.children.push({ name: tag.name, attributes: attributesOf(tag) });
    }
  });
  parser.on('text', (t) => {
    if (remarkText !== null) remarkText += t;
  });
  parser.on('closetag', () => {
    if (depth === 3 && entity !== null && remarkText !== null) {
      if (remarkText.trim() !== '') entity.remarks.push(remarkText.trim());
      remarkText = null;
    } else if (depth === 2 && entity !== null) {
      try {
        ready.push(toEntry(entity));
      } catch (error) {
        failure = error as Error;
      }
      entity = null;
    }
    depth -= 1;
  });
  parser.on('error', (error) => {
    failure = new ListFormatError(`EU list: not well-formed XML (${error.message})`);
  });

  yield* xmlEntries(stream, parser, { ready, failure: () => failure, sawRoot: () => root !== null }, 'EU list');
}
