// Quartz cron expressions as the scheduler accepts them: 6 or 7 fields (seconds minutes hours
// day-of-month month day-of-week [year]), each a list of `*`, values, ranges `a-b` and steps
// `x/n`; `?` in exactly one of day-of-month and day-of-week; `L`, `W` and `#` where Quartz allows
// them. `check` answers what is wrong, in both answer languages, or undefined.
import { t, type Texts } from '../../data/lov-types';

interface CronField {
  en: string;
  zh: string;
  min: number;
  max: number;
  names?: string[];
  /** Tokens only this field takes (besides values, ranges and steps). */
  special?: RegExp;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

const FIELDS: CronField[] = [
  { en: 'seconds', zh: '秒', min: 0, max: 59 },
  { en: 'minutes', zh: '分', min: 0, max: 59 },
  { en: 'hours', zh: '时', min: 0, max: 23 },
  { en: 'day-of-month', zh: '日', min: 1, max: 31, special: /^(\?|L|LW|L-\d{1,2}|\d{1,2}W)$/ },
  { en: 'month', zh: '月', min: 1, max: 12, names: MONTHS },
  {
    en: 'day-of-week',
    zh: '周',
    min: 1,
    max: 7,
    names: DAYS,
    special: /^(\?|L|([1-7]|SUN|MON|TUE|WED|THU|FRI|SAT)(L|#[1-5]))$/,
  },
  { en: 'year', zh: '年', min: 1970, max: 2099 },
];

/** A value of the field: a number in range, or one of its names (1-based). */
function valueOf(token: string, field: CronField): number | undefined {
  if (/^\d+$/.test(token)) {
    const value = Number(token);
    return value >= field.min && value <= field.max ? value : undefined;
  }
  const index = field.names?.indexOf(token.toUpperCase()) ?? -1;
  return index >= 0 ? index + 1 : undefined;
}

function validPart(part: string, field: CronField): boolean {
  if (field.special?.test(part.toUpperCase())) return true;
  const [base, step, extra] = part.split('/');
  if (extra !== undefined) return false;
  if (step !== undefined && !(/^\d+$/.test(step) && Number(step) > 0)) return false;
  if (base === '*') return true;
  const [from, to, more] = base.split('-');
  if (more !== undefined) return false;
  const start = valueOf(from, field);
  if (start === undefined) return false;
  return to === undefined || valueOf(to, field) !== undefined;
}

export function checkCron(cron: string): Texts | undefined {
  const parts = cron.trim().split(/\s+/);
  if (parts.length < 6 || parts.length > 7) {
    return t(
      `cron 必须有 6 或 7 个字段（秒 分 时 日 月 周 [年]），收到 ${parts.length} 个`,
      `cron must have 6 or 7 fields (seconds minutes hours day-of-month month day-of-week [year]), got ${parts.length}`,
    );
  }
  for (const [index, part] of parts.entries()) {
    const field = FIELDS[index];
    if (part.split(',').some((item) => !validPart(item, field))) {
      return t(
        `cron 的${field.zh}字段“${part}”无效`,
        `cron field ${field.en} "${part}" is not valid`,
      );
    }
  }
  const [dayOfMonth, dayOfWeek] = [parts[3], parts[5]];
  if ((dayOfMonth === '?') === (dayOfWeek === '?')) {
    return t(
      'cron 的日字段和周字段必须有且只有一个是“?”',
      'cron needs "?" in exactly one of day-of-month and day-of-week',
    );
  }
  return undefined;
}
