/** @jest-environment jsdom */
/**
 * The Storage Configuration page as a platform administrator sees it: each organisation's storages
 * with the default marked; "Set as default" and Delete only where they apply; the secret never
 * shown and kept when an edit leaves it blank.
 */
import type { StorageConfigDto } from '@polaris/core/services/file/storage-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { filesTexts } from '../../texts';
import { setDefaultStorage } from './api/set-default-storage';
import { fetchStorageConfigs, storageConfigs } from './api/storage-configs';
import StorageConfigPage from './StorageConfigPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/storage-configs', () => ({
  fetchStorageConfigs: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/hfle/v1/storage-configs'),
  storageConfigs: { save: jest.fn(), remove: jest.fn() },
}));
jest.mock('./api/set-default-storage', () => ({ setDefaultStorage: jest.fn() }));
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

const storage = (more: Partial<StorageConfigDto>): StorageConfigDto => ({
  storageConfigId: 2,
  tenantId: 1,
  tenantName: 'Acme Property',
  storageCode: 'DEFAULT',
  storageType: 'MINIO',
  endPoint: 'http://minio.localhost:9000',
  domain: null,
  accessKeyId: 'polaris-minio',
  accessKeySecretSetFlag: 1,
  bucketPrefix: 'acme',
  defaultFlag: 1,
  enabledFlag: 1,
  objectVersionNumber: 1,
  ...more,
});
const MINIO = storage({});
const OSS = storage({
  storageConfigId: 4,
  storageCode: 'ACME-OSS',
  storageType: 'ALIYUN',
  endPoint: 'https://oss-cn-shanghai.aliyuncs.com',
  defaultFlag: 0,
  accessKeySecretSetFlag: 0,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchStorageConfigs).mockResolvedValue(pageOf([MINIO, OSS]));
  jest.mocked(storageConfigs.save).mockResolvedValue(OSS);
  jest.mocked(setDefaultStorage).mockResolvedValue({ ...OSS, defaultFlag: 1 });
});

const show = () => renderPage(<StorageConfigPage />, { texts: filesTexts, path: '/hfle/storage' });

describe('Storage Configuration page', () => {
  it('marks the default; Set as default asks first, and Delete is not offered for the default', async () => {
    show();
    const minio = await rowOf('http://minio.localhost:9000');
    expect(minio.getByText('MinIO')).toBeTruthy();
    expect(minio.getByText('Yes')).toBeTruthy();
    expect(minio.getByText('Set')).toBeTruthy();
    await actionOf('http://minio.localhost:9000', 'Edit');
    expect(minio.queryByRole('button', { hidden: true, name: 'Delete' })).toBeNull();
    expect(minio.queryByRole('button', { hidden: true, name: 'Set as default' })).toBeNull();
    expect((await rowOf('Aliyun OSS')).getByText('Not set')).toBeTruthy();

    await user.click(await actionOf('Aliyun OSS', 'Set as default'));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText('Make ACME-OSS the default storage of Acme Property?')).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(setDefaultStorage).toHaveBeenCalledWith(OSS));
  });

  it('an edit may leave the secret blank; a new storage needs its organisation and a valid code', async () => {
    show();
    await user.click(await actionOf('Aliyun OSS', 'Edit'));
    let dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('Access key secret') as HTMLInputElement).value).toBe('');
    await user.clear(dialog.getByLabelText('Bucket prefix'));
    await user.type(dialog.getByLabelText('Bucket prefix'), ' acme-prod ');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storageConfigs.save).toHaveBeenCalledTimes(1);
    const sent = jest.mocked(storageConfigs.save).mock.calls[0][0];
    expect(sent).toEqual({
      storageConfigId: 4,
      objectVersionNumber: 1,
      storageType: 'ALIYUN',
      endPoint: 'https://oss-cn-shanghai.aliyuncs.com',
      domain: null,
      accessKeyId: 'polaris-minio',
      bucketPrefix: 'acme-prod',
      enabledFlag: 1,
    });

    await user.click(await enabledPageButton(/Create/));
    dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Storage code'), 'acme oss');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    expect(await dialog.findByText('Organisation is required')).toBeTruthy();
    expect(await dialog.findByText(/Storage code: capitals, digits/)).toBeTruthy();
    expect(storageConfigs.save).toHaveBeenCalledTimes(1); // the edit's only
  });

  it('an organisation’s role: its own storages, no organisation filter, column or field', async () => {
    renderPage(<StorageConfigPage />, {
      texts: filesTexts,
      path: '/hfle/storage',
      user: { currentRoleLevel: 'organization', organizationId: 1 },
    });
    const row = await rowOf('Aliyun OSS');
    expect(row.queryByText('Acme Property')).toBeNull();
    expect(screen.queryByLabelText('Organisation')).toBeNull();
    await user.click(await enabledPageButton(/Create/));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Storage code')).toBeTruthy();
    expect(dialog.queryByLabelText('Organisation')).toBeNull();
  });
});
