import {
  cleanTabs,
  closeAllTabs,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  forgetRefreshKeys,
  refreshTab,
} from './close-tabs';
import { describeStrip, keyOf, names, strip } from './tab-strip.fixture';
import { removeTabs, WORKPLACE_KEY } from './tabs';

// Each row: the strip before (see tab-strip.fixture: ! not closable, * active), the reference tab,
// the strip after and the removed tabs in strip order.
describe('closeOtherTabs', () => {
  it.each([
    ['W A B* C', 'B', 'W B*', 'A C'],
    ['W A* B C', 'C', 'W* C', 'A B'], // active A removed: the previous remaining tab is W
    ['W A B C*', 'A', 'W A*', 'B C'], // active C removed: nearest remaining on its left is A
    ['W !A B C*', 'B', 'W !A B*', 'C'], // C removed: nearest remaining on its left is B
    ['W !A* B C', 'C', 'W !A* C', 'B'],
    ['W* A', 'A', 'W* A', 'none'],
    ['W A B*', 'W', 'W*', 'A B'], // the workplace as reference
    ['W A B*', 'X', 'W A B*', 'none'], // unknown reference: nothing
  ])('%s, others than %s → %s (removed %s)', (before, ref, after, removed) => {
    const result = closeOtherTabs(strip(before), keyOf(ref));
    expect(describeStrip(result.state)).toBe(after);
    expect(names(result.removed) || 'none').toBe(removed);
  });
});

describe('closeLeftTabs', () => {
  it.each([
    ['W A B* C', 'B', 'W B* C', 'A'],
    ['W A* B C', 'C', 'W* C', 'A B'], // active A removed, W is the previous remaining tab
    ['W A B C*', 'B', 'W B C*', 'A'],
    ['W !A B* C D', 'D', 'W !A* D', 'B C'], // B removed, nearest remaining on its left is A
    ['W A* B', 'A', 'W A* B', 'none'], // only W on the left and it is not closable
    ['W A* B', 'W', 'W A* B', 'none'],
    ['W A* B', 'X', 'W A* B', 'none'],
  ])('%s, left of %s → %s (removed %s)', (before, ref, after, removed) => {
    const result = closeLeftTabs(strip(before), keyOf(ref));
    expect(describeStrip(result.state)).toBe(after);
    expect(names(result.removed) || 'none').toBe(removed);
  });
});

describe('closeRightTabs', () => {
  it.each([
    ['W A* B C', 'A', 'W A*', 'B C'],
    ['W A B C*', 'A', 'W A*', 'B C'], // active C removed: nearest remaining on its left is A
    ['W A B !C D*', 'A', 'W A !C*', 'B D'], // D removed: C is not closable and is on its left
    ['W A B* C', 'B', 'W A B*', 'C'],
    ['W A B C*', 'C', 'W A B C*', 'none'],
    ['W* A B', 'W', 'W*', 'A B'],
    ['W A* B', 'X', 'W A* B', 'none'],
  ])('%s, right of %s → %s (removed %s)', (before, ref, after, removed) => {
    const result = closeRightTabs(strip(before), keyOf(ref));
    expect(describeStrip(result.state)).toBe(after);
    expect(names(result.removed) || 'none').toBe(removed);
  });
});

describe('closeAllTabs', () => {
  it.each([
    ['W A B* C', 'W*', 'A B C'],
    ['W !A B C*', 'W !A*', 'B C'], // C removed: nearest remaining on its left is A
    ['W* !A B', 'W* !A', 'B'],
    ['W*', 'W*', 'none'],
    ['A B*', 'none', 'A B'], // no tab left at all: the workplace key is active
  ])('%s → %s (removed %s)', (before, after, removed) => {
    const result = closeAllTabs(strip(before));
    expect(describeStrip(result.state) || 'none').toBe(after);
    expect(names(result.removed) || 'none').toBe(removed);
  });

  it('leaves the workplace key active when no tab is left at all', () => {
    expect(closeAllTabs(strip('A B*')).state).toEqual({ tabs: [], activeKey: WORKPLACE_KEY });
  });
});

describe('removeTabs (the rule behind every close)', () => {
  it.each([
    ['W A B* C', ['B'], 'W A* C'],
    ['W A* B C', ['A'], 'W* B C'],
    ['A* B C', ['A'], 'B* C'], // nothing on the left: the nearest on the right
    ['W A B* C', ['A', 'C'], 'W B*'], // the active tab stays active
    ['W A !B C*', ['B', 'C'], 'W A !B*'], // B is not closable, so it stays and becomes active
    ['W A B*', ['X'], 'W A B*'],
  ])('%s without %j → %s', (before, keys, after) => {
    const result = removeTabs(strip(before), keys.map(keyOf));
    expect(describeStrip(result.state)).toBe(after);
  });

  it('returns the same state object and no keys when nothing is removed', () => {
    const before = strip('W A* !B');
    expect(removeTabs(before, [WORKPLACE_KEY, '/b', '/x'])).toEqual({ state: before, removed: [] });
    expect(removeTabs(before, [WORKPLACE_KEY]).state).toBe(before);
  });

  it('does not change the state passed in', () => {
    const before = strip('W A B* C');
    const snapshot = structuredClone(before);
    closeOtherTabs(before, '/a');
    closeAllTabs(before);
    expect(before).toEqual(snapshot);
  });
});

describe('cleanTabs', () => {
  it.each([
    ['W A B* !C', 'A B C'],
    ['W*', 'none'],
  ])('%s → only the workplace, active (removed %s, closable or not)', (before, removed) => {
    const current = strip(before);
    const result = cleanTabs(current, 'Home');
    expect(describeStrip(result.state)).toBe('W*');
    expect(result.state.tabs[0]).toBe(current.tabs[0]); // the existing workplace tab is kept
    expect(names(result.removed) || 'none').toBe(removed);
  });

  it('creates the workplace tab when there is none', () => {
    const result = cleanTabs(strip('A* B'), 'Home');
    expect(result.state.tabs).toEqual([
      expect.objectContaining({ key: WORKPLACE_KEY, title: 'Home', closable: false }),
    ]);
    expect(names(result.removed)).toBe('A B');
  });
});

describe('refreshTab', () => {
  it.each([
    [{}, '/a', { '/a': 1 }],
    [{ '/a': 1 }, '/a', { '/a': 2 }],
    [{ '/a': 4 }, '/b', { '/a': 4, '/b': 1 }],
  ])('%j, refresh %s → %j', (before, key, after) => {
    const snapshot = { ...before };
    expect(refreshTab(before, key)).toEqual(after);
    expect(before).toEqual(snapshot);
  });
});

describe('forgetRefreshKeys', () => {
  it('drops the counters of removed tabs', () => {
    expect(forgetRefreshKeys({ '/a': 1, '/b': 2 }, ['/a', '/c'])).toEqual({ '/b': 2 });
  });

  it('returns the same map when no removed tab had a counter', () => {
    const keys = { '/a': 1 };
    expect(forgetRefreshKeys(keys, ['/b'])).toBe(keys);
  });
});
