/**
 * The arithmetic of ownership (see ownership.ts): the declared holdings as a graph, its strongly connected
 * components, and the walk sums over them, solved exactly one component at a time. Pure and dependency-free.
 */
import type { OwnershipInput } from './ownership.js';

export interface Graph {
  index: Map<string, number>;
  /** Per holder: the companies it holds, with the fraction (shares and voting). */
  out: Array<Array<{ to: number; shares: number; voting: number }>>;
  root: number;
}

export function buildGraph(input: OwnershipInput): Graph {
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
export function components(graph: Graph): number[][] {
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
export function walkSums(graph: Graph, comps: number[][], weight: 'shares' | 'voting'): Float64Array {
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
export function layersOf(graph: Graph): Array<number | null> {
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
