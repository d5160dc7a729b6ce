/**
 * A finished run: its rows in the report's columns (paged on the gateway), the chart when the
 * report has one, and its exports: Export saves the CSV of this run at once (the kit's column
 * export of the rows' list, up to SYNC_EXPORT_LIMIT rows), Export in background starts a task
 * whose progress shows below (for any size).
 */
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { PagedTable } from '@polaris/core/kit/query/PagedTable';
import { usePagedList } from '@polaris/core/query/use-paged-list';
import { exportPage } from '@polaris/core/request/export';
import type { ReportDefineDto } from '@polaris/core/services/report/report-define-types';
import type {
  ExportTaskDto,
  ReportRow,
  ReportRunDto,
} from '@polaris/core/services/report/report-run-types';
import { useMutation } from '@tanstack/react-query';
import { Space, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { startExport } from './api/export-tasks';
import { runRowsEndpoint } from './api/report-runs';
import { ExportTask } from './ExportTask';
import { alignOf, formatCell } from './query-rules';
import { RunChart } from './RunChart';

/** Most rows Export saves at once (the gateway's limit); more go through the background. */
export const SYNC_EXPORT_LIMIT = 1000;
export const EXPORT_CODE = 'hrpt.report-query.button.export';
/** Each row's place in the run, which the gateway adds to the report's columns. */
const ROW_KEY = '_row';

export function RunResult({ report, run }: { report: ReportDefineDto; run: ReportRunDto }) {
  const { t, language } = useIntl();
  const tableId = useId();
  const rows = useMemo(() => runRowsEndpoint(run.runId), [run.runId]);
  const list = usePagedList<ReportRow>({ key: ['hrpt', 'run-rows', run.runId], fetch: rows });
  const columns = report.columns.map((column) => ({
    key: column.field,
    dataIndex: column.field,
    title: column.title,
    width: column.width,
    align: alignOf(column.format),
    render: (value: unknown) => formatCell(value, column.format, language),
  }));
  const exported = report.columns.map(({ field, title }) => ({ field, title }));
  const exportNow = useMutation({
    mutationFn: () =>
      exportPage(rows.url(), {}, exported, { fallbackName: `${report.reportCode}.csv` }),
  });
  const [task, setTask] = useState<ExportTaskDto | null>(null);
  const background = useMutation({
    mutationFn: () => startExport(run.runId, exported),
    onSuccess: setTask,
  });
  const tooLarge = (run.rowCount ?? 0) > SYNC_EXPORT_LIMIT;
  return (
    <section aria-label={t('hrpt.reportQuery.result')}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text>
          {t('hrpt.reportQuery.rows', { count: run.rowCount ?? 0 })}
        </Typography.Text>
        <ButtonPermission
          permissionList={[EXPORT_CODE]}
          disabled={tooLarge}
          title={tooLarge ? t('hrpt.reportQuery.tooLarge', { max: SYNC_EXPORT_LIMIT }) : undefined}
          loading={exportNow.isPending}
          onClick={() => exportNow.mutate()}
        >
          {t('hrpt.reportQuery.export')}
        </ButtonPermission>
        <ButtonPermission
          permissionList={[EXPORT_CODE]}
          loading={background.isPending}
          onClick={() => background.mutate()}
        >
          {t('hrpt.reportQuery.exportAsync')}
        </ButtonPermission>
      </Space>
      {task && <ExportTask key={task.taskCode} task={task} />}
      <div id={tableId}>
        <PagedTable<ReportRow, object>
          list={list}
          caption={report.reportName}
          rowKey={ROW_KEY}
          columns={columns}
        />
      </div>
      {run.chart && <RunChart chart={run.chart} describedBy={tableId} />}
    </section>
  );
}
