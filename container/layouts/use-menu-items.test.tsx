/** @jest-environment jsdom */
import { setLanguage } from '@polaris/core/i18n/intl';
import type { MenuDto } from '@polaris/core/services/iam/types';
import { render, renderHook, screen } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { legacy_createStore as createStore } from 'redux';
import { initialMenuState } from '../menu/menu-state';
import { toMenuNodes } from '../menu/menu-tree';
import { ShellContext, type ShellServices } from '../state/shell-context';
import { initialTabsState } from '../tabs/tabs-state';
import { useMenuItems } from './use-menu-items';

const policy = { origin: 'http://localhost:8000', linkOrigins: ['https://help.example.com'] };

function leaf(id: number, type: MenuDto['type'], route: string): MenuDto {
  return { id, code: `c${id}`, name: `Item ${id}`, type, route };
}

/** The hook as the shell's menus use it: the server menu in the store, the shell's policy. */
function menuItemsOf(dtos: MenuDto[], activeTabKey = '/workplace') {
  const history = createMemoryHistory({ initialEntries: ['/workplace'] });
  const store = createStore((state) => state, {
    global: { ...initialTabsState, ...initialMenuState, menu: toMenuNodes(dtos), activeTabKey },
  });
  const shell = { history, addressPolicy: policy } as unknown as ShellServices;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
    </Provider>
  );
  return { ...renderHook(() => useMenuItems(), { wrapper }), history };
}

let open: jest.SpyInstance;

beforeAll(() => setLanguage('en_US'));
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

describe('useMenuItems', () => {
  it.each<[string, MenuDto, { key: string; disabled?: boolean; reason?: string; opens?: string }]>([
    ['a page of ours', leaf(1, 'menu', '/hiam/user'), { key: '/hiam/user' }],
    ['an inner link', leaf(2, 'inner-link', '/link/%2Fdocs'), { key: '/link/%2Fdocs' }],
    [
      'an allowed web link',
      leaf(3, 'link', 'https://help.example.com/a'),
      { key: 'link:3', opens: 'https://help.example.com/a' },
    ],
    [
      'a web link of another origin',
      leaf(4, 'link', 'https://evil.example/'),
      { key: 'refused:4', disabled: true, reason: 'not on the list of allowed addresses' },
    ],
    [
      'script',
      leaf(5, 'menu', 'javascript:alert(1)'),
      { key: 'refused:5', disabled: true, reason: 'cannot be opened' },
    ],
    [
      'another host written as a path',
      leaf(6, 'menu', '//evil.example/x'),
      { key: 'refused:6', disabled: true, reason: 'cannot be opened' },
    ],
  ])('%s', (_name, dto, expected) => {
    const { result, history } = menuItemsOf([dto]);
    const [item] = result.current.items as Array<{
      key: string;
      disabled?: boolean;
      label: ReactNode;
    }>;
    expect(item.key).toBe(expected.key);
    expect(item.disabled).toBe(expected.disabled);
    if (expected.reason) {
      render(<>{item.label}</>);
      expect(screen.getByText(dto.name).getAttribute('title')).toContain(expected.reason);
    }

    // a click opens the allowed address in a new window, follows a path, and nothing else
    result.current.onClick({ key: item.key });
    if (expected.opens) {
      expect(open).toHaveBeenCalledWith(expected.opens, '_blank', 'noopener,noreferrer');
    } else {
      expect(open).not.toHaveBeenCalled();
    }
    expect(history.location.pathname).toBe(item.key.startsWith('/') ? item.key : '/workplace');
  });

  it("selects the active tab's key", () => {
    const { result } = menuItemsOf([leaf(1, 'menu', '/hiam/user')], '/hiam/user');
    expect(result.current.selectedKeys).toEqual(['/hiam/user']);
  });
});
