/** @jest-environment jsdom */
import { PageNavigationProvider } from '@polaris/core/sub-app/navigation';
import { fetchAuditPageRoute } from '@polaris/core/services/monitor/audit';
import type { AuditDataDto } from '@polaris/core/services/monitor/types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { monitorTexts } from '../../texts';
import { fetchAuditDatas } from './api/fetch-audit-datas';
import { fetchAuditLogDetail } from './api/fetch-audit-log-detail';
import AuditDataOrgPage from './AuditDataOrgPage';
import AuditDataPage from './AuditDataPage';

jest.mock('./api/fetch-audit-datas', () => {
  const at = (path: string) =>
    Object.assign(jest.fn(), { url: () => `/hmnt/v1${path}/audit-datas` });
  return {
    fetchAuditDatas: { auto: at('{tenantPrefix}'), tenant: at('/{tenantId}'), site: at('') },
  };
});
jest.mock('./api/fetch-audit-log-detail', () => ({
  fetchAuditLogDetail: Object.assign(jest.fn(), {
    url: () => '/hmnt/v1/{tenantId}/audit-documents/log/detail',
  }),
}));
jest.mock('@polaris/core/services/monitor/audit', () => ({ fetchAuditPageRoute: jest.fn() }));
const fetchVersions = jest.mocked(fetchAuditDatas.auto);
const fetchOrgVersions = jest.mocked(fetchAuditDatas.tenant);
const fetchLog = jest.mocked(fetchAuditLogDetail);
const fetchRoute = jest.mocked(fetchAuditPageRoute);

const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  size: 10,
  number: 0,
  numberOfElements: content.length,
});

const line = (fieldCode: string, fieldName: string, old: string | null, next: string | null) => ({
  fieldCode,
  fieldName,
  fieldValueOld: old,
  fieldValueNew: next,
});

const currency = (entityVersion: number, lines: ReturnType<typeof line>[]): AuditDataDto => ({
  auditDataId: 100 + entityVersion,
  entityCode: 'HPFM.CURRENCY',
  entityId: 2,
  entityVersion,
  auditType: entityVersion === 1 ? 'INSERT' : 'UPDATE',
  auditTypeMeaning: entityVersion === 1 ? 'Create' : 'Update',
  lastUpdatedByName: 'Alice Chen',
  lastUpdateDate: `2024-0${entityVersion}-01 10:00:00`,
  auditDataLineList: lines,
});

const params = (batchSize: number) =>
  JSON.stringify({ batchSize, tenants: ['ACME', 'GLOBEX'], dryRun: false });

const versions = [
  currency(3, [line('jobParam', 'Parameters', params(200), params(500))]),
  currency(2, [line('currencySymbol', 'Symbol', '$', 'US$')]),
  currency(1, [
    line('currencyName', 'Currency name', null, 'US Dollar'),
    line('currencySymbol', 'Symbol', null, '$'),
    line('jobParam', 'Parameters', null, params(200)),
  ]),
];

const navigate = jest.fn();

function showPage(Page = AuditDataPage, path = '/hmnt/audit-data') {
  return renderPage(
    <PageNavigationProvider open={navigate}>
      <Page />
    </PageNavigationProvider>,
    { texts: monitorTexts, path },
  );
}

/** The list row whose changed fields read `fields`. */
const rowOf = async (fields: string) =>
  (await screen.findByText(fields, { selector: 'td' })).closest('tr') as HTMLElement;

/** The page, and the versions of the currency its second row changed (three, newest first). */
async function openVersions(): Promise<HTMLElement> {
  showPage();
  await clickIn(await rowOf('Symbol'), 'Versions');
  const drawer = (await screen.findByText('Versions of HPFM.CURRENCY 2')).closest(
    '.ant-drawer-content',
  ) as HTMLElement;
  await waitFor(() => expect(drawer.querySelectorAll('tbody tr')).toHaveLength(3));
  return drawer;
}

/** Clicks a button by its label. */
const clickIn = (scope: HTMLElement, label: string) =>
  user.click(within(scope).getByText(label).closest('button') as HTMLElement);

// a page with a search form, a table and drawers renders slowly in jsdom on a busy machine
jest.setTimeout(60_000);

// antd's styles make jsdom's computed-style walk per pointer event slow: clicks skip that check
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  fetchVersions.mockResolvedValue(page(versions));
});

describe('Audit Data page', () => {
  it('lists versions with what they changed, and searches by entity and date', async () => {
    showPage();
    expect(await rowOf('Currency name, Symbol, Parameters')).toBeTruthy();
    expect(fetchVersions).toHaveBeenLastCalledWith({ page: 0, size: 10 });

    fireEvent.change(screen.getByLabelText('Entity'), { target: { value: 'HPFM.CURRENCY' } });
    await clickIn(document.body, 'Search');
    await waitFor(() =>
      expect(fetchVersions).toHaveBeenLastCalledWith({
        entityCode: 'HPFM.CURRENCY',
        page: 0,
        size: 10,
      }),
    );
  });

  it("shows a version's changes, or two ticked versions, beside each other", async () => {
    const drawer = await openVersions();
    const version2 = drawer.querySelectorAll<HTMLElement>('tbody tr')[1];
    await clickIn(version2, 'Changes');

    const diff = (await within(drawer).findByText('Version 1 → version 2')).closest(
      'section',
    ) as HTMLElement;
    const symbol = within(diff).getByText('Symbol').closest('tr') as HTMLElement;
    expect(symbol.querySelector('[data-side="old"]')?.textContent).toBe('$');
    expect(symbol.querySelector('[data-side="new"]')?.textContent).toBe('US$');
    expect(within(symbol).getByText('Changed')).toBeTruthy();
    const name = within(diff).getByText('Currency name').closest('tr') as HTMLElement;
    expect(within(name).getByText('Unchanged')).toBeTruthy();

    // two ticked versions instead; JSON is compared line by line
    await clickIn(drawer, 'Compare');
    expect(within(drawer).getByText('Tick two different versions to compare.')).toBeTruthy();

    const boxes = drawer.querySelectorAll<HTMLElement>('tbody input[type="checkbox"]');
    await user.click(boxes[0]); // version 3
    await user.click(boxes[2]); // version 1
    await clickIn(drawer, 'Compare');
    const lines = await within(drawer).findByLabelText('Parameters: line by line');
    const changed = [...lines.querySelectorAll('[data-kind="removed"], [data-kind="added"]')].map(
      (cell) => cell.textContent,
    );
    expect(changed).toEqual([
      'Removed line:   "batchSize": 200,',
      'Added line:   "batchSize": 500,',
    ]);
  });

  it('refuses, in words, a page address off the product', async () => {
    fetchRoute.mockResolvedValueOnce({ route: '//evil.example/x' });
    showPage();
    await clickIn(await rowOf('Symbol'), 'Open page');
    expect(
      await screen.findByText(
        'The page of this record cannot be opened: its address (//evil.example/x) is not a page of this product.',
      ),
    ).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows a record's audit log, and opens the record's page in a tab", async () => {
    fetchRoute.mockResolvedValueOnce({ route: '/hpfm/currency' });
    fetchLog.mockResolvedValue(
      page([
        {
          ...versions[1],
          documentName: 'Currency',
          documentCode: 'HPFM.CURRENCY',
          entityName: 'Currency',
        },
      ]),
    );
    showPage();
    await clickIn(await rowOf('Symbol'), 'Log');
    const drawer = (await screen.findByText('Audit log of HPFM.CURRENCY 2')).closest(
      '.ant-drawer-content',
    ) as HTMLElement;
    expect(await within(drawer).findByText('Currency (HPFM.CURRENCY)')).toBeTruthy();
    expect(within(drawer).getByText('Symbol: $ → US$')).toBeTruthy();
    expect(fetchLog).toHaveBeenCalledWith({
      entityCode: 'HPFM.CURRENCY',
      entityId: 2,
      page: 0,
      size: 1000,
    });

    await clickIn(await rowOf('Symbol'), 'Open page');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/hpfm/currency'));
    expect(fetchRoute).toHaveBeenCalledWith({ entityCode: 'HPFM.CURRENCY' });
  });

  it('in the organisation form, lists and reads versions in the organisation’s path', async () => {
    fetchOrgVersions.mockResolvedValue(page(versions));
    showPage(AuditDataOrgPage, '/hmnt/audit-data-org');
    await clickIn(await rowOf('Symbol'), 'Versions');
    await waitFor(() =>
      expect(fetchOrgVersions).toHaveBeenLastCalledWith({
        entityCode: 'HPFM.CURRENCY',
        entityId: 2,
        page: 0,
        size: 1000,
      }),
    );
    expect(fetchOrgVersions).toHaveBeenCalledWith({ page: 0, size: 10 });
    expect(fetchVersions).not.toHaveBeenCalled();
  });
});
