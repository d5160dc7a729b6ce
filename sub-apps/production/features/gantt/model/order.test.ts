import { siblingOrders } from './order';

describe('the order of a parent’s children', () => {
  it.each<[string, (number | undefined)[], number[]]>([
    ['unchanged rows keep their values', [2, 3, 4, 5], [2, 3, 4, 5]],
    ['gaps are kept', [1, 6], [1, 6]],
    ['a new task at the end follows the one above', [2, 3, undefined], [2, 3, 4]],
    ['a new first child starts at 1', [undefined], [1]],
    ['a new task between close values renumbers', [2, undefined, 3], [1, 2, 3]],
    ['a new task in a gap takes the next value', [2, undefined, 9], [2, 3, 9]],
    ['a row moved up renumbers', [2, 5, 3, 4], [1, 2, 3, 4]],
    ['equal values renumber', [1, 1], [1, 2]],
    ['no children', [], []],
  ])('%s', (_label, orders, expected) => {
    expect(siblingOrders(orders)).toEqual(expected);
  });
});
