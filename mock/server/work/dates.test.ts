// GMT+8 date-time formatting, calendar arithmetic and date parsing of the work endpoints.
import { daysAgoAt, formatDateTime, normaliseDateTime, startOfDay } from './dates';

const at = (iso: string) => Date.parse(iso);

describe('formatDateTime and startOfDay', () => {
  it.each([
    ['2024-06-03T00:00:00Z', '2024-06-03 08:00:00'],
    ['2024-06-03T16:30:05Z', '2024-06-04 00:30:05'],
  ])('%s is %s in GMT+8', (iso, expected) => {
    expect(formatDateTime(at(iso))).toBe(expected);
  });

  it('starts the day at GMT+8 midnight', () => {
    expect(formatDateTime(startOfDay(at('2024-06-03T16:30:05Z')))).toBe('2024-06-04 00:00:00');
  });
});

describe('daysAgoAt', () => {
  const now = at('2024-06-04T01:00:00Z'); // 09:00 in GMT+8

  it.each([
    [0, '08:15', '2024-06-04 08:15:00'],
    [0, '10:00', '2024-06-04 08:59:00'], // later than now: kept just before now
    [1, '23:30', '2024-06-03 23:30:00'],
    [10, '09:00', '2024-05-25 09:00:00'],
  ])('%i days ago at %s → %s', (days, hhmm, expected) => {
    expect(formatDateTime(daysAgoAt(now, days, hhmm))).toBe(expected);
  });

  it('never moves a today entry before midnight', () => {
    const justAfterMidnight = at('2024-06-03T16:00:30Z'); // 00:00:30 GMT+8
    expect(formatDateTime(daysAgoAt(justAfterMidnight, 0, '12:00'))).toBe('2024-06-04 00:00:00');
  });
});

describe('normaliseDateTime', () => {
  it.each([
    ['2024-06-03 10:20:30', '2024-06-03 10:20:30'],
    ['2024-06-03', '2024-06-03 00:00:00'],
    [' 2024-02-29 ', '2024-02-29 00:00:00'],
    ['2023-02-29', undefined],
    ['2024-06-03 24:00:00', undefined],
    ['2024-06-03T10:20:30', undefined],
    [20240603, undefined],
  ])('%p → %p', (input, expected) => {
    expect(normaliseDateTime(input)).toBe(expected);
  });
});
