/**
 * The capacity board's rules: the range it opens with (this week and next, Monday to Sunday), a
 * day that is overloaded (more hours planned than the work centre has, any hours on a day it has
 * none), how full a day is, and the days and work centres the chart lays out.
 */
import type { CapacityLoadDto } from '@polaris/core/services/production/engineering-types';
import dayjs from 'dayjs';

const DAY = 'YYYY-MM-DD';

/** This week's Monday to next week's Sunday, around `today` (`YYYY-MM-DD`). */
export function defaultRange(today: string): { from: string; to: string } {
  const day = dayjs(today);
  const monday = day.subtract((day.day() + 6) % 7, 'day');
  return { from: monday.format(DAY), to: monday.add(13, 'day').format(DAY) };
}

type Numbers = Pick<CapacityLoadDto, 'capacityHours' | 'loadHours'>;

export const isOverloaded = (row: Numbers): boolean => row.loadHours > row.capacityHours;

/** Load as a share of capacity (1 = full); null on a day without hours. */
export const utilisation = (row: Numbers): number | null =>
  row.capacityHours > 0 ? row.loadHours / row.capacityHours : null;

export interface BoardLayout {
  days: string[];
  centres: { code: string; name: string }[];
  /** The row of a work centre on a day. */
  at(code: string, day: string): CapacityLoadDto | undefined;
  overloaded: CapacityLoadDto[];
}

/** The answer's rows laid out by day and work centre, in the order they first appear. */
export function boardLayout(rows: readonly CapacityLoadDto[]): BoardLayout {
  const days = [...new Set(rows.map((row) => row.workDate))].sort();
  const centres = new Map<string, string>();
  const byKey = new Map<string, CapacityLoadDto>();
  for (const row of rows) {
    centres.set(row.workCentreCode, row.workCentreName);
    byKey.set(`${row.workCentreCode} ${row.workDate}`, row);
  }
  return {
    days,
    centres: [...centres].map(([code, name]) => ({ code, name })),
    at: (code, day) => byKey.get(`${code} ${day}`),
    overloaded: rows.filter(isOverloaded),
  };
}
