import type { DatasetParameter } from '@polaris/core/services/report/dataset-types';
import {
  alignOf,
  formatCell,
  initialValues,
  isRunning,
  paramsOf,
  pollWhileRunning,
  POLL_MS,
} from './query-rules';

const param = (name: string, type: DatasetParameter['type'], defaultValue: string | null) => ({
  name,
  type,
  required: 0 as const,
  defaultValue,
  options: null,
});

describe('report query rules', () => {
  it('starts the form at the defaults, a number as a number', () => {
    expect(
      initialValues([
        param('day', 'DATE', '2026-01-01'),
        param('min', 'NUMBER', '2'),
        param('name', 'TEXT', null),
      ]),
    ).toEqual({ day: '2026-01-01', min: 2, name: undefined });
  });

  it('sends the values as text, trimmed, the empty ones left out', () => {
    expect(paramsOf({ day: '2026-01-01', min: 0, name: '  ', region: null, code: ' a ' })).toEqual({
      day: '2026-01-01',
      min: '0',
      code: 'a',
    });
  });

  it.each([
    [1234.5, 'NUMBER', '1,234.5'],
    [1234.5, 'MONEY', '1,234.50'],
    ['2026-01-01', 'DATE', '2026-01-01'],
    [null, 'TEXT', ''],
  ] as const)('shows %s as %s: %s', (value, format, shown) => {
    expect(formatCell(value, format, 'en_US')).toBe(shown);
  });

  it('aligns numbers right and moves on only while running', () => {
    expect([alignOf('MONEY'), alignOf('TEXT')]).toEqual(['right', undefined]);
    expect([isRunning('RUNNING'), isRunning('DONE'), isRunning(undefined)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it.each([
    ['RUNNING', POLL_MS],
    ['DONE', false],
    ['CANCELLED', false],
  ] as const)('asks a %s run or export again: %s', (status, interval) => {
    expect(pollWhileRunning({ state: { data: { status } } })).toBe(interval);
  });

  it('asks nothing before the first answer', () => {
    expect(pollWhileRunning({ state: { data: undefined } })).toBe(false);
  });
});
