import {
  daysOfMonth,
  isWorkingDay,
  toggled,
  weekdayOf,
  workingDaysIn,
  type MarkedDays,
} from './working-days';

const marked: MarkedDays = new Map([
  ['2026-10-01', { holidayType: 'HOLIDAY' as const, reason: 'National Day' }],
  ['2026-10-10', { holidayType: 'WORKDAY' as const, reason: 'Made up' }],
]);

describe('working days', () => {
  it.each([
    ['2026-10-01', 4, false, 'a Thursday marked HOLIDAY'],
    ['2026-10-02', 5, true, 'a Friday, unmarked'],
    ['2026-10-03', 6, false, 'a Saturday, unmarked'],
    ['2026-10-04', 0, false, 'a Sunday, unmarked'],
    ['2026-10-10', 6, true, 'a Saturday marked WORKDAY'],
    ['2024-02-29', 4, true, 'a leap day, a Thursday'],
  ])('%s (weekday %i) is working: %p (%s)', (date, weekday, working) => {
    expect(weekdayOf(date)).toBe(weekday);
    expect(isWorkingDay(date, marked)).toBe(working);
  });

  it.each([
    ['2026-10-02', 'HOLIDAY', 'a working weekday becomes a holiday'],
    ['2026-10-03', 'WORKDAY', 'a free Saturday becomes a working day'],
    ['2026-10-01', null, 'a holiday goes back to the weekly rule'],
    ['2026-10-10', null, 'a worked Saturday goes back to the weekly rule'],
  ] as const)('a click on %s makes it %p (%s)', (date, next, _why) => {
    expect(toggled(date, marked)).toBe(next);
  });

  it.each([
    [2026, 2, 28, 20],
    [2024, 2, 29, 21],
    [2026, 10, 31, 22], // 22 weekdays, one a holiday, one Saturday worked
  ])('%i-%i has %i days, %i of them working', (year, month, days, working) => {
    expect(daysOfMonth(year, month)).toHaveLength(days);
    expect(workingDaysIn(year, month, marked)).toBe(working);
  });
});
