import { formatDuration, initStatus, isRunning, stepView } from './init-status';

describe('tenant initialisation status rules', () => {
  it.each([
    ['SUCCESS', 'hpfm.tenantInit.status.SUCCESS', 'success'],
    ['FAILED', 'hpfm.tenantInit.status.FAILED', 'error'],
    ['RUNNING', 'hpfm.tenantInit.status.RUNNING', 'processing'],
    [null, 'hpfm.tenantInit.status.RUNNING', 'processing'],
  ])('a run %s shows as %s (%s)', (status, textKey, tone) => {
    expect(initStatus(status)).toEqual({ textKey, status: tone });
  });

  it.each([
    ['SUCCESS', 'finish'],
    ['FAILED', 'error'],
    ['RUNNING', 'process'],
    ['PENDING', 'wait'],
  ])('a step %s is %s', (status, shown) => {
    expect(stepView(status)).toBe(shown);
  });

  it.each([
    [4000, '4.0 s'],
    [1250, '1.3 s'],
    [0, '0.0 s'],
    [null, ''],
    [undefined, ''],
  ])('%s ms reads %j', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('only a running run is asked again', () => {
    expect([isRunning('RUNNING'), isRunning('SUCCESS'), isRunning('FAILED')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
