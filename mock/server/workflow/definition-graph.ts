// Reading a process graph sent to be deployed (a copy of a version, or a definition file the page
// read): every node and flow checked, and the graph as a whole (one start, an end, every node
// reached from the start, every user task with a way on). A failure names the field and the node
// or flow at fault, in both answer languages.
import { APPROVAL_ACTIONS } from '../../../src/services/workflow/types';
import type {
  ProcessAssigneeDto,
  ProcessFlowDto,
  ProcessNodeDto,
  TaskAction,
} from '../../../src/services/workflow/process-types';
import { invalid } from '../admin/failure';
import { FieldReader, type Raw } from '../admin/input';

const KINDS = ['start', 'userTask', 'end'] as const;
const TASK_ACTIONS = APPROVAL_ACTIONS.filter(
  (action): action is TaskAction => action !== 'AutoDelegate',
);
/** A node id: a letter, then letters, digits and `_` (at most 60). */
const NODE_ID = /^[A-Za-z][A-Za-z0-9_]{0,59}$/;

const where = (field: string, index: number) => ({
  zh_CN: `${field}[${index}]：`,
  en_US: `${field}[${index}]: `,
});

function readAssignee(reader: FieldReader, raw: unknown): ProcessAssigneeDto {
  if (typeof raw !== 'object' || raw === null) reader.fail('assignee', '必填', 'is required');
  const assignee = new FieldReader(raw as Raw);
  const type = assignee.oneOf('type', ['user', 'starter'] as const);
  return type === 'starter'
    ? { type }
    : { type, userId: assignee.requiredInt('userId', { min: 1 }) };
}

function readActions(reader: FieldReader, raw: unknown): TaskAction[] {
  const known = (value: unknown) => (TASK_ACTIONS as readonly unknown[]).includes(value);
  if (!Array.isArray(raw) || raw.length === 0 || !raw.every(known)) {
    reader.fail(
      'actions',
      `必须是 ${TASK_ACTIONS.join('、')} 中的一个或多个`,
      `must list one or more of ${TASK_ACTIONS.join(', ')}`,
    );
  }
  return [...new Set(raw as TaskAction[])];
}

function readNode(raw: Raw, index: number): ProcessNodeDto {
  const reader = new FieldReader(raw, where('nodes', index));
  const nodeId = reader.requiredText('nodeId', 60);
  if (!NODE_ID.test(nodeId)) {
    reader.fail('nodeId', '只能是字母、数字和 _，以字母开头', 'must be letters, digits and _');
  }
  const kind = reader.oneOf('kind', KINDS);
  const name = reader.requiredText('name', 120);
  if (kind !== 'userTask') return { nodeId, kind, name };
  const positionName = reader.text('positionName', { max: 120 }) || undefined;
  const unitName = reader.text('unitName', { max: 120 }) || undefined;
  return {
    nodeId,
    kind,
    name,
    assignee: readAssignee(reader, raw.assignee),
    ...(positionName && { positionName }),
    ...(unitName && { unitName }),
    actions: readActions(reader, raw.actions),
  };
}

function readFlow(raw: Raw, index: number, ids: Set<string>): ProcessFlowDto {
  const reader = new FieldReader(raw, where('flows', index));
  const flow = { from: reader.requiredText('from'), to: reader.requiredText('to') };
  for (const end of ['from', 'to'] as const) {
    if (!ids.has(flow[end])) {
      reader.fail(end, `不是图中的节点：${flow[end]}`, `is not a node of the graph: ${flow[end]}`);
    }
  }
  return flow;
}

/** The nodes reached from `start` along the flows. */
export function reachedFrom(start: string, flows: readonly ProcessFlowDto[]): Set<string> {
  const reached = new Set([start]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const flow of flows) {
      if (reached.has(flow.from) && !reached.has(flow.to)) {
        reached.add(flow.to);
        grew = true;
      }
    }
  }
  return reached;
}

/** What is wrong with the graph as a whole (nodes and flows each valid), or undefined. */
export function graphProblem(
  nodes: readonly ProcessNodeDto[],
  flows: readonly ProcessFlowDto[],
): [zh_CN: string, en_US: string] | undefined {
  const starts = nodes.filter((node) => node.kind === 'start');
  if (starts.length !== 1) {
    return [
      `nodes 必须有且只有一个 start 节点（有 ${starts.length} 个）`,
      `nodes must have exactly one start node (it has ${starts.length})`,
    ];
  }
  if (!nodes.some((node) => node.kind === 'end')) {
    return ['nodes 必须有 end 节点', 'nodes must have an end node'];
  }
  const reached = reachedFrom(starts[0].nodeId, flows);
  const unreached = nodes.find((node) => !reached.has(node.nodeId));
  if (unreached) {
    return [
      `节点 ${unreached.nodeId} 无法从 start 到达`,
      `node ${unreached.nodeId} cannot be reached from the start`,
    ];
  }
  const stuck = nodes.find(
    (node) => node.kind !== 'end' && !flows.some((flow) => flow.from === node.nodeId),
  );
  if (stuck) {
    return [`节点 ${stuck.nodeId} 没有后续流向`, `node ${stuck.nodeId} has no flow onwards`];
  }
  const fromEnd = flows.find((flow) => nodes.find((n) => n.nodeId === flow.from)?.kind === 'end');
  if (fromEnd) {
    return [`end 节点 ${fromEnd.from} 不能有后续流向`, `end node ${fromEnd.from} cannot flow on`];
  }
  return undefined;
}

/** The graph of a deploy body (`nodes`, `flows`), checked; a failure names what is wrong. */
export function readGraph(reader: FieldReader): {
  nodes: ProcessNodeDto[];
  flows: ProcessFlowDto[];
} {
  const nodeList = reader.objects('nodes');
  if (nodeList.length === 0) reader.fail('nodes', '不能为空', 'must not be empty');
  if (nodeList.length > 50) reader.fail('nodes', '最多 50 个', 'must be at most 50');
  const nodes = nodeList.map(readNode);
  const ids = new Set<string>();
  for (const node of nodes) {
    if (ids.has(node.nodeId)) {
      reader.fail('nodes', `节点 ${node.nodeId} 重复`, `repeat node ${node.nodeId}`);
    }
    ids.add(node.nodeId);
  }
  const flows = reader.objects('flows').map((raw, index) => readFlow(raw, index, ids));
  const problem = graphProblem(nodes, flows);
  if (problem) throw invalid(...problem);
  return { nodes, flows };
}
