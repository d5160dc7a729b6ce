import { pagesToKeep, touch } from './keep-alive';

describe('touch', () => {
  it.each([
    [[], 'a', ['a']],
    [['a', 'b'], 'b', ['b', 'a']],
    [['a', 'b', 'c'], 'd', ['d', 'a', 'b', 'c']],
  ])('%j touched by %s → %j', (order, key, expected) => {
    expect(touch(order, key)).toEqual(expected);
  });
});

describe('pagesToKeep', () => {
  it.each([
    ['keeps everything under the cap', ['a', 'b'], ['a', 'b'], 'a', 5, ['a', 'b']],
    [
      'drops the least recently used beyond the cap',
      ['a', 'b', 'c', 'd'],
      ['d', 'c', 'b', 'a'],
      'd',
      2,
      ['d', 'c', 'b'],
    ],
    ['always keeps the active page, even with cap 0', ['a', 'b'], ['a', 'b'], 'b', 0, ['b']],
    ['ignores keys of closed tabs in the order', ['b'], ['a', 'b'], 'x', 1, ['b']],
    ['puts never-activated pages after known ones', ['a', 'n'], ['a'], 'x', 1, ['a']],
    [
      'keeps nothing when the active tab is not a module page and cap is 0',
      ['a'],
      ['a'],
      'x',
      0,
      [],
    ],
  ])('%s', (_name, keys, order, active, cap, expected) => {
    expect([...pagesToKeep(keys, order, active, cap)].sort()).toEqual([...expected].sort());
  });
});
