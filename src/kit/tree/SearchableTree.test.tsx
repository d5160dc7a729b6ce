/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { kitTexts } from '../texts';
import type { TreeItem, TreeKey } from './check-tree';
import { SearchableTree } from './SearchableTree';

beforeAll(prepareDomForAntd);

const items: TreeItem[] = [
  {
    key: 'sys',
    title: 'System',
    group: true,
    children: [
      {
        key: 'role',
        title: 'Roles',
        code: 'hzero.system.role',
        children: [
          { key: 'role.create', title: 'Create', code: 'hzero.system.role.button.create' },
        ],
      },
      { key: 'user', title: 'Users', code: 'hzero.system.user' },
    ],
  },
  { key: 'bank', title: 'Banks', code: 'hpfm.bank' },
];

function Harness({ onChange }: { onChange: (keys: TreeKey[]) => void }) {
  const [chosen, setChosen] = useState<Set<TreeKey>>(new Set(['user']));
  return (
    <SearchableTree
      items={items}
      selected={chosen}
      label="Permissions"
      onChange={(next) => {
        setChosen(next);
        onChange([...next].sort());
      }}
    />
  );
}

const checkboxOf = (text: string) =>
  screen
    .getByText(new RegExp(`^${text}`))
    .closest('.ant-tree-treenode')
    ?.querySelector('.ant-tree-checkbox') as HTMLElement;

describe('SearchableTree', () => {
  it('shows the chosen items checked and their group half-checked', () => {
    renderPage(<Harness onChange={jest.fn()} />, { texts: kitTexts });
    expect(screen.getByText('1 chosen')).toBeTruthy();
    expect(checkboxOf('Users').className).toContain('ant-tree-checkbox-checked');
    expect(checkboxOf('System').className).toContain('ant-tree-checkbox-indeterminate');
  });

  it('checking a permission set chooses its page; checking the group chooses all', () => {
    const onChange = jest.fn();
    renderPage(<Harness onChange={onChange} />, { texts: kitTexts });
    const roles = screen.getByText(/^Roles/).closest('.ant-tree-treenode') as HTMLElement;
    fireEvent.click(roles.querySelector('.ant-tree-switcher') as HTMLElement);
    fireEvent.click(checkboxOf('Create'));
    expect(onChange).toHaveBeenLastCalledWith(['role', 'role.create', 'user']);
    fireEvent.click(checkboxOf('System'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(checkboxOf('System'));
    expect(onChange).toHaveBeenLastCalledWith(['role', 'role.create', 'user']);
    expect(screen.getByText('3 chosen')).toBeTruthy();
  });

  it('searches names and codes, keeping the way to each match, and says when nothing matches', () => {
    renderPage(<Harness onChange={jest.fn()} />, { texts: kitTexts });
    const search = screen.getByRole('searchbox', { name: 'Search by name or code' });
    fireEvent.change(search, { target: { value: 'button.create' } });
    expect(screen.getByText(/^Create/)).toBeTruthy();
    expect(screen.getByText(/^Roles/)).toBeTruthy();
    expect(screen.queryByText(/^Users/)).toBeNull();
    expect(screen.queryByText(/^Banks/)).toBeNull();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('Nothing matches “zzz”')).toBeTruthy();
  });

  it('speaks the user’s language', () => {
    renderPage(<Harness onChange={jest.fn()} />, { texts: kitTexts, language: 'zh_CN' });
    expect(screen.getByText('已选 1 项')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: '按名称或编码搜索' })).toBeTruthy();
  });
});
