import { createMemoryStorage } from './memory-storage.fixture';
import {
  browserSessionStorage,
  createTabSessionStore,
  isRunningInFrame,
  MENU_TAB_SESSION_KEY,
  parseTabSession,
  restoreTabs,
  tabSessionKey,
  toSavedTabSession,
  type SavedTabSession,
} from './persistence';
import { createWorkplaceTab, WORKPLACE_KEY, type Tab, type TabsState } from './tabs';

function tab(key: string, extra: Partial<Tab> = {}): Tab {
  return { key, path: key, title: `title of ${key}`, closable: true, type: 'menu', ...extra };
}

const workplace = createWorkplaceTab('Workplace');
const users = tab('/hiam/user', { menuId: 21, icon: 'user', search: '?page=2' });
const roles = tab('/hiam/role', { menuId: 22, state: { from: 'menu' } });
const kickoff = tab('/public/kickoff', { type: 'other' });
const approval = tab('/pub/approve/1', { type: 'other' });

const strip = (activeKey: string, ...tabs: Tab[]): TabsState => ({ tabs, activeKey });

describe('tabSessionKey', () => {
  it.each([
    [42, 'menuTabSessionKey42'],
    ['7', 'menuTabSessionKey7'],
  ])('role %p → %p', (roleId, key) => {
    expect(tabSessionKey(roleId)).toBe(key);
    expect(key.startsWith(MENU_TAB_SESSION_KEY)).toBe(true);
  });
});

describe('toSavedTabSession', () => {
  it.each([
    {
      situation: 'a menu tab active',
      current: strip('/hiam/role', workplace, users, roles),
      inFrame: false,
      saved: { tabs: [workplace, users, roles], activeTabKey: '/hiam/role' },
    },
    {
      situation: 'public tabs open',
      current: strip('/hiam/user', workplace, kickoff, users, approval),
      inFrame: false,
      saved: { tabs: [workplace, users], activeTabKey: '/hiam/user' },
    },
    {
      situation: 'a public tab active',
      current: strip('/public/kickoff', workplace, users, kickoff),
      inFrame: false,
      saved: { tabs: [workplace, users], activeTabKey: WORKPLACE_KEY },
    },
    {
      situation: 'a public tab active, inside a frame',
      current: strip('/pub/approve/1', workplace, users, approval),
      inFrame: true,
      saved: null,
    },
    {
      situation: 'a menu tab active, inside a frame',
      current: strip('/hiam/user', workplace, users, approval),
      inFrame: true,
      saved: { tabs: [workplace, users], activeTabKey: '/hiam/user' },
    },
    {
      situation: 'a menu tab showing a public path under its key',
      current: strip(WORKPLACE_KEY, workplace, tab('/hiam/user', { path: '/public/kickoff' })),
      inFrame: false,
      saved: { tabs: [workplace], activeTabKey: WORKPLACE_KEY },
    },
  ])('with $situation', ({ current, inFrame, saved }) => {
    expect(toSavedTabSession(current, inFrame)).toEqual(saved);
  });
});

describe('parseTabSession', () => {
  const valid: SavedTabSession = { tabs: [workplace, users, roles], activeTabKey: '/hiam/user' };

  it('reads back what is written', () => {
    expect(parseTabSession(JSON.stringify(valid))).toEqual(valid);
  });

  it('defaults a missing closable to true and a missing type to other', () => {
    const raw = JSON.stringify({
      tabs: [{ key: '/a', path: '/a', title: 'A' }],
      activeTabKey: '/a',
    });
    expect(parseTabSession(raw)).toEqual({
      tabs: [{ key: '/a', path: '/a', title: 'A', closable: true, type: 'other' }],
      activeTabKey: '/a',
    });
  });

  it.each([
    ['nothing saved', null],
    ['an empty string', ''],
    ['not JSON', '{"tabs": ['],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['no tabs', JSON.stringify({ activeTabKey: '/a' })],
    ['tabs not a list', JSON.stringify({ tabs: {}, activeTabKey: '/a' })],
    ['no active key', JSON.stringify({ tabs: [] })],
    ['an active key that is not a string', JSON.stringify({ tabs: [], activeTabKey: 3 })],
    ['a tab that is not an object', JSON.stringify({ tabs: ['/a'], activeTabKey: '/a' })],
    [
      'a tab without key',
      JSON.stringify({ tabs: [{ path: '/a', title: 'A' }], activeTabKey: '/a' }),
    ],
    [
      'a tab with an empty key',
      JSON.stringify({ tabs: [{ ...users, key: '' }], activeTabKey: '/a' }),
    ],
    [
      'a tab without path',
      JSON.stringify({ tabs: [{ key: '/a', title: 'A' }], activeTabKey: '/a' }),
    ],
    [
      'a tab with a numeric title',
      JSON.stringify({ tabs: [{ ...users, title: 1 }], activeTabKey: '' }),
    ],
    ['an unknown tab type', JSON.stringify({ tabs: [{ ...users, type: 'x' }], activeTabKey: '' })],
    ['a string menu id', JSON.stringify({ tabs: [{ ...users, menuId: '21' }], activeTabKey: '' })],
    [
      'a string closable',
      JSON.stringify({ tabs: [{ ...users, closable: 'no' }], activeTabKey: '' }),
    ],
    ['a list as state', JSON.stringify({ tabs: [{ ...users, state: [1] }], activeTabKey: '' })],
  ])('ignores a record with %s', (_situation, raw) => {
    expect(parseTabSession(raw)).toBeNull();
  });
});

describe('restoreTabs', () => {
  const home = createWorkplaceTab('Home');

  it.each([
    {
      situation: 'a saved session',
      saved: { tabs: [workplace, users, roles], activeTabKey: '/hiam/role' },
      keys: [WORKPLACE_KEY, '/hiam/user', '/hiam/role'],
      active: '/hiam/role',
    },
    {
      situation: 'the workplace saved elsewhere than first',
      saved: { tabs: [users, workplace, roles], activeTabKey: '/hiam/user' },
      keys: [WORKPLACE_KEY, '/hiam/user', '/hiam/role'],
      active: '/hiam/user',
    },
    {
      situation: 'no workplace saved',
      saved: { tabs: [roles], activeTabKey: WORKPLACE_KEY },
      keys: [WORKPLACE_KEY, '/hiam/role'],
      active: WORKPLACE_KEY,
    },
    {
      situation: 'public, not tab-worthy and repeated tabs in an edited record',
      saved: {
        tabs: [
          kickoff,
          users,
          tab('/user/login'),
          tab('/'),
          users,
          tab('/x', { path: '/workplace' }),
        ],
        activeTabKey: '/hiam/user',
      },
      keys: [WORKPLACE_KEY, '/hiam/user'],
      active: '/hiam/user',
    },
    {
      situation: 'an active key whose tab did not come back',
      saved: { tabs: [users, kickoff], activeTabKey: '/public/kickoff' },
      keys: [WORKPLACE_KEY, '/hiam/user'],
      active: WORKPLACE_KEY,
    },
  ])('from $situation: workplace first', ({ saved, keys, active }) => {
    const restored = restoreTabs(saved, home);
    expect(restored.tabs.map((t) => t.key)).toEqual(keys);
    expect(restored.tabs[0]).toBe(home);
    expect(restored.activeKey).toBe(active);
  });

  it('keeps titles, icons, menu ids, queries and states of the saved tabs', () => {
    const restored = restoreTabs({ tabs: [users, roles], activeTabKey: '/hiam/user' }, home);
    expect(restored.tabs.slice(1)).toEqual([users, roles]);
  });
});

describe('createTabSessionStore', () => {
  const notInFrame = () => false;

  it('saves per role and reads back only that role’s session', () => {
    const storage = createMemoryStorage();
    const store = createTabSessionStore(storage, notInFrame);
    expect(store.save(1, strip('/hiam/user', workplace, users))).toBe(true);
    expect(store.save(2, strip('/hiam/role', workplace, roles))).toBe(true);
    expect([...storage.items.keys()]).toEqual(['menuTabSessionKey1', 'menuTabSessionKey2']);
    expect(store.load(1)).toEqual({ tabs: [workplace, users], activeTabKey: '/hiam/user' });
    expect(store.load(2)).toEqual({ tabs: [workplace, roles], activeTabKey: '/hiam/role' });
    expect(store.load(3)).toBeNull();
    store.clear(1);
    expect(store.load(1)).toBeNull();
    expect(store.load(2)).not.toBeNull();
  });

  it('writes nothing in a frame with a public tab active, and keeps what was saved', () => {
    const storage = createMemoryStorage({
      menuTabSessionKey1: JSON.stringify({ tabs: [users], activeTabKey: '/hiam/user' }),
    });
    const store = createTabSessionStore(storage, () => true);
    expect(store.save(1, strip('/public/kickoff', workplace, kickoff))).toBe(false);
    expect(store.load(1)).toEqual({ tabs: [users], activeTabKey: '/hiam/user' });
  });

  it('drops navigation state that cannot be written rather than the whole session', () => {
    const storage = createMemoryStorage();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const store = createTabSessionStore(storage, notInFrame);
    expect(store.save(1, strip('/hiam/role', workplace, { ...roles, state: circular }))).toBe(true);
    const { state: _state, ...rolesWithoutState } = roles;
    expect(store.load(1)?.tabs).toEqual([workplace, rolesWithoutState]);
  });

  it('survives a storage that throws', () => {
    const storage = createMemoryStorage();
    storage.failing = true;
    const store = createTabSessionStore(storage, notInFrame);
    expect(store.save(1, strip(WORKPLACE_KEY, workplace))).toBe(false);
    expect(store.load(1)).toBeNull();
    expect(() => store.clear(1)).not.toThrow();
  });

  it('does nothing without a storage', () => {
    const store = createTabSessionStore(undefined, notInFrame);
    expect(store.save(1, strip(WORKPLACE_KEY, workplace))).toBe(false);
    expect(store.load(1)).toBeNull();
    expect(() => store.clear(1)).not.toThrow();
  });
});

describe('browser defaults outside a browser', () => {
  it('have no session storage and are not in a frame', () => {
    expect(browserSessionStorage()).toBeUndefined();
    expect(isRunningInFrame()).toBe(false);
  });
});

describe('browser defaults with a window', () => {
  const global = globalThis as { window?: unknown };
  afterEach(() => {
    delete global.window;
  });

  const topWindow: { self?: unknown; top?: unknown } = {};
  topWindow.self = topWindow;
  topWindow.top = topWindow;

  it.each([
    { situation: 'the top window', window: topWindow, framed: false },
    { situation: 'a frame', window: { self: {}, top: {} }, framed: true },
    {
      situation: 'a frame whose top cannot be reached',
      window: Object.defineProperty({ self: {} }, 'top', {
        get() {
          throw new Error('blocked');
        },
      }),
      framed: true,
    },
  ])('in $situation, isRunningInFrame is $framed', ({ window, framed }) => {
    global.window = window;
    expect(isRunningInFrame()).toBe(framed);
  });

  it('gives window.sessionStorage, or undefined where reading it throws', () => {
    const storage = createMemoryStorage();
    global.window = { sessionStorage: storage };
    expect(browserSessionStorage()).toBe(storage);
    global.window = Object.defineProperty({}, 'sessionStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(browserSessionStorage()).toBeUndefined();
  });
});
