import {
  chargeOf,
  houseAliasProblem,
  isMonth,
  roundMoney,
  shiftMonth,
  totalOf,
} from './charging-rules';

describe('charging rules', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [-1.005, -1.01],
    [0, 0],
    [250.6000000001, 250.6],
  ])('roundMoney(%p) = %p', (amount, rounded) => {
    expect(roundMoney(amount)).toBe(rounded);
  });

  it.each([
    ['AREA_MONTHLY', 2.8, 89.5, 250.6],
    ['AREA_MONTHLY', 2.8, 120.2, 336.56],
    ['AREA_MONTHLY', 3.33, 76.15, 253.58],
    ['FIXED_MONTHLY', 15, 89.5, 15],
    ['FIXED_MONTHLY', 150.5, 0, 150.5],
  ] as const)('%s at %p for %p m² is %p a month', (method, price, area, charge) => {
    expect(chargeOf(method, price, area)).toBe(charge);
  });

  it.each([
    [[], 0],
    [[{ amount: 0.1 }, { amount: 0.2 }], 0.3],
    [[{ amount: 250.6 }, { amount: 15 }], 265.6],
    [[{ amount: 356.4 }, { amount: 42.15 }], 398.55],
    [[{ amount: 1234567.89 }, { amount: 0.11 }], 1234568],
  ])('totalOf(%j) = %p', (items, total) => {
    expect(totalOf(items)).toBe(total);
  });

  it.each([
    ['2024-05', true],
    ['2024-12', true],
    ['2024-13', false],
    ['2024-00', false],
    ['2024-5', false],
    ['2024-05-01', false],
    [202405, false],
  ])('isMonth(%p) is %p', (text, expected) => {
    expect(isMonth(text)).toBe(expected);
  });

  it.each([
    ['2024-05', -2, '2024-03'],
    ['2024-01', -1, '2023-12'],
    ['2024-12', 1, '2025-01'],
    ['2024-03', -14, '2023-01'],
    ['2024-03', 0, '2024-03'],
  ])('shiftMonth(%p, %p) = %p', (month, offset, shifted) => {
    expect(shiftMonth(month, offset)).toBe(shifted);
  });

  it.each([
    ['单元', null],
    ['  Suite  ', null],
    ['Apartment0', null],
    ['Apartments1', 'tooLong'],
    ['一二三四五六七八九十', null],
    ['一二三四五六七八九十一', 'tooLong'],
    ['', 'required'],
    ['   ', 'required'],
  ])('a label %p for houses: %p', (alias, problem) => {
    expect(houseAliasProblem(alias)).toBe(problem);
  });
});
