/** Report definitions through the real client against the gateway, as admin (site). */
import { fetchReportDefines } from '@polaris/core/services/report/report-defines';
import { serviceContract } from '../../../../../test/support/service-contract';
import { createReportDefine, updateReportDefine } from './save-report-define';

const api = serviceContract('admin');

describe('report definitions', () => {
  it('reports: a create on a dataset, its columns checked against the source; a chart edited', async () => {
    const report = {
      reportCode: 'RPT_DOCKS',
      reportName: 'Docks',
      datasetId: 1,
      columns: [
        { field: 'product', title: 'Product', width: 120, format: 'TEXT' as const },
        { field: 'amount', title: 'Amount', width: 120, format: 'MONEY' as const },
      ],
      parameterNames: ['region'],
      chartType: 'NONE' as const,
      chartLabel: null,
      chartValues: [],
      enabledFlag: 1 as const,
    };
    const created = await createReportDefine(report);
    expect(created).toMatchObject({ ...report, reportId: 4, datasetCode: 'DS_SALES' });
    const charted = await updateReportDefine({
      reportId: 4,
      objectVersionNumber: 1,
      chartType: 'LINE',
      chartLabel: 'product',
      chartValues: ['amount'],
    });
    expect(api.sent().at(-1)).toMatchObject({ method: 'PUT', path: '/hrpt/v1/report-defines' });
    expect(charted).toMatchObject({ chartType: 'LINE', objectVersionNumber: 2 });
    expect((await fetchReportDefines({ reportCode: 'DOCKS' })).content).toEqual([charted]);
    await expect(
      createReportDefine({
        ...report,
        reportCode: 'RPT_BAD',
        columns: [{ ...report.columns[0], field: 'loginName' }],
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining('loginName') });
    await expect(
      createReportDefine({
        ...report,
        reportCode: 'RPT_BAD',
        chartType: 'BAR',
        chartLabel: 'region',
      }),
    ).rejects.toMatchObject({ message: 'chartLabel 必须是报表的一列' });
  });

  it('by an organisation role: refused (403)', async () => {
    await api.signIn('alice');
    await expect(fetchReportDefines({})).rejects.toMatchObject({
      status: 403,
      code: 'error.permission.site_level',
    });
  });
});
