import type { UnitDto } from '@polaris/core/services/platform/unit-types';
import { findUnit, lastUnder, moveRequest, toTreeItems } from './unit-tree-model';
import { unit } from './organization.fixture';

// 1 > (2 > 3), 4 ; and 5 at the top
const units: UnitDto[] = [
  unit(1, 'Acme Group', {
    children: [
      unit(2, 'Headquarters', { children: [unit(3, 'Finance')] }),
      unit(4, 'Sales', { orderSeq: 20 }),
    ],
  }),
  unit(5, 'Former Branch', { orderSeq: 20, objectVersionNumber: 3 }),
];

describe('the unit tree', () => {
  it('shows every unit as a node that may hold units', () => {
    const [top] = toTreeItems(units);
    expect(top).toMatchObject({ key: 1, title: 'Acme Group', code: 'U1', group: true });
    expect(top.children?.[0].children?.[0]).toMatchObject({ key: 3, group: true });
    expect(findUnit(units, 3)?.unitName).toBe('Finance');
    expect(findUnit(units, 9)).toBeUndefined();
  });

  it.each([
    ['under a unit, first', 5, { parent: 2, index: 0 }, { parentUnitId: 2, orderSeq: 0 }],
    ['under a unit, after a child', 5, { parent: 1, index: 1 }, { parentUnitId: 1, orderSeq: 11 }],
    ['to the top, last', 3, { parent: null, index: 2 }, { parentUnitId: null, orderSeq: 21 }],
    ['among its own siblings', 2, { parent: 1, index: 1 }, { parentUnitId: 1, orderSeq: 21 }],
  ])('moves a unit %s', (_what, id, place, expected) => {
    expect(moveRequest(units, id, place)).toEqual({
      unitId: id,
      objectVersionNumber: findUnit(units, id)?.objectVersionNumber,
      ...expected,
    });
  });

  it.each([
    ['under a unit with children', 5, 1, 2],
    ['under a unit without', 5, 3, 0],
    ['to the top, from the top', 5, null, 1],
  ])('puts a unit moved to a parent last %s', (_what, id, parent, index) => {
    expect(lastUnder(units, id, parent)).toEqual({ parent, index });
  });
});
