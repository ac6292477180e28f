import {
  computeOwnership,
  type OwnershipEntity,
  type OwnershipHolding,
  type OwnershipResult,
  roundPercent,
} from '../../rules/ownership.js';
import { fromJson } from '../db/column-values.js';
import { findPersonRecord } from '../db/repositories/personal-data-repository.js';
import { AppError } from '../domain/app-error.js';
import { addressId, presentAddress, type StoredAddress } from '../domain/source-address.js';
import { jurisdictionByCode } from '../reference/reference-lookup.js';
import { presentGraph } from './ownership-graph.js';
import {
  jurisdictionCodeOf,
  loadStructure,
  type PersonView,
  type StructureContext,
  type StructureSnapshot,
  structureStamp,
} from './ownership-snapshot.js';
import type { ServiceContext } from './service-context.js';
import { personDocuments } from './verification-reads.js';

/** Keys in the computation: the root, a company entity's id, a person's id (one person per case). */
const ROOT = 'root';

export interface ComputedStructure {
  readonly snapshot: StructureSnapshot;
  readonly result: OwnershipResult;
  readonly rootId: string | null;
  /** Entity id → computation key (person id for persons). */
  readonly keyOf: ReadonlyMap<string, string>;
  readonly personById: ReadonlyMap<string, PersonView>;
}

function fullName(p: PersonView | undefined): string {
  return p ? `${p.given_names} ${p.surname}`.trim() : 'Unknown person';
}

/** The structure in the computation's terms, computed. */
export function computeStructure(context: StructureContext): ComputedStructure {
  const { snapshot } = context;
  const root = snapshot.companies.find((c) => c.role === 'root') ?? snapshot.companies[0];
  const personById = new Map(snapshot.persons.map((p) => [p.id, p]));
  const directorPersons = new Set(snapshot.directors.map((d) => d.person_id));
  const keyOf = new Map<string, string>();
  const entities: OwnershipEntity[] = [
    {
      key: ROOT,
      type: 'company',
      name: (root?.formal_name as string | undefined) ?? 'The company',
      root: true,
      jurisdiction_code: jurisdictionCodeOf(root),
    },
  ];
  const seenPersons = new Set<string>();
  for (const e of snapshot.entities) {
    if (e.type === 'company') {
      keyOf.set(e.id, e.id);
      entities.push({
        key: e.id,
        type: 'company',
        name: e.formal_name ?? 'Unnamed company',
        listed_on: e.listed_on,
        jurisdiction_code: e.jurisdiction_code,
      });
    } else if (e.person_id !== null) {
      keyOf.set(e.id, e.person_id);
      if (seenPersons.has(e.person_id)) continue;
      seenPersons.add(e.person_id);
      entities.push({
        key: e.person_id,
        type: 'person',
        name: fullName(personById.get(e.person_id)),
        control: e.control,
        is_director: directorPersons.has(e.person_id),
      });
    }
  }
  // Directors who hold nothing still count: they are the senior managing officials when no owner qualifies.
  for (const d of snapshot.directors) {
    if (seenPersons.has(d.person_id)) continue;
    seenPersons.add(d.person_id);
    entities.push({ key: d.person_id, type: 'person', name: fullName(personById.get(d.person_id)), is_director: true });
  }
  const holdings: OwnershipHolding[] = [];
  for (const h of snapshot.holdings) {
    const holder = keyOf.get(h.holder);
    const held = h.held === null ? ROOT : keyOf.get(h.held);
    if (holder === undefined || held === undefined) continue;
    holdings.push({ holder, held, shares: h.shares, voting_rights: h.voting_rights });
  }
  const result = computeOwnership({
    entities,
    holdings,
    threshold: context.threshold,
    high_risk_jurisdictions: context.highRiskJurisdictions,
  });
  return { snapshot, result, rootId: (root?.id as string | undefined) ?? null, keyOf, personById };
}

/**
 * Computed structures by case (and revision), under the stamp they were computed for: the case's view_version
 * (every write to the case moves it, on any instance), its threshold and the account's high-risk list. A read
 * whose stamp matches is served without reading the structure again; the graph of a large structure then costs
 * one small query.
 */
const memo = new Map<string, { stamp: string; computed: ComputedStructure }>();
const MEMO_CASES = 200;

export async function loadComputedStructure(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  revision?: number,
): Promise<ComputedStructure> {
  const key = `${accountId}/${verificationId}/${revision ?? ''}`;
  const cached = memo.get(key);
  if (cached) {
    const now = await structureStamp(ctx.db, accountId, verificationId);
    if (!now) throw AppError.notFound('Verification');
    if (now.stamp === cached.stamp) return cached.computed;
  }
  const loaded = await loadStructure(ctx.db, accountId, verificationId, revision);
  const computed = computeStructure(loaded);
  memo.delete(key);
  memo.set(key, { stamp: loaded.stamp, computed });
  if (memo.size > MEMO_CASES) memo.delete(memo.keys().next().value as string);
  return computed;
}

/** The graph's JSON answer (`{"graph": …}`) as UTF-8 bytes, rendered once per computed structure. */
const graphJson = new WeakMap<ComputedStructure, Buffer>();

export async function caseGraphJson(ctx: ServiceContext, accountId: string, id: string, revision?: number) {
  const computed = await loadComputedStructure(ctx, accountId, id, revision);
  let json = graphJson.get(computed);
  if (json === undefined) {
    json = Buffer.from(JSON.stringify({ graph: presentGraph(computed) }), 'utf8');
    graphJson.set(computed, json);
  }
  return json;
}

export type PersonRole = 'director' | 'shareholder' | 'ubo' | 'controller';

/** Every person of the case once, each with the roles they hold. */
export function presentPeople(c: ComputedStructure) {
  const holders = new Set(c.snapshot.holdings.map((h) => c.keyOf.get(h.holder)));
  const ubos = new Set(c.result.ubos.map((u) => u.key));
  const controllers = new Set(c.snapshot.entities.filter((e) => e.control !== null).map((e) => e.person_id));
  const directors = new Set(c.snapshot.directors.map((d) => d.person_id));
  return c.snapshot.persons.map((p) => {
    const roles: PersonRole[] = [];
    if (directors.has(p.id)) roles.push('director');
    if (holders.has(p.id)) roles.push('shareholder');
    if (ubos.has(p.id)) roles.push('ubo');
    if (controllers.has(p.id)) roles.push('controller');
    return { ...p, roles };
  });
}

/** The beneficial owners, each with the person, the computed figures and how they qualify. */
export function presentUbos(c: ComputedStructure) {
  return c.result.ubos.flatMap((u) => {
    const person = c.personById.get(u.key);
    if (!person) return [];
    const entity = c.snapshot.entities.find((e) => e.person_id === u.key);
    return [
      {
        id: person.id,
        person,
        approximate_percentage_of_shares: roundPercent(u.indirect_shares),
        voting_rights_percentage: roundPercent(u.indirect_voting),
        natures_of_control: u.natures_of_control,
        description: u.description,
        ubo_by_default: u.by_default,
        created_at: entity?.created_at ?? person.created_at,
        updated_at: entity?.updated_at ?? person.updated_at,
      },
    ];
  });
}

function jurisdictionOf(code: string | null) {
  const j = code === null ? undefined : jurisdictionByCode(code);
  return j ? { id: j.id, code: j.code, name: j.name, country: j.country, full_name: j.full_name } : null;
}

/** The company under review (and related companies), then every corporate shareholder, each with its role. */
export function presentStructureCompanies(c: ComputedStructure) {
  const shareholders = c.snapshot.entities
    .filter((e) => e.type === 'company')
    .map((e) => ({
      id: e.id,
      formal_name: e.formal_name ?? '',
      brand_name: null,
      company_number: e.company_number ?? '',
      inactive: null,
      public_stock_exchange: e.listed_on !== null,
      date_of_incorporation: null,
      jurisdiction: jurisdictionOf(e.jurisdiction_code),
      company_type: null,
      industry: { main: null, description: null, additional_keys: null },
      role: 'corporate_shareholder',
      listed_on: e.listed_on,
    }));
  return [...c.snapshot.companies.map((co) => ({ listed_on: null, ...co })), ...shareholders];
}

/** The declared structure with ids, each entity's computed figures, the UBOs and the warnings. */
export function presentStructure(c: ComputedStructure) {
  const figureOf = new Map(c.result.figures.map((f) => [f.key, f]));
  const entityIdOfKey = new Map<string, string>();
  for (const [entityId, key] of c.keyOf) if (!entityIdOfKey.has(key)) entityIdOfKey.set(key, entityId);
  const directorOf = new Map(c.snapshot.directors.map((d) => [d.person_id, d.id]));
  return {
    root_company_id: c.rootId,
    threshold: c.result.threshold,
    acyclic: c.result.acyclic,
    traced_percentage: roundPercent(c.result.traced_percentage),
    untraced_percentage: roundPercent(c.result.untraced_percentage),
    layers: c.result.layers,
    entities: c.snapshot.entities.map((e) => {
      const f = figureOf.get(c.keyOf.get(e.id) ?? '');
      return {
        id: e.id,
        type: e.type,
        company:
          e.type === 'company'
            ? {
                formal_name: e.formal_name ?? '',
                company_number: e.company_number ?? '',
                jurisdiction_code: e.jurisdiction_code,
              }
            : null,
        listed_on: e.listed_on,
        person: e.person_id === null ? null : (c.personById.get(e.person_id) ?? null),
        director_id: e.person_id === null ? null : (directorOf.get(e.person_id) ?? null),
        control: e.control,
        direct_shares: roundPercent(f?.direct_shares ?? 0),
        indirect_shares: roundPercent(f?.indirect_shares ?? 0),
        indirect_voting: roundPercent(f?.indirect_voting ?? 0),
        layer: f?.layer ?? null,
      };
    }),
    holdings: c.snapshot.holdings.map((h) => ({
      id: h.id,
      holder: h.holder,
      held: h.held ?? ROOT,
      shares: h.shares,
      voting_rights: h.voting_rights,
    })),
    ubos: presentUbos(c),
    warnings: c.result.warnings.map((w) => ({
      code: w.code,
      message: w.message,
      // Keys back to ids: an entity's id for companies, a person's entity id (or person id for directors).
      entity_ids: w.entities.map((k) => (k === ROOT ? (c.rootId ?? ROOT) : (entityIdOfKey.get(k) ?? k))),
    })),
  };
}

/**
 * A person of the case whole, as the director read shows one: the address of residence and the documents, read
 * now (a revision read shows the person's fields as they were, without them).
 */
async function withPersonDetail<P extends PersonView>(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  person: P,
) {
  const [record, documents] = await Promise.all([
    findPersonRecord(ctx.db, accountId, person.id),
    personDocuments(ctx, accountId, verificationId, person.id),
  ]);
  const stored = record?.address_of_residence ?? null;
  return {
    ...person,
    address_of_residence:
      stored === null
        ? null
        : presentAddress(fromJson<StoredAddress>(stored), {
            id: addressId(person.id, 'residence'),
            created_at: person.created_at,
            updated_at: person.updated_at,
          }),
    address_for_correspondence: null,
    personal_verification: null,
    documents,
  };
}

export async function listCasePeople(ctx: ServiceContext, accountId: string, id: string, revision?: number) {
  return presentPeople(await loadComputedStructure(ctx, accountId, id, revision));
}

export async function getCasePerson(
  ctx: ServiceContext,
  accountId: string,
  id: string,
  personId: string,
  revision?: number,
) {
  const found = (await listCasePeople(ctx, accountId, id, revision)).find((p) => p.id === personId);
  if (!found) throw AppError.notFound('Person');
  return revision === undefined ? withPersonDetail(ctx, accountId, id, found) : found;
}

export async function listCaseUbos(ctx: ServiceContext, accountId: string, id: string, revision?: number) {
  return presentUbos(await loadComputedStructure(ctx, accountId, id, revision));
}

export async function getCaseUbo(ctx: ServiceContext, accountId: string, id: string, uboId: string, revision?: number) {
  const found = (await listCaseUbos(ctx, accountId, id, revision)).find((u) => u.id === uboId);
  if (!found) throw AppError.notFound('UBO');
  return revision === undefined
    ? { ...found, person: await withPersonDetail(ctx, accountId, id, found.person) }
    : found;
}

/** The companies list with roles: the company under review, related companies, corporate shareholders. */
export async function listStructureCompanies(ctx: ServiceContext, accountId: string, id: string, revision?: number) {
  return presentStructureCompanies(await loadComputedStructure(ctx, accountId, id, revision));
}
