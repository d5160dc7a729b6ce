/**
 * Where each step of a process sits in its diagram: left to right by its distance from the start
 * (along the flows), stacked top to bottom among the steps at the same distance; a step the start
 * does not reach goes last. Pure: the diagram draws what this says.
 */
import type { ProcessFlowDto, ProcessNodeDto } from '@polaris/core/services/workflow/process-types';

export const COLUMN_WIDTH = 200;
export const ROW_HEIGHT = 90;

export interface PlacedNode {
  nodeId: string;
  x: number;
  y: number;
}

/** Each node's column: its distance from the start (breadth first), unreached ones after all. */
export function columnsOf(
  nodes: readonly ProcessNodeDto[],
  flows: readonly ProcessFlowDto[],
): Map<string, number> {
  const start = nodes.find((node) => node.kind === 'start');
  const column = new Map<string, number>();
  if (start) column.set(start.nodeId, 0);
  for (let queue = start ? [start.nodeId] : []; queue.length > 0; ) {
    const next: string[] = [];
    for (const from of queue) {
      for (const flow of flows.filter((f) => f.from === from && !column.has(f.to))) {
        column.set(flow.to, column.get(from)! + 1);
        next.push(flow.to);
      }
    }
    queue = next;
  }
  const last = Math.max(-1, ...column.values());
  for (const node of nodes) if (!column.has(node.nodeId)) column.set(node.nodeId, last + 1);
  return column;
}

/** The position of every node, in the order given. */
export function layout(
  nodes: readonly ProcessNodeDto[],
  flows: readonly ProcessFlowDto[],
): PlacedNode[] {
  const columns = columnsOf(nodes, flows);
  const used = new Map<number, number>();
  return nodes.map((node) => {
    const column = columns.get(node.nodeId)!;
    const row = used.get(column) ?? 0;
    used.set(column, row + 1);
    return { nodeId: node.nodeId, x: column * COLUMN_WIDTH, y: row * ROW_HEIGHT };
  });
}
