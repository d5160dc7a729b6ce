import { formatServerDate } from './format-date';

describe('formatServerDate', () => {
  it.each([
    ['2026-11-21 08:05:09', 'YYYY-MM-DD HH:mm:ss', '2026-11-21 08:05:09'],
    ['2026-11-21 08:05:09', 'DD/MM/YYYY HH:mm', '21/11/2026 08:05'],
    ['2026-11-21 08:05:09', 'YYYY年MM月DD日', '2026年11月21日'],
    ['2026-11-21', 'DD.MM.YYYY', '21.11.2026'],
    ['2026-11-21', 'YYYY-MM-DD HH:mm:ss', '2026-11-21 00:00:00'],
    ['2026-11-21T08:05', 'HH:mm', '08:05'],
    ['yesterday', 'YYYY-MM-DD', 'yesterday'],
    ['', 'YYYY-MM-DD', ''],
    [null, 'YYYY-MM-DD', ''],
  ])('%p with %s → %p', (value, format, expected) => {
    expect(formatServerDate(value, format)).toBe(expected);
  });
});
