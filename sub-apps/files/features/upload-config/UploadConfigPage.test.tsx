/** @jest-environment jsdom */
import type { UploadConfigDto } from '@polaris/core/services/file/types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { filesTexts } from '../../texts';
import { fetchUploadConfigs } from './api/fetch-upload-configs';
import { saveUploadConfig } from './api/save-upload-config';
import UploadConfigPage from './UploadConfigPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-upload-configs', () => ({
  fetchUploadConfigs: Object.assign(jest.fn(), { url: () => '/hfle/v1/upload-configs' }),
}));
jest.mock('./api/save-upload-config', () => ({
  saveUploadConfig: jest.fn(),
  deleteUploadConfig: jest.fn(),
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

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const config: UploadConfigDto = {
  uploadConfigId: 1,
  tenantId: 0,
  bucketName: 'hmsg',
  directory: 'notices',
  fileFormat: 'pdf,png',
  storageSize: 2,
  storageUnit: 'MB',
  objectVersionNumber: 1,
};

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchUploadConfigs).mockResolvedValue(pageOf([config]));
});

describe('Upload Configuration page', () => {
  it('lists each bucket’s limits; a bad extension list is named; the saved one is tidied', async () => {
    jest.mocked(saveUploadConfig).mockResolvedValue(config);
    renderPage(<UploadConfigPage />, { texts: filesTexts, path: '/hfle/upload-config' });
    const row = within((await screen.findByText('notices')).closest('tr') as HTMLElement);
    expect(row.getByText('2 MB')).toBeTruthy();
    expect(row.getByText('pdf,png')).toBeTruthy();

    // a guarded button is disabled until its permission is answered
    const edit = await waitFor(() => {
      const button = row.getByRole('button', { name: 'Edit' }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
      return button;
    });
    await user.click(edit);
    const dialog = within(await screen.findByRole('dialog'));
    const formats = dialog.getByLabelText('Allowed extensions (empty: any)');
    await user.clear(formats);
    await user.type(formats, 'pdf; exe');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    expect(await dialog.findByText(/letters and digits, separated by commas/)).toBeTruthy();
    expect(saveUploadConfig).not.toHaveBeenCalled();

    await user.clear(formats);
    await user.type(formats, ' .PDF, txt ');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(saveUploadConfig).toHaveBeenCalledWith({
        uploadConfigId: 1,
        objectVersionNumber: 1,
        bucketName: 'hmsg',
        directory: 'notices',
        fileFormat: 'pdf,txt',
        storageSize: 2,
        storageUnit: 'MB',
      }),
    );
  });
});
