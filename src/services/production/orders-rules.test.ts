import { defectPercent, inspectionResult } from './inspection-rule';
import { allowedActions, nextStatus } from './work-order-flow';

describe('the work order status flow', () => {
  it.each([
    ['CREATED', 'release', 'RELEASED'],
    ['CREATED', 'start', undefined],
    ['CREATED', 'complete', undefined],
    ['CREATED', 'close', undefined],
    ['RELEASED', 'release', undefined],
    ['RELEASED', 'start', 'STARTED'],
    ['RELEASED', 'complete', undefined],
    ['RELEASED', 'close', undefined],
    ['STARTED', 'start', undefined],
    ['STARTED', 'complete', 'COMPLETED'],
    ['STARTED', 'close', undefined],
    ['COMPLETED', 'complete', undefined],
    ['COMPLETED', 'close', 'CLOSED'],
    ['COMPLETED', 'release', undefined],
    ['CLOSED', 'release', undefined],
    ['CLOSED', 'close', undefined],
    ['UNKNOWN', 'release', undefined],
  ] as const)('%s + %s → %s', (status, action, to) => {
    expect(nextStatus(status, action)).toBe(to);
  });

  it.each([
    ['CREATED', ['release']],
    ['RELEASED', ['start']],
    ['STARTED', ['complete']],
    ['COMPLETED', ['close']],
    ['CLOSED', []],
  ])('a %s work order offers %j', (status, actions) => {
    expect(allowedActions(status)).toEqual(actions);
  });
});

describe('the inspection verdict', () => {
  it.each([
    [50, 0, 2.5, 'PASS'],
    [80, 2, 2.5, 'PASS'], // exactly 2.5 %
    [80, 3, 2.5, 'FAIL'],
    [200, 1, 0.5, 'PASS'], // exactly 0.5 %
    [200, 2, 0.5, 'FAIL'],
    [10, 1, 10, 'PASS'],
    [3, 1, 33.3, 'FAIL'], // 33.33… % is over 33.3
    [0, 0, 2.5, 'FAIL'], // no sample proves nothing
  ])('%i sampled, %i defective, AQL %f %% → %s', (sample, defects, aql, result) => {
    expect(inspectionResult(sample, defects, aql)).toBe(result);
  });

  it.each([
    [80, 2, 2.5],
    [3, 1, 33.33],
    [0, 0, 0],
  ])('%i sampled with %i defective is %f %%', (sample, defects, percent) => {
    expect(defectPercent(sample, defects)).toBe(percent);
  });
});
