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
    [0, '07:15', '2024-06-04 07:15:00'], // over an hour before now: as seeded
    [0, '08:30', '2024-06-04 08:01:52'], // the last hour and the rest of the day share that hour
    [0, '10:00', '2024-06-04 08:07:30'], // later than now: before now, after earlier entries
    [1, '23:30', '2024-06-03 23:30:00'],
    [10, '09:00', '2024-05-25 09:00:00'],
  ])('%i days ago at %s → %s', (days, hhmm, expected) => {
    expect(formatDateTime(daysAgoAt(now, days, hhmm))).toBe(expected);
  });

  // Seed lists are newest first; their order must hold at any time of day (CI runs at 08:0x).
  const seedTimes = ['23:59', '09:15', '08:05', '08:04', '00:00'];
  it.each([
    '2024-06-03T16:00:30Z', // 00:00:30
    '2024-06-04T00:04:30Z', // 08:04:30
    '2024-06-04T00:05:30Z', // 08:05:30
    '2024-06-04T15:59:59Z', // 23:59:59
  ])('keeps today entries in order, before now and on today, at %s', (iso) => {
    const current = at(iso);
    const times = seedTimes.map((hhmm) => daysAgoAt(current, 0, hhmm));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
    for (const time of times) {
      expect(time).toBeLessThanOrEqual(current);
      expect(time).toBeGreaterThanOrEqual(startOfDay(current));
    }
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
