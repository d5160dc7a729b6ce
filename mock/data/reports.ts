// The report centre's seed: the data sources' rows (a sales table of 2026-01-01 to 2026-04-30,
// every region and product each day; a sign-in log), the datasets over them and the reports on
// those. Fixed dates, so tests and the browser read the same numbers after every reset.
import type { DataSource, DatasetDto } from '../../src/services/report/dataset-types';
import type { ColumnFormat, ReportDefineDto } from '../../src/services/report/report-define-types';

export type SourceRow = Record<string, string | number>;

export const REGIONS = ['EAST', 'NORTH', 'SOUTH', 'WEST'] as const;
const PRODUCTS = [
  ['Laptop', 5200],
  ['Monitor', 1300],
  ['Keyboard', 240],
  ['Mouse', 90],
  ['Dock', 680],
] as const;
export const SALES_DAYS = 120;
const FIRST_DAY = Date.UTC(2026, 0, 1);

/** A quantity that varies by day, region and product, the same every time. */
const quantityOf = (day: number, region: number, product: number) =>
  1 + ((day * 7 + region * 13 + product * 5 + ((day * region) % 11)) % 20);

function salesRows(): SourceRow[] {
  const rows: SourceRow[] = [];
  for (let day = 0; day < SALES_DAYS; day += 1) {
    const orderDate = new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);
    REGIONS.forEach((region, r) =>
      PRODUCTS.forEach(([product, price], p) => {
        const quantity = quantityOf(day, r, p);
        rows.push({ orderDate, region, product, quantity, amount: quantity * price });
      }),
    );
  }
  return rows;
}

function signInRows(): SourceRow[] {
  const names = ['admin', 'alice', 'bob', 'carol'];
  return Array.from({ length: 40 }, (_, i) => ({
    loginTime: `2026-03-${String(1 + (i % 28)).padStart(2, '0')} ${String(8 + (i % 10)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00`,
    loginName: names[i % names.length],
    clientIp: `10.0.${i % 4}.${10 + i}`,
    result: i % 9 === 4 ? 'FAILED' : 'SUCCESS',
  }));
}

export const sourceRows: Record<DataSource, readonly SourceRow[]> = {
  SALES: salesRows(),
  SIGN_IN_LOG: signInRows(),
};

/** A dataset as seeded: `runSeconds` is how long a run of it takes (0: at once). */
export type SeedDataset = Omit<DatasetDto, 'objectVersionNumber'> & { runSeconds: number };

export const seedDatasets: readonly SeedDataset[] = [
  {
    datasetId: 1,
    datasetCode: 'DS_SALES',
    datasetName: '销售明细',
    dataSource: 'SALES',
    parameters: [
      {
        name: 'orderDateFrom',
        type: 'DATE',
        required: 1,
        defaultValue: '2026-01-01',
        options: null,
      },
      { name: 'orderDateTo', type: 'DATE', required: 0, defaultValue: null, options: null },
      {
        name: 'region',
        type: 'SELECT',
        required: 0,
        defaultValue: null,
        options: REGIONS.join(','),
      },
    ],
    enabledFlag: 1,
    runSeconds: 0,
  },
  {
    datasetId: 2,
    datasetCode: 'DS_SIGN_IN',
    datasetName: '登录日志',
    dataSource: 'SIGN_IN_LOG',
    parameters: [
      { name: 'loginName', type: 'TEXT', required: 0, defaultValue: null, options: null },
      {
        name: 'result',
        type: 'SELECT',
        required: 0,
        defaultValue: null,
        options: 'SUCCESS,FAILED',
      },
    ],
    enabledFlag: 1,
    runSeconds: 0,
  },
  {
    datasetId: 3,
    datasetCode: 'DS_SALES_ARCHIVE',
    datasetName: '销售归档（慢查询）',
    dataSource: 'SALES',
    parameters: [
      { name: 'quantityFrom', type: 'NUMBER', required: 0, defaultValue: '1', options: null },
    ],
    enabledFlag: 1,
    runSeconds: 20,
  },
];

const column = (field: string, title: string, width: number, format: ColumnFormat = 'TEXT') => ({
  field,
  title,
  width,
  format,
});

export const seedReports: readonly Omit<ReportDefineDto, 'objectVersionNumber' | 'datasetCode'>[] =
  [
    {
      reportId: 1,
      reportCode: 'RPT_SALES_REGION',
      reportName: '区域销售报表',
      datasetId: 1,
      columns: [
        column('orderDate', '日期', 120),
        column('region', '区域', 100),
        column('product', '产品', 120),
        column('quantity', '数量', 100, 'NUMBER'),
        column('amount', '金额', 140, 'MONEY'),
      ],
      parameterNames: ['orderDateFrom', 'orderDateTo', 'region'],
      chartType: 'BAR',
      chartLabel: 'region',
      chartValues: ['amount'],
      enabledFlag: 1,
    },
    {
      reportId: 2,
      reportCode: 'RPT_SIGN_IN',
      reportName: '登录记录',
      datasetId: 2,
      columns: [
        column('loginTime', '登录时间', 170),
        column('loginName', '账号', 120),
        column('clientIp', 'IP', 130),
        column('result', '结果', 100),
      ],
      parameterNames: ['loginName', 'result'],
      chartType: 'NONE',
      chartLabel: null,
      chartValues: [],
      enabledFlag: 1,
    },
    {
      reportId: 3,
      reportCode: 'RPT_SALES_ARCHIVE',
      reportName: '年度销售归档',
      datasetId: 3,
      columns: [
        column('orderDate', '日期', 120),
        column('product', '产品', 120),
        column('quantity', '数量', 100, 'NUMBER'),
      ],
      parameterNames: ['quantityFrom'],
      chartType: 'LINE',
      chartLabel: 'product',
      chartValues: ['quantity'],
      enabledFlag: 1,
    },
  ];
