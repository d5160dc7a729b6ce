import type { ProcessFlowDto, ProcessNodeDto } from '../../../src/services/workflow/process-types';
import type { AdminFailure } from '../admin/failure';
import { FieldReader } from '../admin/input';
import { graphProblem, readGraph } from './definition-graph';

const node = (nodeId: string, kind: ProcessNodeDto['kind']): ProcessNodeDto => ({
  nodeId,
  kind,
  name: nodeId,
  ...(kind === 'userTask' && { assignee: { type: 'starter' }, actions: ['Approved'] }),
});
const flow = (from: string, to: string): ProcessFlowDto => ({ from, to });
const CHAIN = [node('start', 'start'), node('a', 'userTask'), node('end', 'end')];
const CHAIN_FLOWS = [flow('start', 'a'), flow('a', 'end')];

describe('graphProblem', () => {
  it.each<[string, ProcessNodeDto[], ProcessFlowDto[], string | undefined]>([
    ['a chain', CHAIN, CHAIN_FLOWS, undefined],
    ['no start', CHAIN.slice(1), [flow('a', 'end')], 'exactly one start node (it has 0)'],
    ['two starts', [...CHAIN, node('s2', 'start')], CHAIN_FLOWS, 'exactly one start'],
    ['no end', CHAIN.slice(0, 2), [flow('start', 'a')], 'must have an end node'],
    ['an unreached task', [...CHAIN, node('b', 'userTask')], CHAIN_FLOWS, 'node b cannot'],
    ['a task going nowhere', CHAIN, [flow('start', 'a')], 'node end cannot be reached'],
    [
      'a dead end',
      [...CHAIN, node('b', 'userTask')],
      [...CHAIN_FLOWS, flow('a', 'b')],
      'node b has no flow onwards',
    ],
    ['a flow out of the end', CHAIN, [...CHAIN_FLOWS, flow('end', 'a')], 'end node end'],
  ])('%s', (_name, nodes, flows, problem) => {
    const found = graphProblem(nodes, flows);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found?.[1]).toContain(problem);
  });
});

describe('readGraph', () => {
  const read = (body: Record<string, unknown>) => {
    try {
      return readGraph(new FieldReader(body));
    } catch (error) {
      return (error as AdminFailure).texts.en_US;
    }
  };

  it('answers the graph as typed, each user task with its assignee and actions', () => {
    expect(read({ nodes: CHAIN, flows: CHAIN_FLOWS })).toEqual({
      nodes: CHAIN,
      flows: CHAIN_FLOWS,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no nodes', { nodes: [], flows: [] }, 'nodes must not be empty'],
    ['nodes not a list', { nodes: 'x' }, 'nodes must be a list of objects'],
    ['an unknown kind', { nodes: [{ ...CHAIN[0], kind: 'gateway' }] }, 'nodes[0]: kind must be'],
    ['a bad node id', { nodes: [{ ...CHAIN[0], nodeId: '1 a' }] }, 'nodes[0]: nodeId must be'],
    ['a task without assignee', { nodes: [{ ...CHAIN[1], assignee: undefined }] }, 'assignee'],
    [
      'a user assignee without a user',
      { nodes: [{ ...CHAIN[1], assignee: { type: 'user' } }] },
      'userId is required',
    ],
    ['an unknown action', { nodes: [{ ...CHAIN[1], actions: ['Ignore'] }] }, 'nodes[0]: actions'],
    ['a repeated node', { nodes: [CHAIN[0], CHAIN[0]] }, 'repeat node start'],
    [
      'a flow to nowhere',
      { nodes: CHAIN, flows: [flow('start', 'x')] },
      'flows[0]: to is not a node of the graph: x',
    ],
    ['a broken graph', { nodes: CHAIN, flows: [flow('start', 'a')] }, 'node end cannot be'],
  ])('refuses %s, naming it', (_name, body, message) => {
    expect(read(body)).toContain(message);
  });
});
