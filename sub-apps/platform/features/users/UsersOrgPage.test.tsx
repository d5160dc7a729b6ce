/** @jest-environment jsdom */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import UsersOrgPage from './UsersOrgPage';
import { enabledButton, rowOf, USERS } from './users.fixture';

const user = userEvent.setup({ pointerEventsCheck: 0 });

const mockFetchUsers = Object.assign(jest.fn(), { url: () => '/iam/hzero/v1/users/paging' });
jest.mock('./api/fetch-users', () => ({ usersEndpoint: () => mockFetchUsers }));
jest.mock('./api/save-user', () => ({ createUser: jest.fn(), updateUser: jest.fn() }));
jest.mock('./api/user-actions', () => ({ setLocked: jest.fn(), resetPassword: jest.fn() }));
jest.mock('./api/fetch-assignable-roles', () => ({
  fetchAssignableRoles: jest.fn(async () => jest.requireActual('./users.fixture').ROLES),
}));
jest.mock('@polaris/core/services/iam/password-policy', () => ({
  fetchPasswordPolicy: jest.fn(async () => jest.requireActual('./users.fixture').POLICY),
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/lov', () =>
  jest.requireActual('../../../../test/support/page-services').emptyLookups(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  mockFetchUsers.mockResolvedValue(pageOf(USERS));
});

describe('Sub-accounts page (tenant form)', () => {
  it('asks no organisation and names a broken rule in the user’s language', async () => {
    renderPage(<UsersOrgPage />, { texts: platformTexts, language: 'zh_CN' });
    expect(await screen.findByRole('heading', { name: '子账户管理' })).toBeTruthy();
    await rowOf('alice');
    await user.click(await enabledButton(within(document.body), 'plus 新建'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.queryByLabelText('所属租户')).toBeNull();
    await user.type(dialog.getByLabelText('登录名'), 'lin.wei');
    await user.type(dialog.getByLabelText('密码'), 'lin.wei');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(await dialog.findByText('密码至少需要 8 个字符')).toBeTruthy();
  });
});
