// What the orders' stores share: their failures in both answer languages (a stale version is
// `error.data_changed`, as the Gantt answers it; an id of another tenant is not found) and the
// readers of dates and decimals the admin field reader lacks.
import { t } from '../../data/lov-types';
import { AdminFailure, invalid, notFound } from '../admin/failure';
import type { FieldReader } from '../admin/input';
import { normaliseDateTime } from '../work/dates';

/** A stale `objectVersionNumber`: someone saved the record since the caller read it. */
export function dataChanged(): AdminFailure {
  return new AdminFailure(
    'error.data_changed',
    t(
      '记录已被他人修改，请刷新后重试。',
      'The record has been changed by someone else. Refresh and try again.',
    ),
    'warn',
  );
}

export function checkVersion(stored: { objectVersionNumber: number }, sent: number): void {
  if (stored.objectVersionNumber !== sent) throw dataChanged();
}

/** A record of the tenant, or not found (another tenant's records are not there for it). */
export function ofTenant<T extends { tenantId: number }>(
  record: T | undefined,
  tenantId: number,
  zh_CN: string,
  en_US: string,
): T {
  if (!record || record.tenantId !== tenantId) {
    throw notFound(
      `${zh_CN}不存在，可能已被删除`,
      `${en_US} does not exist (it may have been deleted)`,
    );
  }
  return record;
}

/** A refused step of a status flow, type error: says what the record is and what it needs. */
export function statusRefused(code: string, zh_CN: string, en_US: string): AdminFailure {
  return new AdminFailure(code, t(zh_CN, en_US));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD`, required. */
export function requiredDate(reader: FieldReader, field: string): string {
  const value = reader.requiredText(field, 10);
  if (!DATE.test(value) || !normaliseDateTime(value)) {
    reader.fail(
      field,
      `必须是 YYYY-MM-DD 格式的日期，收到 ${value}`,
      `must be a date as YYYY-MM-DD, got ${value}`,
    );
  }
  return value;
}

/** Two required dates, the second not before the first. */
export function requiredDateRange(reader: FieldReader, from: string, to: string): [string, string] {
  const start = requiredDate(reader, from);
  const end = requiredDate(reader, to);
  if (end < start) {
    reader.fail(to, `不能早于 ${from} ${start}`, `must not be before ${from} ${start}`);
  }
  return [start, end];
}

/** A date filter of a list: absent, or a calendar date. */
export function dateFilter(reader: FieldReader, field: string): string | undefined {
  return reader.has(field) ? requiredDate(reader, field) : undefined;
}

/** A number with at most `decimals` decimals within [min, max], required. */
export function requiredDecimal(
  raw: Record<string, unknown>,
  field: string,
  { min, max, decimals }: { min: number; max: number; decimals: number },
): number {
  const value = raw[field];
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw invalid(`${field} 必须是数字`, `${field} must be a number`);
  }
  const scaled = number * 10 ** decimals;
  if (number < min || number > max || Math.abs(Math.round(scaled) - scaled) > 1e-9) {
    throw invalid(
      `${field} 必须在 ${min}–${max} 之间，最多 ${decimals} 位小数，收到 ${number}`,
      `${field} must be within ${min}–${max} with at most ${decimals} decimals, got ${number}`,
    );
  }
  return number;
}

/** Whether a date-only `value` is within [from, to] (either bound may be absent). */
export const withinDates = (value: string, from?: string, to?: string): boolean =>
  (from === undefined || value >= from) && (to === undefined || value <= to);
