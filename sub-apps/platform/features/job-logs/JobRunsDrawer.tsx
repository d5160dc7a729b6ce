/**
 * A job's runs, opened from its Logs action on the Scheduled Jobs page: a drawer over the list,
 * newest first and paged, so they show where the user asked for them, whatever tabs are open or
 * what the Job Logs page was last set to. "Open in Job Logs" opens the full page for the job.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { Button, Drawer } from 'antd';
import { useMemo } from 'react';
import { jobRunsResource } from './job-logs-resource';

export interface JobRunsDrawerProps {
  job: { jobId: number; jobCode: string };
  onClose(): void;
  /** Opens the Job Logs page for the job (a tab in the shell). */
  onOpenPage(): void;
}

export function JobRunsDrawer({ job, onClose, onOpenPage }: JobRunsDrawerProps) {
  const { t } = useIntl();
  const runs = useMemo(() => jobRunsResource(job.jobId), [job.jobId]);
  const title = t('hsdr.jobLogs.runsOf', { code: job.jobCode });
  return (
    <Drawer
      open
      width={760}
      title={title}
      onClose={onClose}
      extra={<Button onClick={onOpenPage}>{t('hsdr.jobLogs.openPage')}</Button>}
    >
      <ResourcePage resource={runs} bare caption={title} />
    </Drawer>
  );
}
