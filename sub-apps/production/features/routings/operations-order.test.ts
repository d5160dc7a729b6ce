import {
  draftOf,
  isChanged,
  moveOperation,
  operationProblem,
  operationsToSave,
  seqAt,
} from './operations-order';

const op = (operationCode: string, setupMinutes = 5, runMinutes = 3) => ({
  operationCode,
  operationName: operationCode,
  workCenter: 'WC',
  setupMinutes,
  runMinutes,
});

describe('moving an operation', () => {
  it.each([
    [0, 2, ['B', 'C', 'A', 'D']],
    [3, 0, ['D', 'A', 'B', 'C']],
    [1, 2, ['A', 'C', 'B', 'D']],
    [2, 1, ['A', 'C', 'B', 'D']],
    [1, 1, ['A', 'B', 'C', 'D']],
    [0, 4, ['A', 'B', 'C', 'D']], // out of range: as it was
    [-1, 0, ['A', 'B', 'C', 'D']],
  ])('from %i to %i gives %j', (from, to, order) => {
    expect(moveOperation(['A', 'B', 'C', 'D'], from, to)).toEqual(order);
  });

  it('numbers by place: 10, 20, …', () => {
    expect([0, 1, 4].map(seqAt)).toEqual([10, 20, 50]);
  });
});

describe('what the gateway would refuse', () => {
  it.each([
    [[op('A'), op('B')], undefined],
    [[], { kind: 'empty' }],
    [[op('A'), op('a ')], { kind: 'duplicate', code: 'a ' }],
    [[op('A', 0, 1)], undefined],
    [[op('A', 5, 0)], { kind: 'runTime', code: 'A' }],
    [[op('A', 5, 1.5)], { kind: 'runTime', code: 'A' }],
    [[op('A', -1, 2)], { kind: 'setupTime', code: 'A' }],
  ])('%j → %j', (list, problem) => {
    expect(operationProblem(list)).toEqual(problem);
  });
});

describe('the draft', () => {
  const saved = [
    { seq: 10, ...op('A') },
    { seq: 20, ...op('B') },
  ];

  it('keys rows by their saved number and sends the fields alone, in order', () => {
    const draft = draftOf(saved);
    expect(draft.map((row) => row.key)).toEqual(['op-10', 'op-20']);
    expect(operationsToSave(moveOperation(draft, 1, 0))).toEqual([op('B'), op('A')]);
  });

  it('is changed by a move or an edit, not by nothing', () => {
    const draft = draftOf(saved);
    expect(isChanged(draft, saved)).toBe(false);
    expect(isChanged(moveOperation(draft, 0, 1), saved)).toBe(true);
    expect(isChanged([{ ...draft[0], runMinutes: 9 }, draft[1]], saved)).toBe(true);
  });
});
