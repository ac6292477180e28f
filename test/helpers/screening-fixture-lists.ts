import type { ScreeningBackend, ScreeningMatch, ScreeningSubject } from '../../src/services/screening-backend.js';

/**
 * A stand-in for the lists and matcher (src/services/screening/, another branch) until they merge: a few real
 * OFAC SDN entries, matched on the whole name (any order, any case) or an alias, and crypto addresses exactly.
 * Tests change an entry (`update`) to act out a new list version. Replace with imported fixture files after the
 * merge.
 */
export interface FixtureEntry {
  readonly id: string;
  readonly kind: 'person' | 'company' | 'crypto_address';
  readonly category: 'sanction' | 'pep' | 'crypto';
  readonly names: readonly string[];
  readonly entry: Record<string, unknown>;
}

export const OFAC_ALI = {
  id: 'ofac-sdn:26137',
  kind: 'person',
  category: 'sanction',
  names: ['Ali KHORASHADIZADEH', 'Mastercartaria'],
  entry: {
    name: 'KHORASHADIZADEH, Ali',
    list_name: 'OFAC Specially Designated Nationals',
    entity_type: 'individual',
    programs: ['CYBER2'],
    date_of_birth: ['1979-09-21'],
    place_of_birth: 'Tehran, Iran',
    nationalities: ['IR'],
    aliases: [{ name: 'Mastercartaria', quality: 'strong' }],
    link: 'https://sanctionssearch.ofac.treas.gov/Details.aspx?id=26137',
  },
} as const satisfies FixtureEntry;

export const OFAC_ALI_XBT = {
  id: 'ofac-sdn:26137:XBT:149w62rY42aZBox8fGcmqNsXUzSStKeq8C',
  kind: 'crypto_address',
  category: 'crypto',
  names: ['149w62rY42aZBox8fGcmqNsXUzSStKeq8C'],
  entry: {
    name: 'KHORASHADIZADEH, Ali',
    list_name: 'OFAC Specially Designated Nationals',
    address: '149w62rY42aZBox8fGcmqNsXUzSStKeq8C',
    address_type: 'XBT',
    link: 'https://sanctionssearch.ofac.treas.gov/Details.aspx?id=26137',
  },
} as const satisfies FixtureEntry;

export const OFAC_KCST = {
  id: 'ofac-sdn:15666',
  kind: 'company',
  category: 'sanction',
  names: ['KOREAN COMMITTEE FOR SPACE TECHNOLOGY', 'KCST'],
  entry: {
    name: 'KOREAN COMMITTEE FOR SPACE TECHNOLOGY',
    list_name: 'OFAC Specially Designated Nationals',
    entity_type: 'entity',
    programs: ['NPWMD'],
    addresses: [{ city: 'Pyongyang', country: 'KP' }],
    link: 'https://sanctionssearch.ofac.treas.gov/',
  },
} as const satisfies FixtureEntry;

const tokens = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .sort()
    .join(' ');

export class FixtureLists implements ScreeningBackend {
  private entries = new Map<string, FixtureEntry>();
  private version = 1;
  private changed: string[] = [];
  /** How many subjects each call screened (a delta rescreen's work). */
  readonly calls: { subjects: number; onlyEntryIds: readonly string[] | undefined }[] = [];

  constructor(entries: readonly FixtureEntry[] = [OFAC_ALI, OFAC_ALI_XBT, OFAC_KCST]) {
    for (const e of entries) this.entries.set(e.id, e);
  }

  get versionId(): string {
    return `fixture-v${this.version}`;
  }

  /** A new list version in which these entries were added or changed; returns its id. */
  update(entries: readonly FixtureEntry[]): string {
    this.version += 1;
    for (const e of entries) this.entries.set(e.id, e);
    this.changed = entries.map((e) => e.id);
    return this.versionId;
  }

  async screenSubjects(
    _ctx: unknown,
    subjects: readonly ScreeningSubject[],
    options: { threshold?: number; onlyEntryIds?: readonly string[] } = {},
  ): Promise<ScreeningMatch[]> {
    this.calls.push({ subjects: subjects.length, onlyEntryIds: options.onlyEntryIds });
    const only = options.onlyEntryIds ? new Set(options.onlyEntryIds) : null;
    const out: ScreeningMatch[] = [];
    for (const subject of subjects) {
      for (const e of this.entries.values()) {
        if (only && !only.has(e.id)) continue;
        if (e.kind !== subject.kind) continue;
        const names = [subject.name ?? '', ...(subject.aliases ?? [])];
        const hit =
          subject.kind === 'crypto_address'
            ? e.names.includes(subject.name ?? '')
            : e.names.some((n) => names.some((m) => tokens(m) === tokens(n) && tokens(m) !== ''));
        if (!hit) continue;
        const score = 0.97;
        if (options.threshold !== undefined && score < options.threshold) continue;
        out.push({
          subject_key: subject.key,
          category: e.category,
          source: 'ofac-sdn',
          list_version_id: this.versionId,
          entry_id: e.id,
          entry: e.entry,
          score,
          explanation: [
            { feature: 'name', detail: `"${subject.name}" ~ "${e.names[0]}" (all name parts)`, contribution: 0.97 },
          ],
        });
      }
    }
    return out;
  }

  async entriesChangedIn(_ctx: unknown, versionId: string): Promise<string[]> {
    return versionId === this.versionId ? [...this.changed] : [];
  }
}
