/** @jest-environment jsdom */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { platformTexts } from '../../texts';
import { assignMembers } from './api/assign-members';
import { fetchMemberCandidates } from './api/fetch-member-candidates';
import { fetchRoleMembers } from './api/fetch-role-members';
import { removeMembers } from './api/remove-members';
import { MembersDrawer } from './MembersDrawer';
import { roleRow } from './role-fixtures';
import { enabledButton } from './role-page-helpers';

const user = userEvent.setup({ pointerEventsCheck: 0 });
const members = jest.fn();
const candidates = jest.fn();

jest.mock('./api/fetch-role-members', () => ({ fetchRoleMembers: jest.fn() }));
jest.mock('./api/fetch-member-candidates', () => ({ fetchMemberCandidates: jest.fn() }));
jest.mock('./api/assign-members', () => ({ assignMembers: jest.fn() }));
jest.mock('./api/remove-members', () => ({ removeMembers: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchRoleMembers)
    .mockReturnValue(Object.assign(members, { url: () => '/iam/hzero/v1/member-roles/x' }));
  jest
    .mocked(fetchMemberCandidates)
    .mockReturnValue(Object.assign(candidates, { url: () => '/iam/hzero/v1/candidates' }));
  members.mockResolvedValue(
    pageOf([
      {
        memberRoleId: 201,
        memberId: 2,
        roleId: 11,
        loginName: 'alice',
        realName: 'Alice',
        enabled: true,
      },
    ]),
  );
  candidates.mockResolvedValue(pageOf([{ id: 1, loginName: 'admin', realName: 'Admin' }]));
});

describe('Members drawer', () => {
  it('lists the members; a user chosen is added, a member removed after asking', async () => {
    jest.mocked(assignMembers).mockResolvedValue([]);
    jest.mocked(removeMembers).mockResolvedValue([]);
    renderPage(<MembersDrawer form="site" role={roleRow(11, 'pm')} onClose={jest.fn()} />, {
      texts: platformTexts,
    });
    expect(await screen.findByText('Members of pm name')).toBeTruthy();
    const row = within((await screen.findByText('alice')).closest('tr') as HTMLElement);
    expect(fetchRoleMembers).toHaveBeenCalledWith('site', 11);

    await user.click(screen.getByRole('combobox', { name: 'User to add' }));
    await user.click(await screen.findByTitle('Admin (admin)'));
    // Add is permission-checked: a click before the batch check answers does nothing
    await user.click(await enabledButton(screen, 'Add'));
    await waitFor(() => expect(assignMembers).toHaveBeenCalledWith('site', 11, [1]));
    await waitFor(() => expect(members).toHaveBeenCalledTimes(2));

    const remove = await waitFor(() => {
      const button = row.getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
      return button;
    });
    await user.click(remove);
    expect(await screen.findByText('Remove Alice from the role?')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'OK' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(removeMembers).toHaveBeenCalledWith('site', [
        expect.objectContaining({ roleId: 11, memberId: 2 }),
      ]),
    );
  });
});
