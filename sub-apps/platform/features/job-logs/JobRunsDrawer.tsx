/**
 * A job's runs, opened from its Logs action on the Scheduled Jobs page: a drawer over the list,
 * newest first and paged, so they show where the user asked for them, whatever tabs are open or
 * what the Job Logs page was last set to. "Open in Job Logs" opens the full page for the job.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { PagedTable } from '@polaris/core/kit/query/PagedTable';
import type { JobLogDto, JobLogQuery } from '@polaris/core/services/scheduler/types';
import { Button, Drawer } from 'antd';
import { useJobLogList } from './api/use-job-logs';
import { useJobLogColumns } from './use-job-log-columns';

export interface JobRunsDrawerProps {
  job: { jobId: number; jobCode: string };
  onClose(): void;
  /** Opens the Job Logs page for the job (a tab in the shell). */
  onOpenPage(): void;
}

export function JobRunsDrawer({ job, onClose, onOpenPage }: JobRunsDrawerProps) {
  const { t } = useIntl();
  const list = useJobLogList({ jobId: job.jobId });
  const columns = useJobLogColumns({ withJob: false });
  const title = t('hsdr.jobLogs.runsOf', { code: job.jobCode });
  return (
    <Drawer
      open
      width={760}
      title={title}
      onClose={onClose}
      extra={<Button onClick={onOpenPage}>{t('hsdr.jobLogs.openPage')}</Button>}
    >
      <PagedTable<JobLogDto, JobLogQuery>
        list={list}
        caption={title}
        rowKey="logId"
        columns={columns}
      />
    </Drawer>
  );
}
