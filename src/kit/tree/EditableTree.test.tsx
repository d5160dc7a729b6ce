/** @jest-environment jsdom */
import type { PermissionCheckDto } from '@polaris/core/services/iam/types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { kitTexts } from '../texts';
import type { TreeItem, TreeKey } from './check-tree';
import { EditableTree } from './EditableTree';

const approved = new Set<string>();
jest.mock('@polaris/core/services/iam/permissions', () => ({
  checkPermissions: jest.fn(async (codes: string[]) =>
    codes.map((code): PermissionCheckDto => ({ code, approve: approved.has(code) })),
  ),
}));

beforeAll(prepareDomForAntd);
beforeEach(() => approved.clear());

const items: TreeItem[] = [
  {
    key: 'sys',
    title: 'System',
    code: 'sys',
    group: true,
    children: [
      { key: 'role', title: 'Roles', code: 'hzero.role' },
      { key: 'user', title: 'Users', code: 'hzero.user' },
    ],
  },
];

const clicks: TreeKey[] = [];
const show = () =>
  renderPage(
    <EditableTree
      items={items}
      label="Menus"
      marks={(key) => (key === 'user' ? <em>off</em> : null)}
      actions={(key) => [
        {
          key: 'edit',
          label: 'Edit',
          permissionList: ['menu.edit'],
          onClick: () => clicks.push(key),
        },
      ]}
      onMove={jest.fn()}
      movePermission="menu.move"
    />,
    { texts: kitTexts },
  );
const nodeOf = (title: string) =>
  screen.getByText(title).closest('.ant-tree-treenode') as HTMLElement;

describe('EditableTree', () => {
  it('shows each node with its code, its marks and its actions', async () => {
    approved.add('menu.edit');
    show();
    const users = within(nodeOf('Users'));
    expect(users.getByText('hzero.user')).toBeTruthy();
    expect(users.getByText('off')).toBeTruthy();
    const edit = within(nodeOf('Roles')).getByRole('button', { name: 'Edit' });
    await waitFor(() => expect((edit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(edit);
    expect(clicks).toEqual(['role']);
  });

  it('lets nodes be dragged only when the move is permitted', async () => {
    approved.add('menu.move');
    show();
    await waitFor(() => expect(nodeOf('Users').getAttribute('draggable')).toBe('true'));
  });

  it('offers no drag without the permission', async () => {
    approved.add('menu.edit');
    show();
    // the batch check (with the move's code) has answered once Edit is enabled
    await waitFor(() =>
      expect(
        (within(nodeOf('Roles')).getByRole('button', { name: 'Edit' }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    );
    expect(nodeOf('Users').getAttribute('draggable')).not.toBe('true');
  });

  it('offers no drag while searching (a drop would land among hidden siblings)', async () => {
    approved.add('menu.move');
    show();
    await waitFor(() => expect(nodeOf('Users').getAttribute('draggable')).toBe('true'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or code' }), {
      target: { value: 'hzero.user' },
    });
    expect(screen.queryByText('Roles')).toBeNull();
    expect(nodeOf('Users').getAttribute('draggable')).not.toBe('true');
  });
});
