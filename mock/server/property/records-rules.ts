// What the property records accept (projects, houses, owners), read from an untrusted object (a
// JSON body, or one row of an import): every problem is collected with the field it is about,
// in both answer languages, so a form save names the first and an import lists them all per row.
import type { Texts } from '../../data/lov-types';
import {
  HOUSE_STATUSES,
  PHONE_PATTERN,
  PROJECT_CODE_PATTERN,
  type HouseStatus,
} from '../../../src/services/property/records-types';

export interface Problem {
  field: string;
  texts: Texts;
}

/** The largest area a project or a house may have, square metres. */
export const MAX_AREA = 10_000_000;

/** Collects the problems of one record's fields; each reader answers the value it accepted. */
export class RecordChecks {
  readonly problems: Problem[] = [];

  constructor(private readonly raw: Record<string, unknown>) {}

  problem(field: string, zh_CN: string, en_US: string): void {
    this.problems.push({ field, texts: { zh_CN, en_US } });
  }

  /** Trimmed text; '' when absent. `required` refuses blank; `max` caps the length. */
  text(field: string, rule: { required?: boolean; max: number }): string {
    const raw = this.raw[field];
    if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
      this.problem(field, '必须是文本', 'must be text');
      return '';
    }
    const value = raw === undefined || raw === null ? '' : String(raw).trim();
    if (rule.required && value === '') this.problem(field, '不能为空', 'is required');
    else if (value.length > rule.max) {
      this.problem(field, `最多 ${rule.max} 个字符`, `must be at most ${rule.max} characters`);
    }
    return value;
  }

  /** A text matching `pattern` (when not blank). */
  matching(field: string, pattern: RegExp, rule: { required?: boolean; max: number }): string {
    const before = this.problems.length;
    const value = this.text(field, rule);
    if (this.problems.length === before && value !== '' && !pattern.test(value)) {
      this.problem(field, `格式不正确：${value}`, `is not in a valid format: ${value}`);
    }
    return value;
  }

  /** A positive area with at most 2 decimals (numeric text accepted). */
  area(field: string): number {
    const raw = this.raw[field];
    const text = typeof raw === 'string' ? raw.trim() : raw;
    const value = typeof text === 'string' && text !== '' ? Number(text) : text;
    if (raw === undefined || raw === null || text === '') {
      this.problem(field, '不能为空', 'is required');
      return 0;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.problem(
        field,
        `必须是数字，收到 ${String(raw)}`,
        `must be a number, got ${String(raw)}`,
      );
      return 0;
    }
    const scaled = value * 100;
    if (value <= 0 || value > MAX_AREA || Math.abs(Math.round(scaled) - scaled) > 1e-6) {
      this.problem(
        field,
        `必须大于 0（最多 2 位小数），收到 ${value}`,
        `must be greater than 0 (at most 2 decimals), got ${value}`,
      );
      return 0;
    }
    return value;
  }

  /** A house status code; the labels of either language are taken too (a spreadsheet's). */
  status(field: string): HouseStatus {
    const raw = this.raw[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    const found = HOUSE_STATUSES.find(
      (status) =>
        status === value.toUpperCase() ||
        STATUS_LABELS[status].zh_CN === value ||
        STATUS_LABELS[status].en_US.toLowerCase() === value.toLowerCase(),
    );
    if (found) return found;
    if (value === '') this.problem(field, '不能为空', 'is required');
    else {
      this.problem(
        field,
        `必须是 ${HOUSE_STATUSES.join('、')} 之一，收到 ${value}`,
        `must be one of ${HOUSE_STATUSES.join(', ')}, got ${value}`,
      );
    }
    return 'VACANT';
  }

  /** A positive integer id, or null when absent and not `required`. */
  id(field: string, required: boolean): number | null {
    const raw = this.raw[field];
    if (raw === undefined || raw === null || raw === '') {
      if (required) this.problem(field, '不能为空', 'is required');
      return null;
    }
    const value = typeof raw === 'string' ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
      this.problem(field, `不是有效的编号：${String(raw)}`, `is not a valid id: ${String(raw)}`);
      return null;
    }
    return value;
  }

  /** 1 or 0 (true/false accepted); 1 when absent. */
  flag(field: string): 0 | 1 {
    const raw = this.raw[field];
    if (raw === undefined || raw === null || raw === '') return 1;
    if (raw === 1 || raw === '1' || raw === true || raw === 'true') return 1;
    if (raw === 0 || raw === '0' || raw === false || raw === 'false') return 0;
    this.problem(field, '必须是 1 或 0', 'must be 1 or 0');
    return 1;
  }
}

export const STATUS_LABELS: Record<HouseStatus, Texts> = {
  VACANT: { zh_CN: '空置', en_US: 'Vacant' },
  OCCUPIED: { zh_CN: '已入住', en_US: 'Occupied' },
  RENTED: { zh_CN: '已出租', en_US: 'Rented' },
};

export interface ProjectInput {
  projectCode: string;
  projectName: string;
  address: string;
  area: number;
  enabledFlag: 0 | 1;
}

export function readProject(raw: Record<string, unknown>): {
  input: ProjectInput;
  problems: Problem[];
} {
  const checks = new RecordChecks(raw);
  const input: ProjectInput = {
    projectCode: checks.matching('projectCode', PROJECT_CODE_PATTERN, { required: true, max: 30 }),
    projectName: checks.text('projectName', { required: true, max: 80 }),
    address: checks.text('address', { max: 200 }),
    area: checks.area('area'),
    enabledFlag: checks.flag('enabledFlag'),
  };
  return { input, problems: checks.problems };
}

export interface HouseFields {
  building: string;
  unit: string;
  roomNumber: string;
  area: number;
  houseStatus: HouseStatus;
}

/** The fields of a house every way of saving one has (the project is found by the caller). */
export function readHouseFields(checks: RecordChecks): HouseFields {
  return {
    building: checks.text('building', { required: true, max: 20 }),
    unit: checks.text('unit', { required: true, max: 20 }),
    roomNumber: checks.text('roomNumber', { required: true, max: 20 }),
    area: checks.area('area'),
    houseStatus: checks.status('houseStatus'),
  };
}

export interface OwnerInput {
  ownerName: string;
  phone: string;
  email: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readOwner(raw: Record<string, unknown>): {
  input: OwnerInput;
  problems: Problem[];
} {
  const checks = new RecordChecks(raw);
  const input: OwnerInput = {
    ownerName: checks.text('ownerName', { required: true, max: 60 }),
    phone: checks.matching('phone', PHONE_PATTERN, { required: true, max: 20 }),
    email: checks.matching('email', EMAIL, { max: 120 }) || null,
  };
  return { input, problems: checks.problems };
}
