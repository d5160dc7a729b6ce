/** @jest-environment jsdom */
/**
 * The Lookup Views page as a platform administrator sees it: each view with its lookup; Edit
 * shows its fields as rows to change, add and remove; a field without a name is named with its
 * row and nothing is sent; a refused save keeps what was typed; the save sends the fields.
 */
import { RequestError } from '@polaris/core/request/request-error';
import type { LovViewHeaderDto } from '@polaris/core/services/platform/lov-view-admin-types';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { fetchLovViews } from './api/fetch-lov-views';
import { saveLovView } from './api/save-lov-view';
import LovViewsPage from './LovViewsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-lov-views', () => ({
  fetchLovViews: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/hpfm/v1/lov-view-headers'),
}));
jest.mock('./api/save-lov-view', () => ({ saveLovView: jest.fn() }));
jest.mock('./api/delete-lov-views', () => ({ deleteLovViews: jest.fn() }));
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

const line = (fieldName: string, display: string, queryFieldFlag: 0 | 1, orderSeq: number) => ({
  fieldName,
  display,
  queryFieldFlag,
  tableFieldFlag: 1 as const,
  tableFieldWidth: 150,
  dataType: 'STRING',
  orderSeq,
});

const country: LovViewHeaderDto = {
  viewHeaderId: 4,
  viewCode: 'HPFM.COUNTRY',
  viewName: 'Select a country or region',
  lovCode: 'HPFM.COUNTRY',
  valueField: 'countryId',
  displayField: 'countryName',
  pageSize: 10,
  enabledFlag: 1,
  tenantId: 0,
  objectVersionNumber: 1,
  viewLines: [
    line('countryCode', 'Country code', 1, 10),
    line('countryName', 'Country name', 1, 20),
  ],
};

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchLovViews).mockResolvedValue(pageOf([country]));
});

describe('Lookup Views page', () => {
  it('edits a view’s fields: a nameless row is named, a refused save keeps the input', async () => {
    jest
      .mocked(saveLovView)
      .mockRejectedValueOnce(
        new RequestError('business', 'changed', {
          code: 'error.record.changed',
          noticeType: 'warn',
        }),
      )
      .mockResolvedValue(country);
    renderPage(<LovViewsPage />, { texts: platformTexts, path: '/hpfm/lov-view' });
    expect((await rowOf('Select a country or region')).getByText('countryName')).toBeTruthy();
    await user.click(await actionOf('Select a country or region', 'Edit'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    const title = dialog.getByLabelText('Title, row 2') as HTMLInputElement;
    expect(title.value).toBe('Country name');
    fireEvent.change(title, { target: { value: 'Name' } });
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Pick a country' } });
    fireEvent.click(dialog.getByRole('button', { hidden: true, name: 'Remove row 1' }));
    fireEvent.click(dialog.getByRole('button', { hidden: true, name: /Add/ }));
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await dialog.findByText(
        'Fields: row 2 needs a field name (letters, digits and _, not starting with a digit)',
      ),
    ).toBeTruthy();
    expect(saveLovView).not.toHaveBeenCalled();

    fireEvent.change(dialog.getByLabelText('Field, row 2'), { target: { value: 'countryId' } });
    fireEvent.change(dialog.getByLabelText('Title, row 2'), { target: { value: 'Id' } });
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    const sent = {
      viewHeaderId: 4,
      objectVersionNumber: 1,
      viewName: 'Pick a country',
      lovCode: 'HPFM.COUNTRY',
      valueField: 'countryId',
      displayField: 'countryName',
      pageSize: 10,
      enabledFlag: 1,
      viewLines: [
        {
          fieldName: 'countryName',
          display: 'Name',
          queryFieldFlag: 1,
          tableFieldFlag: 1,
          tableFieldWidth: 150,
          dataType: 'STRING',
        },
        {
          fieldName: 'countryId',
          display: 'Id',
          queryFieldFlag: 0,
          tableFieldFlag: 1,
          tableFieldWidth: 150,
          dataType: 'STRING',
        },
      ],
    };
    await waitFor(() => expect(saveLovView).toHaveBeenCalledWith(sent));
    expect((dialog.getByLabelText('Title, row 1') as HTMLInputElement).value).toBe('Name');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(saveLovView).toHaveBeenLastCalledWith(sent);
  });
});
