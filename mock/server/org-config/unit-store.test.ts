import { UnitStore } from './unit-store';

// seed ids (mock/data/units.ts): Acme 1 Acme Group > 2 Headquarters > 3 Finance, 4 Human
// Resources; 1 > 5 Acme Property Services > 6 Maintenance > 7 Repairs Team, 5 > 8 Customer
// Service; 9 Former Branch (disabled). Globex 10 Globex Manufacturing > 11 Plant One > …
const codesUnder = (store: UnitStore, tenantId: number, parent: number | null) =>
  store
    .tree(tenantId)
    .flatMap(function all(unit): (typeof unit)[] {
      return [unit, ...(unit.children ?? []).flatMap(all)];
    })
    .filter((unit) => unit.parentUnitId === parent)
    .map((unit) => [unit.unitCode, unit.orderSeq]);

describe('the unit store', () => {
  it.each([
    ['under itself', 5, 5, 'cannot move under itself or a unit below it'],
    ['under a unit below it', 5, 7, 'cannot move under itself or a unit below it'],
    ['under another organisation’s unit', 5, 10, 'parentUnitId is not a unit of the organisation'],
    ['(enabled) under a disabled unit', 8, 9, 'is disabled: an enabled unit cannot move under it'],
  ])('refuses a move %s', (_what, unitId, parentUnitId, message) => {
    const store = new UnitStore();
    expect(() => store.move(1, unitId, 1, { parentUnitId, orderSeq: 0 })).toThrow(message);
  });

  it.each([
    [
      'first',
      0,
      [
        ['ACME-CS', 10],
        ['ACME-FIN', 20],
        ['ACME-HR', 30],
      ],
    ],
    [
      'between',
      11,
      [
        ['ACME-FIN', 10],
        ['ACME-CS', 20],
        ['ACME-HR', 30],
      ],
    ],
    [
      'last',
      31,
      [
        ['ACME-FIN', 10],
        ['ACME-HR', 20],
        ['ACME-CS', 30],
      ],
    ],
  ])('places a moved unit %s among its new siblings, renumbered', (_what, orderSeq, expected) => {
    const store = new UnitStore();
    store.move(1, 8, 1, { parentUnitId: 2, orderSeq });
    expect(codesUnder(store, 1, 2)).toEqual(expected);
    expect(codesUnder(store, 1, 5)).toEqual([['ACME-MNT', 10]]);
  });

  it('reaches only the organisation asked for, and refuses a stale version', () => {
    const store = new UnitStore();
    expect(() => store.find(2, 1)).toThrow('Unit 1 does not exist');
    expect(store.find('all', 10).unitCode).toBe('GLOBEX');
    store.update(1, 3, 1, { unitName: 'Finance & Tax', unitTypeCode: 'DEPARTMENT', orderSeq: 10 });
    expect(() => store.setEnabled(1, 3, 1, false)).toThrow('changed by someone else');
  });

  it('creates a unit last under its parent, disabled under a disabled one; codes unique', () => {
    const store = new UnitStore();
    const input = { tenantId: 1, unitName: 'X', unitTypeCode: 'TEAM' as const };
    expect(store.create({ ...input, unitCode: 'ACME-X', parentUnitId: 2 })).toMatchObject({
      orderSeq: 30,
      enabledFlag: 1,
    });
    expect(store.create({ ...input, unitCode: 'ACME-Y', parentUnitId: 9 }).enabledFlag).toBe(0);
    expect(() => store.create({ ...input, unitCode: 'ACME-X', parentUnitId: null })).toThrow(
      'Unit code ACME-X already exists',
    );
    // another organisation may hold the code
    expect(
      store.create({ ...input, tenantId: 2, unitCode: 'ACME-X', parentUnitId: null }),
    ).toBeTruthy();
  });
});
