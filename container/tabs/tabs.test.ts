import {
  activateTab,
  closeTab,
  createWorkplaceTab,
  isPublicPath,
  isTabWorthyPath,
  openTab,
  removeTabs,
  replaceTab,
  withoutBackMarker,
  WORKPLACE_KEY,
  type Tab,
  type TabsState,
} from './tabs';

function tab(key: string, extra: Partial<Tab> = {}): Tab {
  return { key, path: key, title: `title of ${key}`, closable: true, type: 'menu', ...extra };
}

const workplace = createWorkplaceTab('Workplace');
const users = tab('/hiam/user', { search: '?page=1' });
const roles = tab('/hiam/role');
const menus = tab('/hiam/menu');

function state(activeKey: string, ...tabs: Tab[]): TabsState {
  return { tabs, activeKey };
}

const keysOf = (current: TabsState) => current.tabs.map((t) => t.key);

describe('createWorkplaceTab', () => {
  it('is the not closable home tab at /workplace', () => {
    expect(createWorkplaceTab('Home')).toEqual({
      key: WORKPLACE_KEY,
      path: '/workplace',
      title: 'Home',
      icon: 'home',
      closable: false,
      type: 'menu',
    });
  });
});

describe('openTab', () => {
  describe.each([
    { path: '/workplace', description: 'the workplace path' },
    { path: '/', description: 'the root path' },
  ])('with $description', ({ path }) => {
    const opened = tab(path, { title: 'Workplace' });

    it('activates the existing workplace tab and leaves the tabs untouched', () => {
      const before = state('/hiam/user', workplace, users);
      const after = openTab(before, opened);
      expect(after.activeKey).toBe(WORKPLACE_KEY);
      expect(after.tabs).toEqual(before.tabs);
    });

    it('puts a workplace tab first when there is none', () => {
      const after = openTab(state('/hiam/user', users), opened);
      expect(after.activeKey).toBe(WORKPLACE_KEY);
      expect(keysOf(after)).toEqual([WORKPLACE_KEY, '/hiam/user']);
      expect(after.tabs[0]).toEqual(createWorkplaceTab('Workplace'));
    });
  });

  it('adds a new tab at the end and activates it', () => {
    const after = openTab(state(WORKPLACE_KEY, workplace, users), roles);
    expect(keysOf(after)).toEqual([WORKPLACE_KEY, '/hiam/user', '/hiam/role']);
    expect(after.activeKey).toBe('/hiam/role');
    expect(after.tabs[2]).toEqual(roles);
  });

  it('replaces the active tab in place with everything the new tab carries', () => {
    const replacement = tab('/hiam/user', {
      title: 'Users again',
      search: '?page=2',
      icon: 'user',
    });
    const after = openTab(state('/hiam/user', workplace, users, roles), replacement);
    expect(keysOf(after)).toEqual([WORKPLACE_KEY, '/hiam/user', '/hiam/role']);
    expect(after.tabs[1]).toEqual(replacement);
    expect(after.activeKey).toBe('/hiam/user');
  });

  it('gives an inactive tab the new search and state only, activates it and keeps its position', () => {
    const reopened = tab('/hiam/user', {
      title: 'Other title',
      search: '?page=3',
      state: { from: 'menu' },
    });
    const after = openTab(state('/hiam/role', workplace, users, roles), reopened);
    expect(keysOf(after)).toEqual([WORKPLACE_KEY, '/hiam/user', '/hiam/role']);
    expect(after.activeKey).toBe('/hiam/user');
    expect(after.tabs[1]).toEqual({ ...users, search: '?page=3', state: { from: 'menu' } });
  });

  it.each([
    { situation: 'a new tab', before: state(WORKPLACE_KEY, workplace) },
    { situation: 'the active tab', before: state('/hiam/role', workplace, roles) },
    { situation: 'an inactive tab', before: state(WORKPLACE_KEY, workplace, roles) },
  ])('removes the _back marker from the state of $situation', ({ before }) => {
    const opened = tab('/hiam/role', { state: { _back: true, id: 7 } });
    const after = openTab(before, opened);
    expect(after.tabs[1].state).toEqual({ id: 7 });
  });

  it('does not change the state object passed in', () => {
    const before = state(WORKPLACE_KEY, workplace, users);
    const snapshot = structuredClone(before);
    openTab(before, roles);
    openTab(before, tab('/hiam/user', { search: '?x=1' }));
    expect(before).toEqual(snapshot);
  });
});

describe('replaceTab', () => {
  it.each([
    {
      situation: 'an inactive tab',
      before: state(WORKPLACE_KEY, workplace, users, roles),
    },
    {
      situation: 'the active tab',
      before: state('/hiam/user', workplace, users, roles),
    },
  ])('swaps $situation in place and activates the replacement', ({ before }) => {
    const after = replaceTab(before, '/hiam/user', menus);
    expect(keysOf(after)).toEqual([WORKPLACE_KEY, '/hiam/menu', '/hiam/role']);
    expect(after.activeKey).toBe('/hiam/menu');
  });

  it('opens the tab when no tab has the key to replace', () => {
    const after = replaceTab(state(WORKPLACE_KEY, workplace), '/missing', menus);
    expect(keysOf(after)).toEqual([WORKPLACE_KEY, '/hiam/menu']);
    expect(after.activeKey).toBe('/hiam/menu');
  });
});

describe('activateTab', () => {
  const before = state(WORKPLACE_KEY, workplace, users, roles);

  it.each([
    { key: '/hiam/user', expected: '/hiam/user' },
    { key: '/hiam/role', expected: '/hiam/role' },
    { key: WORKPLACE_KEY, expected: WORKPLACE_KEY },
  ])('activates the known key $key', ({ key, expected }) => {
    const after = activateTab(before, key);
    expect(after.activeKey).toBe(expected);
    expect(after.tabs).toBe(before.tabs);
  });

  it('is a no-op for an unknown key', () => {
    expect(activateTab(before, '/not/open')).toBe(before);
  });
});

describe('closeTab', () => {
  it.each([
    {
      situation: 'the active tab activates the previous tab',
      before: state('/hiam/role', workplace, users, roles, menus),
      close: '/hiam/role',
      tabs: [WORKPLACE_KEY, '/hiam/user', '/hiam/menu'],
      active: '/hiam/user',
    },
    {
      situation: 'the active last tab activates the one before it',
      before: state('/hiam/menu', workplace, users, roles, menus),
      close: '/hiam/menu',
      tabs: [WORKPLACE_KEY, '/hiam/user', '/hiam/role'],
      active: '/hiam/role',
    },
    {
      situation: 'an inactive tab keeps the active tab',
      before: state('/hiam/menu', workplace, users, roles, menus),
      close: '/hiam/user',
      tabs: [WORKPLACE_KEY, '/hiam/role', '/hiam/menu'],
      active: '/hiam/menu',
    },
    {
      situation: 'the only other tab returns to the workplace',
      before: state('/hiam/user', workplace, users),
      close: '/hiam/user',
      tabs: [WORKPLACE_KEY],
      active: WORKPLACE_KEY,
    },
  ])('closing $situation', ({ before, close, tabs, active }) => {
    const after = closeTab(before, close);
    expect(keysOf(after)).toEqual(tabs);
    expect(after.activeKey).toBe(active);
  });

  it.each([
    {
      situation: 'the workplace tab',
      before: state(WORKPLACE_KEY, workplace, users),
      close: WORKPLACE_KEY,
    },
    {
      situation: 'a tab marked not closable',
      before: state('/pinned', workplace, tab('/pinned', { closable: false })),
      close: '/pinned',
    },
    {
      situation: 'an unknown key',
      before: state(WORKPLACE_KEY, workplace, users),
      close: '/not/open',
    },
  ])('leaves the tabs unchanged for $situation', ({ before, close }) => {
    expect(closeTab(before, close)).toBe(before);
  });
});

describe('isTabWorthyPath', () => {
  it.each<[unknown, boolean]>([
    ['/hiam/user', true],
    ['/workplace', true],
    ['/link/https%3A%2F%2Fexample.com', true],
    ['', false],
    ['/', false],
    ['/user/login', false],
    ['/user/logout', false],
    [undefined, false],
    [null, false],
    [42, false],
    // a tab's path is navigated to: only paths of this site
    ['//evil.example/y', false],
    ['/\\evil.example/y', false],
    ['/\t/evil.example', false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
    ['hiam/user', false],
  ])('%p → %p', (path, expected) => {
    expect(isTabWorthyPath(path)).toBe(expected);
  });
});

describe('isPublicPath', () => {
  it.each<[string, boolean]>([
    ['/pub', true],
    ['/pub/approve/1', true],
    ['/public/kickoff', true],
    ['/public/self-error', true],
    ['/pubApprove/detail', true],
    ['/workplace', false],
    ['/hiam/user', false],
    ['/private/page', false],
    ['/hiam/pub/user', false],
  ])('%p → %p', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});

describe('removeTabs', () => {
  it.each([
    {
      situation: 'several tabs around the active one',
      before: state('/hiam/role', workplace, users, roles, menus),
      keys: ['/hiam/user', '/hiam/role'],
      tabs: [WORKPLACE_KEY, '/hiam/menu'],
      active: WORKPLACE_KEY,
      removed: ['/hiam/user', '/hiam/role'],
    },
    {
      situation: 'keys given out of strip order',
      before: state(WORKPLACE_KEY, workplace, users, roles, menus),
      keys: ['/hiam/menu', '/hiam/user'],
      tabs: [WORKPLACE_KEY, '/hiam/role'],
      active: WORKPLACE_KEY,
      removed: ['/hiam/user', '/hiam/menu'],
    },
    {
      situation: 'the active first tab with no workplace',
      before: state('/hiam/user', users, roles),
      keys: ['/hiam/user'],
      tabs: ['/hiam/role'],
      active: '/hiam/role',
      removed: ['/hiam/user'],
    },
  ])('removes $situation', ({ before, keys, tabs, active, removed }) => {
    const result = removeTabs(before, keys);
    expect(keysOf(result.state)).toEqual(tabs);
    expect(result.state.activeKey).toBe(active);
    expect(result.removed).toEqual(removed);
  });
});

describe('withoutBackMarker', () => {
  it.each([
    [undefined, undefined],
    [{ id: 1 }, { id: 1 }],
    [{ _back: true, id: 1 }, { id: 1 }],
  ])('%j → %j', (before, after) => {
    expect(withoutBackMarker(before)).toEqual(after);
  });
});
