import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * Holds Dossier's read routes to the source system's published OpenAPI document (test/fixtures): every property
 * the source's 200 examples show must be present with the source's JSON type. The source document's schemas were
 * generated from those examples, so the examples are the richer truth (they also show where null is served).
 */

export const SOURCE_DOCUMENT = new URL('../fixtures/source-api-1.11.0.yaml', import.meta.url);

type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

/** The shape the source's examples show: the JSON types seen at a place, its members, its array items. */
export interface ShapeNode {
  readonly types: Set<JsonType>;
  readonly members: Map<string, ShapeNode>;
  items: ShapeNode | null;
}

export interface SourceRoute {
  /** The source's path, e.g. /api/v1/verifications/{verification_id}/companies/{id} */
  readonly path: string;
  readonly shape: ShapeNode;
}

/**
 * A property Dossier deliberately serves differently, with the reason (docs/interface.md lists the same).
 * `missing`: not served under the source's name. `nullable`: may be null where the source's example shows a value.
 * `shape`: present, in Dossier's own shape (neither its type nor its members are compared).
 */
export interface ConformanceException {
  readonly property: string;
  readonly kind: 'missing' | 'nullable' | 'shape';
  readonly reason: string;
}

/** The individual (KYC) routes are out of scope: Dossier reviews companies. */
const OUT_OF_SCOPE = [/^\/api\/v1\/verification_individuals/, /^\/api\/v1\/invites\/individuals/];

export function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  if (t === 'string' || t === 'number' || t === 'boolean') return t;
  return 'object';
}

function node(): ShapeNode {
  return { types: new Set(), members: new Map(), items: null };
}

/** Adds one example value to a shape (list items and several examples widen the types seen). */
export function addExample(shape: ShapeNode, value: unknown): void {
  shape.types.add(jsonType(value));
  if (Array.isArray(value)) {
    for (const item of value) {
      shape.items ??= node();
      addExample(shape.items, item);
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      let child = shape.members.get(key);
      if (!child) {
        child = node();
        shape.members.set(key, child);
      }
      addExample(child, member);
    }
  }
}

/** The source's corporate read routes: every GET whose 200 answer has a JSON example. */
export function sourceReadRoutes(yamlText = readFileSync(SOURCE_DOCUMENT, 'utf8')): SourceRoute[] {
  return sourceRoutes('get', yamlText);
}

/** The source's corporate actions: every POST whose 200 or 201 answer has a JSON example (invites, checks…). */
export function sourceActionRoutes(yamlText = readFileSync(SOURCE_DOCUMENT, 'utf8')): SourceRoute[] {
  return sourceRoutes('post', yamlText);
}

type ExampleContent = Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }>;

function sourceRoutes(method: 'get' | 'post', yamlText: string): SourceRoute[] {
  const document = parse(yamlText) as { paths: Record<string, Record<string, unknown>> };
  const routes: SourceRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (OUT_OF_SCOPE.some((pattern) => pattern.test(path))) continue;
    const operation = operations[method] as { responses?: Record<string, { content?: ExampleContent }> } | undefined;
    const answer = operation?.responses?.['200'] ?? operation?.responses?.['201'];
    const json = answer?.content?.['application/json'];
    // Several named examples answer different requests (the company lookup's `save`, `full_data`): the first is
    // the answer to the request without options.
    const example = json?.example ?? Object.values(json?.examples ?? {})[0]?.value;
    if (example === undefined || example === null || typeof example !== 'object') continue;
    const shape = node();
    addExample(shape, example);
    routes.push({ path, shape });
  }
  return routes;
}

/** A path with its parameters unnamed, to compare the two documents' paths. */
export function pathKey(path: string): string {
  return path.replace(/\{[^}]+\}/g, '{}');
}

export interface Finding {
  readonly route: string;
  readonly property: string;
  readonly problem: 'missing' | 'type';
  readonly detail: string;
}

/** What one route's answers showed: each property place seen (its parent was present) and the problems found. */
export class ConformanceTally {
  /** `route property` → how many times its parent was present, and how many times the property was missing. */
  readonly seen = new Map<string, { parents: number; missing: number }>();
  readonly findings: Finding[] = [];

  constructor(private readonly exceptions: readonly ConformanceException[]) {}

  private excepted(property: string, kind: ConformanceException['kind']): boolean {
    // An exception names a property by its last names: `person.funds_sources` is every person's.
    const place = property.replaceAll('[]', '');
    return this.exceptions.some((e) => e.kind === kind && (place === e.property || place.endsWith(`.${e.property}`)));
  }

  check(route: string, shape: ShapeNode, value: unknown, place = ''): void {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      if (shape.items) for (const item of value) this.check(route, shape.items, item, `${place}[]`);
      return;
    }
    const record = value as Record<string, unknown>;
    for (const [key, member] of shape.members) {
      const property = place === '' ? key : `${place}.${key}`;
      if (this.excepted(property, 'missing')) continue;
      const entry = this.seen.get(`${route} ${property}`) ?? { parents: 0, missing: 0 };
      this.seen.set(`${route} ${property}`, entry);
      entry.parents++;
      if (!(key in record)) {
        entry.missing++;
        this.findings.push({ route, property, problem: 'missing', detail: 'absent' });
        continue;
      }
      const actual = record[key];
      if (this.excepted(property, 'shape')) continue;
      const type = jsonType(actual);
      const allowed =
        member.types.has(type) ||
        // The source shows null only there: its type is not known, and so not checked.
        (member.types.size === 1 && member.types.has('null')) ||
        (type === 'null' && this.excepted(property, 'nullable'));
      if (!allowed) {
        this.findings.push({
          route,
          property,
          problem: 'type',
          detail: `${type}, the source shows ${[...member.types].join(' or ')}`,
        });
      }
      this.check(route, member, actual, property);
    }
  }

  /** The source's property places on a route that no answer reached (their parent was never present). */
  unobserved(route: string, shape: ShapeNode, place = ''): string[] {
    const out: string[] = [];
    if (shape.items) out.push(...this.unobserved(route, shape.items, `${place}[]`));
    for (const [key, member] of shape.members) {
      const property = place === '' ? key : `${place}.${key}`;
      if (this.excepted(property, 'missing') || this.excepted(property, 'shape')) continue;
      if (!this.seen.has(`${route} ${property}`)) out.push(`${route} ${property}`);
      else out.push(...this.unobserved(route, member, property));
    }
    return out;
  }

  /** Property places whose parent was seen, and how many were present every time. */
  coverage(): { places: number; present: number; percent: number } {
    let present = 0;
    for (const entry of this.seen.values()) if (entry.missing === 0) present++;
    const places = this.seen.size;
    return { places, present, percent: places === 0 ? 100 : (100 * present) / places };
  }

  /** The same by property name alone (a name counts as served when it is present at every place it was seen). */
  nameCoverage(): { names: number; present: number; percent: number } {
    const missingNames = new Set<string>();
    const names = new Set<string>();
    for (const [key, entry] of this.seen) {
      const property = key.slice(key.indexOf(' ') + 1);
      const name = property.slice(property.lastIndexOf('.') + 1).replace(/\[\]$/, '');
      names.add(name);
      if (entry.missing > 0) missingNames.add(name);
    }
    const present = names.size - missingNames.size;
    return { names: names.size, present, percent: names.size === 0 ? 100 : (100 * present) / names.size };
  }
}
