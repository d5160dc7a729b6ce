/**
 * The Bills page's calls through the real `/wy` flow, as alice on Acme (Property Manager): what
 * each call sent, what the page gets back, and which failures the flow showed as its dialog.
 */
import { wyRequest, type PmsDialog } from '@polaris/core/request/wy';
import { serviceContract } from '../../../../../test/support/service-contract';
import { exportMonth } from './export-month';
import { fetchBills } from './fetch-bills';
import { previewCharge } from './preview-charge';

const api = serviceContract('alice');

const dialogs: PmsDialog[] = [];
const shown = { showPmsErrorDialog: (dialog: PmsDialog) => void dialogs.push(dialog) };
beforeEach(() => {
  dialogs.length = 0;
});

describe('bills', () => {
  it('list: GET /wy/api/v1.0/PROP/bill with the filters and paging', async () => {
    const page = await fetchBills({ billStatus: 'SETTLED', house: 'H101', size: 5 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/wy/api/v1.0/PROP/bill',
      query: { billStatus: 'SETTLED', house: 'H101', size: '5' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({ houseId: 'H101', billStatus: 'SETTLED', amount: 265.6 }),
    ]);
  });

  it('preview: the charges of a house, no dialog', async () => {
    const answer = await previewCharge({ houseId: 'H103', month: '2031-01' }, shown);
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: '/wy/api/v1.0/PROP/charge/preview',
      query: {},
      body: { houseId: 'H103', month: '2031-01' },
    });
    expect(answer).toMatchObject({ success: true, result: { total: 351.56 } });
    expect(dialogs).toEqual([]);
  });

  it('preview of a house not there: the flow’s "Operation failed" dialog at 99999', async () => {
    const answer = await previewCharge({ houseId: 'G301', month: '2031-01' }, shown);
    expect(answer).toMatchObject({
      success: false,
      error: { message: 'House G301 does not exist' },
    });
    expect(dialogs).toEqual([
      expect.objectContaining({ content: 'House G301 does not exist', zIndex: 99999 }),
    ]);
  });

  it('preview of a house without a standard: the business phrase, no dialog', async () => {
    const answer = await previewCharge({ houseId: 'H202', month: '2031-01' }, shown);
    expect(answer.error?.message).toContain('Charge preview failed');
    expect(dialogs).toEqual([]);
  });

  it('month export: GET …/report/export?month= saved as the file named', async () => {
    const saved: { name: string; size: number }[] = [];
    const answer = await wyRequest('/wy/api/v1.0/PROP/report/export', {
      params: { month: '2031-01' },
      exportFileName: 'Bills 2031-01.xlsx',
      saver: (blob: Blob, name: string) => saved.push({ name, size: blob.size }),
    });
    expect(answer).toEqual({ success: true, fileName: 'Bills 2031-01.xlsx' });
    expect(api.onlySent()).toMatchObject({
      method: 'GET',
      path: '/wy/api/v1.0/PROP/report/export',
      query: { month: '2031-01' },
    });
    expect(saved[0].size).toBeGreaterThan(500);
    // the page's own call names the month the same way
    await expect(exportMonth('2031-13', 'x.xlsx')).resolves.toMatchObject({ success: false });
  });
});
