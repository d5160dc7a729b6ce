/**
 * /hsdr/job-log: runs of the organisation's jobs (the declaration is job-logs-resource.tsx). Its
 * own behaviour: `?jobId=` (a job's runs drawer opens the page so) is the first search.
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { useLocation } from 'react-router-dom';
import { jobLogsResource } from './job-logs-resource';

function jobIdOf(search: string): number | undefined {
  const value = Number(new URLSearchParams(search).get('jobId'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export default function JobLogsPage() {
  const jobId = jobIdOf(useLocation().search);
  return (
    // another job in the address: its list, not the one on screen
    <ResourcePage
      key={jobId ?? ''}
      resource={jobLogsResource}
      initialSearch={jobId ? { jobId } : undefined}
    />
  );
}
