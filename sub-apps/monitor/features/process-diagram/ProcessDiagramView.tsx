/**
 * A process drawn as a diagram, read only (React Flow, MIT: loaded with this chunk alone, never by
 * the app's entry): the start, each user task and the end as boxes joined by arrows, laid out left
 * to right (diagram-layout.ts); `current` marks the step an instance waits at. Beside it the same
 * steps as a list of text (the diagram's text is text, never HTML), which a screen reader reads.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { ProcessFlowDto, ProcessNodeDto } from '@polaris/core/services/workflow/process-types';
import { Background, MarkerType, ReactFlow, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { layout } from './diagram-layout';

export interface ProcessDiagramProps {
  nodes: readonly ProcessNodeDto[];
  flows: readonly ProcessFlowDto[];
  /** The node an instance waits at, highlighted. */
  current?: string | null;
}

const TYPES: Record<ProcessNodeDto['kind'], string> = {
  start: 'input',
  userTask: 'default',
  end: 'output',
};

const CURRENT_STYLE = { borderColor: '#fa541c', borderWidth: 2, background: '#fff2e8' };

function flowNodes(props: ProcessDiagramProps): Node[] {
  const places = layout(props.nodes, props.flows);
  return props.nodes.map((node, index) => ({
    id: node.nodeId,
    type: TYPES[node.kind],
    position: { x: places[index].x, y: places[index].y },
    data: { label: node.name },
    className: node.nodeId === props.current ? 'polaris-step-current' : undefined,
    style: node.nodeId === props.current ? CURRENT_STYLE : undefined,
    draggable: false,
    connectable: false,
    selectable: false,
  }));
}

const flowEdges = (flows: readonly ProcessFlowDto[]): Edge[] =>
  flows.map((flow) => ({
    id: `${flow.from}->${flow.to}`,
    source: flow.from,
    target: flow.to,
    type: 'smoothstep',
    markerEnd: { type: MarkerType.ArrowClosed },
  }));

/** Who a step waits for, as text. */
function assigneeText(node: ProcessNodeDto, t: ReturnType<typeof useIntl>['t']): string {
  if (!node.assignee) return '';
  const who =
    node.assignee.type === 'starter'
      ? t('hwfl.diagram.starter')
      : t('hwfl.diagram.user', { id: node.assignee.userId });
  return [who, node.positionName, node.unitName].filter(Boolean).join(' · ');
}

export default function ProcessDiagramView(props: ProcessDiagramProps) {
  const { t } = useIntl();
  const nodes = useMemo(() => flowNodes(props), [props]);
  const edges = useMemo(() => flowEdges(props.flows), [props.flows]);
  return (
    <div data-diagram>
      <div style={{ height: 240, border: '1px solid #f0f0f0' }} aria-hidden>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          fitView
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          zoomOnDoubleClick={false}
        >
          <Background />
        </ReactFlow>
      </div>
      <ol aria-label={t('hwfl.diagram.steps')} style={{ marginTop: 12, paddingInlineStart: 20 }}>
        {props.nodes.map((node) => (
          <li
            key={node.nodeId}
            aria-current={node.nodeId === props.current ? 'step' : undefined}
            data-node={node.nodeId}
          >
            <strong>{node.name}</strong> <Tag>{t(`hwfl.diagram.kind.${node.kind}`)}</Tag>
            {assigneeText(node, t)}
            {node.nodeId === props.current && (
              <Tag color="volcano">{t('hwfl.diagram.current')}</Tag>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
