/**
 * /hsdr/job-info: the organisation's scheduled jobs (the declaration is jobs-resource.tsx). Its
 * own behaviour: Logs opens the job's runs in a drawer over the list, from where the whole Job
 * Logs page opens for that job.
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { JobInfoDto } from '@polaris/core/services/scheduler/types';
import { usePageNavigation } from '@polaris/core/sub-app/navigation';
import { useState } from 'react';
import { JobRunsDrawer } from '../job-logs';
import { jobsResource } from './jobs-resource';

export default function JobsPage() {
  const { open } = usePageNavigation();
  const [runsOf, setRunsOf] = useState<JobInfoDto | null>(null);
  return (
    <ResourcePage
      resource={jobsResource}
      onAction={{ log: setRunsOf }}
      below={
        runsOf && (
          <JobRunsDrawer
            job={runsOf}
            onClose={() => setRunsOf(null)}
            onOpenPage={() => {
              setRunsOf(null);
              open(`/hsdr/job-log?jobId=${runsOf.jobId}`);
            }}
          />
        )
      }
    />
  );
}
