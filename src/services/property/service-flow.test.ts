import {
  nextComplaintStatus,
  nextRepairStatus,
  PHONE_PATTERN,
  type ComplaintAction,
  type RepairAction,
} from './service-flow';

describe('the repair order flow', () => {
  it.each<[string, RepairAction, string | undefined]>([
    ['NEW', 'dispatch', 'DISPATCHED'],
    ['NEW', 'close', undefined],
    ['DISPATCHED', 'dispatch', undefined],
    ['DISPATCHED', 'close', 'CLOSED'],
    ['CLOSED', 'dispatch', undefined],
    ['CLOSED', 'close', undefined],
    ['UNKNOWN', 'dispatch', undefined],
  ])('%s + %s → %s', (status, action, to) => {
    expect(nextRepairStatus(status, action)).toBe(to);
  });
});

describe('the complaint flow', () => {
  it.each<[string, ComplaintAction, string | undefined]>([
    ['OPEN', 'reply', 'REPLIED'],
    ['OPEN', 'close', 'CLOSED'],
    ['REPLIED', 'reply', 'REPLIED'],
    ['REPLIED', 'close', 'CLOSED'],
    ['CLOSED', 'reply', undefined],
    ['CLOSED', 'close', undefined],
    ['toString', 'reply', undefined],
  ])('%s + %s → %s', (status, action, to) => {
    expect(nextComplaintStatus(status, action)).toBe(to);
  });
});

describe('the phone pattern', () => {
  it.each([
    ['13800000001', true],
    ['+86 138-0000-0001', true],
    ['+1 555 0104', true],
    ['021-6888 1234', true],
    ['12345', false],
    ['138 0000 000a', false],
    ['phone', false],
    ['', false],
    ['138000000011380000000113800', false],
  ])('%j is a phone number: %s', (phone, ok) => {
    expect(PHONE_PATTERN.test(phone)).toBe(ok);
  });
});
