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

interface Graph {
  index: Map<string, number>;
  /** Per holder: the companies it holds, with the fraction (shares and voting). */
  out: Array<Array<{ to: number; shares: number; voting: number }>>;
  root: number;
}

function buildGraph(input: OwnershipInput): Graph {
  const index = new Map<string, number>();
  input.entities.forEach((e, i) => {
    index.set(e.key, i);
  });
  const rootIndex = input.entities.findIndex((e) => e.root);
  if (rootIndex < 0) throw new Error('ownership: no root entity');
  const out: Graph['out'] = input.entities.map(() => []);
  // Holders of a listed company are not traced: the chain ends at the company, which counts as traced itself.
  const merged = new Map<string, { to: number; shares: number; voting: number }>();
  for (const h of input.holdings) {
    const from = index.get(h.holder);
    const to = index.get(h.held);
    if (from === undefined || to === undefined || from === to) continue;
    const held = input.entities[to];
    if (held?.type !== 'company' || (held.listed_on && !held.root)) continue;
    const id = `${from}>${to}`;
    const voting = h.voting_rights ?? h.shares;
    const existing = merged.get(id);
    if (existing) {
      existing.shares += h.shares / 100;
      existing.voting += voting / 100;
    } else {
      const edge = { to, shares: h.shares / 100, voting: voting / 100 };
      merged.set(id, edge);
      out[from]?.push(edge);
    }
  }
  return { index, out, root: rootIndex };
}

/** Tarjan's strongly connected components, iteratively; emitted so that a component comes after those it reaches. */
function components(graph: Graph): number[][] {
  const n = graph.out.length;
  const order = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const result: number[][] = [];
  let counter = 0;
  for (let start = 0; start < n; start++) {
    if (order[start] !== -1) continue;
    const work: Array<[number, number]> = [[start, 0]];
    order[start] = low[start] = counter++;
    stack.push(start);
    onStack[start] = 1;
    while (work.length > 0) {
      const frame = work[work.length - 1] as [number, number];
      const [v, i] = frame;
      const edges = graph.out[v] ?? [];
      if (i < edges.length) {
        frame[1] = i + 1;
        const w = (edges[i] as { to: number }).to;
        if (order[w] === -1) {
          order[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          work.push([w, 0]);
        } else if (onStack[w]) {
          low[v] = Math.min(low[v] as number, order[w] as number);
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent[0]] = Math.min(low[parent[0]] as number, low[v] as number);
      if (low[v] === order[v]) {
        const component: number[] = [];
        let w: number;
        do {
          w = stack.pop() as number;
          onStack[w] = 0;
          component.push(w);
        } while (w !== v);
        result.push(component);
      }
    }
  }
  return result;
}

interface LuFactors {
  readonly lu: Float64Array[];
  readonly perm: Int32Array;
}

/** LU factors of A with partial pivoting (A is overwritten); null when A is singular. */
function factor(a: Float64Array[]): LuFactors | null {
  const n = a.length;
  const perm = new Int32Array(n);
  for (let i = 0; i < n; i++) perm[i] = i;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs((a[r] as Float64Array)[col] as number) > Math.abs((a[pivot] as Float64Array)[col] as number))
        pivot = r;
    const p = a[pivot] as Float64Array;
    if (Math.abs(p[col] as number) < 1e-12) return null;
    if (pivot !== col) {
      a[pivot] = a[col] as Float64Array;
      a[col] = p;
      const t = perm[pivot] as number;
      perm[pivot] = perm[col] as number;
      perm[col] = t;
    }
    const rowC = a[col] as Float64Array;
    for (let r = col + 1; r < n; r++) {
      const row = a[r] as Float64Array;
      const f = (row[col] as number) / (rowC[col] as number);
      row[col] = f;
      if (f === 0) continue;
      for (let c = col + 1; c < n; c++) row[c] = (row[c] as number) - f * (rowC[c] as number);
    }
  }
  return { lu: a, perm };
}

/** Solves A x = b with A's LU factors. */
function solveFactored({ lu, perm }: LuFactors, b: Float64Array): Float64Array {
  const n = b.length;
  const y = new Float64Array(n);
  for (let r = 0; r < n; r++) {
    const row = lu[r] as Float64Array;
    let s = b[perm[r] as number] as number;
    for (let c = 0; c < r; c++) s -= (row[c] as number) * (y[c] as number);
    y[r] = s;
  }
  const x = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    const row = lu[r] as Float64Array;
    let s = y[r] as number;
    for (let c = r + 1; c < n; c++) s -= (row[c] as number) * (x[c] as number);
    x[r] = s / (row[r] as number);
  }
  return x;
}

/**
 * The walk sums u (fractions of the root) for one weight (shares or voting). Inside a cycle, the intra-cycle
 * holdings of a company are scaled to 100 % when declared above it (the warning says so), and a cycle whose
 * members own each other wholly (nobody outside holds any of them) passes nothing round: its walk sum would be
 * infinite, and no natural person can reach it anyway. A company's own figure counts the paths that leave it
 * once (walks returning to it are its own shares coming back, not more of the root).
 */
function walkSums(graph: Graph, comps: number[][], weight: 'shares' | 'voting'): Float64Array {
  const n = graph.out.length;
  const u = new Float64Array(n);
  const first = new Float64Array(n);
  const compOf = new Int32Array(n);
  comps.forEach((c, i) => {
    for (const v of c) compOf[v] = i;
  });
  comps.forEach((comp, ci) => {
    const cyclic = comp.length > 1;
    if (!cyclic) {
      const v = comp[0] as number;
      let s = v === graph.root ? 1 : 0;
      for (const e of graph.out[v] ?? []) s += e[weight] * (u[e.to] as number);
      u[v] = s;
      first[v] = s;
      return;
    }
    const k = comp.length;
    const local = new Map<number, number>();
    comp.forEach((v, i) => {
      local.set(v, i);
    });
    // Intra-component weight matrix, columns scaled to at most 1.
    const w: Float64Array[] = comp.map(() => new Float64Array(k));
    const colSum = new Float64Array(k);
    comp.forEach((v, i) => {
      for (const e of graph.out[v] ?? []) {
        const j = local.get(e.to);
        if (j === undefined || compOf[e.to] !== ci) continue;
        (w[i] as Float64Array)[j] = ((w[i] as Float64Array)[j] as number) + e[weight];
        colSum[j] = (colSum[j] as number) + e[weight];
      }
    });
    for (let j = 0; j < k; j++) {
      const s = colSum[j] as number;
      if (s > 1) for (let i = 0; i < k; i++) (w[i] as Float64Array)[j] = ((w[i] as Float64Array)[j] as number) / s;
    }
    const closed = colSum.every((s) => s >= 1 - 1e-12);
    const b = new Float64Array(k);
    comp.forEach((v, i) => {
      let s = v === graph.root ? 1 : 0;
      for (const e of graph.out[v] ?? []) if (compOf[e.to] !== ci) s += e[weight] * (u[e.to] as number);
      b[i] = s;
    });
    // I - W, factored once: the walk sums, then the diagonal of the inverse (the walks from each member back to it).
    const factors = closed
      ? null
      : factor(
          w.map((row, i) => {
            const r = new Float64Array(k);
            for (let j = 0; j < k; j++) r[j] = (i === j ? 1 : 0) - (row[j] as number);
            return r;
          }),
        );
    const x = factors ? solveFactored(factors, b) : Float64Array.from(b);
    comp.forEach((v, i) => {
      u[v] = x[i] as number;
    });
    // First-passage figures: u_c divided by the walk sum from c back to c.
    comp.forEach((v, i) => {
      if (!factors) {
        first[v] = b[i] as number;
        return;
      }
      const e = new Float64Array(k);
      e[i] = 1;
      const g = solveFactored(factors, e)[i] as number;
      first[v] = g > 0 ? (x[i] as number) / g : (x[i] as number);
    });
  });
  return first;
}

/** Corporate layers: 0 for the root, 1 + the nearest held company's layer for a holder. */
function layersOf(graph: Graph): Array<number | null> {
  const n = graph.out.length;
  const heldBy: number[][] = graph.out.map(() => []);
  graph.out.forEach((edges, from) => {
    for (const e of edges) heldBy[e.to]?.push(from);
  });
  const layer: Array<number | null> = new Array(n).fill(null);
  layer[graph.root] = 0;
  const queue = [graph.root];
  for (let q = 0; q < queue.length; q++) {
    const v = queue[q] as number;
    for (const h of heldBy[v] ?? []) {
      if (layer[h] !== null) continue;
      layer[h] = (layer[v] as number) + 1;
      queue.push(h);
    }
  }
  return layer;
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
