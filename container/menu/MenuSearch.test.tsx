/** @jest-environment jsdom */
import { setLanguage } from '@polaris/core/i18n/intl';
import { collectLeaves, toMenuNodes } from './menu-tree';
import { initialGlobalState, type GlobalState } from '../shell/global-model';
import type { MenuDto } from '@polaris/core/services/iam/types';
import type { Tab } from '../tabs/tabs';
import { act, render as renderUi, screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, type MemoryHistory } from 'history';
import { Provider } from 'react-redux';
import { legacy_createStore as createStore, type Store } from 'redux';
import { MenuSearch } from './MenuSearch';
import { OftenUsedMenus } from '../header/OftenUsedMenus';
import { ShellContext, type ShellServices } from '../state/shell-context';

jest.mock('./menu-search.css', () => ({}));

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
let view: RenderResult;
let history: MemoryHistory;
/** A user whose typing and clicks move the fake clock along. */
let person: ReturnType<typeof userEvent.setup>;

function render(ui: React.ReactNode) {
  history = createMemoryHistory();
  const shell = {
    history,
    addressPolicy: { origin: 'http://localhost', linkOrigins: [] },
  } as unknown as ShellServices;
  view = renderUi(
    <Provider store={store}>
      <ShellContext.Provider value={shell}>{ui}</ShellContext.Provider>
    </Provider>,
  );
}

const input = () => screen.getByRole<HTMLInputElement>('combobox');
/** The options shown. */
const options = () => screen.queryAllByRole('option');
/** Every option element, shown or not. */
const anyOptions = () => screen.queryAllByRole('option', { hidden: true });
const selected = () => options().filter((o) => o.getAttribute('aria-selected') === 'true');
const press = (keys: string) => person.keyboard(keys);
/** Types into the search box, which has the focus. */
const type = (value: string) => person.type(input(), value, { skipClick: true });

beforeAll(() => setLanguage('en_US'));

beforeEach(() => {
  jest.useFakeTimers();
  person = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  localStorage.clear();
  store = createStore<Root_, Action>(
    (state, action) =>
      action.type === 'set' && state
        ? { ...state, global: { ...state.global, ...action.global } }
        : (state as Root_),
    { global: { ...initialGlobalState, menu, menuLeafNode: [] }, user: { currentUser: user } },
  );
});

afterEach(() => {
  jest.useRealTimers();
});

describe('MenuSearch', () => {
  it('debounces the query by 200 ms, then lists matches by pinyin initials', async () => {
    render(<MenuSearch />);
    await person.click(input());
    await type('grzx');
    expect(anyOptions()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(199));
    expect(anyOptions()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(options().map((o) => o.querySelector('mark')?.textContent)).toEqual(['个人中心']);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0].id);
    expect(screen.getByRole('listbox').id).toBe(input().getAttribute('aria-controls'));
    expect(options()[0].textContent).toContain('个人设置');
  });

  it('moves with the arrows, opens with Enter and remembers the choice', async () => {
    render(<MenuSearch />);
    await person.click(input());
    await type('hzero.user');
    act(() => jest.advanceTimersByTime(200));
    expect(options()).toHaveLength(2);
    await press('{ArrowDown}');
    expect(selected().map((o) => o.id)).toEqual([options()[1].id]);
    await press('{ArrowDown}');
    expect(selected()[0]).toBe(options()[0]);
    await press('{ArrowUp}');
    expect(selected()[0]).toBe(options()[1]);
    await press('{Enter}');
    expect(history.location.pathname).toBe('/hiam/user/roles');
    expect(input().value).toBe('');
    expect(JSON.parse(localStorage.getItem('polaris.menuSearchHistory.u-1') ?? '[]')).toEqual([
      { path: '/hiam/user/roles', title: '我的角色' },
    ]);
  });

  it('opens the best match when Enter comes before the debounce', async () => {
    render(<MenuSearch />);
    await person.click(input());
    await type('GRZ');
    await press('{Enter}');
    expect(history.location.pathname).toBe('/hiam/user/info');
  });

  it('shows the history when empty, and clears it', async () => {
    localStorage.setItem(
      'polaris.menuSearchHistory.u-1',
      JSON.stringify([
        { path: '/hiam/user/info', title: 'old title' },
        { path: '/gone', title: 'x' },
      ]),
    );
    render(<MenuSearch />);
    await person.click(input());
    const list = screen.getByRole('listbox', { name: 'Search history' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.querySelector('span')?.textContent),
    ).toEqual(['个人中心']);
    await person.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(localStorage.getItem('polaris.menuSearchHistory.u-1')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape, then clears the text', async () => {
    render(<MenuSearch />);
    await person.click(input());
    await type('zzzz');
    act(() => jest.advanceTimersByTime(200));
    expect(view.container.textContent).toContain('No matching menu');
    await press('{Escape}');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await press('{Escape}');
    expect(input().value).toBe('');
  });

  it('is focused by Ctrl+K anywhere and by / outside text fields', async () => {
    render(<MenuSearch />);
    const other = document.createElement('input');
    document.body.appendChild(other);
    await person.click(other);
    await press('/');
    expect(document.activeElement).toBe(other);
    await press('{Control>}k{/Control}');
    expect(document.activeElement).toBe(input());
    act(() => input().blur());
    await press('/');
    expect(document.activeElement).toBe(input());
    other.remove();
  });

  it('removes its listener and timers on unmount', async () => {
    const remove = jest.spyOn(document, 'removeEventListener');
    render(<MenuSearch />);
    await person.tab(); // into the box by keyboard: antd leaves a timer of its own after a click
    expect(document.activeElement).toBe(input());
    await type('gr');
    view.unmount();
    expect(remove).toHaveBeenCalledWith('keydown', expect.any(Function));
    expect(jest.getTimerCount()).toBe(0);
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
  const set = (global: Partial<GlobalState>) =>
    act(() => {
      store.dispatch({ type: 'set', global });
    });
  const button = () => screen.getByRole('button', { name: 'Often used' });
  /** Clicks the button and lets the dropdown's animation run. */
  const toggle = async () => {
    await person.click(button());
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
  };
  const listed = () =>
    within(screen.getByRole('menu', { name: 'Often used' }))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);

  it('records menu tabs as they become active, newest first', () => {
    render(<OftenUsedMenus />);
    const stored = () =>
      JSON.parse(localStorage.getItem('polaris.oftenUsed.u-1') ?? '[]') as Array<{ path: string }>;
    set({ tabs: [tab(1), tab(2)], activeTabKey: '/p/1' });
    set({ activeTabKey: '/p/2' });
    set({ activeTabKey: '/workplace' });
    expect(stored().map((e) => e.path)).toEqual(['/p/2', '/p/1']);
    expect(button()).toBeTruthy();
  });

  it('lists the often-used menus in a menu and navigates on click; empty state', async () => {
    render(<OftenUsedMenus />);
    await toggle();
    expect(document.body.textContent).toContain('No often-used menus yet');
    await toggle();
    set({ tabs: [tab(1)], activeTabKey: '/p/1' });
    set({ activeTabKey: '/workplace' });
    await toggle();
    expect(listed()).toEqual(['Page 1']);
    expect(button().getAttribute('aria-expanded')).toBe('true');
    await person.click(screen.getByRole('menuitem', { name: 'Page 1' }));
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(history.location.pathname).toBe('/p/1');
  });

  it("offers only the pages the current role's menu has, with the menu's titles", async () => {
    render(<OftenUsedMenus />);
    set({ tabs: [tab(1), tab(2)], activeTabKey: '/p/1' });
    set({ activeTabKey: '/p/2' });
    // another role: its menu has page 2 only, under another title
    const otherMenu = toMenuNodes([
      { id: 2, code: 'p2', name: 'Seite 2', type: 'menu', route: '/p/2' },
    ]);
    set({ tabs: [], activeTabKey: '/workplace', menuLeafNode: collectLeaves(otherMenu) });
    await toggle();
    expect(listed()).toEqual(['Seite 2']);
  });
});
