/** @jest-environment jsdom */
/**
 * The File Edit Log as a platform administrator reads it: what was done to which file, by whom,
 * when and in which organisation; searched by file name, editor and days (sent as two); no way to
 * change an entry.
 */
import type { FileEditLogDto } from '@polaris/core/services/file/storage-types';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { rowOf } from '../../../../test/support/table-rows';
import { filesTexts } from '../../texts';
import { fetchEditLogs } from './api/fetch-edit-logs';
import EditLogPage from './EditLogPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-edit-logs', () => ({
  fetchEditLogs: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/hfle/v1/file-edit-logs'),
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

const ENTRY: FileEditLogDto = {
  logId: 1,
  tenantId: 1,
  tenantName: 'Acme Property',
  fileId: 9,
  fileName: 'lease.pdf',
  bucketName: 'hfle',
  storageCode: 'ACME-OSS',
  editType: 'REPLACE',
  userId: 2,
  editorName: 'Alice Chen',
  editDate: '2026-11-27 09:30:00',
};

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchEditLogs).mockResolvedValue(pageOf([ENTRY]));
});

describe('File Edit Log page', () => {
  it('shows what was done to a file by whom, and searches by name, editor and days', async () => {
    renderPage(<EditLogPage />, { texts: filesTexts, path: '/hfle/edit-log' });
    const row = await rowOf('lease.pdf');
    for (const text of ['Replaced', 'ACME-OSS', 'Alice Chen', 'Acme Property']) {
      expect(row.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByRole('button', { hidden: true, name: /Create/ })).toBeNull();
    expect(row.queryAllByRole('button', { hidden: true })).toEqual([]);

    fireEvent.change(screen.getByLabelText('File name'), { target: { value: 'lease' } });
    fireEvent.change(screen.getByLabelText('Editor'), { target: { value: 'alice' } });
    const [from, to] = document.querySelectorAll<HTMLInputElement>('.ant-picker-range input');
    await user.click(from);
    await user.type(from, '2026-11-01');
    await user.type(to, '2026-11-30{Enter}');
    await user.click(screen.getByText('Search'));
    await waitFor(() =>
      expect(fetchEditLogs).toHaveBeenLastCalledWith({
        fileName: 'lease',
        editorName: 'alice',
        fromEditDate: '2026-11-01',
        toEditDate: '2026-11-30',
        page: 0,
        size: 10,
      }),
    );
  });
});
