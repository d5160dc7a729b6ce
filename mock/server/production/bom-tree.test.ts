import { treeProblem, type TreeLine } from './bom-tree';

const line = (
  id: number,
  parentId: number | null,
  componentCode: string,
  quantity = 1,
  scrapRate = 0,
): TreeLine => ({ id, parentId, componentCode, quantity, scrapRate });

/** SA-WHL20's own BOM holds RM-SPK02; FG-EB100's holds SA-WHL20. */
const BOMS: Record<string, string[]> = { 'SA-WHL20': ['RM-SPK02'], 'FG-EB100': ['SA-WHL20'] };
const uses = (component: string, item: string): boolean =>
  (BOMS[component] ?? []).some((part) => part === item || uses(part, item));

describe('the gateway’s check of a BOM tree', () => {
  it.each<[string, string, TreeLine[], string | undefined]>([
    [
      'a good tree',
      'FG-EB100',
      [line(1, null, 'SA-WHL20'), line(2, 1, 'RM-SPK02', 36, 2)],
      undefined,
    ],
    ['no lines', 'FG-EB100', [], undefined],
    ['a quantity of 0', 'FG-EB100', [line(1, null, 'SA-WHL20', 0)], 'quantity:SA-WHL20<FG-EB100'],
    [
      'a negative quantity deeper',
      'FG-EB100',
      [line(1, null, 'SA-WHL20'), line(2, 1, 'RM-SPK02', -2)],
      'quantity:RM-SPK02<SA-WHL20',
    ],
    [
      'scrap over 100 %',
      'FG-EB100',
      [line(1, null, 'RM-SPK02', 1, 101)],
      'scrap:RM-SPK02<FG-EB100',
    ],
    [
      'one component twice under one parent',
      'FG-EB100',
      [line(1, null, 'RM-SPK02'), line(2, null, 'RM-SPK02')],
      'duplicate:RM-SPK02<FG-EB100',
    ],
    [
      'the same component under two parents',
      'FG-EB100',
      [
        line(1, null, 'SA-FRM10'),
        line(2, null, 'SA-BAT30'),
        line(3, 1, 'RM-BLT09'),
        line(4, 2, 'RM-BLT09'),
      ],
      undefined,
    ],
    [
      'the BOM’s own item as a line',
      'SA-WHL20',
      [line(1, null, 'SA-WHL20')],
      'cycle:SA-WHL20<SA-WHL20',
    ],
    [
      'a line’s own component under it',
      'FG-EB100',
      [line(1, null, 'SA-FRM10'), line(2, 1, 'SA-FRM10')],
      'cycle:SA-FRM10<SA-FRM10',
    ],
    [
      'an item whose BOM holds this one (through another BOM)',
      'RM-SPK02',
      [line(1, null, 'FG-EB100')],
      'cycle:FG-EB100<RM-SPK02',
    ],
    [
      'new lines named by reference',
      'FG-EB100',
      [
        { ...line(1, null, 'SA-FRM10'), id: 'r1' },
        { ...line(2, null, 'RM-TUB01', 0), parentId: 'r1' },
      ],
      'quantity:RM-TUB01<SA-FRM10',
    ],
  ])('%s', (_case, itemCode, lines, expected) => {
    const problem = treeProblem(itemCode, lines, uses);
    expect(problem && `${problem.kind}:${problem.line.componentCode}<${problem.under}`).toBe(
      expected,
    );
  });
});
