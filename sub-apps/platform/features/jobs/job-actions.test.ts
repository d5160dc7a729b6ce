import { JOB_ACTION_ROWS, jobActionKeys, permissionOf } from './job-actions';

describe('job actions', () => {
  it.each([
    ['NEW', ['start', 'trigger', 'edit', 'delete', 'log']],
    ['RUNNING', ['pause', 'trigger', 'edit', 'delete', 'log']],
    ['PAUSE', ['resume', 'trigger', 'edit', 'delete', 'log']],
    ['COMPLETE', ['trigger', 'edit', 'delete', 'log']],
    ['ERROR', ['trigger', 'edit', 'delete', 'log']],
  ])('a %s job offers %j', (jobStatus, keys) => {
    expect(jobActionKeys({ jobStatus })).toEqual(keys);
  });

  it('lists every kind of row, for the width of the actions column', () => {
    expect(JOB_ACTION_ROWS.map((keys) => keys[0])).toEqual(['start', 'pause', 'resume', 'trigger']);
  });

  it('guards each action by its button code', () => {
    expect(permissionOf('trigger')).toBe('hsdr.job-info.button.trigger');
  });
});
