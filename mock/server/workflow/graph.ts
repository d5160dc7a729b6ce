// Pure walks over a process definition's graph (mock/data/workflow-definitions.ts): the step after
// a node, the steps before it (where a Jump may send an instance back) and who a user task is for.
import type {
  JumpTargetDto,
  ProcessDefinitionDto,
  ProcessNodeDto,
} from '../../../src/services/workflow/process-types';

export function nodeOf(definition: ProcessDefinitionDto, nodeId: string): ProcessNodeDto {
  const node = definition.nodes.find((one) => one.nodeId === nodeId);
  if (!node) throw new Error(`${definition.processKey} v${definition.version} has no ${nodeId}`);
  return node;
}

/** The node after `nodeId` (the definitions are chains: the first flow out of it). */
export function nextNode(definition: ProcessDefinitionDto, nodeId: string): ProcessNodeDto {
  const flow = definition.flows.find((one) => one.from === nodeId);
  if (!flow) throw new Error(`${definition.processKey}: nothing follows ${nodeId}`);
  return nodeOf(definition, flow.to);
}

/** The first user task after the start: where a new instance waits. */
export function firstTask(definition: ProcessDefinitionDto): ProcessNodeDto {
  const start = definition.nodes.find((node) => node.kind === 'start');
  if (!start) throw new Error(`${definition.processKey} has no start`);
  return nextNode(definition, start.nodeId);
}

/**
 * The user tasks from which `nodeId` can be reached (its earlier steps), nearest first: where a
 * Jump may send the instance back.
 */
export function earlierTasks(definition: ProcessDefinitionDto, nodeId: string): JumpTargetDto[] {
  const found: JumpTargetDto[] = [];
  const seen = new Set([nodeId]);
  let frontier = [nodeId];
  while (frontier.length > 0) {
    const before = definition.flows
      .filter((flow) => frontier.includes(flow.to) && !seen.has(flow.from))
      .map((flow) => flow.from);
    before.forEach((id) => seen.add(id));
    for (const id of before) {
      const node = nodeOf(definition, id);
      if (node.kind === 'userTask') found.push({ nodeId: id, name: node.name });
    }
    frontier = before;
  }
  return found;
}
