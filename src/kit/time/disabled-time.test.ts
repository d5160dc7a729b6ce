import type { DatePickerProps } from 'antd';
import dayjs from 'dayjs';
import moment from 'moment';
import {
  disabledDateAfter,
  disabledDateBefore,
  disabledTimeAfter,
  disabledTimeBefore,
  type DisabledTimes,
} from './disabled-time';

const at = (text: string) => dayjs(text);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The disabled lists at a few probes, to compare with a table row. */
function probe(times: DisabledTimes) {
  return {
    hours: times.disabledHours?.() ?? [],
    minutesAt10: times.disabledMinutes?.(10) ?? [],
    secondsAt10_30: times.disabledSeconds?.(10, 30) ?? [],
  };
}

describe('disabledTimeBefore (end picker: not before the start bound)', () => {
  const rule = disabledTimeBefore(at('2024-05-01 10:30:15'));

  it.each([
    [
      'the bound day',
      '2024-05-01 12:00:00',
      { hours: range(0, 9), minutesAt10: range(0, 29), secondsAt10_30: range(0, 14) },
    ],
    ['the day after', '2024-05-02 08:00:00', { hours: [], minutesAt10: [], secondsAt10_30: [] }],
    ['the day before', '2024-04-30 23:00:00', { hours: [], minutesAt10: [], secondsAt10_30: [] }],
    [
      'the same day a year on',
      '2025-05-01 00:00:00',
      { hours: [], minutesAt10: [], secondsAt10_30: [] },
    ],
  ])('on %s (%s)', (_label, value, expected) => {
    expect(probe(rule(at(value)))).toEqual(expected);
  });

  it('disables every minute of an earlier hour and none of a later one', () => {
    const times = rule(at('2024-05-01 12:00:00'));
    expect(times.disabledMinutes?.(9)).toEqual(range(0, 59));
    expect(times.disabledMinutes?.(11)).toEqual([]);
    expect(times.disabledSeconds?.(10, 29)).toEqual(range(0, 59));
    expect(times.disabledSeconds?.(10, 31)).toEqual([]);
  });
});

describe('disabledTimeAfter (start picker: not after the end bound)', () => {
  const rule = disabledTimeAfter(at('2024-05-01 10:30:15'));

  it.each([
    [
      'the bound day',
      '2024-05-01 08:00:00',
      { hours: range(11, 23), minutesAt10: range(31, 59), secondsAt10_30: range(16, 59) },
    ],
    ['the day before', '2024-04-30 08:00:00', { hours: [], minutesAt10: [], secondsAt10_30: [] }],
    ['the day after', '2024-05-02 08:00:00', { hours: [], minutesAt10: [], secondsAt10_30: [] }],
  ])('on %s (%s)', (_label, value, expected) => {
    expect(probe(rule(at(value)))).toEqual(expected);
  });

  it('disables every minute of a later hour and none of an earlier one', () => {
    const times = rule(at('2024-05-01 08:00:00'));
    expect(times.disabledMinutes?.(11)).toEqual(range(0, 59));
    expect(times.disabledMinutes?.(9)).toEqual([]);
  });
});

describe('bounds at the ends of the day', () => {
  it.each([
    ['end picker, start at 00:00:00', disabledTimeBefore, '00:00:00', [], [], []],
    [
      'end picker, start at 23:59:59',
      disabledTimeBefore,
      '23:59:59',
      range(0, 22),
      range(0, 58),
      range(0, 58),
    ],
    [
      'start picker, end at 00:00:00',
      disabledTimeAfter,
      '00:00:00',
      range(1, 23),
      range(1, 59),
      range(1, 59),
    ],
    ['start picker, end at 23:59:59', disabledTimeAfter, '23:59:59', [], [], []],
  ])('%s', (_label, make, time, hours, minutes, seconds) => {
    const bound = at(`2024-05-01 ${time}`);
    const times = make(bound)(bound);
    expect(times.disabledHours?.()).toEqual(hours);
    expect(times.disabledMinutes?.(bound.hour())).toEqual(minutes);
    expect(times.disabledSeconds?.(bound.hour(), bound.minute())).toEqual(seconds);
  });
});

describe('without a bound or a value', () => {
  it.each([
    ['no bound', null, '2024-05-01 10:00:00'],
    ['no value', '2024-05-01 10:00:00', null],
  ])('%s disables nothing', (_label, bound, value) => {
    const b = bound ? at(bound) : null;
    const v = value ? at(value) : null;
    expect(disabledTimeBefore(b)(v)).toEqual({});
    expect(disabledTimeAfter(b)(v)).toEqual({});
    expect(disabledDateBefore(b)(v)).toBe(false);
    expect(disabledDateAfter(b)(v)).toBe(false);
  });
});

describe('disabled days', () => {
  it.each([
    ['2024-04-30 23:59:59', true, false],
    ['2024-05-01 00:00:00', false, false],
    ['2024-05-01 23:59:59', false, false],
    ['2024-05-02 00:00:00', false, true],
    ['2023-12-31 00:00:00', true, false],
    ['2025-01-01 00:00:00', false, true],
  ])('%s: before the bound day %p, after it %p', (value, before, after) => {
    const bound = at('2024-05-01 10:30:15');
    expect(disabledDateBefore(bound)(at(value))).toBe(before);
    expect(disabledDateAfter(bound)(at(value))).toBe(after);
  });
});

describe('date libraries', () => {
  it('takes moment values as well as dayjs ones', () => {
    const times = disabledTimeBefore(moment('2024-05-01 10:30:15'))(moment('2024-05-01 12:00'));
    expect(times.disabledHours?.()).toEqual(range(0, 9));
  });

  it("fits antd's DatePicker props", () => {
    const start = at('2024-05-01 10:30:15');
    const props: Pick<DatePickerProps, 'disabledDate' | 'disabledTime'> = {
      disabledDate: disabledDateBefore(start),
      disabledTime: disabledTimeBefore(start),
    };
    expect(props.disabledTime?.(at('2024-05-01 11:00:00'))).toBeDefined();
  });
});
