// The report centre's datasets and report definitions, site level (`/hrpt/v1/datasets`,
// `/hrpt/v1/report-defines`): paged lists (filters contain), create, and a versioned update of
// the fields sent (enable/disable is an update of `enabledFlag`). Read by the dataset, define and
// query pages; changed by the page that owns them.
import {
  DATA_SOURCE_CODES,
  PARAMETER_TYPES,
  type DatasetParameter,
} from '../../../src/services/report/dataset-types';
import {
  CHART_TYPES,
  COLUMN_FORMATS,
  type ReportColumn,
  type ReportDefineSave,
} from '../../../src/services/report/report-define-types';
import { FieldReader, objectBody, queryReader, type Raw } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import { datasetRow, reportRow } from '../reports/report-wire';
import { reportButton, REPORT_PAGES, requireReportPage } from './report-check';
import { adminHandler, requirePermission, type AdminHandler } from './admin-common';

const CODE = /^[A-Z][A-Z0-9_]*$/;
const NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const reports = (ctx: UserContext) => ctx.state.reports.store;

function code(reader: FieldReader, field: string): string {
  const value = reader.requiredText(field, 60);
  if (!CODE.test(value))
    reader.fail(field, '只能是大写字母、数字和 _', 'must be capitals, digits and _');
  return value;
}

function parameter(raw: Raw, index: number): DatasetParameter {
  const reader = new FieldReader(raw, {
    zh_CN: `参数第 ${index + 1} 行：`,
    en_US: `Parameter ${index + 1}: `,
  });
  const name = reader.requiredText('name', 40);
  if (!NAME.test(name))
    reader.fail('name', '只能是字母和数字，字母开头', 'must be letters and digits, a letter first');
  return {
    name,
    type: reader.oneOf('type', PARAMETER_TYPES),
    required: reader.flag('required') ?? 0,
    defaultValue: reader.text('defaultValue', { max: 60 }) || null,
    options: reader.text('options', { max: 240 }) || null,
  };
}

function column(raw: Raw, index: number): ReportColumn {
  const reader = new FieldReader(raw, {
    zh_CN: `第 ${index + 1} 列：`,
    en_US: `Column ${index + 1}: `,
  });
  return {
    field: reader.requiredText('field', 40),
    title: reader.requiredText('title', 60),
    width: reader.int('width', { min: 40, max: 600 }) ?? 120,
    format: reader.oneOf('format', COLUMN_FORMATS, 'TEXT'),
  };
}

/** A list of texts of the body (absent: undefined). */
function texts(body: Raw, field: string): string[] | undefined {
  const raw = body[field];
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.some((one) => typeof one !== 'string')) {
    new FieldReader(body).fail(field, '必须是文本的列表', 'must be a list of strings');
  }
  return raw as string[];
}

const listDatasets: AdminHandler = (ctx) => {
  requireReportPage(ctx, REPORT_PAGES.dataset, REPORT_PAGES.define);
  const query = queryReader(ctx.query);
  const codeFilter = query.text('datasetCode') ?? undefined;
  const name = query.text('datasetName') ?? undefined;
  const source = query.has('dataSource') ? query.oneOf('dataSource', DATA_SOURCE_CODES) : undefined;
  const enabled = query.flag('enabledFlag');
  const rows = reports(ctx)
    .datasets()
    .filter(
      (one) =>
        contains(one.datasetCode, codeFilter) &&
        contains(one.datasetName, name) &&
        (source === undefined || one.dataSource === source) &&
        (enabled === undefined || one.enabledFlag === enabled),
    )
    .map(datasetRow);
  return listReply(rows, ctx.query, (a, b) => a.datasetId - b.datasetId, 'datasets');
};

function datasetFields(reader: FieldReader, creating: boolean) {
  return {
    datasetName: creating
      ? reader.requiredText('datasetName', 60)
      : reader.presentText('datasetName', 60),
    dataSource:
      creating || reader.has('dataSource')
        ? reader.oneOf('dataSource', DATA_SOURCE_CODES)
        : undefined,
    parameters:
      creating || reader.has('parameters')
        ? reader.objects('parameters').map(parameter)
        : undefined,
    enabledFlag: reader.flag('enabledFlag') ?? (creating ? 1 : undefined),
  };
}

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, one]) => one !== undefined)) as T;

const createDataset: AdminHandler = async (ctx) => {
  requireReportPage(ctx, REPORT_PAGES.dataset);
  requirePermission(ctx, reportButton('dataset', 'create'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const fields = datasetFields(reader, true);
  const saved = reports(ctx).createDataset({
    datasetCode: code(reader, 'datasetCode'),
    datasetName: fields.datasetName!,
    dataSource: fields.dataSource!,
    parameters: fields.parameters!,
    enabledFlag: fields.enabledFlag!,
  });
  return json(datasetRow(saved));
};

const updateDataset: AdminHandler = async (ctx) => {
  requireReportPage(ctx, REPORT_PAGES.dataset);
  requirePermission(ctx, reportButton('dataset', 'edit'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const saved = reports(ctx).updateDataset({
    datasetId: reader.requiredInt('datasetId', { min: 1 }),
    objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
    ...defined(datasetFields(reader, false)),
  });
  return json(datasetRow(saved));
};

const codeOf = (ctx: UserContext, datasetId: number) =>
  reports(ctx)
    .datasets()
    .find((one) => one.datasetId === datasetId)?.datasetCode ?? '';

const listReports: AdminHandler = (ctx) => {
  requireReportPage(ctx, REPORT_PAGES.define, REPORT_PAGES.query);
  const query = queryReader(ctx.query);
  const codeFilter = query.text('reportCode') ?? undefined;
  const name = query.text('reportName') ?? undefined;
  const enabled = query.flag('enabledFlag');
  const rows = reports(ctx)
    .reports()
    .filter(
      (one) =>
        contains(one.reportCode, codeFilter) &&
        contains(one.reportName, name) &&
        (enabled === undefined || one.enabledFlag === enabled),
    )
    .map((one) => reportRow(one, codeOf(ctx, one.datasetId)));
  return listReply(rows, ctx.query, (a, b) => a.reportId - b.reportId, 'report-defines');
};

function reportFields(body: Raw, creating: boolean) {
  const reader = new FieldReader(body);
  const asked = (field: string) => creating || reader.has(field);
  return defined({
    reportName: creating
      ? reader.requiredText('reportName', 60)
      : reader.presentText('reportName', 60),
    datasetId: asked('datasetId') ? reader.requiredInt('datasetId', { min: 1 }) : undefined,
    columns: asked('columns') ? reader.objects('columns').map(column) : undefined,
    parameterNames: texts(body, 'parameterNames') ?? (creating ? [] : undefined),
    chartType: asked('chartType') ? reader.oneOf('chartType', CHART_TYPES, 'NONE') : undefined,
    chartLabel: reader.has('chartLabel')
      ? reader.text('chartLabel') || null
      : creating
        ? null
        : undefined,
    chartValues: texts(body, 'chartValues') ?? (creating ? [] : undefined),
    enabledFlag: reader.flag('enabledFlag') ?? (creating ? 1 : undefined),
  });
}

const createReport: AdminHandler = async (ctx) => {
  requireReportPage(ctx, REPORT_PAGES.define);
  requirePermission(ctx, reportButton('report-define', 'create'));
  const body = objectBody(await ctx.body());
  const reportCode = code(new FieldReader(body), 'reportCode');
  const fields = reportFields(body, true) as Omit<ReportDefineSave, 'reportCode'>;
  const saved = reports(ctx).createReport({ reportCode, ...fields });
  return json(reportRow(saved, codeOf(ctx, saved.datasetId)));
};

const updateReport: AdminHandler = async (ctx) => {
  requireReportPage(ctx, REPORT_PAGES.define);
  requirePermission(ctx, reportButton('report-define', 'edit'));
  const body = objectBody(await ctx.body());
  const reader = new FieldReader(body);
  const saved = reports(ctx).updateReport({
    reportId: reader.requiredInt('reportId', { min: 1 }),
    objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
    ...reportFields(body, false),
  });
  return json(reportRow(saved, codeOf(ctx, saved.datasetId)));
};

/** The parameters a report asks, as its dataset defines them (the query page's form). */
const reportParameters: AdminHandler = (ctx) => {
  requireReportPage(ctx, REPORT_PAGES.define, REPORT_PAGES.query);
  const reportId = new FieldReader({ reportId: ctx.params.reportId }).requiredInt('reportId', {
    min: 1,
  });
  const report = reports(ctx).report(reportId);
  const { parameters } = reports(ctx).dataset(report.datasetId);
  return json(
    report.parameterNames.flatMap((name) => parameters.filter((one) => one.name === name)),
  );
};

export const reportDefineRoutes: ApiRoute[] = [
  userRoute('GET', '/hrpt/v1/datasets', adminHandler(listDatasets)),
  userRoute('POST', '/hrpt/v1/datasets', adminHandler(createDataset)),
  userRoute('PUT', '/hrpt/v1/datasets', adminHandler(updateDataset)),
  userRoute('GET', '/hrpt/v1/report-defines', adminHandler(listReports)),
  userRoute('POST', '/hrpt/v1/report-defines', adminHandler(createReport)),
  userRoute('PUT', '/hrpt/v1/report-defines', adminHandler(updateReport)),
  userRoute('GET', '/hrpt/v1/report-defines/:reportId/parameters', adminHandler(reportParameters)),
];
