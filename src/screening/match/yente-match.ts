import type { ListEntry } from '../list-entry.js';
import type { ScreeningSubject } from './screening-subject.js';

/**
 * The yente provider's two translations, pure (the HTTP client is src/services/screening/yente-backend.ts):
 * a subject into a query of yente's `POST /match/{dataset}`, and yente's scored results into Dossier's matches.
 * The shapes are yente's (yente/data/common.py: EntityMatchQuery, EntityMatches, ScoredEntityResponse; the
 * explanations are nomenklatura's FeatureResult), as the fixtures under test/fixtures/screening/yente/ record them.
 */

/** One example entity of a match query (yente's EntityExample). */
export interface YenteQuery {
  readonly schema: 'Person' | 'Company';
  readonly properties: Readonly<Record<string, readonly string[]>>;
}

/** One scored result (yente's ScoredEntityResponse); fields Dossier does not read are left out. */
export interface YenteResult {
  readonly id: string;
  readonly caption: string;
  readonly schema: string;
  readonly properties: Readonly<Record<string, readonly unknown[]>>;
  readonly datasets?: readonly string[];
  readonly referents?: readonly string[];
  readonly target?: boolean;
  readonly last_change?: string | null;
  readonly score: number;
  readonly match?: boolean;
  /** Current yente: each feature's score and what it compared (nomenklatura's FeatureResult). */
  readonly explanations?: Readonly<
    Record<string, { score: number; detail?: string | null; query?: string | null; candidate?: string | null }>
  >;
  /** yente before explanations: each feature's score alone. */
  readonly features?: Readonly<Record<string, number>>;
}

/** The results of one query (yente's EntityMatches). */
export interface YenteMatches {
  readonly status?: number;
  readonly results: readonly YenteResult[];
}

export interface YenteExplanationItem {
  readonly feature: string;
  readonly detail: string;
  readonly contribution: number;
}

export interface YenteMatch {
  readonly category: 'sanction' | 'pep';
  /** The matched entity in the shape of a list entry, so the officer sees it as any other hit. */
  readonly entry: ListEntry & {
    readonly datasets: readonly string[];
    readonly topics: readonly string[];
    readonly schema: string;
    readonly last_change: string | null;
  };
  readonly score: number;
  readonly explanation: readonly YenteExplanationItem[];
}

const values = (value: string | null | undefined): string[] => {
  const v = value?.trim();
  return v ? [v] : [];
};

/**
 * A person as `Person` with name, birthDate and nationality (and aliases); a company as `Company` with name,
 * jurisdiction and registrationNumber (yente's documented example). Crypto addresses are not sent: they stay on
 * the embedded lists' exact match. Null: nothing to ask.
 */
export function yenteQuery(subject: ScreeningSubject): YenteQuery | null {
  const names = [...values(subject.name), ...(subject.aliases ?? []).flatMap((a) => values(a))];
  if (names.length === 0) return null;
  if (subject.kind === 'person') {
    const properties: Record<string, string[]> = { name: names };
    const birth = values(subject.date_of_birth);
    if (birth.length > 0) properties.birthDate = birth;
    const nationality = values(subject.nationality?.toLowerCase());
    if (nationality.length > 0) properties.nationality = nationality;
    return { schema: 'Person', properties };
  }
  if (subject.kind === 'company') {
    const properties: Record<string, string[]> = { name: names };
    const jurisdiction = values(subject.jurisdiction_code?.toLowerCase());
    if (jurisdiction.length > 0) properties.jurisdiction = jurisdiction;
    const number = values(subject.registration_number);
    if (number.length > 0) properties.registrationNumber = number;
    return { schema: 'Company', properties };
  }
  return null;
}

const strings = (list: readonly unknown[] | undefined): string[] =>
  (list ?? []).filter((v): v is string => typeof v === 'string' && v.trim() !== '');

/**
 * The category of a result from its topics (OpenSanctions' topic codes): any `sanction…` topic is a sanction;
 * `role.pep` or `role.rca` (a close associate) a PEP. Another target of the data (wanted, debarred, crime…)
 * counts as a sanction: a watch-list hit the officer must see. A result with none of these and not a target (a
 * company register's record, say) is no hit. Null: not a hit.
 */
export function yenteCategory(result: YenteResult): 'sanction' | 'pep' | null {
  const topics = strings(result.properties.topics);
  if (topics.some((t) => t === 'sanction' || t.startsWith('sanction.'))) return 'sanction';
  if (topics.includes('role.pep') || topics.includes('role.rca')) return 'pep';
  return result.target === true ? 'sanction' : null;
}

/** Features by which yente lowers a score (nomenklatura's qualifiers `…_mismatch`, `…_disjoint`): shown negative. */
const LOWERING = /(_mismatch|_disjoint)$/;

/** yente's explanation, a line per feature, strongest first: the feature's score, and what it compared. */
export function yenteExplanation(result: YenteResult): YenteExplanationItem[] {
  const items: YenteExplanationItem[] = [];
  const sign = (feature: string) => (LOWERING.test(feature) ? -1 : 1);
  if (result.explanations) {
    for (const [feature, r] of Object.entries(result.explanations)) {
      const compared = r.query && r.candidate ? `"${r.query}" ~ "${r.candidate}"` : '';
      const detail = [r.detail?.trim(), compared].filter((p) => p).join(': ') || feature;
      items.push({ feature, detail, contribution: round(sign(feature) * r.score) });
    }
  } else if (result.features) {
    for (const [feature, score] of Object.entries(result.features)) {
      items.push({ feature, detail: feature, contribution: round(sign(feature) * score) });
    }
  }
  return items.sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution) || (a.feature < b.feature ? -1 : 1));
}

// `|| 0`: a lowering feature that scored nothing is 0, not -0.
const round = (n: number) => Math.round(n * 1000) / 1000 || 0;

/** A date property as the entry's dates: FollowTheMoney dates are prefixes of ISO dates (1979, 1979-09, 1979-09-21). */
function dates(list: readonly unknown[] | undefined): ListEntry['dates_of_birth'] {
  return strings(list).map((text) => {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? { date: text } : {};
    const year = /^(\d{4})/.exec(text)?.[1];
    return { text, ...day, ...(year ? { year_from: Number(year), year_to: Number(year) } : {}) };
  });
}

const KINDS: Record<string, ListEntry['kind']> = { Person: 'person', Vessel: 'vessel', Airplane: 'aircraft' };

/**
 * The entity as a list entry: what the officer compares side by side. Only what changes with the entity's
 * content: yente's `last_seen` moves every day and would make every dismissed hit come back.
 */
function entryOf(result: YenteResult, category: 'sanction' | 'pep'): YenteMatch['entry'] {
  const p = result.properties;
  const names = [...new Set([result.caption, ...strings(p.name)].filter((n) => n.trim() !== ''))];
  return {
    source_key: result.id,
    kind: KINDS[result.schema] ?? 'organization',
    category,
    names,
    aliases: [
      ...strings(p.alias).map((name) => ({ name, quality: 'strong' as const, type: 'alias' })),
      ...strings(p.weakAlias).map((name) => ({ name, quality: 'weak' as const, type: 'weakAlias' })),
    ],
    dates_of_birth: dates(p.birthDate ?? p.incorporationDate),
    places_of_birth: strings(p.birthPlace),
    nationalities: [...new Set([...strings(p.nationality), ...strings(p.citizenship), ...strings(p.jurisdiction)])],
    addresses: strings(p.address),
    identifiers: [
      ...strings(p.registrationNumber).map((value) => ({ type: 'registrationNumber', value })),
      ...strings(p.idNumber).map((value) => ({ type: 'idNumber', value })),
      ...strings(p.passportNumber).map((value) => ({ type: 'passportNumber', value })),
    ],
    crypto_addresses: [],
    programmes: strings(p.program ?? p.programId),
    listed_on: strings(p.createdAt)[0]?.slice(0, 10) ?? null,
    remarks: strings(p.notes)[0] ?? null,
    url: strings(p.sourceUrl)[0] ?? `https://www.opensanctions.org/entities/${encodeURIComponent(result.id)}/`,
    datasets: [...(result.datasets ?? [])],
    topics: strings(p.topics),
    schema: result.schema,
    last_change: result.last_change ?? null,
  };
}

/** The hits among one query's results: from the threshold, of a category, best first. */
export function yenteMatches(matches: YenteMatches, threshold: number): YenteMatch[] {
  const out: YenteMatch[] = [];
  for (const result of matches.results) {
    if (typeof result.score !== 'number' || result.score < threshold) continue;
    const category = yenteCategory(result);
    if (category === null) continue;
    out.push({
      category,
      entry: entryOf(result, category),
      score: round(result.score),
      explanation: yenteExplanation(result),
    });
  }
  return out.sort((a, b) => b.score - a.score);
}
