import dagre from '@dagrejs/dagre';

// The Structure tab's data, from the case's ownership graph (GET /verifications/{id}/graph), its people (with their
// roles) and its companies: one row per entity for the table, and the positions of the drawing, laid out in layers
// with the company under review at the top. Pure, so the table and the layout are unit-tested.

export interface GraphVertex {
  readonly id: string;
  readonly type: string;
  readonly labels: {
    readonly name?: string | null;
    readonly given_names?: string | null;
    readonly surname?: string | null;
    readonly root?: boolean | null;
    readonly shareholder?: readonly { readonly company_id: string; readonly shares: number | null }[] | null;
    readonly ubo?: readonly { readonly company_id: string; readonly shares: number | null }[] | null;
    readonly director?: readonly { readonly company_id: string; readonly position?: string | null }[] | null;
    readonly calculated_shares?: number | null;
  };
}

export interface GraphEdge {
  readonly source: string;
  readonly target: string;
  readonly labels: { readonly types: readonly string[]; readonly shares: number | null };
}

export interface OwnershipGraph {
  readonly acyclic: boolean;
  readonly vertices: readonly GraphVertex[];
  readonly edges: readonly GraphEdge[];
}

export type Role = 'ubo' | 'director' | 'controller' | 'shareholder';

export const ROLE_LABELS: Record<Role, string> = {
  ubo: 'UBO',
  director: 'Director',
  controller: 'Controller',
  shareholder: 'Shareholder',
};

export interface StructureRow {
  readonly id: string;
  readonly kind: 'company' | 'person';
  readonly name: string;
  readonly root: boolean;
  /** Percent of the company under review held directly; null when none. */
  readonly direct: number | null;
  /** Percent of the company under review held over all paths. */
  readonly indirect: number | null;
  readonly roles: readonly Role[];
  readonly jurisdiction: string | null;
  /** Corporate layers between the entity and the root (0 the root). */
  readonly layer: number;
}

const ROLE_ORDER: readonly Role[] = ['ubo', 'controller', 'director', 'shareholder'];

export function vertexName(v: GraphVertex): string {
  if (v.labels.name) return v.labels.name;
  return [v.labels.given_names, v.labels.surname].filter(Boolean).join(' ') || 'Unnamed';
}

/** "62.5 %": at most two decimals, as the service rounds. */
export function percent(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${Math.round(value * 100) / 100} %`;
}

/** Layers from the root down (breadth first over "held by"). */
function layersOf(graph: OwnershipGraph, rootId: string | undefined): Map<string, number> {
  const layer = new Map<string, number>();
  if (!rootId) return layer;
  layer.set(rootId, 0);
  const queue = [rootId];
  while (queue.length > 0) {
    const held = queue.shift() as string;
    for (const e of graph.edges) {
      if (e.target !== held || !isHolding(e) || layer.has(e.source)) continue;
      layer.set(e.source, (layer.get(held) ?? 0) + 1);
      queue.push(e.source);
    }
  }
  return layer;
}

/** The edges the drawing shows: holdings and directorships (a UBO edge alone is the table's and the list's). */
export const drawn = (e: GraphEdge) => e.labels.types.some((t) => t !== 'ubo');

const isHolding = (e: GraphEdge) =>
  e.labels.types.includes('corporate_shareholder') || e.labels.types.includes('individual_shareholder');

/**
 * The table's rows, the root first, then by layer and by indirect share (largest first). `roles` are the people's
 * roles as GET /people gives them; `jurisdictions` the companies' (GET /companies).
 */
export function structureRows(
  graph: OwnershipGraph,
  roles: ReadonlyMap<string, readonly string[]>,
  jurisdictions: ReadonlyMap<string, string | null>,
): StructureRow[] {
  const root = graph.vertices.find((v) => v.labels.root);
  const layers = layersOf(graph, root?.id);
  const rows = graph.vertices.map((v): StructureRow => {
    const kind = v.type === 'Company' ? 'company' : 'person';
    const direct = root
      ? graph.edges
          .filter((e) => e.source === v.id && e.target === root.id && isHolding(e))
          .reduce<number | null>((sum, e) => (e.labels.shares === null ? sum : (sum ?? 0) + e.labels.shares), null)
      : null;
    const given = new Set(roles.get(v.id) ?? []);
    if ((v.labels.shareholder ?? []).length > 0) given.add('shareholder');
    if ((v.labels.ubo ?? []).length > 0) given.add('ubo');
    if ((v.labels.director ?? []).length > 0) given.add('director');
    return {
      id: v.id,
      kind,
      name: vertexName(v),
      root: v.labels.root === true,
      direct,
      indirect: v.labels.root ? 100 : (v.labels.calculated_shares ?? null),
      roles: ROLE_ORDER.filter((r) => given.has(r)),
      jurisdiction: jurisdictions.get(v.id) ?? null,
      layer: layers.get(v.id) ?? Number.POSITIVE_INFINITY,
    };
  });
  return rows.sort(
    (a, b) =>
      Number(b.root) - Number(a.root) ||
      a.layer - b.layer ||
      (b.indirect ?? -1) - (a.indirect ?? -1) ||
      a.name.localeCompare(b.name),
  );
}

export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 84;

/**
 * Where each entity sits: dagre's layered layout over "held by" (the root's rank is 0, at the top, its
 * shareholders a rank below, theirs below them). Directors without shares hang below the root too.
 */
export function layoutPositions(graph: OwnershipGraph): Map<string, { x: number; y: number }> {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 90, marginx: 20, marginy: 20 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const v of graph.vertices) g.setNode(v.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  graph.edges.forEach((e, i) => {
    // A UBO edge (the computed link of an owner to the root) is not drawn, and does not pull its owner up a layer.
    if (drawn(e) && g.hasNode(e.source) && g.hasNode(e.target)) g.setEdge(e.target, e.source, { weight: 1 }, `e${i}`);
  });
  dagre.layout(g);
  const positions = new Map<string, { x: number; y: number }>();
  for (const v of graph.vertices) {
    const node = g.node(v.id) as { x: number; y: number } | undefined;
    positions.set(v.id, { x: (node?.x ?? 0) - NODE_WIDTH / 2, y: (node?.y ?? 0) - NODE_HEIGHT / 2 });
  }
  return positions;
}
