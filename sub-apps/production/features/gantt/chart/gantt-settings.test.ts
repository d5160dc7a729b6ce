import {
  dhtmlxDateFormat,
  fitView,
  ganttLocale,
  spanDays,
  weekStartsOnMonday,
} from './gantt-settings';

describe('chart settings', () => {
  it.each([
    ['zh_CN', 'cn'],
    ['en_US', 'en'],
    ['ja_JP', 'jp'],
    ['de_DE', 'de'],
    ['ko_KR', 'kr'],
    ['xx_XX', 'en'],
  ])('the locale of %s is %s', (language, locale) => {
    expect(ganttLocale(language)).toBe(locale);
  });

  it.each([
    ['zh_CN', true],
    ['de_DE', true],
    ['en_GB', true],
    ['en_US', false],
    ['ja_JP', false],
  ])('in %s the week starts on Monday: %s', (language, monday) => {
    expect(weekStartsOnMonday(language)).toBe(monday);
  });

  it.each([
    ['YYYY-MM-DD', '%Y-%m-%d'],
    ['DD/MM/YYYY', '%d/%m/%Y'],
    ['MM/DD/YYYY', '%m/%d/%Y'],
    ['D.M.YY', '%j.%n.%y'],
    ['DD MMM YYYY', '%d %M %Y'],
    ['YYYY年MM月DD日', '%Y年%m月%d日'],
  ])('the date format %s is %s for the chart', (format, expected) => {
    expect(dhtmlxDateFormat(format)).toBe(expected);
  });

  it.each([
    [20, 1000, 'day'],
    [40, 1000, 'week'],
    [120, 1000, 'week'],
    [200, 1000, 'month'],
    [5000, 1000, 'month'],
  ])('%s days in %s px fit the %s view', (days, width, view) => {
    expect(fitView(days, width)).toBe(view);
  });

  it.each([
    [[], 1],
    [[{ start_date: '2024-07-01', end_date: '2024-07-03' }], 2],
    [
      [
        { start_date: '2024-07-05', end_date: '2024-07-06' },
        { start_date: '2024-07-01', end_date: '2024-07-02' },
        { start_date: '2024-07-02', end_date: '2024-08-01' },
      ],
      31,
    ],
  ])('a plan of %j spans %s days', (tasks, days) => {
    expect(spanDays(tasks)).toBe(days);
  });
});
