/** @jest-environment jsdom */
import { fetchLovValues } from '@polaris/core/services/platform/lov';
import type { LovValueRowDto } from '@polaris/core/services/platform/types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { platformTexts } from '../../texts';
import { fetchLovHeaders } from './api/fetch-lov-headers';
import { fetchLovValueRows } from './api/fetch-lov-value-rows';
import ValueSetsOrgPage from './ValueSetsOrgPage';
import ValueSetsPage from './ValueSetsPage';
import { LOV_TYPES, stubLookupsAndSets } from './value-sets.fixture';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-lov-headers', () => {
  const endpoint = () => Object.assign(jest.fn(), { url: () => '/hpfm/v1/lov-headers' });
  return { fetchLovHeaders: { site: endpoint(), tenant: endpoint(), auto: endpoint() } };
});
jest.mock('./api/fetch-lov-value-rows', () => {
  const endpoint = () => Object.assign(jest.fn(), { url: () => '/hpfm/v1/lov-values' });
  return { fetchLovValueRows: { site: endpoint(), tenant: endpoint(), auto: endpoint() } };
});
jest.mock('./api/save-lov-values', () => ({ saveLovValues: jest.fn() }));
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

const value = (lovValueId: number, text: string, meaning: string) =>
  ({
    lovValueId,
    lovId: 1,
    value: text,
    meaning,
    orderSeq: lovValueId * 10,
    enabledFlag: 1,
    objectVersionNumber: 1,
  }) as LovValueRowDto;

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchLovValues)
    .mockImplementation(async (code) => (code === 'HPFM.LOV_TYPE' ? LOV_TYPES : []));
  stubLookupsAndSets();
  const values = pageOf([value(1, 'Y', 'Yes'), value(2, 'N', 'No')]);
  jest.mocked(fetchLovValueRows.site).mockResolvedValue(values);
  jest.mocked(fetchLovValueRows.tenant).mockResolvedValue(values);
});

const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);
describe('Value Sets page', () => {
  it('lists the sets with their type and owner; only an independent set offers its values', async () => {
    renderPage(<ValueSetsPage />, { texts: platformTexts, path: '/hpfm/value-list' });
    const flag = await rowOf('HPFM.FLAG');
    expect(await flag.findByText('Independent')).toBeTruthy();
    expect(flag.getByText('Platform')).toBeTruthy();
    expect(flag.getByRole('button', { name: 'Values' })).toBeTruthy();
    const country = await rowOf('HPFM.COUNTRY');
    expect(country.getByText('This organisation')).toBeTruthy();
    expect(country.queryByRole('button', { name: 'Values' })).toBeNull();
    expect(fetchLovHeaders.tenant).not.toHaveBeenCalled();
  });

  it('searches with the filters typed, empty ones left out', async () => {
    renderPage(<ValueSetsPage />, { texts: platformTexts, path: '/hpfm/value-list' });
    await rowOf('HPFM.FLAG');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'flag');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(fetchLovHeaders.site).toHaveBeenLastCalledWith({ lovCode: 'flag', page: 0, size: 10 }),
    );
  });

  it('opens the chosen set’s values below the list and marks its row', async () => {
    renderPage(<ValueSetsPage />, { texts: platformTexts, path: '/hpfm/value-list' });
    await user.click((await rowOf('HPFM.FLAG')).getByRole('button', { name: 'Values' }));
    const editor = await screen.findByRole('region', { name: 'Values of HPFM.FLAG' });
    expect(await within(editor).findByDisplayValue('Yes')).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Add value' })).toBeTruthy();
    expect(fetchLovValueRows.site).toHaveBeenCalledWith(expect.objectContaining({ lovId: 1 }));
    expect(
      (await screen.findByText('HPFM.FLAG'))
        .closest('tr')
        ?.classList.contains('ant-table-row-selected'),
    ).toBe(true);
  });

  it('on an organisation’s form: its sets, and a predefined set’s values read-only', async () => {
    renderPage(<ValueSetsOrgPage />, { texts: platformTexts, path: '/hpfm/value-list-org' });
    await user.click((await rowOf('HPFM.FLAG')).getByRole('button', { name: 'Values' }));
    const editor = await screen.findByRole('region', { name: 'Values of HPFM.FLAG' });
    expect(
      await within(editor).findByText(/its values can be changed on the platform only/),
    ).toBeTruthy();
    expect(within(editor).queryByRole('button', { name: 'Add value' })).toBeNull();
    expect(fetchLovHeaders.tenant).toHaveBeenCalled();
    expect(fetchLovValueRows.tenant).toHaveBeenCalledWith(expect.objectContaining({ lovId: 1 }));
    expect(fetchLovHeaders.site).not.toHaveBeenCalled();
  });
});
