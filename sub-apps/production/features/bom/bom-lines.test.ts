import type { BomLineDto } from '@polaris/core/services/production/engineering-types';
import {
  componentProblem,
  linesToTree,
  newLine,
  quantityProblem,
  toSaveLines,
  type LineRow,
} from './bom-lines';

const dto = (
  bomLineId: number,
  parentLineId: number | null,
  componentCode: string,
): BomLineDto => ({
  bomLineId,
  bomId: 1,
  parentLineId,
  lineNum: 10,
  componentCode,
  componentName: componentCode,
  quantity: 1,
  uom: 'EA',
  scrapRate: 0,
  objectVersionNumber: 1,
});

/** The tree as `code(children…)`. */
const shape = (rows: readonly LineRow[]): string =>
  rows
    .map((row) => `${row.componentCode}${row.children ? `(${shape(row.children)})` : ''}`)
    .join(' ');

describe('linesToTree', () => {
  it.each<[string, BomLineDto[], string]>([
    ['no lines', [], ''],
    ['flat lines stay at the top, in order', [dto(1, null, 'A'), dto(2, null, 'B')], 'A B'],
    [
      'children under their parents, at any depth',
      [dto(1, null, 'A'), dto(2, 1, 'A1'), dto(3, 2, 'A11'), dto(4, null, 'B'), dto(5, 1, 'A2')],
      'A(A1(A11) A2) B',
    ],
    ['a line whose parent is not there stays at the top', [dto(7, 99, 'X')], 'X'],
  ])('%s', (_case, lines, expected) => {
    expect(shape(linesToTree(lines))).toBe(expected);
  });
});

describe('newLine', () => {
  it.each<[string, LineRow | undefined, Partial<ReturnType<typeof newLine>>]>([
    ['at the top', undefined, { parentLineId: null, parentRef: null }],
    [
      'under a saved line',
      { bomLineId: 4, parentLineId: null },
      { parentLineId: 4, parentRef: null },
    ],
    [
      'under a new line: by its reference',
      { bomLineId: '_new_1', lineRef: 'r1', parentLineId: null },
      { parentLineId: null, parentRef: 'r1' },
    ],
  ])('%s', (_case, parent, expected) => {
    expect(newLine(parent, 'r2')).toMatchObject({
      ...expected,
      lineRef: 'r2',
      quantity: 1,
      scrapRate: 0,
    });
  });
});

describe('toSaveLines', () => {
  const fields = { componentCode: 'RM-SPK02', quantity: 36, uom: 'EA', scrapRate: 2 };
  it.each<[string, LineRow, unknown[]]>([
    [
      'a new line: its references, no id (the table dropped its key)',
      { parentLineId: 4, lineRef: 'r2', parentRef: null, _status: 'create', ...fields } as LineRow,
      [{ _status: 'create', lineRef: 'r2', parentLineId: 4, parentRef: null, ...fields }],
    ],
    [
      'a changed line: id, version and fields',
      { bomLineId: 5, parentLineId: 4, objectVersionNumber: 3, _status: 'update', ...fields },
      [{ _status: 'update', bomLineId: 5, objectVersionNumber: 3, ...fields }],
    ],
    [
      'a deleted line: id and version only',
      { bomLineId: 5, parentLineId: 4, objectVersionNumber: 3, _status: 'delete', ...fields },
      [{ _status: 'delete', bomLineId: 5, objectVersionNumber: 3 }],
    ],
    [
      'an unchanged line: nothing',
      { bomLineId: 5, parentLineId: 4, objectVersionNumber: 3, ...fields },
      [],
    ],
  ])('%s', (_case, row, expected) => {
    expect(toSaveLines([row])).toEqual(expected);
  });
});

describe('componentProblem', () => {
  const line = (componentCode: string): LineRow => ({
    bomLineId: componentCode,
    parentLineId: null,
    componentCode,
  });
  it.each<[string, string, LineRow[], LineRow[], ReturnType<typeof componentProblem>]>([
    ['a new component', 'RM-SPK02', [line('SA-WHL20')], [line('RM-RIM03')], undefined],
    [
      'one already under the same parent',
      'RM-RIM03',
      [line('SA-WHL20')],
      [line('RM-RIM03')],
      'duplicate',
    ],
    ['the BOM’s own item', 'FG-EB100', [], [], 'cycle'],
    ['the line it hangs under', 'SA-WHL20', [line('SA-WHL20')], [], 'cycle'],
    ['a line further up', 'SA-WHL20', [line('SA-WHL20'), line('SA-X')], [], 'cycle'],
    ['nothing chosen yet (required says so)', '', [], [line('')], undefined],
  ])('%s', (_case, code, parents, siblings, expected) => {
    expect(componentProblem(code, { parents, siblings }, 'FG-EB100')).toBe(expected);
  });
});

describe('quantityProblem', () => {
  it.each<[unknown, ReturnType<typeof quantityProblem>]>([
    [1, undefined],
    [0.25, undefined],
    [0, 'quantity'],
    [-2, 'quantity'],
    [null, 'quantity'],
  ])('%p → %p', (value, expected) => {
    expect(quantityProblem(value)).toBe(expected);
  });
});
