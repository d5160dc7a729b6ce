import type { JobInfoDto } from '@polaris/core/services/scheduler/types';
import { jobsResource, permissionOf } from './jobs-resource';

const offered = (jobStatus: string) =>
  (jobsResource.actions ?? [])
    .filter((action) => !action.when || action.when({ jobStatus } as JobInfoDto))
    .map((action) => action.key);

describe('the scheduled jobs declaration', () => {
  it.each([
    ['NEW', ['start', 'trigger', 'edit', 'delete', 'log']],
    ['RUNNING', ['pause', 'trigger', 'edit', 'delete', 'log']],
    ['PAUSE', ['resume', 'trigger', 'edit', 'delete', 'log']],
    ['COMPLETE', ['trigger', 'edit', 'delete', 'log']],
    ['ERROR', ['trigger', 'edit', 'delete', 'log']],
  ])('a %s job offers %j', (jobStatus, keys) => {
    expect(offered(jobStatus)).toEqual(keys);
  });

  it('guards every action by its button code', () => {
    expect(permissionOf('trigger')).toBe('hsdr.job-info.button.trigger');
    expect(
      jobsResource.actions?.every((action) => action.permission === permissionOf(action.key)),
    ).toBe(true);
  });

  it.each([
    ['0 0/5 * * * ?', true],
    ['0 0 1 * * ? 2030', true],
    ['* * * *', false],
  ])('cron %s accepted: %s', (cron, ok) => {
    const field = jobsResource.form?.fields.find((spec) => spec.name === 'cron');
    expect(field?.pattern?.test(cron)).toBe(ok);
  });
});
