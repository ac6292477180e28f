/**
 * Who ultimately owns and controls a company: indirect ownership over a declared structure of companies and
 * people, the beneficial owners (UBOs) at a threshold, and the warnings a reviewer must see. Pure and
 * dependency-free: the service computes the case's figures with it and the portal shows the same UBOs live as the
 * customer types, so the two can never disagree.
 *
 * The figure of an entity is the sum over every path from it to the root of the product of the fractions along
 * the path. With cycles the paths are walks and the sum is a series; it is solved exactly as the linear system
 * u = e_root + W u (W[i][j] = the fraction of j that i holds), one strongly connected component at a time, so a
 * structure without cycles costs one pass over its edges and a cycle costs a small dense solve of its own size.
 */

import { buildGraph, components, layersOf, walkSums } from './ownership-walks.js';

export type OwnershipEntityType = 'company' | 'person';

/** Ways a person controls a company other than through shares (a trust, a nominee, a right to appoint the board). */
export const CONTROL_NATURES = ['right_to_appoint_board', 'other_significant_influence'] as const;
export type ControlNature = (typeof CONTROL_NATURES)[number];

export const NATURES_OF_CONTROL = [
  'ownership_of_shares',
  'voting_rights',
  'right_to_appoint_board',
  'other_significant_influence',
  'senior_managing_official',
] as const;
export type NatureOfControl = (typeof NATURES_OF_CONTROL)[number];

export const DEFAULT_UBO_THRESHOLD = 25;
export const MIN_UBO_THRESHOLD = 5;
export const MAX_UBO_THRESHOLD = 50;
/** Less than this share of the root traced to natural persons (or listed companies) is a warning. */
export const TRACED_MINIMUM = 75;
/** More corporate layers than this between the root and its owners is a warning. */
export const MAX_LAYERS = 3;

export interface OwnershipEntity {
  key: string;
  type: OwnershipEntityType;
  /** A company's name, a person's full name: what descriptions and warnings say. */
  name: string;
  /** The company under review; exactly one entity has it. */
  root?: boolean;
  /** A company listed on a regulated market (the exchange's name) ends the chain: its owners are not traced. */
  listed_on?: string | null;
  /** A company's jurisdiction code, for the high-risk check. */
  jurisdiction_code?: string | null;
  /** A person's control by other means. */
  control?: { nature: string; description: string } | null;
  /** A person who is a director of the root: a senior managing official when no owner qualifies. */
  is_director?: boolean;
}

export interface OwnershipHolding {
  holder: string;
  held: string;
  /** Percent of the held company's shares, 0–100. */
  shares: number;
  /** Percent of its voting rights when they differ from the shares; null means the same as the shares. */
  voting_rights: number | null;
}

export interface OwnershipInput {
  entities: readonly OwnershipEntity[];
  holdings: readonly OwnershipHolding[];
  /** Percent; default 25. */
  threshold?: number;
  /** Jurisdiction codes the account marks as high risk (compared case-insensitively). */
  high_risk_jurisdictions?: readonly string[];
}

export interface OwnershipFigure {
  key: string;
  type: OwnershipEntityType;
  /** Percent of the root owned directly (the sum of this entity's holdings in the root). */
  direct_shares: number;
  /** Percent of the root owned over all paths (100 for the root itself). */
  indirect_shares: number;
  /** The same for voting rights. */
  indirect_voting: number;
  /** Corporate layers between this entity and the root (0 the root, 1 its direct shareholders); null when unlinked. */
  layer: number | null;
}

export interface Ubo {
  key: string;
  name: string;
  indirect_shares: number;
  indirect_voting: number;
  natures_of_control: NatureOfControl[];
  /** How the person qualifies, in words: "Owns 62.5 % indirectly through N3 Enterprises Ltd". */
  description: string;
  /** A director named because no owner reaches the threshold. */
  by_default: boolean;
}

export type OwnershipWarningCode =
  | 'over_100_percent'
  | 'not_fully_traced'
  | 'more_than_3_layers'
  | 'circular_ownership'
  | 'high_risk_jurisdiction'
  | 'ubo_by_default';

export interface OwnershipWarning {
  code: OwnershipWarningCode;
  /** In plain words, for Needs attention, the portal and the report. */
  message: string;
  /** The entities it concerns (keys). */
  entities: string[];
}

export interface OwnershipResult {
  threshold: number;
  /** No holding cycle anywhere in the structure. */
  acyclic: boolean;
  figures: OwnershipFigure[];
  ubos: Ubo[];
  /** Percent of the root held by natural persons and listed companies, over all paths (at most 100). */
  traced_percentage: number;
  untraced_percentage: number;
  layers: number;
  warnings: OwnershipWarning[];
}

/** Tolerance on percentages: 0.5 × 0.5 × 100 is 25 exactly, 1/3 chains are not. */
const EPSILON = 1e-7;

/** "62.5 %", "33.33 %", "25 %": at most two decimals, as people read shares. */
export function formatPercent(value: number): string {
  return `${roundPercent(value)} %`;
}

/** A percentage rounded to two decimals (what the API serves as approximate_percentage_of_shares). */
export function roundPercent(value: number): number {
  const rounded = Math.round((value + Number.EPSILON) * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

function names(input: OwnershipInput, keys: string[]): string {
  const list = keys.map((k) => input.entities.find((e) => e.key === k)?.name ?? k);
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

function describeOwnership(direct: number, indirect: number, through: string): string {
  const via = indirect > EPSILON ? `${formatPercent(indirect)} indirectly through ${through}` : '';
  if (direct > EPSILON && via) return `Owns ${formatPercent(direct)} directly and ${via}`;
  if (direct > EPSILON) return `Owns ${formatPercent(direct)} directly`;
  return via ? `Owns ${via}` : 'Owns no shares';
}

/** Computes the figures, the UBOs and the warnings of a declared structure. */
export function computeOwnership(input: OwnershipInput): OwnershipResult {
  const threshold = input.threshold ?? DEFAULT_UBO_THRESHOLD;
  const graph = buildGraph(input);
  const comps = components(graph);
  const shares = walkSums(graph, comps, 'shares');
  const voting = walkSums(graph, comps, 'voting');
  const layer = layersOf(graph);
  const entities = input.entities;
  const cyclic = comps.filter((c) => c.length > 1);

  const figures: OwnershipFigure[] = entities.map((e, i) => {
    const direct = (graph.out[i] ?? []).find((edge) => edge.to === graph.root)?.shares ?? 0;
    return {
      key: e.key,
      type: e.type,
      direct_shares: i === graph.root ? 0 : direct * 100,
      indirect_shares: i === graph.root ? 100 : (shares[i] as number) * 100,
      indirect_voting: i === graph.root ? 100 : (voting[i] as number) * 100,
      layer: layer[i] ?? null,
    };
  });

  const qualifies = (value: number) => value >= threshold - EPSILON;
  const ubos: Ubo[] = [];
  entities.forEach((e, i) => {
    if (e.type !== 'person') return;
    const f = figures[i] as OwnershipFigure;
    const natures: NatureOfControl[] = [];
    if (qualifies(f.indirect_shares)) natures.push('ownership_of_shares');
    if (qualifies(f.indirect_voting)) natures.push('voting_rights');
    const nature = e.control?.nature;
    if (e.control && nature)
      natures.push(
        (CONTROL_NATURES as readonly string[]).includes(nature)
          ? (nature as ControlNature)
          : 'other_significant_influence',
      );
    if (natures.length === 0) return;
    const through = (graph.out[i] ?? [])
      .filter((edge) => edge.to !== graph.root && (shares[edge.to] as number) > 0)
      .map((edge) => entities[edge.to]?.key as string);
    const parts: string[] = [];
    if (natures.includes('ownership_of_shares') || natures.includes('voting_rights'))
      parts.push(describeOwnership(f.direct_shares, f.indirect_shares - f.direct_shares, names(input, through)));
    if (natures.includes('voting_rights') && !natures.includes('ownership_of_shares'))
      parts.push(`holds ${formatPercent(f.indirect_voting)} of the voting rights`);
    if (e.control) parts.push(`controls by other means: ${e.control.description}`);
    const description = parts.join('; ');
    ubos.push({
      key: e.key,
      name: e.name,
      indirect_shares: f.indirect_shares,
      indirect_voting: f.indirect_voting,
      natures_of_control: natures,
      description: description.charAt(0).toUpperCase() + description.slice(1),
      by_default: false,
    });
  });

  const warnings: OwnershipWarning[] = [];
  if (ubos.length === 0) {
    const directors = entities.filter((e) => e.type === 'person' && e.is_director);
    for (const d of directors) {
      const f = figures[graph.index.get(d.key) as number] as OwnershipFigure;
      ubos.push({
        key: d.key,
        name: d.name,
        indirect_shares: f.indirect_shares,
        indirect_voting: f.indirect_voting,
        natures_of_control: ['senior_managing_official'],
        description: 'Senior managing official (director): UBO by default, no owner reaches the threshold',
        by_default: true,
      });
    }
    warnings.push({
      code: 'ubo_by_default',
      message:
        directors.length > 0
          ? `UBO by default: no owner reaches the threshold of ${formatPercent(threshold)}; the directors are named as senior managing officials`
          : `No owner reaches the threshold of ${formatPercent(threshold)} and no director is declared`,
      entities: directors.map((d) => d.key),
    });
  }

  // Declared shares of a company above 100 %.
  const declared = new Map<string, number>();
  for (const h of input.holdings) declared.set(h.held, (declared.get(h.held) ?? 0) + h.shares);
  for (const [key, total] of declared) {
    if (total <= 100 + EPSILON) continue;
    warnings.push({
      code: 'over_100_percent',
      message: `The declared shares of ${names(input, [key])} sum to ${formatPercent(total)}, more than 100 %`,
      entities: [key],
    });
  }

  let traced = 0;
  entities.forEach((e, i) => {
    if (i === graph.root) return;
    if (e.type === 'person' || e.listed_on) traced += figures[i]?.indirect_shares ?? 0;
  });
  // A listed company's declared owners are not traced, and persons reach the root through it only by other paths.
  traced = Math.min(100, traced);
  const untraced = Math.max(0, 100 - traced);
  if (traced < TRACED_MINIMUM - EPSILON) {
    const untracedHolders = entities
      .filter((e, i) => e.type === 'company' && !e.listed_on && i !== graph.root)
      .filter((e) => !declared.has(e.key))
      .filter((e) => (figures[graph.index.get(e.key) as number]?.indirect_shares ?? 0) > EPSILON)
      .map((e) => e.key);
    warnings.push({
      code: 'not_fully_traced',
      message:
        `Ownership not fully traced: ${formatPercent(untraced)} ` +
        (untracedHolders.length > 0
          ? `held by entities whose owners are unknown (${names(input, untracedHolders)})`
          : 'of the shares is not traced to natural persons'),
      entities: untracedHolders,
    });
  }

  const layers = Math.max(
    0,
    ...entities.map((e, i) => (e.type === 'company' && i !== graph.root ? (layer[i] ?? 0) : 0)),
  );
  if (layers > MAX_LAYERS) {
    const deep = entities.filter((e, i) => e.type === 'company' && (layer[i] ?? 0) > MAX_LAYERS).map((e) => e.key);
    warnings.push({
      code: 'more_than_3_layers',
      message: `The structure has ${layers} layers of companies above the company, more than ${MAX_LAYERS}`,
      entities: deep,
    });
  }

  for (const comp of cyclic) {
    const keys = comp.map((v) => entities[v]?.key as string).reverse();
    warnings.push({
      code: 'circular_ownership',
      message: `Circular ownership: ${names(input, keys)} hold shares in each other`,
      entities: keys,
    });
  }

  const highRisk = new Set((input.high_risk_jurisdictions ?? []).map((c) => c.toLowerCase()));
  if (highRisk.size > 0) {
    for (const e of entities) {
      if (e.type !== 'company' || e.root || !e.jurisdiction_code) continue;
      if (!highRisk.has(e.jurisdiction_code.toLowerCase())) continue;
      warnings.push({
        code: 'high_risk_jurisdiction',
        message: `${e.name} is a corporate shareholder in ${e.jurisdiction_code}, a jurisdiction marked high risk`,
        entities: [e.key],
      });
    }
  }

  return {
    threshold,
    acyclic: cyclic.length === 0,
    figures,
    ubos,
    traced_percentage: traced,
    untraced_percentage: untraced,
    layers,
    warnings,
  };
}
