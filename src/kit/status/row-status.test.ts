import { jobStatus } from './job-status';
import {
  addressTypeStatus,
  enabledStatus,
  healthStatus,
  priorityStatus,
  processStatus,
  readStatus,
  secretStatus,
  yesNoStatus,
} from './row-status';

const k = (name: string) => `hzero.common.kit.${name}`;

describe('flag statuses', () => {
  it.each([
    ['enabled', enabledStatus, 1, 'status.enabled', 'success'],
    ['enabled', enabledStatus, '1', 'status.enabled', 'success'],
    ['enabled', enabledStatus, true, 'status.enabled', 'success'],
    ['enabled', enabledStatus, 0, 'status.disabled', 'error'],
    ['enabled', enabledStatus, null, 'status.disabled', 'error'],
    ['health', healthStatus, 1, 'status.normal', 'success'],
    ['health', healthStatus, -1, 'status.abnormal', 'error'],
    ['health', healthStatus, '-1', 'status.abnormal', 'error'],
    ['health', healthStatus, 0, 'status.notMonitored', 'default'],
    ['health', healthStatus, undefined, 'status.notMonitored', 'default'],
    ['yes/no', yesNoStatus, 1, 'status.yes', 'success'],
    ['yes/no', yesNoStatus, 0, 'status.no', 'default'],
    ['yes/no', yesNoStatus, false, 'status.no', 'default'],
    ['read', readStatus, 'Y', 'status.read', 'default'],
    ['read', readStatus, 1, 'status.read', 'default'],
    ['read', readStatus, '1', 'status.read', 'default'],
    ['read', readStatus, 'N', 'status.unread', 'processing'],
    ['read', readStatus, 0, 'status.unread', 'processing'],
    ['read', readStatus, null, 'status.unread', 'processing'],
    ['secret', secretStatus, 1, 'status.secretSet', 'success'],
    ['secret', secretStatus, 0, 'status.secretNotSet', 'default'],
    ['secret', secretStatus, undefined, 'status.secretNotSet', 'default'],
  ] as const)('%s %p → %s (%s)', (_rule, rule, value, textKey, status) => {
    expect(rule(value)).toEqual({ textKey: k(textKey), status });
  });
});

describe('priorityStatus', () => {
  it.each([
    [0, 'priority.low', 'default'],
    [34, 'priority.low', 'default'],
    [34.9, 'priority.low', 'default'],
    [35, 'priority.medium', 'warning'],
    [50, 'priority.medium', 'warning'],
    [65, 'priority.medium', 'warning'],
    [65.1, 'priority.high', 'error'],
    [100, 'priority.high', 'error'],
    ['70', 'priority.high', 'error'],
    [-1, 'priority.low', 'default'],
  ])('%p → %s (%s)', (value, textKey, status) => {
    expect(priorityStatus(value)).toEqual({ textKey: k(textKey), status });
  });

  it.each([[null], [undefined], [''], ['high'], [Number.NaN]])('%p has no status', (value) => {
    expect(priorityStatus(value)).toBeUndefined();
  });
});

describe('processStatus and addressTypeStatus', () => {
  it.each([
    [{ endTime: '2024-05-01 10:00:00' }, 'process.finished', 'success'],
    [{ endTime: '2024-05-01 10:00:00', suspended: true }, 'process.finished', 'success'],
    [{ suspended: true }, 'process.suspended', 'warning'],
    [{ endTime: null, suspended: false }, 'process.running', 'processing'],
    [{}, 'process.running', 'processing'],
    [null, 'process.running', 'processing'],
  ])('process %p → %s (%s)', (process, textKey, status) => {
    expect(processStatus(process)).toEqual({ textKey: k(textKey), status });
  });

  it.each([
    [0, { textKey: k('address.auto'), status: 'processing' }],
    ['0', { textKey: k('address.auto'), status: 'processing' }],
    [1, { textKey: k('address.manual'), status: 'default' }],
    [2, undefined],
    [null, undefined],
  ])('address type %p → %p', (type, expected) => {
    expect(addressTypeStatus(type)).toEqual(expected);
  });
});

describe('jobStatus', () => {
  it.each([
    ['S', 'job.success', 'success'],
    ['F', 'job.failed', 'error'],
    ['P', 'job.processing', 'processing'],
    ['RUNING', 'job.running', 'processing'],
    ['RUNNING', 'job.running', 'processing'],
    ['PENDING', 'job.pending', 'warning'],
    ['PAUSE', 'job.paused', 'warning'],
    ['NORMAL', 'job.running', 'processing'],
    ['COMPLETE', 'job.complete', 'success'],
    ['ERROR', 'job.error', 'error'],
    ['NEW', 'job.new', 'default'],
    ['PART', 'job.part', 'warning'],
    ['SUCCESS', 'job.success', 'success'],
    ['UNEXECUTE', 'job.unexecuted', 'default'],
    ['FAILED', 'job.failed', 'error'],
    [' running ', 'job.running', 'processing'],
  ])('%p → %s (%s)', (code, textKey, status) => {
    expect(jobStatus(code)).toEqual({ textKey: k(textKey), status });
  });

  it.each([['DONE'], [''], [null], ['constructor'], ['toString']])('%p has no status', (code) => {
    expect(jobStatus(code)).toBeUndefined();
  });
});
