import { roundPercent } from '../../rules/ownership.js';
import type { ComputedStructure } from './ownership-reads.js';

export type GraphEdgeType = 'corporate_shareholder' | 'individual_shareholder' | 'ubo' | 'director';

interface Holding {
  company_id: string;
  shares: number;
}

interface VertexLabels {
  name?: string;
  given_names?: string;
  surname?: string;
  root?: boolean;
  shareholder: Holding[];
  ubo: Holding[];
  director: { company_id: string; position: string }[];
  calculated_shares: number;
}

/**
 * The structure as the source system's graph: a vertex per company (the root first) and per person, an edge per
 * relation with its types merged (a person holding shares in the root who is also its UBO and director is one
 * edge with three types). `shares` on an edge is the declared direct percentage; an edge that is only a UBO
 * relation carries the computed indirect one, and a director-only edge 0. `calculated_shares` is each vertex's
 * indirect ownership of the root, rounded to two decimals.
 */
export function presentGraph(c: ComputedStructure) {
  const rootId = c.rootId ?? 'root';
  const figure = new Map(c.result.figures.map((f) => [f.key, f]));
  const vertexIdOfKey = (key: string) => (key === 'root' ? rootId : key);
  const vertices = new Map<string, { id: string; type: 'Company' | 'Person'; labels: VertexLabels }>();
  const blank = (): VertexLabels => ({ shareholder: [], ubo: [], director: [], calculated_shares: 0 });

  const root = c.snapshot.companies.find((co) => co.role === 'root') ?? c.snapshot.companies[0];
  vertices.set(rootId, {
    id: rootId,
    type: 'Company',
    labels: { ...blank(), name: (root?.formal_name as string | undefined) ?? '', root: true, calculated_shares: 100 },
  });
  for (const e of c.snapshot.entities) {
    const key = c.keyOf.get(e.id);
    if (key === undefined || vertices.has(key)) continue;
    const calculated = roundPercent(figure.get(key)?.indirect_shares ?? 0);
    if (e.type === 'company') {
      vertices.set(key, {
        id: key,
        type: 'Company',
        labels: { ...blank(), name: e.formal_name ?? '', calculated_shares: calculated },
      });
    } else {
      const p = c.personById.get(key);
      vertices.set(key, {
        id: key,
        type: 'Person',
        labels: {
          ...blank(),
          given_names: p?.given_names ?? '',
          surname: p?.surname ?? '',
          calculated_shares: calculated,
        },
      });
    }
  }
  for (const d of c.snapshot.directors) {
    if (!vertices.has(d.person_id)) {
      const p = c.personById.get(d.person_id);
      vertices.set(d.person_id, {
        id: d.person_id,
        type: 'Person',
        labels: {
          ...blank(),
          given_names: p?.given_names ?? '',
          surname: p?.surname ?? '',
          calculated_shares: roundPercent(figure.get(d.person_id)?.indirect_shares ?? 0),
        },
      });
    }
    vertices.get(d.person_id)?.labels.director.push({ company_id: rootId, position: d.position });
  }

  const edges = new Map<
    string,
    { source: string; target: string; labels: { types: GraphEdgeType[]; shares: number } }
  >();
  const edge = (source: string, target: string, type: GraphEdgeType, shares: number, declared: boolean) => {
    const id = `${source}>${target}`;
    const found = edges.get(id);
    if (!found) {
      edges.set(id, { source, target, labels: { types: [type], shares } });
      return;
    }
    if (!found.labels.types.includes(type)) found.labels.types.push(type);
    if (declared) found.labels.shares = shares;
  };
  for (const h of c.snapshot.holdings) {
    const source = c.keyOf.get(h.holder);
    const target = h.held === null ? rootId : c.keyOf.get(h.held);
    if (source === undefined || target === undefined) continue;
    const vertex = vertices.get(source);
    vertex?.labels.shareholder.push({ company_id: target, shares: h.shares });
    edge(
      source,
      target,
      vertex?.type === 'Person' ? 'individual_shareholder' : 'corporate_shareholder',
      h.shares,
      true,
    );
  }
  for (const u of c.result.ubos) {
    const shares = roundPercent(u.indirect_shares);
    vertices.get(u.key)?.labels.ubo.push({ company_id: rootId, shares });
    edge(vertexIdOfKey(u.key), rootId, 'ubo', shares, false);
  }
  for (const d of c.snapshot.directors) edge(d.person_id, rootId, 'director', 0, false);

  return {
    acyclic: c.result.acyclic,
    vertices: [...vertices.values()].map((v) => {
      // Only the labels a vertex has: a company has no given names, a person no `root`.
      const labels: Record<string, unknown> = { ...v.labels };
      for (const k of ['name', 'given_names', 'surname', 'root'] as const)
        if (labels[k] === undefined) delete labels[k];
      return { id: v.id, type: v.type, labels };
    }),
    edges: [...edges.values()],
  };
}
