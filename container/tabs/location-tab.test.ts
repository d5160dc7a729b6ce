import {
  findReusableTab,
  firstPathSegment,
  openLocationTab,
  tabKeyForAddress,
} from './location-tab';
import { createWorkplaceTab, WORKPLACE_KEY, type Tab, type TabsState } from './tabs';

function tab(key: string, extra: Partial<Tab> = {}): Tab {
  return { key, path: key, title: `title of ${key}`, closable: true, type: 'menu', ...extra };
}

const usersLeaf = { id: 21, path: '/hiam/user' };
const workplace = createWorkplaceTab('Workplace');
const users = tab('/hiam/user', { menuId: 21 });
const roles = tab('/hiam/role', { menuId: 22 });

describe('firstPathSegment', () => {
  it.each([
    ['/hiam/user/detail/7', 'hiam'],
    ['/hiam', 'hiam'],
    ['//hiam//user', 'hiam'],
    ['/', ''],
    ['', ''],
  ])('%p → %p', (path, segment) => {
    expect(firstPathSegment(path)).toBe(segment);
  });
});

describe('findReusableTab', () => {
  it.each([
    {
      situation: 'the tab of the same leaf',
      tabs: [workplace, roles, users],
      pathname: '/hiam/user/detail/7',
      found: '/hiam/user',
    },
    {
      situation: 'a tab of the same leaf under another key',
      tabs: [workplace, tab('/hiam/user/detail/3', { menuId: 21 })],
      pathname: '/hiam/user/detail/7',
      found: '/hiam/user/detail/3',
    },
    {
      situation: 'two tabs of the same leaf: the one keyed by the leaf path',
      tabs: [tab('/hiam/user/detail/3', { menuId: 21 }), users],
      pathname: '/hiam/user/detail/7',
      found: '/hiam/user',
    },
    {
      situation: 'only a tab of another menu in the same module',
      tabs: [workplace, roles],
      pathname: '/hiam/user/detail/7',
      found: undefined,
    },
    {
      situation: 'a tab with the same menu id in another module',
      tabs: [tab('/hpfm/user', { menuId: 21 })],
      pathname: '/hiam/user/detail/7',
      found: undefined,
    },
    {
      situation: 'a tab keyed by the leaf path that no menu opened',
      tabs: [tab('/hiam/user')],
      pathname: '/hiam/user/detail/7',
      found: undefined,
    },
  ])('finds $situation', ({ tabs, pathname, found }) => {
    expect(findReusableTab(tabs, pathname, usersLeaf)?.key).toBe(found);
  });
});

describe('tabKeyForAddress', () => {
  it.each([
    { situation: 'no leaf, no tabs', tabs: [], leaf: undefined, key: '/x/page' },
    { situation: 'no leaf, a reusable tab', tabs: [users], leaf: undefined, key: '/x/page' },
    { situation: 'a leaf, no tab yet', tabs: [], leaf: usersLeaf, key: '/hiam/user' },
    { situation: 'a leaf and its tab', tabs: [users], leaf: usersLeaf, key: '/hiam/user' },
    {
      situation: 'a tab keyed by the address itself',
      tabs: [users, tab('/x/page', { menuId: 21 })],
      leaf: usersLeaf,
      key: '/x/page',
    },
  ])('$situation → $key', ({ tabs, leaf, key }) => {
    expect(tabKeyForAddress(tabs, '/x/page', leaf)).toBe(key);
  });

  it('gives the tab of the leaf to a page below it', () => {
    expect(tabKeyForAddress([roles, users], '/hiam/user/detail/7', usersLeaf)).toBe('/hiam/user');
  });
});

describe('openLocationTab', () => {
  const detail = {
    ...users,
    path: '/hiam/user/detail/7',
    search: '?x=1',
    state: { _back: 1, a: 2 },
  };

  it.each([
    { situation: 'inactive', before: { tabs: [workplace, users, roles], activeKey: '/hiam/role' } },
    { situation: 'active', before: { tabs: [workplace, users, roles], activeKey: '/hiam/user' } },
  ])('swaps a reused $situation tab in place to the new page and activates it', ({ before }) => {
    const after = openLocationTab(before, detail);
    expect(after.tabs.map((t) => t.key)).toEqual([WORKPLACE_KEY, '/hiam/user', '/hiam/role']);
    expect(after.tabs[1]).toEqual({ ...detail, state: { a: 2 } });
    expect(after.activeKey).toBe('/hiam/user');
  });

  it('follows the openTab rules for a tab on the same page (inactive: new search and state)', () => {
    const before: TabsState = { tabs: [workplace, users, roles], activeKey: WORKPLACE_KEY };
    const after = openLocationTab(before, { ...users, title: 'New title', search: '?page=3' });
    expect(after.tabs[1]).toEqual({ ...users, search: '?page=3', state: undefined });
    expect(after.activeKey).toBe('/hiam/user');
  });

  it('adds a tab that is not open', () => {
    const after = openLocationTab({ tabs: [workplace], activeKey: WORKPLACE_KEY }, roles);
    expect(after).toEqual({ tabs: [workplace, roles], activeKey: '/hiam/role' });
  });
});
