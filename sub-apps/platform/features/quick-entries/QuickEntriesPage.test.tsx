/** @jest-environment jsdom */
/**
 * The Quick Entries page as a platform administrator sees it: each role's entries with its tenant
 * and order; a new entry is a role and a page of that role's menu (both named when missing);
 * removing one asks first.
 */
import type { QuickEntryAdminDto } from '@polaris/core/services/platform/org-config-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { createQuickEntry } from './api/create-quick-entry';
import { deleteQuickEntry } from './api/delete-quick-entry';
import { fetchQuickEntries } from './api/fetch-quick-entries';
import { fetchQuickEntryRoles } from './api/fetch-quick-entry-roles';
import QuickEntriesPage from './QuickEntriesPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-quick-entries', () => ({
  fetchQuickEntries: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/hpfm/v1/quick-entries'),
}));
jest.mock('./api/fetch-quick-entry-roles', () => ({ fetchQuickEntryRoles: jest.fn() }));
jest.mock('./api/create-quick-entry', () => ({ createQuickEntry: jest.fn() }));
jest.mock('./api/delete-quick-entry', () => ({ deleteQuickEntry: jest.fn() }));
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

const entry = (quickEntryId: number, title: string, orderSeq: number): QuickEntryAdminDto => ({
  quickEntryId,
  roleId: 11,
  roleName: 'Property Manager',
  tenantName: 'Acme Property',
  menuCode: `acme.${title.toLowerCase()}`,
  title,
  route: `/wuye/${title.toLowerCase()}`,
  orderSeq,
  objectVersionNumber: 1,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchQuickEntries)
    .mockResolvedValue(pageOf([entry(1, 'Houses', 10), entry(2, 'Bills', 20)]));
  jest.mocked(fetchQuickEntryRoles).mockResolvedValue([
    {
      roleId: 11,
      roleName: 'Property Manager',
      tenantName: 'Acme Property',
      pages: [
        { code: 'acme.property.house', title: 'Houses' },
        { code: 'acme.property.owner', title: 'Owners' },
      ],
    },
  ]);
});

const show = () =>
  renderPage(<QuickEntriesPage />, { texts: platformTexts, path: '/hpfm/quick-entry' });

describe('Quick Entries page', () => {
  it('lists each role’s entries; removing one asks first', async () => {
    jest.mocked(deleteQuickEntry).mockResolvedValue(entry(2, 'Bills', 20));
    show();
    const row = await rowOf('Bills');
    expect(row.getByText('Property Manager')).toBeTruthy();
    expect(row.getByText('Acme Property')).toBeTruthy();
    await user.click(await actionOf('Bills', 'Remove'));
    expect(
      await screen.findByText('Remove Bills from the quick entries of Property Manager?'),
    ).toBeTruthy();
    expect(deleteQuickEntry).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { hidden: true, name: 'OK' }).at(-1)!);
    await waitFor(() => expect(deleteQuickEntry).toHaveBeenCalledWith(entry(2, 'Bills', 20)));
  });

  it('adds a page of the chosen role’s menu; the missing choices are named', async () => {
    jest.mocked(createQuickEntry).mockResolvedValue(entry(3, 'Owners', 30));
    show();
    await user.click(await enabledPageButton(/Create/));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await dialog.findAllByText(/Role|Page/, { selector: '.ant-form-item-explain-error' }),
    ).toHaveLength(2);
    await user.click(dialog.getByRole('combobox', { hidden: true, name: 'Role' }));
    await user.click(await screen.findByTitle('Property Manager (Acme Property)'));
    await user.click(dialog.getByRole('combobox', { hidden: true, name: 'Page' }));
    await user.click(await screen.findByTitle('Owners'));
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(createQuickEntry).toHaveBeenCalledWith({
        roleId: 11,
        menuCode: 'acme.property.owner',
      }),
    );
  });
});
