/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import type { MenuManageDto } from '@polaris/core/services/iam/types';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import { createMenu } from './api/create-menu';
import { fetchManageTree } from './api/fetch-manage-tree';
import { setMenuEnabled } from './api/set-menu-enabled';
import { updateMenu } from './api/update-menu';
import MenuConfigPage from './MenuConfigPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-manage-tree', () => ({ fetchManageTree: jest.fn() }));
jest.mock('./api/create-menu', () => ({ createMenu: jest.fn() }));
jest.mock('./api/update-menu', () => ({ updateMenu: jest.fn() }));
jest.mock('./api/set-menu-enabled', () => ({ setMenuEnabled: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const menu = (id: number, name: string, extra: Partial<MenuManageDto> = {}): MenuManageDto => ({
  id,
  name,
  code: `m.${id}`,
  type: 'menu',
  route: `/r/${id}`,
  sort: 10,
  enabledFlag: 1,
  _tls: { name: { zh_CN: `${name}（中）`, en_US: name } },
  ...extra,
});

const catalogue = (): MenuManageDto[] => [
  menu(1, 'Platform', {
    type: 'root',
    route: undefined,
    subMenus: [menu(11, 'Tenants'), menu(12, 'Roles', { enabledFlag: 0, sort: 20 })],
  }),
];

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchManageTree).mockResolvedValue(catalogue());
});

const show = () => renderPage(<MenuConfigPage />, { texts: platformTexts, path: '/hiam/menu' });
/** A node's action once its permission is answered (pending, it shows disabled). */
const actionOf = async (node: string, name: string) => {
  const item = within((await screen.findByText(node)).closest('.ant-tree-treenode') as HTMLElement);
  return waitFor(() => {
    const button = item.getByRole('button', { hidden: true, name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
};

describe('Menu Configuration page', () => {
  it('moves a menu with Move to…, offering only directories and the top level', async () => {
    jest.mocked(updateMenu).mockResolvedValue(menu(11, 'Tenants'));
    show();
    // under "Action", once its permission is answered (pending, it shows disabled)
    await user.click(await actionOf('Tenants', 'Action'));
    const item = await screen.findByRole('menuitem', { name: 'Move to…' });
    await waitFor(() => expect(item.getAttribute('aria-disabled')).not.toBe('true'));
    await user.click(item);
    const form = within(await screen.findByRole('dialog', { hidden: true }));
    expect(form.getByText('Move “Tenants”')).toBeTruthy();
    await user.click(form.getByLabelText('Under'));
    const list = () => document.querySelector('.ant-select-tree-list') as HTMLElement;
    await waitFor(() => expect(within(list()).getByText('Platform (m.1)')).toBeTruthy());
    expect(within(list()).queryByText('Roles (m.12)')).toBeNull(); // a page holds no menus
    // by the keyboard: typed, then Enter (the list reads `which`, which user-event leaves out)
    await user.keyboard('top');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter', keyCode: 13, which: 13 });
    await user.click(await form.findByRole('button', { hidden: true, name: 'OK' }));
    // last at the top level, after Platform (sort 10)
    await waitFor(() => expect(updateMenu).toHaveBeenCalledWith({ id: 11, parentId: 0, sort: 11 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await waitFor(() => expect(fetchManageTree).toHaveBeenCalledTimes(2));
  });

  it('shows the catalogue in the user’s language with codes, routes and disabled menus marked', async () => {
    show();
    const roles = within(
      (await screen.findByText('Roles')).closest('.ant-tree-treenode') as HTMLElement,
    );
    expect(fetchManageTree).toHaveBeenCalledWith('en_US');
    expect(roles.getByText('m.12')).toBeTruthy();
    expect(roles.getByText('/r/12')).toBeTruthy();
    expect(roles.getByText('Disabled')).toBeTruthy();
    expect(
      within(screen.getByText('Tenants').closest('.ant-tree-treenode') as HTMLElement).queryByText(
        'Disabled',
      ),
    ).toBeNull();
  });

  it('finds menus by name or code, with the way to them open', async () => {
    show();
    await screen.findByText('Tenants');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or code' }), 'm.12');
    await waitFor(() => expect(screen.queryByText('Tenants')).toBeNull());
    expect(screen.getByText('Roles')).toBeTruthy();
  });

  it('disables an enabled menu and enables a disabled one, then asks for the tree again', async () => {
    jest.mocked(setMenuEnabled).mockResolvedValue(menu(11, 'Tenants'));
    show();
    await user.click(await actionOf('Tenants', 'Disable'));
    expect(setMenuEnabled).toHaveBeenCalledWith(11, false);
    await waitFor(() => expect(fetchManageTree).toHaveBeenCalledTimes(2));
    await user.click(await actionOf('Roles', 'Enable'));
    expect(setMenuEnabled).toHaveBeenLastCalledWith(12, true);
  });

  it('edits both names of a page; a refused save keeps what was typed', async () => {
    jest
      .mocked(updateMenu)
      .mockRejectedValueOnce(new RequestError('business', 'no', { code: 'error.param.invalid' }))
      .mockResolvedValue(menu(11, 'Tenancy'));
    show();
    await user.click(await actionOf('Tenants', 'Edit'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('Edit menu m.11')).toBeTruthy();
    const en = dialog.getByLabelText('Name (English)') as HTMLInputElement;
    await user.clear(en);
    await user.type(en, 'Tenancy');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(updateMenu).toHaveBeenCalledTimes(1));
    expect(updateMenu).toHaveBeenLastCalledWith({
      id: 11,
      _tls: { name: { zh_CN: 'Tenants（中）', en_US: 'Tenancy' } },
      route: '/r/11',
      icon: undefined,
    });
    expect(en.value).toBe('Tenancy');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('adds a page under a directory; the route rule names the field', async () => {
    jest.mocked(createMenu).mockResolvedValue(menu(13, 'Reports'));
    show();
    await user.click(await actionOf('Platform', 'Add menu'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect((dialog.getByLabelText('Code') as HTMLInputElement).value).toBe('m.1.');
    await user.type(dialog.getByLabelText('Code'), 'reports');
    await user.type(dialog.getByLabelText('Name (Chinese)'), '报表');
    await user.type(dialog.getByLabelText('Name (English)'), 'Reports');
    await user.type(dialog.getByLabelText('Route'), 'reports');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(await dialog.findByText('Route must start with /')).toBeTruthy();
    expect(createMenu).not.toHaveBeenCalled();
    await user.type(dialog.getByLabelText('Route'), '{Home}/');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(createMenu).toHaveBeenCalledWith({
        code: 'm.1.reports',
        type: 'menu',
        parentId: 1,
        route: '/reports',
        icon: undefined,
        name: '报表',
        _tls: { name: { zh_CN: '报表', en_US: 'Reports' } },
      }),
    );
  });
});
