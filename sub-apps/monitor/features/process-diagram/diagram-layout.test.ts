import type { ProcessFlowDto, ProcessNodeDto } from '@polaris/core/services/workflow/process-types';
import { layout } from './diagram-layout';

const n = (nodeId: string, kind: ProcessNodeDto['kind'] = 'userTask'): ProcessNodeDto => ({
  nodeId,
  kind,
  name: nodeId,
});
const f = (from: string, to: string): ProcessFlowDto => ({ from, to });

describe('diagram layout', () => {
  it.each<[string, ProcessNodeDto[], ProcessFlowDto[], [string, number, number][]]>([
    [
      'a chain runs left to right',
      [n('start', 'start'), n('a'), n('end', 'end')],
      [f('start', 'a'), f('a', 'end')],
      [
        ['start', 0, 0],
        ['a', 200, 0],
        ['end', 400, 0],
      ],
    ],
    [
      'branches stack in their column',
      [n('start', 'start'), n('a'), n('b'), n('end', 'end')],
      [f('start', 'a'), f('start', 'b'), f('a', 'end'), f('b', 'end')],
      [
        ['start', 0, 0],
        ['a', 200, 0],
        ['b', 200, 90],
        ['end', 400, 0],
      ],
    ],
    [
      'a send-back does not move a step',
      [n('start', 'start'), n('a'), n('b'), n('end', 'end')],
      [f('start', 'a'), f('a', 'b'), f('b', 'a'), f('b', 'end')],
      [
        ['start', 0, 0],
        ['a', 200, 0],
        ['b', 400, 0],
        ['end', 600, 0],
      ],
    ],
    [
      'an unreached step goes last',
      [n('start', 'start'), n('lost'), n('end', 'end')],
      [f('start', 'end')],
      [
        ['start', 0, 0],
        ['lost', 400, 0],
        ['end', 200, 0],
      ],
    ],
  ])('%s', (_name, nodes, flows, expected) => {
    expect(layout(nodes, flows).map((p) => [p.nodeId, p.x, p.y])).toEqual(expected);
  });
});
