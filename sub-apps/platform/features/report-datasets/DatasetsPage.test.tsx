/** @jest-environment jsdom */
import { fetchDatasets } from '@polaris/core/services/report/datasets';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { createDataset, updateDataset } from './api/save-dataset';
import { dataset } from './datasets.fixture';
import DatasetsPage from './DatasetsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('@polaris/core/services/report/datasets', () => ({
  fetchDatasets: Object.assign(jest.fn(), { url: () => '/hrpt/v1/datasets' }),
}));
jest.mock('./api/save-dataset', () => ({ createDataset: jest.fn(), updateDataset: jest.fn() }));
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
  jest
    .mocked(fetchDatasets)
    .mockResolvedValue(pageOf([dataset(1, 'DS_SALES'), dataset(2, 'DS_OLD', 0)]));
});

const show = () => renderPage(<DatasetsPage />, { texts: platformTexts, path: '/hrpt/dataset' });
const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }));

describe('Datasets page', () => {
  it('lists datasets with their source and parameters, and disables one', async () => {
    show();
    const row = await rowOf('DS_SALES');
    expect(row.getByText('Sales')).toBeTruthy();
    expect(row.getByText('orderDateFrom*: DATE, region: SELECT')).toBeTruthy();
    jest.mocked(updateDataset).mockResolvedValue(dataset(1, 'DS_SALES', 0));
    await user.click(await actionOf('DS_SALES', 'Disable'));
    await waitFor(() =>
      expect(updateDataset).toHaveBeenCalledWith({
        datasetId: 1,
        objectVersionNumber: 2,
        enabledFlag: 0,
      }),
    );
  });

  it('creates a dataset with a parameter typed in the list, a bad name refused by its row', async () => {
    jest.mocked(createDataset).mockResolvedValue(dataset(3, 'DS_NEW'));
    show();
    await rowOf('DS_SALES');
    await user.click(await enabledPageButton(/Create/));
    const form = await dialog();
    await user.type(form.getByLabelText('Dataset code'), 'DS_NEW');
    await user.type(form.getByLabelText('Dataset name'), 'New');
    await user.click(form.getByRole('button', { hidden: true, name: /Add/ }));
    await user.type(form.getByLabelText('Name, row 1'), '1st');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await form.findByText('Parameter 1: a name of letters and digits, a letter first'),
    ).toBeTruthy();
    expect(createDataset).not.toHaveBeenCalled();
    await user.clear(form.getByLabelText('Name, row 1'));
    await user.type(form.getByLabelText('Name, row 1'), 'product');
    await user.type(form.getByLabelText('Default, row 1'), 'Dock');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(createDataset).toHaveBeenCalledWith({
        datasetCode: 'DS_NEW',
        datasetName: 'New',
        dataSource: 'SALES',
        parameters: [
          { name: 'product', type: 'TEXT', required: 0, defaultValue: 'Dock', options: null },
        ],
        enabledFlag: 1,
      }),
    );
  });
});
