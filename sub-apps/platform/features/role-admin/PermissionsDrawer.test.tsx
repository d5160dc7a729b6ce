/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import type { PermissionTreeNodeDto } from '@polaris/core/services/iam/role-admin-types';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import { assignPermissions } from './api/assign-permissions';
import { fetchPermissionTree } from './api/fetch-permission-tree';
import { recyclePermissions } from './api/recycle-permissions';
import { PermissionsDrawer } from './PermissionsDrawer';
import { roleRow } from './role-fixtures';

jest.mock('./api/fetch-permission-tree', () => ({ fetchPermissionTree: jest.fn() }));
jest.mock('./api/assign-permissions', () => ({ assignPermissions: jest.fn() }));
jest.mock('./api/recycle-permissions', () => ({ recyclePermissions: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
beforeAll(prepareDomForAntd);
beforeEach(() => jest.clearAllMocks());

const node = (
  id: number,
  name: string,
  type: PermissionTreeNodeDto['type'],
  checkedFlag: PermissionTreeNodeDto['checkedFlag'],
  subMenus?: PermissionTreeNodeDto[],
): PermissionTreeNodeDto => ({ id, code: `code.${id}`, name, type, checkedFlag, subMenus });

const tree = [
  node(1, 'Property', 'root', 'P', [
    node(2, 'Houses', 'menu', 'Y', [node(50, 'Create', 'ps', 'N')]),
    node(3, 'Bills', 'menu', 'N'),
  ]),
];

const checkboxOf = (text: string) =>
  screen
    .getByText(new RegExp(`^${text}`))
    .closest('.ant-tree-treenode')
    ?.querySelector('.ant-tree-checkbox') as HTMLElement;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

function show() {
  renderPage(<PermissionsDrawer form="tenant" role={roleRow(11, 'pm')} onClose={jest.fn()} />, {
    texts: platformTexts,
  });
}

describe('Permissions drawer', () => {
  it('shows what the role holds; Save sends what was added and what was taken away', async () => {
    jest.mocked(fetchPermissionTree).mockResolvedValue(tree);
    jest.mocked(assignPermissions).mockResolvedValue([]);
    jest.mocked(recyclePermissions).mockResolvedValue([]);
    show();
    expect(await screen.findByText('Menus and permissions of pm name')).toBeTruthy();
    await screen.findByText(/^Houses/);
    expect(checkboxOf('Houses').className).toContain('ant-tree-checkbox-checked');
    expect(checkboxOf('Property').className).toContain('ant-tree-checkbox-indeterminate');
    await waitFor(() => expect(save().disabled).toBe(true));
    fireEvent.click(checkboxOf('Bills'));
    fireEvent.click(checkboxOf('Houses'));
    expect(checkboxOf('Property').className).toContain('ant-tree-checkbox-indeterminate');
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(recyclePermissions).toHaveBeenCalledWith('tenant', 11, [2]));
    expect(assignPermissions).toHaveBeenCalledWith('tenant', 11, [3]);
    await waitFor(() => expect(fetchPermissionTree).toHaveBeenCalledTimes(2));
  });

  it('searches the tree; a refused save keeps the choice', async () => {
    jest.mocked(fetchPermissionTree).mockResolvedValue(tree);
    jest
      .mocked(assignPermissions)
      .mockRejectedValue(new RequestError('business', 'no', { code: 'error.param.invalid' }));
    show();
    await screen.findByText(/^Houses/);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or code' }), {
      target: { value: 'code.50' },
    });
    expect(screen.queryByText(/^Bills/)).toBeNull();
    fireEvent.click(checkboxOf('Create'));
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(assignPermissions).toHaveBeenCalledWith('tenant', 11, [50]));
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(checkboxOf('Create').className).toContain('ant-tree-checkbox-checked');
    expect(screen.getByText('2 chosen')).toBeTruthy();
  });
});
