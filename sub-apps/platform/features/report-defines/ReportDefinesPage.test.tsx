/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import { fetchDatasets } from '@polaris/core/services/report/datasets';
import { fetchReportDefines } from '@polaris/core/services/report/report-defines';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { salesReport } from '../report-query/report-query.fixture';
import { updateReportDefine } from './api/save-report-define';
import ReportDefinesPage from './ReportDefinesPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('@polaris/core/services/report/report-defines', () => ({
  fetchReportDefines: Object.assign(jest.fn(), { url: () => '/hrpt/v1/report-defines' }),
}));
jest.mock('@polaris/core/services/report/datasets', () => ({ fetchDatasets: jest.fn() }));
jest.mock('./api/save-report-define', () => ({
  createReportDefine: jest.fn(),
  updateReportDefine: jest.fn(),
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
  jest.mocked(fetchReportDefines).mockResolvedValue(pageOf([salesReport]));
  jest.mocked(fetchDatasets).mockResolvedValue(pageOf([]));
});

const show = () =>
  renderPage(<ReportDefinesPage />, { texts: platformTexts, path: '/hrpt/report-define' });

describe('Report Definitions page', () => {
  it('lists a report with its columns and chart; a refused edit keeps the dialog and what was typed', async () => {
    jest
      .mocked(updateReportDefine)
      .mockRejectedValueOnce(
        new RequestError('business', 'stale', { code: 'error.record.changed', noticeType: 'warn' }),
      );
    show();
    const row = await rowOf('RPT_SALES_REGION');
    expect(row.getByText('Region, Amount')).toBeTruthy();
    expect(row.getByText('BAR: amount / region')).toBeTruthy();
    await user.click(await actionOf('RPT_SALES_REGION', 'Edit'));
    const form = within(await screen.findByRole('dialog', { hidden: true }));
    const title = form.getByLabelText('Title, row 2') as HTMLInputElement;
    await user.clear(title);
    await user.type(title, 'Revenue');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(updateReportDefine).toHaveBeenCalledWith(
        expect.objectContaining({
          reportId: 1,
          objectVersionNumber: 1,
          columns: [
            { field: 'region', title: 'Region', width: 100, format: 'TEXT' },
            { field: 'amount', title: 'Revenue', width: 140, format: 'MONEY' },
          ],
          chartType: 'BAR',
          chartLabel: 'region',
          chartValues: ['amount'],
        }),
      ),
    );
    expect(screen.getByRole('dialog', { hidden: true })).toBeTruthy();
    expect(title.value).toBe('Revenue');
  });
});
