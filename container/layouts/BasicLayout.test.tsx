/** @jest-environment jsdom */
import { setLanguage } from '@polaris/core/i18n/intl';
import { toMenuNodes } from '../menu/menu-tree';
import { initialGlobalState, type GlobalState } from '../models/global';
import { EMBED_STORAGE_KEY, type ShellOptions } from './embedding';
import type { MenuDto } from '@polaris/core/services/iam/types';
import { createMemoryHistory, type MemoryHistory } from 'history';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { legacy_createStore as createStore, type Store } from 'redux';
import { BasicLayout } from './BasicLayout';
import { ShellContext, type ShellServices } from './shell-context';
import { registerLayout } from './layouts';
import type { LayoutProps } from './types';

// The shell's own components are stand-ins here: this file tests the layout switch, the
// embedding options and the breadcrumb, not the header, menu, tabs or pages.
jest.mock('../header/HeaderBar', () => ({
  HeaderBar: () => (
    <header className="polaris-header">
      <button type="button" aria-expanded="true">
        toggle
      </button>
    </header>
  ),
}));
jest.mock('../menu/SideMenu', () => ({
  SideMenu: ({ collapsed }: { collapsed: boolean }) => (
    <nav data-testid="side-menu" data-collapsed={String(collapsed)} />
  ),
}));
jest.mock('../header/UserMenu', () => ({
  UserMenu: () => (
    <button type="button" className="polaris-header-account">
      user
    </button>
  ),
}));
jest.mock('../tabs/TabBar', () => ({ TabBar: () => <div role="tablist" /> }));
jest.mock('../tabs/TabPanes', () => ({ TabPanes: () => <div data-testid="panes" /> }));
jest.mock('./LayoutMenus', () => ({
  HorizontalMenu: () => <nav data-testid="horizontal-menu" />,
  ExpandedSideMenu: () => <nav data-testid="expanded-side-menu" />,
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const menuDtos: MenuDto[] = [
  {
    id: 1,
    code: 'hzero.iam',
    name: 'IAM',
    type: 'root',
    subMenus: [
      { id: 2, code: 'hzero.iam.user', name: 'Users', type: 'menu', route: '/hiam/user' },
      {
        id: 3,
        code: 'hzero.iam.quiet',
        name: 'Quiet',
        type: 'menu',
        route: '/hiam/quiet',
        helpType: 'NONE',
      },
    ],
  },
];

interface TestRoot {
  global: GlobalState;
  user: { currentUser?: { menuLayout?: string } };
}

let root: Root;
let container: HTMLDivElement;
let history: MemoryHistory;

function makeStore(menuLayout: string | undefined, global: Partial<GlobalState> = {}) {
  return createStore<TestRoot, { type: string }>((state) => state as TestRoot, {
    global: {
      ...initialGlobalState,
      menu: toMenuNodes(menuDtos),
      menuLoad: true,
      tabsIsInit: true,
      ...global,
    },
    user: { currentUser: { menuLayout } },
  });
}

async function render(
  options: {
    menuLayout?: string;
    shell?: ShellOptions;
    at?: string;
    global?: Partial<GlobalState>;
  } = {},
) {
  history = createMemoryHistory({ initialEntries: [options.at ?? '/workplace'] });
  const store: Store<TestRoot> = makeStore(options.menuLayout, options.global);
  const shell = {
    history,
    modules: { list: () => [] },
    microHost: {},
    addressPolicy: { origin: 'http://localhost', linkOrigins: [] },
  } as unknown as ShellServices;
  await act(async () => {
    root.render(
      <Provider store={store}>
        <ShellContext.Provider value={shell}>
          <HistoryRouter history={history}>
            <BasicLayout options={options.shell} />
          </HistoryRouter>
        </ShellContext.Provider>
      </Provider>,
    );
  });
  // lazy layouts: let the import resolve and the suspended tree render
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const layoutName = () => container.querySelector('[data-layout]')?.getAttribute('data-layout');
const has = (selector: string) => container.querySelector(selector) !== null;

beforeAll(() => setLanguage('en_US'));

beforeEach(() => {
  sessionStorage.clear();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('BasicLayout: the layout follows the user menuLayout', () => {
  it.each([
    { menuLayout: 'inline', layout: 'inline' },
    { menuLayout: 'horizontal', layout: 'horizontal' },
    { menuLayout: 'side', layout: 'side' },
    { menuLayout: 'side-all', layout: 'side-all' },
    { menuLayout: 'only-content', layout: 'only-content' },
    { menuLayout: undefined, layout: 'inline' },
    { menuLayout: 'mystery', layout: 'inline' },
  ])('menuLayout $menuLayout → data-layout="$layout"', async ({ menuLayout, layout }) => {
    await render({ menuLayout });
    expect(layoutName()).toBe(layout);
    expect(has('[data-testid="panes"]')).toBe(true);
  });

  it.each([
    { layout: 'inline', header: true, sideMenu: 'false', tabs: true, toggle: 'on' },
    { layout: 'horizontal', header: true, sideMenu: null, tabs: true, toggle: 'off' },
    { layout: 'side', header: true, sideMenu: 'true', tabs: true, toggle: 'off' },
    { layout: 'side-all', header: true, sideMenu: null, tabs: true, toggle: 'on' },
    { layout: 'only-content', header: false, sideMenu: null, tabs: true, toggle: 'on' },
  ])('$layout: what it shows', async ({ layout, header, sideMenu, tabs, toggle }) => {
    await render({ menuLayout: layout });
    expect(has('.polaris-header')).toBe(header);
    expect(
      container.querySelector('[data-testid="side-menu"]')?.getAttribute('data-collapsed') ?? null,
    ).toBe(sideMenu);
    expect(has('[role="tablist"]')).toBe(tabs);
    expect(has('[data-menu-toggle="off"]')).toBe(toggle === 'off');
  });

  it('shows the horizontal menu in the top bar and the all-levels menu in side-all', async () => {
    await render({ menuLayout: 'horizontal' });
    expect(has('.polaris-topbar [data-testid="horizontal-menu"]')).toBe(true);
    await render({ menuLayout: 'side-all' });
    expect(has('.polaris-sider [data-testid="expanded-side-menu"]')).toBe(true);
  });

  it('a layout shell option wins over menuLayout', async () => {
    await render({ menuLayout: 'horizontal', shell: { layout: 'only-content' } });
    expect(layoutName()).toBe('only-content');
  });

  it('a registered customisation replaces a layout by name', async () => {
    const Custom = ({ name, hideTabs }: LayoutProps) => (
      <div data-layout={`custom-${name}`} data-hide-tabs={String(hideTabs)} />
    );
    const restore = registerLayout('side', Custom);
    try {
      await render({ menuLayout: 'side', at: '/workplace?hideTabs=1' });
      expect(layoutName()).toBe('custom-side');
      expect(container.querySelector('[data-hide-tabs]')?.getAttribute('data-hide-tabs')).toBe(
        'true',
      );
    } finally {
      restore();
    }
    await render({ menuLayout: 'side' });
    expect(layoutName()).toBe('side');
  });
});

describe('BasicLayout: embedding options', () => {
  it('hideLayout (shell option) shows the page alone: no menu, header, tabs', async () => {
    await render({ menuLayout: 'horizontal', shell: { hideLayout: true } });
    expect(layoutName()).toBe('embedded');
    expect(has('[data-testid="panes"]')).toBe(true);
    expect(has('.polaris-header')).toBe(false);
    expect(has('[role="tablist"]')).toBe(false);
    expect(has('nav')).toBe(false);
  });

  it('?hideLayout=1 does the same, is remembered, and ?hideLayout=0 turns it off', async () => {
    await render({ at: '/hiam/user?hideLayout=1' });
    expect(layoutName()).toBe('embedded');
    expect(JSON.parse(sessionStorage.getItem(EMBED_STORAGE_KEY) ?? '{}')).toEqual({
      hideLayout: true,
    });
    await act(async () => history.push('/hiam/role'));
    expect(layoutName()).toBe('embedded');
    await act(async () => history.push('/hiam/role?hideLayout=0'));
    expect(layoutName()).toBe('inline');
  });

  it('?hideTabs=1 hides the tab strip and in-app navigation keeps it hidden', async () => {
    await render({ at: '/workplace?hideTabs=1' });
    expect(layoutName()).toBe('inline');
    expect(has('[role="tablist"]')).toBe(false);
    expect(has('[data-testid="panes"]')).toBe(true);
    await act(async () => history.push('/hiam/user'));
    expect(has('[role="tablist"]')).toBe(false);
  });

  it('a remembered flag applies after a reload (a new mount without the query)', async () => {
    sessionStorage.setItem(EMBED_STORAGE_KEY, JSON.stringify({ hideTabs: true }));
    await render({ at: '/workplace' });
    expect(has('[role="tablist"]')).toBe(false);
  });

  it('the shell option wins over the query', async () => {
    await render({ at: '/workplace?hideTabs=1', shell: { hideTabs: false } });
    expect(has('[role="tablist"]')).toBe(true);
  });

  it('hideTabs applies to the only-content layout too', async () => {
    await render({ menuLayout: 'only-content', shell: { hideTabs: true } });
    expect(layoutName()).toBe('only-content');
    expect(has('[role="tablist"]')).toBe(false);
  });
});

describe('BasicLayout: breadcrumb', () => {
  const crumbs = () =>
    [...container.querySelectorAll('.polaris-breadcrumb li')].map((item) => item.textContent);

  it('shows the menu ancestors of the active menu page', async () => {
    await render({ global: { activeTabKey: '/hiam/user', activeTabMenuId: 2 } });
    expect(crumbs()).toEqual(['IAM', 'Users']);
    expect(
      container.querySelector('.polaris-breadcrumb li[aria-current="page"]')?.textContent,
    ).toBe('Users');
  });

  it.each([
    { description: 'the workplace (no menu page)', menuId: undefined },
    { description: 'a menu item whose help type hides it', menuId: 3 },
  ])('shows none for $description', async ({ menuId }) => {
    await render({ global: { activeTabMenuId: menuId } });
    expect(has('.polaris-breadcrumb')).toBe(false);
  });

  it('is not shown with hideLayout', async () => {
    await render({ global: { activeTabMenuId: 2 }, shell: { hideLayout: true } });
    expect(has('.polaris-breadcrumb')).toBe(false);
  });
});
