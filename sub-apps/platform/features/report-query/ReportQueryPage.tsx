/**
 * /hrpt/report-query: pick an enabled report, fill the parameters it asks (a form generated from
 * their definitions), run it. A run that takes time shows its progress (asked again every
 * POLL_MS through react-query's refetchInterval) with Cancel; a finished one shows its rows, its
 * chart and its exports (RunResult). A refused run keeps what was typed; the request layer says
 * why.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import { fetchReportDefines } from '@polaris/core/services/report/report-defines';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Progress, Select, Space } from 'antd';
import { useState } from 'react';
import { fetchReportParameters } from './api/report-parameters';
import { cancelRun, fetchRun, startRun } from './api/report-runs';
import { ParamsForm } from './ParamsForm';
import { isRunning, paramsOf, POLL_MS, pollWhileRunning, type FormValues } from './query-rules';
import { RunResult } from './RunResult';

const runKey = (runId: number | null) => ['hrpt', 'report-run', runId] as const;

function useRun(runId: number | null) {
  return useQuery({
    queryKey: runKey(runId),
    queryFn: () => fetchRun(runId!, { silent: true }),
    enabled: runId !== null,
    // the answer of the start is fresh: the next ask is the poll's
    staleTime: POLL_MS,
    refetchInterval: pollWhileRunning,
  });
}

export default function ReportQueryPage() {
  const { t } = useIntl();
  const client = useQueryClient();
  const reports = useQuery({
    queryKey: ['hrpt', 'report-defines', 'enabled'],
    queryFn: async () => (await fetchReportDefines({ enabledFlag: 1, size: 1000 })).content,
  });
  const [reportId, setReportId] = useState<number | null>(null);
  const report = reports.data?.find((one) => one.reportId === reportId) ?? null;
  const parameters = useQuery({
    queryKey: ['hrpt', 'report-parameters', reportId],
    queryFn: () => fetchReportParameters(reportId!),
    enabled: reportId !== null,
  });
  const [runId, setRunId] = useState<number | null>(null);
  const run = useRun(runId).data;
  const start = useMutation({
    mutationFn: (values: FormValues) => startRun({ reportId: reportId!, params: paramsOf(values) }),
    onSuccess: (started) => {
      client.setQueryData(runKey(started.runId), started);
      setRunId(started.runId);
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelRun(runId!),
    onSuccess: (next) => client.setQueryData(runKey(next.runId), next),
  });
  const choose = (id: number) => {
    setReportId(id);
    setRunId(null);
  };
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('hrpt.reportQuery.title')}</h2>}>
      <QueryFailure query={reports} />
      <Form.Item label={t('hrpt.reportQuery.report')} style={{ maxWidth: 480 }}>
        <Select
          aria-label={t('hrpt.reportQuery.report')}
          placeholder={t('hrpt.reportQuery.choose')}
          loading={reports.isLoading}
          value={reportId ?? undefined}
          onChange={choose}
          options={(reports.data ?? []).map((one) => ({
            value: one.reportId,
            label: `${one.reportName} (${one.reportCode})`,
          }))}
        />
      </Form.Item>
      <QueryFailure query={parameters} />
      {report && parameters.data && (
        <ParamsForm
          key={report.reportId}
          parameters={parameters.data}
          running={start.isPending || isRunning(run?.status)}
          onRun={(values) => start.mutate(values)}
        />
      )}
      {run && isRunning(run.status) && (
        <Space role="status" aria-label={t('hrpt.reportQuery.running')} wrap>
          <span>{t('hrpt.reportQuery.running')}</span>
          <Progress percent={run.progress} style={{ width: 240 }} />
          <Button danger loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('hrpt.reportQuery.cancel')}
          </Button>
        </Space>
      )}
      {run?.status === 'CANCELLED' && (
        <Alert type="warning" showIcon message={t('hrpt.reportQuery.cancelled')} />
      )}
      {report && run?.status === 'DONE' && run.reportId === report.reportId && (
        <RunResult key={run.runId} report={report} run={run} />
      )}
    </Card>
  );
}
