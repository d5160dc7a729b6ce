/** @jest-environment jsdom */
import type { MenuManageDto, MenuPermissionSetDto } from '@polaris/core/services/iam/types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import { fetchPermissionSets } from './api/fetch-permission-sets';
import { setPermissionSetEnabled } from './api/set-permission-set-enabled';
import { MenuPermissionsDrawer } from './MenuPermissionsDrawer';

jest.mock('./api/fetch-permission-sets', () => ({ fetchPermissionSets: jest.fn() }));
jest.mock('./api/set-permission-set-enabled', () => ({ setPermissionSetEnabled: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);

const user = userEvent.setup({ pointerEventsCheck: 0 });
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const currencies = {
  id: 7,
  name: 'Currencies',
  code: 'hzero.platform.currency',
  type: 'menu',
  sort: 10,
  enabledFlag: 1,
  _tls: { name: { zh_CN: '币种', en_US: 'Currencies' } },
} as MenuManageDto;
let sets: MenuPermissionSetDto[];

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  sets = [
    { id: 1, code: 'hpfm.currency.button.create', name: 'Create', enabledFlag: 1 },
    { id: 2, code: 'hpfm.currency.button.delete', name: 'Delete', enabledFlag: 0 },
  ];
  jest.mocked(fetchPermissionSets).mockImplementation(async () => sets);
  jest.mocked(setPermissionSetEnabled).mockImplementation(async (id, enabled) => {
    sets = sets.map((set) => (set.id === id ? { ...set, enabledFlag: enabled ? 1 : 0 } : set));
    return sets.find((set) => set.id === id)!;
  });
});

const rowOf = async (code: string) =>
  within((await screen.findByText(code)).closest('tr') as HTMLElement);
/** A row's button once its permission is answered (pending, it shows disabled). */
const enabledIn = (row: ReturnType<typeof within>, name: string) =>
  waitFor(() => {
    const button = row.getByRole('button', { name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });

describe('a page’s permission sets', () => {
  it('lists the page’s codes with their state, in the user’s language', async () => {
    renderPage(<MenuPermissionsDrawer menu={currencies} onClose={() => undefined} />, {
      texts: platformTexts,
    });
    expect(await screen.findByText('Permissions of Currencies')).toBeTruthy();
    expect(fetchPermissionSets).toHaveBeenCalledWith(7, 'en_US');
    expect((await rowOf('hpfm.currency.button.create')).getByText('Enabled')).toBeTruthy();
    expect((await rowOf('hpfm.currency.button.delete')).getByText('Disabled')).toBeTruthy();
  });

  it('switches a code off, and the list shows it off', async () => {
    renderPage(<MenuPermissionsDrawer menu={currencies} onClose={() => undefined} />, {
      texts: platformTexts,
    });
    const row = await rowOf('hpfm.currency.button.create');
    await user.click(await enabledIn(row, 'Disable'));
    expect(setPermissionSetEnabled).toHaveBeenCalledWith(1, false);
    await waitFor(() => expect(row.getByText('Disabled')).toBeTruthy());
    expect(row.getByRole('button', { name: 'Enable' })).toBeTruthy();
  });

  it('says so when the page checks no codes', async () => {
    sets = [];
    renderPage(<MenuPermissionsDrawer menu={currencies} onClose={() => undefined} />, {
      texts: platformTexts,
    });
    expect(await screen.findByText('This page checks no permission codes')).toBeTruthy();
  });
});
