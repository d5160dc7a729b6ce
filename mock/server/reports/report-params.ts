// The pure rules of a dataset's parameters: which names a source takes (a field, or `fieldFrom` /
// `fieldTo` bounding it), the values a run resolves (typed value, else the default; a required
// one missing is refused naming it), and the rows those values keep.
import {
  DATA_SOURCES,
  type DataSource,
  type DatasetParameter,
} from '../../../src/services/report/dataset-types';
import type { SourceRow } from '../../data/reports';
import { invalid } from '../admin/failure';

/** What a parameter name filters: a field of the source and how. */
export interface ParameterTarget {
  field: string;
  bound: 'from' | 'to' | null;
}

/** The field and bound a parameter name means on a source, or null when it means none. */
export function targetOf(source: DataSource, name: string): ParameterTarget | null {
  const fields: readonly string[] = DATA_SOURCES[source];
  if (fields.includes(name)) return { field: name, bound: null };
  const match = /^(.+)(From|To)$/.exec(name);
  if (match && fields.includes(match[1])) {
    return { field: match[1], bound: match[2] === 'From' ? 'from' : 'to' };
  }
  return null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const optionsOf = (parameter: Pick<DatasetParameter, 'options'>): string[] =>
  (parameter.options ?? '')
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);

/** What is wrong with a value of a parameter (in both languages), or null. */
export function valueProblem(
  parameter: DatasetParameter,
  value: string,
): { zh_CN: string; en_US: string } | null {
  if (parameter.type === 'NUMBER' && !Number.isFinite(Number(value))) {
    return { zh_CN: `必须是数字，收到 ${value}`, en_US: `must be a number, got ${value}` };
  }
  if (parameter.type === 'DATE' && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) {
    return {
      zh_CN: `必须是 YYYY-MM-DD 格式的日期，收到 ${value}`,
      en_US: `must be a date as YYYY-MM-DD, got ${value}`,
    };
  }
  if (parameter.type === 'SELECT' && !optionsOf(parameter).includes(value)) {
    const options = optionsOf(parameter).join(', ');
    return { zh_CN: `须为 ${options} 之一`, en_US: `must be one of ${options}` };
  }
  return null;
}

/** Refuses parameters a source cannot take, naming the parameter (and its row). */
export function checkParameters(source: DataSource, parameters: DatasetParameter[]): void {
  const seen = new Set<string>();
  parameters.forEach((parameter, index) => {
    const at = {
      zh_CN: `参数第 ${index + 1} 行 ${parameter.name}`,
      en_US: `Parameter ${index + 1} ${parameter.name}`,
    };
    if (seen.has(parameter.name)) throw invalid(`${at.zh_CN}：重复`, `${at.en_US}: given twice`);
    seen.add(parameter.name);
    if (!targetOf(source, parameter.name)) {
      const fields = DATA_SOURCES[source].join(', ');
      throw invalid(
        `${at.zh_CN}：不是数据源 ${source} 的字段（${fields}，或加 From/To）`,
        `${at.en_US}: is not a field of source ${source} (${fields}, or with From/To)`,
      );
    }
    if (parameter.type === 'SELECT' && optionsOf(parameter).length === 0) {
      throw invalid(`${at.zh_CN}：下拉参数需要选项`, `${at.en_US}: a select needs options`);
    }
    const problem = parameter.defaultValue ? valueProblem(parameter, parameter.defaultValue) : null;
    if (problem) {
      throw invalid(
        `${at.zh_CN} 的默认值${problem.zh_CN}`,
        `${at.en_US}: the default ${problem.en_US}`,
      );
    }
  });
}

/**
 * The values a run uses: for each parameter the value typed when the report asks it, else (or
 * when empty) its default. A required one left empty, or a value of the wrong type, is refused.
 */
export function resolveParams(
  parameters: readonly DatasetParameter[],
  asked: readonly string[],
  given: Record<string, string>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of parameters) {
    const typed = asked.includes(parameter.name) ? (given[parameter.name] ?? '').trim() : '';
    const value = typed || parameter.defaultValue || '';
    if (!value) {
      if (parameter.required) {
        throw invalid(`参数 ${parameter.name} 必填`, `Parameter ${parameter.name} is required`);
      }
      continue;
    }
    const problem = valueProblem(parameter, value);
    if (problem) {
      throw invalid(
        `参数 ${parameter.name} ${problem.zh_CN}`,
        `Parameter ${parameter.name} ${problem.en_US}`,
      );
    }
    values[parameter.name] = value;
  }
  return values;
}

function keeps(row: SourceRow, target: ParameterTarget, value: string): boolean {
  const cell = row[target.field];
  if (typeof cell === 'number') {
    const wanted = Number(value);
    if (target.bound === 'from') return cell >= wanted;
    if (target.bound === 'to') return cell <= wanted;
    return cell === wanted;
  }
  // a date-time compared by as much of it as the value gives (a day bounds the whole day)
  const text = String(cell).slice(0, target.bound ? value.length : undefined);
  if (target.bound === 'from') return text >= value;
  if (target.bound === 'to') return text <= value;
  return text.toLowerCase().includes(value.toLowerCase());
}

/** The rows of a source the values keep (every value must hold). */
export function filterRows(
  source: DataSource,
  rows: readonly SourceRow[],
  values: Record<string, string>,
): SourceRow[] {
  const filters = Object.entries(values).map(([name, value]) => ({
    target: targetOf(source, name),
    value,
  }));
  return rows.filter((row) =>
    filters.every(({ target, value }) => target === null || keeps(row, target, value)),
  );
}
