/** @jest-environment jsdom */
import { setLanguage } from '@polaris/core/i18n/intl';
import { startRuntime } from '@polaris/core/runtime/create-runtime';
import { toMenuNodes } from '../menu/menu-tree';
import { initialGlobalState, type GlobalState } from '../shell/global-model';
import { shellTexts } from '../shell/texts';
import { EMBED_STORAGE_KEY, type ShellOptions } from './embedding';
import type { MenuDto } from '@polaris/core/services/iam/types';
import { act, render, screen, within, type RenderResult } from '@testing-library/react';
import { createMemoryHistory, type MemoryHistory } from 'history';
import { Provider } from 'react-redux';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { legacy_createStore as createStore, type Store } from 'redux';
import { BasicLayout } from './BasicLayout';
import { ShellContext, type ShellServices } from '../state/shell-context';
import { MicroContext, type MicroServices } from '../micro/micro-context';
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
jest.mock('./SideMenu', () => ({
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

let view: RenderResult | undefined;
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

/** Shows the shell (in place of the one shown before in the same test, as a new mount would). */
async function showShell(
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
    addressPolicy: { origin: 'http://localhost', linkOrigins: [] },
  } as unknown as ShellServices;
  const micro = { modules: { list: () => [] }, microHost: {} } as unknown as MicroServices;
  const ui = (
    <Provider store={store}>
      <ShellContext.Provider value={shell}>
        <MicroContext.Provider value={micro}>
          <HistoryRouter history={history}>
            <BasicLayout options={options.shell} />
          </HistoryRouter>
        </MicroContext.Provider>
      </ShellContext.Provider>
    </Provider>
  );
  if (view) view.rerender(ui);
  else view = render(ui);
  // lazy layouts: let the import resolve and the suspended tree render
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const container = () => view?.container as HTMLElement;
const layoutName = () => container().querySelector('[data-layout]')?.getAttribute('data-layout');
const has = (selector: string) => container().querySelector(selector) !== null;
const tabStrip = () => screen.queryByRole('tablist');
const pagesShown = () => screen.queryByTestId('panes') !== null;

beforeEach(() => {
  startRuntime({ bundledTexts: shellTexts }); // the container's texts, as boot.tsx creates it
  setLanguage('en_US');
  sessionStorage.clear();
  view = undefined;
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
    await showShell({ menuLayout });
    expect(layoutName()).toBe(layout);
    expect(pagesShown()).toBe(true);
  });

  it.each([
    { layout: 'inline', header: true, sideMenu: 'false', tabs: true, toggle: 'on' },
    { layout: 'horizontal', header: true, sideMenu: null, tabs: true, toggle: 'off' },
    { layout: 'side', header: true, sideMenu: 'true', tabs: true, toggle: 'off' },
    { layout: 'side-all', header: true, sideMenu: null, tabs: true, toggle: 'on' },
    { layout: 'only-content', header: false, sideMenu: null, tabs: true, toggle: 'on' },
  ])('$layout: what it shows', async ({ layout, header, sideMenu, tabs, toggle }) => {
    await showShell({ menuLayout: layout });
    expect(has('.polaris-header')).toBe(header);
    expect(screen.queryByTestId('side-menu')?.getAttribute('data-collapsed') ?? null).toBe(
      sideMenu,
    );
    expect(tabStrip() !== null).toBe(tabs);
    expect(has('[data-menu-toggle="off"]')).toBe(toggle === 'off');
  });

  it('shows the horizontal menu in the top bar and the all-levels menu in side-all', async () => {
    await showShell({ menuLayout: 'horizontal' });
    const topBar = container().querySelector<HTMLElement>('.polaris-topbar');
    expect(topBar && within(topBar).getByTestId('horizontal-menu')).toBeTruthy();
    await showShell({ menuLayout: 'side-all' });
    const sider = container().querySelector<HTMLElement>('.polaris-sider');
    expect(sider && within(sider).getByTestId('expanded-side-menu')).toBeTruthy();
  });

  it('a layout shell option wins over menuLayout', async () => {
    await showShell({ menuLayout: 'horizontal', shell: { layout: 'only-content' } });
    expect(layoutName()).toBe('only-content');
  });

  it('a registered customisation replaces a layout by name', async () => {
    const Custom = ({ name, hideTabs }: LayoutProps) => (
      <div data-layout={`custom-${name}`} data-hide-tabs={String(hideTabs)} />
    );
    const restore = registerLayout('side', Custom);
    try {
      await showShell({ menuLayout: 'side', at: '/workplace?hideTabs=1' });
      expect(layoutName()).toBe('custom-side');
      expect(container().querySelector('[data-hide-tabs]')?.getAttribute('data-hide-tabs')).toBe(
        'true',
      );
    } finally {
      restore();
    }
    await showShell({ menuLayout: 'side' });
    expect(layoutName()).toBe('side');
  });
});

describe('BasicLayout: embedding options', () => {
  it('hideLayout (shell option) shows the page alone: no menu, header, tabs', async () => {
    await showShell({ menuLayout: 'horizontal', shell: { hideLayout: true } });
    expect(layoutName()).toBe('embedded');
    expect(pagesShown()).toBe(true);
    expect(has('.polaris-header')).toBe(false);
    expect(tabStrip()).toBeNull();
    expect(screen.queryAllByRole('navigation')).toHaveLength(0);
  });

  it('?hideLayout=1 does the same, is remembered, and ?hideLayout=0 turns it off', async () => {
    await showShell({ at: '/hiam/user?hideLayout=1' });
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
    await showShell({ at: '/workplace?hideTabs=1' });
    expect(layoutName()).toBe('inline');
    expect(tabStrip()).toBeNull();
    expect(pagesShown()).toBe(true);
    await act(async () => history.push('/hiam/user'));
    expect(tabStrip()).toBeNull();
  });

  it('a remembered flag applies after a reload (a new mount without the query)', async () => {
    sessionStorage.setItem(EMBED_STORAGE_KEY, JSON.stringify({ hideTabs: true }));
    await showShell({ at: '/workplace' });
    expect(tabStrip()).toBeNull();
  });

  it('the shell option wins over the query', async () => {
    await showShell({ at: '/workplace?hideTabs=1', shell: { hideTabs: false } });
    expect(tabStrip()).not.toBeNull();
  });

  it('hideTabs applies to the only-content layout too', async () => {
    await showShell({ menuLayout: 'only-content', shell: { hideTabs: true } });
    expect(layoutName()).toBe('only-content');
    expect(tabStrip()).toBeNull();
  });
});

describe('BasicLayout: breadcrumb', () => {
  const breadcrumb = () => screen.queryByRole('navigation', { name: 'Breadcrumb' });
  const crumbs = () =>
    within(breadcrumb() as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('shows the menu ancestors of the active menu page', async () => {
    await showShell({ global: { activeTabKey: '/hiam/user', activeTabMenuId: 2 } });
    expect(crumbs()).toEqual(['IAM', 'Users']);
    const current = within(breadcrumb() as HTMLElement)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'page');
    expect(current.map((item) => item.textContent)).toEqual(['Users']);
  });

  it.each([
    { description: 'the workplace (no menu page)', menuId: undefined },
    { description: 'a menu item whose help type hides it', menuId: 3 },
  ])('shows none for $description', async ({ menuId }) => {
    await showShell({ global: { activeTabMenuId: menuId } });
    expect(breadcrumb()).toBeNull();
  });

  it('is not shown with hideLayout', async () => {
    await showShell({ global: { activeTabMenuId: 2 }, shell: { hideLayout: true } });
    expect(breadcrumb()).toBeNull();
  });
});
