/** The scheduled jobs list and what can be done to a job, through react-query. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@polaris/core/request/notify';
import { usePagedList } from '@polaris/core/query/use-paged-list';
import type {
  JobAction,
  JobQuery,
  JobRef,
  JobUpdate,
} from '@polaris/core/services/scheduler/types';
import { deleteJobs } from './delete-jobs';
import { fetchJobs } from './fetch-jobs';
import { pauseJob } from './pause-job';
import { resumeJob } from './resume-job';
import { startJob } from './start-job';
import { triggerJob } from './trigger-job';
import { updateJob } from './update-job';

const JOBS = ['hsdr', 'jobs'] as const;

export function useJobList() {
  return usePagedList({ key: JOBS, fetch: (query: JobQuery) => fetchJobs(query) });
}

const ACTIONS: Record<JobAction, (job: JobRef) => Promise<unknown>> = {
  start: startJob,
  pause: pauseJob,
  resume: resumeJob,
  trigger: triggerJob,
};

/** A change to jobs: told as done, the list (and the logs, for a run) asked again. */
function useJobChange<V>(change: (value: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    // a failure: the request layer told the user why; the list stays as it was
    onSuccess: () => {
      notifications.success();
      void client.invalidateQueries({ queryKey: JOBS });
      void client.invalidateQueries({ queryKey: ['hsdr', 'job-logs'] });
    },
  });
}

export const useJobAction = () =>
  useJobChange(({ action, job }: { action: JobAction; job: JobRef }) => ACTIONS[action](job));
export const useUpdateJob = () => useJobChange((update: JobUpdate) => updateJob(update));
export const useDeleteJobs = () => useJobChange((jobs: JobRef[]) => deleteJobs(jobs));
