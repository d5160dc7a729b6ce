/**
 * The columns of a list of job runs, for the Job Logs page and a job's runs drawer: start times
 * by the recent-date rule (the full time in the tooltip), the result as a tag; the page adds the
 * log id and the job.
 */
import { useModelState } from '@polaris/core/core/model/react';
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { CodeText } from '@polaris/core/kit/format/CodeText';
import { jobStatus } from '@polaris/core/kit/status/job-status';
import { statusRender } from '@polaris/core/kit/status/StatusBadge';
import { formatRecentDate } from '@polaris/core/kit/time/recent-date';
import { userModel } from '@polaris/core/models/user';
import type { JobLogDto } from '@polaris/core/services/scheduler/types';
import { Tooltip, type TableColumnType } from 'antd';

export function useJobLogColumns({ withJob }: { withJob: boolean }): TableColumnType<JobLogDto>[] {
  const { t, language } = useIntl();
  const formats = useModelState(userModel, (state) => state.currentUser);
  const dateFormat = formats?.dateFormat ?? 'YYYY-MM-DD';
  const dateTimeFormat = formats?.dateTimeFormat ?? 'YYYY-MM-DD HH:mm:ss';
  const field = (name: string) => t(`hsdr.jobLogs.field.${name}`);
  const now = new Date();
  const job: TableColumnType<JobLogDto>[] = [
    { title: field('logId'), dataIndex: 'logId', width: 90 },
    {
      title: field('jobCode'),
      dataIndex: 'jobCode',
      width: 160,
      render: (code: string) => <CodeText code={code} />,
    },
  ];
  return [
    ...(withJob ? job : []),
    {
      title: field('jobResult'),
      dataIndex: 'jobResult',
      width: 120,
      render: statusRender(jobStatus, 'tag'),
    },
    { title: field('executorName'), dataIndex: 'executorName', width: 140 },
    {
      title: field('startTime'),
      dataIndex: 'startTime',
      width: 150,
      render: (value: string) => (
        <Tooltip title={formatServerDate(value, dateTimeFormat)}>
          <span>{formatRecentDate(value, now, { language, t, dateFormat })}</span>
        </Tooltip>
      ),
    },
    {
      title: field('endTime'),
      dataIndex: 'endTime',
      width: 170,
      render: (value: string | null) => formatServerDate(value, dateTimeFormat),
    },
    { title: field('messageHeader'), dataIndex: 'messageHeader', width: 240 },
  ];
}
