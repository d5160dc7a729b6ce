/** @jest-environment jsdom */
/** System Profiles: the list, a profile's values below it, a value changed, a name checked. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { listEndpointMock, pageOf } from '../../../../test/support/page-services';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { fetchProfileValues } from './api/fetch-profile-values';
import { fetchProfiles } from './api/fetch-profiles';
import { saveProfile } from './api/save-profile';
import { saveProfileValue } from './api/save-profile-value';
import { globalValue, profile } from './profiles.fixture';
import ProfilesOrgPage from './ProfilesOrgPage';
import ProfilesPage from './ProfilesPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-profiles', () => {
  const { listEndpointMock } = jest.requireActual('../../../../test/support/page-services');
  return {
    fetchProfiles: {
      site: listEndpointMock('/hpfm/v1/profiles'),
      tenant: listEndpointMock('/hpfm/v1/{tenantId}/profiles'),
    },
  };
});
jest.mock('./api/fetch-profile-values', () => ({ fetchProfileValues: jest.fn() }));
jest.mock('./api/save-profile', () => ({ saveProfile: jest.fn() }));
jest.mock('./api/save-profile-value', () => ({ saveProfileValue: jest.fn() }));
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

const values = listEndpointMock('/hpfm/v1/profiles/2/values');

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchProfiles.site)
    .mockResolvedValue(pageOf([profile(1, 'SYNC_WUYE_FLAG', 0), profile(2, 'SYNC_WUYE_FLAG')]));
  jest.mocked(fetchProfiles.tenant).mockResolvedValue(pageOf([profile(2, 'SYNC_WUYE_FLAG')]));
  jest.mocked(values).mockResolvedValue(pageOf([globalValue(2, 'true')]));
  jest.mocked(fetchProfileValues).mockReturnValue(values);
});

describe('System Profiles page', () => {
  it('site form: every organisation’s profiles, named by organisation', async () => {
    renderPage(<ProfilesPage />, { texts: platformTexts, path: '/hpfm/profile' });
    expect(await rowOf('Acme Property')).toBeTruthy();
    expect(await rowOf('HZERO Platform')).toBeTruthy();
  });

  it('Values opens the profile’s values; an edited value is saved for its level', async () => {
    jest
      .mocked(saveProfileValue)
      .mockResolvedValue({ ...globalValue(2, 'false'), objectVersionNumber: 2 });
    renderPage(<ProfilesOrgPage />, { texts: platformTexts, path: '/hpfm/profile-org' });
    await user.click(await actionOf('SYNC_WUYE_FLAG', 'Values'));
    const section = within(await screen.findByRole('region', { name: 'Values of SYNC_WUYE_FLAG' }));
    expect(fetchProfileValues).toHaveBeenCalledWith('tenant', 2);
    const row = within((await section.findByText('true')).closest('tr') as HTMLElement);
    expect(row.getByText('Global')).toBeTruthy();
    await waitFor(() => {
      const edit = row.getByRole('button', { hidden: true, name: 'Edit' }) as HTMLButtonElement;
      expect(edit.disabled).toBe(false);
    });
    await user.click(row.getByRole('button', { hidden: true, name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    await user.clear(dialog.getByLabelText('Value'));
    await user.type(dialog.getByLabelText('Value'), 'false');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveProfileValue).toHaveBeenCalledWith('tenant', 2, {
        levelCode: 'GLOBAL',
        levelValue: 'GLOBAL',
        value: 'false',
        profileValueId: 12,
        objectVersionNumber: 1,
      }),
    );
  });

  it('a new profile: its name checked before anything is sent, then saved', async () => {
    jest.mocked(saveProfile).mockResolvedValue(profile(5, 'ACME.GREETING'));
    renderPage(<ProfilesOrgPage />, { texts: platformTexts, path: '/hpfm/profile-org' });
    await rowOf('SYNC_WUYE_FLAG');
    await user.click(await enabledPageButton(/Create/));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    await user.type(dialog.getByLabelText('Profile'), 'greeting');
    await user.type(dialog.getByLabelText('Description'), 'Hello');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await dialog.findByText(
        'Profile: capital letters, digits, dots, underscores or hyphens, starting with a letter',
      ),
    ).toBeTruthy();
    expect(saveProfile).not.toHaveBeenCalled();
    await user.clear(dialog.getByLabelText('Profile'));
    await user.type(dialog.getByLabelText('Profile'), 'ACME.GREETING');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveProfile).toHaveBeenCalledWith('tenant', {
        profileName: 'ACME.GREETING',
        description: 'Hello',
      }),
    );
  });
});
