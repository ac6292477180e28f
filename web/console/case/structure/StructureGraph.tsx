import '@xyflow/react/dist/style.css';
import {
  Background,
  Controls,
  type Edge,
  Handle,
  MarkerType,
  type Node,
  type NodeProps,
  Position,
  ReactFlow,
} from '@xyflow/react';
import { useMemo } from 'react';
import { cx } from '../../../shared/lib/cx';
import {
  drawn,
  layoutPositions,
  NODE_HEIGHT,
  NODE_WIDTH,
  type OwnershipGraph,
  percent,
  ROLE_LABELS,
  type StructureRow,
} from './structure-model';

type EntityData = { row: StructureRow; selected: boolean };
type EntityNode = Node<EntityData, 'entity'>;

/** One entity: its name and kind, its roles, and a person's indirect share in the second colour. */
function EntityNodeView({ data }: NodeProps<EntityNode>) {
  const { row, selected } = data;
  return (
    <div
      style={{ width: NODE_WIDTH, height: NODE_HEIGHT }}
      className={cx(
        'flex flex-col justify-center rounded-lg border bg-white px-3 py-2 text-left shadow-xs',
        row.root ? 'border-gray-900 border-2' : row.kind === 'company' ? 'border-sky-400' : 'border-gray-300',
        selected && 'ring-3 ring-accent-300',
      )}
    >
      <Handle type="source" position={Position.Top} className="!opacity-0" isConnectable={false} />
      <Handle type="target" position={Position.Bottom} className="!opacity-0" isConnectable={false} />
      <p className="truncate text-13 font-semibold text-gray-900">{row.name}</p>
      <p className="text-xs text-gray-600">
        {row.root ? 'Company under review' : row.kind === 'company' ? 'Company' : 'Person'}
        {!row.root && row.indirect !== null && (
          <span className="ml-1.5 font-semibold text-violet-700">{percent(row.indirect)} indirect</span>
        )}
      </p>
      {row.roles.length > 0 && (
        <p className="mt-1 flex flex-wrap gap-1">
          {row.roles
            .filter((r) => r !== 'shareholder')
            .map((r) => (
              <span
                key={r}
                className={cx(
                  'rounded px-1.5 py-px text-[11px] font-semibold',
                  r === 'ubo' ? 'bg-violet-100 text-violet-800' : 'bg-gray-100 text-gray-700',
                )}
              >
                {ROLE_LABELS[r]}
              </span>
            ))}
        </p>
      )}
    </div>
  );
}

const nodeTypes = { entity: EntityNodeView };

/**
 * The ownership drawn: the company under review at the top, each layer of shareholders below it, edges labelled
 * with the direct percentage; zoom and pan, and a click on an entity selects it (its details show beside).
 */
export function StructureGraph({
  graph,
  rows,
  selected,
  onSelect,
}: {
  graph: OwnershipGraph;
  rows: readonly StructureRow[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const positions = useMemo(() => layoutPositions(graph), [graph]);
  const nodes = useMemo<EntityNode[]>(
    () =>
      rows.map((row) => ({
        id: row.id,
        type: 'entity',
        position: positions.get(row.id) ?? { x: 0, y: 0 },
        data: { row, selected: row.id === selected },
        ariaLabel: `${row.name}${row.indirect !== null && !row.root ? `, ${percent(row.indirect)} indirect` : ''}`,
        draggable: false,
        connectable: false,
      })),
    [rows, positions, selected],
  );
  const edges = useMemo<Edge[]>(
    () =>
      graph.edges.filter(drawn).map((e, i) => {
        const holding =
          e.labels.types.includes('corporate_shareholder') || e.labels.types.includes('individual_shareholder');
        return {
          id: `e${i}`,
          source: e.source,
          target: e.target,
          label: holding ? percent(e.labels.shares) : 'Director',
          labelStyle: { fontSize: 12, fontWeight: 600, fill: holding ? '#111827' : '#4b5563' },
          labelBgStyle: { fill: '#ffffff' },
          labelBgPadding: [4, 2] as [number, number],
          style: holding ? { stroke: '#6b7280', strokeWidth: 1.5 } : { stroke: '#9ca3af', strokeDasharray: '4 4' },
          markerEnd: { type: MarkerType.ArrowClosed, color: holding ? '#6b7280' : '#9ca3af' },
          focusable: false,
        };
      }),
    [graph],
  );
  return (
    <div className="h-[480px] w-full overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodeClick={(_, node) => onSelect(node.id)}
        // A node focused with Tab and selected with Enter (the library's keyboard selection) shows its details too.
        onNodesChange={(changes) => {
          const picked = changes.find((c) => c.type === 'select' && c.selected);
          if (picked && 'id' in picked) onSelect(picked.id);
        }}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable
        fitView
        fitViewOptions={{ padding: 0.15 }}
        minZoom={0.2}
        maxZoom={2}
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={20} color="#e5e7eb" />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}

export default StructureGraph;
