/**
 * A background export of a run's rows: its progress, asked again every POLL_MS while it runs
 * (react-query's refetchInterval), Cancel while it runs; once done the file is fetched with the
 * bearer token in a header (no token in an address) and saved, once, and may be saved again.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { ExportTaskDto } from '@polaris/core/services/report/report-run-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Progress, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { cancelExport, downloadExport, fetchExport } from './api/export-tasks';
import { isRunning, POLL_MS, pollWhileRunning } from './query-rules';

const taskKey = (taskCode: string) => ['hrpt', 'export-task', taskCode] as const;

export function ExportTask({ task: started }: { task: ExportTaskDto }) {
  const { t } = useIntl();
  const client = useQueryClient();
  const { data: task = started } = useQuery({
    queryKey: taskKey(started.taskCode),
    queryFn: () => fetchExport(started.taskCode, { silent: true }),
    initialData: started,
    staleTime: POLL_MS,
    refetchInterval: pollWhileRunning,
  });
  const cancel = useMutation({
    mutationFn: () => cancelExport(task.taskCode),
    onSuccess: (next) => client.setQueryData(taskKey(next.taskCode), next),
  });
  const download = useMutation({ mutationFn: () => downloadExport(task) });
  const saved = useRef(false);
  const { mutate } = download;
  useEffect(() => {
    if (task.status !== 'DONE' || saved.current) return;
    saved.current = true;
    mutate();
  }, [task.status, mutate]);
  return (
    <Space
      role="status"
      aria-label={t('hrpt.reportQuery.export.title')}
      style={{ width: '100%', marginTop: 12 }}
      wrap
    >
      <Typography.Text>
        {t(`hrpt.reportQuery.export.${task.status}`, { name: task.fileName })}
      </Typography.Text>
      <Progress
        percent={task.progress}
        status={task.status === 'CANCELLED' ? 'exception' : undefined}
        style={{ width: 240 }}
        aria-label={t('hrpt.reportQuery.export.progress')}
      />
      {isRunning(task.status) && (
        <Button danger loading={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('hrpt.reportQuery.export.cancel')}
        </Button>
      )}
      {task.status === 'DONE' && (
        <Button loading={download.isPending} onClick={() => download.mutate()}>
          {t('hrpt.reportQuery.export.again')}
        </Button>
      )}
    </Space>
  );
}
