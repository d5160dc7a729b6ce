/**
 * The report definitions as a resource: searched by code and name; created and edited (at the
 * version read) in a dialog: the dataset, the columns (a list edited in place), the parameters it
 * asks, and a chart (none, bar or line) with its label and value columns; enabled and disabled.
 */
import type { RowsFieldRecord } from '@polaris/core/kit/form/RowsField';
import { enableActions } from '@polaris/core/kit/resource/enable-actions';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import {
  CHART_TYPES,
  type ChartType,
  type ReportColumn,
  type ReportDefineDto,
  type ReportDefineQuery,
  type ReportDefineSave,
} from '@polaris/core/services/report/report-define-types';
import { fetchReportDefines } from '@polaris/core/services/report/report-defines';
import { createReportDefine, updateReportDefine } from './api/save-report-define';
import { ChartColumnsField, ColumnsField, DatasetField, ParameterNamesField } from './DefineFields';
import { chartText, columnsProblem, columnsText, fromRows, toRows } from './report-columns';

export interface ReportDefineValues {
  reportCode: string;
  reportName: string;
  datasetId: number | undefined;
  columns: RowsFieldRecord[];
  parameterNames: string[];
  chartType: ChartType;
  chartLabel: string | null;
  chartValues: string[];
  enabledFlag: boolean;
}

export const REPORT_DEFINE_CODES = {
  create: 'hrpt.report-define.button.create',
  edit: 'hrpt.report-define.button.edit',
};

const CODE = /^\s*[A-Z][A-Z0-9_]*\s*$/;

function saved(values: ReportDefineValues): Omit<ReportDefineSave, 'reportCode'> {
  const charted = values.chartType !== 'NONE';
  return {
    reportName: values.reportName.trim(),
    datasetId: values.datasetId ?? 0,
    columns: fromRows(values.columns ?? []),
    parameterNames: values.parameterNames ?? [],
    chartType: values.chartType,
    chartLabel: charted ? (values.chartLabel ?? null) : null,
    chartValues: charted ? (values.chartValues ?? []) : [],
    enabledFlag: values.enabledFlag ? 1 : 0,
  };
}

export const reportDefinesResource = defineResource<
  ReportDefineDto,
  ReportDefineQuery,
  ReportDefineValues
>({
  key: ['hrpt', 'report-defines'],
  texts: 'hrpt.reportDefine',
  endpoint: fetchReportDefines,
  rowKey: 'reportId',
  search: [{ name: 'reportCode' }, { name: 'reportName' }],
  columns: [
    { field: 'reportCode', width: 180, kind: 'code' },
    { field: 'reportName', width: 160 },
    { field: 'datasetCode', width: 160, kind: 'code' },
    {
      field: 'columns',
      width: 240,
      render: (columns: ReportColumn[]) => columnsText(columns),
    },
    {
      field: 'parameterNames',
      width: 200,
      render: (names: string[]) => names.join(', '),
    },
    {
      field: 'chartType',
      width: 200,
      render: (_type: ChartType, report) => chartText(report),
    },
    { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
  ],
  actions: [
    { key: 'edit', permission: REPORT_DEFINE_CODES.edit },
    ...enableActions<ReportDefineDto>({
      permission: REPORT_DEFINE_CODES.edit,
      save: (report, enabledFlag) =>
        updateReportDefine({
          reportId: report.reportId,
          objectVersionNumber: report.objectVersionNumber,
          enabledFlag,
        }),
    }),
  ],
  form: {
    createTitle: 'hrpt.reportDefine.create.title',
    createPermission: REPORT_DEFINE_CODES.create,
    editTitle: 'hrpt.reportDefine.edit.title',
    titleValues: (report) => ({ code: report.reportCode }),
    width: 860,
    fields: [
      {
        name: 'reportCode',
        only: 'create',
        required: true,
        maxLength: 60,
        pattern: CODE,
        message: 'hrpt.reportDefine.error.code',
      },
      { name: 'reportName', required: true, maxLength: 60 },
      { name: 'datasetId', kind: 'custom', required: true, render: () => <DatasetField /> },
      {
        name: 'columns',
        kind: 'custom',
        render: () => <ColumnsField />,
        validate: columnsProblem,
      },
      { name: 'parameterNames', kind: 'custom', render: () => <ParameterNamesField /> },
      {
        name: 'chartType',
        kind: 'select',
        required: true,
        options: (t) =>
          CHART_TYPES.map((type) => ({ value: type, label: t(`hrpt.chart.${type}`) })),
      },
      { name: 'chartLabel', kind: 'custom', render: () => <ChartColumnsField /> },
      { name: 'chartValues', kind: 'custom', render: () => <ChartColumnsField multiple /> },
      { name: 'enabledFlag', kind: 'switch' },
    ],
    initial: (report) => ({
      reportCode: report?.reportCode ?? '',
      reportName: report?.reportName ?? '',
      datasetId: report?.datasetId,
      columns: toRows(report?.columns ?? []),
      parameterNames: report?.parameterNames ?? [],
      chartType: report?.chartType ?? 'NONE',
      chartLabel: report?.chartLabel ?? null,
      chartValues: report?.chartValues ?? [],
      enabledFlag: report ? report.enabledFlag === 1 : true,
    }),
    save: (values, report) =>
      report
        ? updateReportDefine({
            reportId: report.reportId,
            objectVersionNumber: report.objectVersionNumber,
            ...saved(values),
          })
        : createReportDefine({ reportCode: values.reportCode.trim(), ...saved(values) }),
  },
});
