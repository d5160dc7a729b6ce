// Reading the admin endpoints' untrusted bodies and queries. Every failure names the field (and,
// in a batch, the row) in both answer languages. Numbers may arrive as numeric strings.
import type { ParsedBody } from '../http/body';
import { invalid } from './failure';

export type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON object a body must be. */
export function objectBody(body: ParsedBody): Raw {
  if (body.kind === 'json' && isObject(body.value)) return body.value;
  throw invalid('请求体必须是 JSON 对象', 'The body must be a JSON object');
}

/** The JSON array of objects a body must be (possibly empty). */
export function arrayBody(body: ParsedBody): Raw[] {
  const value = body.kind === 'json' ? body.value : undefined;
  if (!Array.isArray(value))
    throw invalid('请求体必须是 JSON 数组', 'The body must be a JSON array');
  value.forEach((item, index) => {
    if (!isObject(item)) {
      throw invalid(`第 ${index + 1} 行必须是 JSON 对象`, `Row ${index + 1} must be a JSON object`);
    }
  });
  return value as Raw[];
}

interface IntRule {
  min?: number;
  max?: number;
}

/**
 * Reads the fields of one object. `where` prefixes every message (`第 2 行：` / `Row 2: `) so a
 * batch failure says which row.
 */
export class FieldReader {
  constructor(
    private readonly raw: Raw,
    private readonly where: { zh_CN: string; en_US: string } = { zh_CN: '', en_US: '' },
  ) {}

  has(field: string): boolean {
    return this.raw[field] !== undefined;
  }

  fail(field: string, zh_CN: string, en_US: string): never {
    throw invalid(`${this.where.zh_CN}${field} ${zh_CN}`, `${this.where.en_US}${field} ${en_US}`);
  }

  /** An integer, or undefined when absent (null and '' count as absent). */
  int(field: string, rule: IntRule = {}): number | undefined {
    const raw = this.raw[field];
    if (raw === undefined || raw === null || raw === '') return undefined;
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : raw;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.fail(
        field,
        `必须是整数，收到 ${JSON.stringify(raw)}`,
        `must be an integer, got ${JSON.stringify(raw)}`,
      );
    }
    const { min, max } = rule;
    if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
      const range = `${min ?? '…'}–${max ?? '…'}`;
      this.fail(
        field,
        `必须在 ${range} 之间，收到 ${value}`,
        `must be within ${range}, got ${value}`,
      );
    }
    return value;
  }

  requiredInt(field: string, rule: IntRule = {}): number {
    const value = this.int(field, rule);
    if (value === undefined) this.fail(field, '必填', 'is required');
    return value;
  }

  /** An integer or null (a cleared field); undefined when absent. */
  nullableInt(field: string, rule: IntRule = {}): number | null | undefined {
    const raw = this.raw[field];
    if (raw === null || raw === '') return null;
    return this.int(field, rule);
  }

  /**
   * A string trimmed, or undefined when absent; null when null. `required` refuses null and blank;
   * `max` caps the length.
   */
  text(field: string, rule: { required?: boolean; max?: number } = {}): string | null | undefined {
    const raw = this.raw[field];
    if (raw === undefined) return undefined;
    if (raw !== null && typeof raw !== 'string') {
      this.fail(field, '必须是文本', 'must be a string');
    }
    const value = raw === null ? null : raw.trim();
    if (rule.required && !value) this.fail(field, '不能为空', 'must not be empty');
    if (value && rule.max !== undefined && value.length > rule.max) {
      this.fail(field, `最多 ${rule.max} 个字符`, `must be at most ${rule.max} characters`);
    }
    return value;
  }

  /** A required, non-blank string. */
  requiredText(field: string, max?: number): string {
    const value = this.text(field, { required: true, max });
    if (!value) this.fail(field, '必填', 'is required');
    return value;
  }

  /** A non-blank string when present (an update may leave it out, never blank it). */
  presentText(field: string, max?: number): string | undefined {
    return this.text(field, { required: this.has(field), max }) ?? undefined;
  }

  /** A text that must be one of `allowed` (absent: `fallback`, else required). */
  oneOf<T extends string>(field: string, allowed: readonly T[], fallback?: T): T {
    const value =
      fallback === undefined ? this.requiredText(field) : (this.text(field) ?? fallback);
    if (!(allowed as readonly string[]).includes(value)) {
      this.fail(field, `须为 ${allowed.join('、')} 之一`, `must be one of ${allowed.join(', ')}`);
    }
    return value as T;
  }

  /** A list of JSON objects (absent: empty); anything else in it is refused, naming the field. */
  objects(field: string): Raw[] {
    const raw = this.raw[field];
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw) || !raw.every(isObject)) {
      this.fail(field, '必须是对象的列表', 'must be a list of objects');
    }
    return raw;
  }

  /** An object of texts by name (absent: empty; null and undefined values as ''). */
  textsByName(field: string): Record<string, string> {
    const raw = this.raw[field] ?? {};
    if (!isObject(raw)) this.fail(field, '必须是对象', 'must be an object');
    return Object.fromEntries(
      Object.entries(raw as Raw).map(([name, value]) => [
        name,
        value === null || value === undefined ? '' : String(value),
      ]),
    );
  }

  /** 1 or 0 (true/false and '1'/'0' accepted); undefined when absent. */
  flag(field: string): 0 | 1 | undefined {
    const raw = this.raw[field];
    if (raw === undefined || raw === null || raw === '') return undefined;
    if (raw === 1 || raw === '1' || raw === true || raw === 'true') return 1;
    if (raw === 0 || raw === '0' || raw === false || raw === 'false') return 0;
    return this.fail(
      field,
      `必须是 1 或 0，收到 ${JSON.stringify(raw)}`,
      `must be 1 or 0, got ${JSON.stringify(raw)}`,
    );
  }
}

/** The query as a field reader (query values are strings; empty ones count as absent). */
export function queryReader(query: URLSearchParams): FieldReader {
  const raw: Raw = {};
  for (const [key, value] of query.entries()) if (value.trim() !== '') raw[key] = value;
  return new FieldReader(raw);
}
