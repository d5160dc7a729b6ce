/** @jest-environment jsdom */
import { setLanguage } from '@polaris/core/i18n/intl';
import { collectLeaves, toMenuNodes } from './menu-tree';
import { initialGlobalState, type GlobalState } from '../models/global';
import type { MenuDto } from '@polaris/core/services/iam/types';
import type { Tab } from '../tabs/tabs';
import { createMemoryHistory, type MemoryHistory } from 'history';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { legacy_createStore as createStore, type Store } from 'redux';
import { MenuSearch } from './MenuSearch';
import { OftenUsedMenus } from './OftenUsedMenus';
import { ShellContext, type ShellServices } from '../layouts/shell-context';

jest.mock('./menu-search.css', () => ({}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const menuDtos: MenuDto[] = [
  {
    id: 1,
    code: 'hzero.personal',
    name: '个人设置',
    quickIndex: 'GRSZ',
    type: 'root',
    subMenus: [
      {
        id: 2,
        code: 'hzero.user.info',
        name: '个人中心',
        quickIndex: 'GRZX',
        type: 'menu',
        route: '/hiam/user/info',
      },
      {
        id: 3,
        code: 'hzero.user.roles',
        name: '我的角色',
        quickIndex: 'WDJS',
        type: 'menu',
        route: '/hiam/user/roles',
      },
    ],
  },
];
const menu = toMenuNodes(menuDtos);
const user = { id: 7, additionInfo: { uniqueId: 'u-1' } };

interface Root_ {
  global: GlobalState;
  user: { currentUser: typeof user };
}
type Action = { type: 'set'; global: Partial<GlobalState> };

let store: Store<Root_, Action>;
let root: Root;
let container: HTMLDivElement;
let history: MemoryHistory;

function render(ui: React.ReactNode) {
  history = createMemoryHistory();
  const shell = {
    history,
    modules: {},
    microHost: {},
    addressPolicy: { origin: 'http://localhost', linkOrigins: [] },
  } as unknown as ShellServices;
  act(() =>
    root.render(
      <Provider store={store}>
        <ShellContext.Provider value={shell}>{ui}</ShellContext.Provider>
      </Provider>,
    ),
  );
}

const input = () =>
  container.querySelector<HTMLInputElement>('[role="combobox"]') as HTMLInputElement;
const options = () => [...container.querySelectorAll<HTMLElement>('[role="option"]')];
const selected = () => options().filter((o) => o.getAttribute('aria-selected') === 'true');
const key = (target: Element, keyName: string, init: KeyboardEventInit = {}) =>
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: keyName, bubbles: true, cancelable: true, ...init }),
    );
  });
function type(value: string) {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeAll(() => setLanguage('en_US'));

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  store = createStore<Root_, Action>(
    (state, action) =>
      action.type === 'set' && state
        ? { ...state, global: { ...state.global, ...action.global } }
        : (state as Root_),
    { global: { ...initialGlobalState, menu, menuLeafNode: [] }, user: { currentUser: user } },
  );
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.useRealTimers();
});

describe('MenuSearch', () => {
  it('debounces the query by 200 ms, then lists matches by pinyin initials', () => {
    render(<MenuSearch />);
    act(() => input().focus());
    type('grzx');
    expect(options()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(199));
    expect(options()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(options().map((o) => o.querySelector('mark')?.textContent)).toEqual(['个人中心']);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0].id);
    expect(container.querySelector('[role="listbox"]')?.id).toBe(
      input().getAttribute('aria-controls'),
    );
    expect(options()[0].textContent).toContain('个人设置');
  });

  it('moves with the arrows, opens with Enter and remembers the choice', () => {
    render(<MenuSearch />);
    act(() => input().focus());
    type('hzero.user');
    act(() => jest.advanceTimersByTime(200));
    expect(options()).toHaveLength(2);
    key(input(), 'ArrowDown');
    expect(selected().map((o) => o.id)).toEqual([options()[1].id]);
    key(input(), 'ArrowDown');
    expect(selected()[0]).toBe(options()[0]);
    key(input(), 'ArrowUp');
    expect(selected()[0]).toBe(options()[1]);
    key(input(), 'Enter');
    expect(history.location.pathname).toBe('/hiam/user/roles');
    expect(input().value).toBe('');
    expect(JSON.parse(localStorage.getItem('polaris.menuSearchHistory.u-1') ?? '[]')).toEqual([
      { path: '/hiam/user/roles', title: '我的角色' },
    ]);
  });

  it('opens the best match when Enter comes before the debounce', () => {
    render(<MenuSearch />);
    act(() => input().focus());
    type('GRZ');
    key(input(), 'Enter');
    expect(history.location.pathname).toBe('/hiam/user/info');
  });

  it('shows the history when empty, and clears it', () => {
    localStorage.setItem(
      'polaris.menuSearchHistory.u-1',
      JSON.stringify([
        { path: '/hiam/user/info', title: 'old title' },
        { path: '/gone', title: 'x' },
      ]),
    );
    render(<MenuSearch />);
    act(() => input().focus());
    expect(container.querySelector('[role="listbox"]')?.getAttribute('aria-label')).toBe(
      'Search history',
    );
    expect(options().map((o) => o.querySelector('span')?.textContent)).toEqual(['个人中心']);
    const clear = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Clear history',
    );
    act(() => clear?.click());
    expect(localStorage.getItem('polaris.menuSearchHistory.u-1')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape, then clears the text', () => {
    render(<MenuSearch />);
    act(() => input().focus());
    type('zzzz');
    act(() => jest.advanceTimersByTime(200));
    expect(container.textContent).toContain('No matching menu');
    key(input(), 'Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    key(input(), 'Escape');
    expect(input().value).toBe('');
  });

  it('is focused by Ctrl+K anywhere and by / outside text fields', () => {
    render(<MenuSearch />);
    const other = document.createElement('input');
    document.body.appendChild(other);
    act(() => other.focus());
    key(other, '/');
    expect(document.activeElement).toBe(other);
    key(other, 'k', { ctrlKey: true });
    expect(document.activeElement).toBe(input());
    act(() => input().blur());
    key(document.body, '/');
    expect(document.activeElement).toBe(input());
    other.remove();
  });

  it('removes its listener and timers on unmount', () => {
    const remove = jest.spyOn(document, 'removeEventListener');
    render(<MenuSearch />);
    act(() => input().focus());
    type('gr');
    act(() => root.unmount());
    expect(remove).toHaveBeenCalledWith('keydown', expect.any(Function));
    expect(jest.getTimerCount()).toBe(0);
    root = createRoot(container);
  });
});

describe('OftenUsedMenus', () => {
  const tab = (n: number): Tab => ({
    key: `/p/${n}`,
    path: `/p/${n}`,
    title: `Page ${n}`,
    closable: true,
    type: 'menu',
    menuId: n,
  });

  it('records menu tabs as they become active, newest first', () => {
    render(<OftenUsedMenus />);
    const stored = () =>
      JSON.parse(localStorage.getItem('polaris.oftenUsed.u-1') ?? '[]') as Array<{ path: string }>;
    act(() =>
      store.dispatch({ type: 'set', global: { tabs: [tab(1), tab(2)], activeTabKey: '/p/1' } }),
    );
    act(() => store.dispatch({ type: 'set', global: { activeTabKey: '/p/2' } }));
    act(() => store.dispatch({ type: 'set', global: { activeTabKey: '/workplace' } }));
    expect(stored().map((e) => e.path)).toEqual(['/p/2', '/p/1']);
    const button = container.querySelector('button[aria-label="Often used"]');
    expect(button).not.toBeNull();
  });

  it('lists the often-used menus in a menu and navigates on click; empty state', async () => {
    render(<OftenUsedMenus />);
    const button = container.querySelector('button[aria-label="Often used"]') as HTMLElement;
    act(() => button.click());
    act(() => jest.runOnlyPendingTimers());
    expect(document.body.textContent).toContain('No often-used menus yet');
    act(() => button.click());
    act(() => store.dispatch({ type: 'set', global: { tabs: [tab(1)], activeTabKey: '/p/1' } }));
    act(() => store.dispatch({ type: 'set', global: { activeTabKey: '/workplace' } }));
    await act(async () => {
      button.click();
      jest.runOnlyPendingTimers();
    });
    const list = document.querySelector('[role="menu"][aria-label="Often used"]');
    const items = [...(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    expect(items.map((item) => item.textContent)).toEqual(['Page 1']);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => items[0].click());
    act(() => jest.runOnlyPendingTimers());
    expect(history.location.pathname).toBe('/p/1');
  });

  it("offers only the pages the current role's menu has, with the menu's titles", async () => {
    render(<OftenUsedMenus />);
    const button = container.querySelector('button[aria-label="Often used"]') as HTMLElement;
    act(() =>
      store.dispatch({ type: 'set', global: { tabs: [tab(1), tab(2)], activeTabKey: '/p/1' } }),
    );
    act(() => store.dispatch({ type: 'set', global: { activeTabKey: '/p/2' } }));
    // another role: its menu has page 2 only, under another title
    const otherMenu = toMenuNodes([
      { id: 2, code: 'p2', name: 'Seite 2', type: 'menu', route: '/p/2' },
    ]);
    act(() =>
      store.dispatch({
        type: 'set',
        global: { tabs: [], activeTabKey: '/workplace', menuLeafNode: collectLeaves(otherMenu) },
      }),
    );
    await act(async () => {
      button.click();
      jest.runOnlyPendingTimers();
    });
    const list = document.querySelector('[role="menu"][aria-label="Often used"]');
    const items = [...(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    expect(items.map((item) => item.textContent)).toEqual(['Seite 2']);
  });
});
