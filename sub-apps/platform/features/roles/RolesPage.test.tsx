/** @jest-environment jsdom */
import { setLanguage } from '@polaris/core/i18n/intl';
import { fetchSelfRoles } from '@polaris/core/services/iam/roles';
import type { RoleDto } from '@polaris/core/services/iam/types';
import { act, screen, within } from '@testing-library/react';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import RolesPage from './RolesPage';

jest.mock('@polaris/core/services/iam/roles', () => ({ fetchSelfRoles: jest.fn() }));
const fetchRoles = fetchSelfRoles as jest.Mock;

const role = (id: number, name: string, code: string): RoleDto =>
  ({ id, name, code, level: 'organization', tenantName: 'Acme Property' }) as RoleDto;

beforeAll(prepareDomForAntd);
beforeEach(() => fetchRoles.mockReset());

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('My Roles page', () => {
  it('lists every role the user holds and marks the current one', async () => {
    fetchRoles.mockResolvedValue([
      role(7, 'Property Manager', 'pm'),
      role(8, 'Accountant', 'acct'),
    ]);
    renderPage(<RolesPage />, { texts: platformTexts, user: { currentRoleId: 8 } });

    expect(await screen.findByRole('heading', { name: 'My Roles' })).toBeTruthy();
    expect(await screen.findByText('Property Manager')).toBeTruthy();
    expect(within(rowOf('Accountant')).getByText('Current')).toBeTruthy();
    expect(within(rowOf('Property Manager')).queryByText('Current')).toBeNull();
    expect(within(rowOf('Accountant')).getByText('acct')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Role',
      'Code',
      'Level',
      'Tenant',
    ]);
  });

  it('asks again in the new language when the user switches, and shows the new names', async () => {
    fetchRoles
      .mockResolvedValueOnce([role(7, 'Property Manager', 'pm')])
      .mockResolvedValueOnce([role(7, '物业经理', 'pm')]);
    renderPage(<RolesPage />, { texts: platformTexts, user: { currentRoleId: 7 } });
    expect(await screen.findByText('Property Manager')).toBeTruthy();

    act(() => setLanguage('zh_CN'));

    expect(await screen.findByText('物业经理')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '我的角色' })).toBeTruthy();
    expect(within(rowOf('物业经理')).getByText('当前')).toBeTruthy();
    expect(fetchRoles).toHaveBeenCalledTimes(2);
  });
});
