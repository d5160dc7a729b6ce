/** @jest-environment jsdom */
import { fetchMenuTree } from '@polaris/core/services/iam/menus';
import type { MenuDto } from '@polaris/core/services/iam/types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import MenuConfigPage from './MenuConfigPage';

jest.mock('@polaris/core/services/iam/menus', () => ({ fetchMenuTree: jest.fn() }));
const fetchTree = fetchMenuTree as jest.Mock;

const menu = (id: number, name: string, extra: Partial<MenuDto> = {}): MenuDto =>
  ({ id, name, code: `code.${id}`, type: 'menu', route: `/r/${id}`, ...extra }) as MenuDto;

beforeAll(prepareDomForAntd);
beforeEach(() => fetchTree.mockReset());

describe('Menu Configuration page', () => {
  it("shows the current role's menu tree in the user's language, children under their parent", async () => {
    fetchTree.mockResolvedValue([
      menu(1, 'Platform', {
        type: 'root',
        route: '',
        subMenus: [menu(11, 'Tenants', { quickIndex: 'zh' }), menu(12, 'Roles')],
      }),
    ]);
    renderPage(<MenuConfigPage />, { texts: platformTexts, user: { currentRoleId: 7 } });

    const parent = (await screen.findByText('Platform')).closest('tr') as HTMLElement;
    expect(fetchTree).toHaveBeenCalledWith({ lang: 'en_US', roleId: 7 });
    expect(screen.queryByText('Tenants')).toBeNull(); // folded until opened

    await userEvent.click(within(parent).getByRole('button', { name: /expand/i }));

    const child = screen.getByText('Tenants').closest('tr') as HTMLElement;
    expect(within(child).getByText('code.11')).toBeTruthy();
    expect(within(child).getByText('/r/11')).toBeTruthy();
    expect(within(child).getByText('zh')).toBeTruthy();
    expect(screen.getByText('Roles')).toBeTruthy();
  });
});
