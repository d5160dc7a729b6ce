import { classifyRecentDate, formatRecentDate } from './recent-date';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DAY_END,
  DAY_START,
  TIME_FORMAT,
  withDayEnd,
  withDayStart,
} from './date-formats';

// Wednesday 2024-05-15, mid-afternoon on the local calendar.
const now = new Date(2024, 4, 15, 15, 20, 0);
const t = (key: string) => (key === 'hzero.common.kit.date.yesterday' ? 'Yesterday' : key);

describe('classifyRecentDate', () => {
  it.each([
    ['2024-05-15 09:05:33', { kind: 'today', time: '09:05' }],
    ['2024-05-15 23:59:59', { kind: 'today', time: '23:59' }],
    ['2024-05-14 23:59:59', { kind: 'yesterday' }],
    ['2024-05-14 00:00:00', { kind: 'yesterday' }],
    ['2024-05-13 12:00:00', { kind: 'weekday', weekday: 1, utcDay: Date.UTC(2024, 4, 13) }],
    ['2024-05-09 12:00:00', { kind: 'weekday', weekday: 4, utcDay: Date.UTC(2024, 4, 9) }],
    ['2024-05-08 12:00:00', { kind: 'date' }],
    ['2023-05-15 12:00:00', { kind: 'date' }],
    ['2024-05-16 08:00:00', { kind: 'date' }],
    ['not a date', undefined],
  ])('%s → %p', (value, expected) => {
    expect(classifyRecentDate(value, now)).toEqual(expected);
  });

  it('counts calendar days across a month end', () => {
    expect(classifyRecentDate('2024-02-29 10:00', new Date(2024, 2, 1, 0, 5))).toEqual({
      kind: 'yesterday',
    });
  });
});

describe('formatRecentDate', () => {
  it.each([
    ['2024-05-15 09:05:33', 'en_US', undefined, '09:05'],
    ['2024-05-14 18:00:00', 'en_US', undefined, 'Yesterday'],
    ['2024-05-13 12:00:00', 'en_US', undefined, 'Monday'],
    ['2024-05-13 12:00:00', 'zh_CN', undefined, '星期一'],
    ['2024-05-10 12:00:00', 'de_DE', undefined, 'Freitag'],
    ['2024-05-08 12:00:00', 'en_US', undefined, '2024-05-08'],
    ['2024-05-08 12:00:00', 'en_US', 'DD/MM/YYYY', '08/05/2024'],
    ['later', 'en_US', undefined, 'later'],
    [null, 'en_US', undefined, ''],
  ])('%p in %s (%p) → %p', (value, language, dateFormat, expected) => {
    expect(formatRecentDate(value, now, { language, t, dateFormat })).toBe(expected);
  });
});

describe('date constants', () => {
  it('are the spec formats and day bounds', () => {
    expect([DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT, DAY_START, DAY_END]).toEqual([
      'YYYY-MM-DD',
      'YYYY-MM-DD HH:mm:ss',
      'HH:mm:ss',
      '00:00:00',
      '23:59:59',
    ]);
  });

  it.each([
    ['2024-05-01', '2024-05-01 00:00:00', '2024-05-01 23:59:59'],
    ['2024-05-01 10:30:00', '2024-05-01 00:00:00', '2024-05-01 23:59:59'],
    ['', '', ''],
  ])('%p spans %p to %p', (date, start, end) => {
    expect([withDayStart(date), withDayEnd(date)]).toEqual([start, end]);
  });
});
