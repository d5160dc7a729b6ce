/**
 * The chart's settings that follow the user and the view: dhtmlx's locale for the user's
 * language, the first day of the week, the user's date format in dhtmlx's notation, the scales
 * of each view, and the view that fits a plan into the width shown. Pure.
 */

export type GanttView = 'day' | 'week' | 'month';

export const GANTT_VIEWS: readonly GanttView[] = ['day', 'week', 'month'];

const LOCALES: Record<string, string> = {
  zh: 'cn',
  en: 'en',
  ja: 'jp',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  ko: 'kr',
  ru: 'ru',
  pt: 'pt',
};

/** dhtmlx's locale name for a language like `zh_CN`; English for any it has not. */
export function ganttLocale(language: string): string {
  return LOCALES[language.slice(0, 2).toLowerCase()] ?? 'en';
}

/** Regions whose week starts on Sunday (CLDR), for browsers without Intl week info. */
const SUNDAY_REGIONS = new Set(['US', 'CA', 'JP', 'TW', 'HK', 'IL', 'BR', 'MX', 'PH', 'IN', 'KR']);

/** Whether the week starts on Monday where the user's language is spoken (`ja_JP`: Sunday). */
export function weekStartsOnMonday(language: string): boolean {
  const tag = language.replace('_', '-');
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info) return info.firstDay === 1;
  } catch {
    // an odd language tag: the table below decides
  }
  const region = tag.split('-')[1]?.toUpperCase() ?? '';
  return !SUNDAY_REGIONS.has(region);
}

const TOKENS: [RegExp, string][] = [
  [/YYYY/g, '%Y'],
  [/YY/g, '%y'],
  [/MMMM/g, '%F'],
  [/MMM/g, '%M'],
  [/MM/g, '%m'],
  [/M/g, '%n'],
  [/DD/g, '%d'],
  [/D/g, '%j'],
];

/** A moment-style date format (`DD/MM/YYYY`) in dhtmlx's notation (`%d/%m/%Y`). */
export function dhtmlxDateFormat(format: string): string {
  // One pass over the tokens, so a replacement's `%d` is not read as a token again.
  const pattern = new RegExp(TOKENS.map(([token]) => token.source).join('|'), 'g');
  return format.replace(
    pattern,
    (token) => TOKENS.find(([re]) => new RegExp(`^${re.source}$`).test(token))?.[1] ?? token,
  );
}

export interface ScaleSpec {
  unit: 'year' | 'month' | 'week' | 'day';
  step: number;
  format: string;
}

export interface ViewSpec {
  scales: ScaleSpec[];
  /** Width of one column of the lowest scale. */
  columnWidth: number;
  /** Days one column stands for (for fitting). */
  daysPerColumn: number;
}

export const VIEWS: Record<GanttView, ViewSpec> = {
  day: {
    scales: [
      { unit: 'month', step: 1, format: '%F %Y' },
      { unit: 'day', step: 1, format: '%j' },
    ],
    columnWidth: 36,
    daysPerColumn: 1,
  },
  week: {
    scales: [
      { unit: 'month', step: 1, format: '%F %Y' },
      { unit: 'week', step: 1, format: '%W' },
    ],
    columnWidth: 56,
    daysPerColumn: 7,
  },
  month: {
    scales: [
      { unit: 'year', step: 1, format: '%Y' },
      { unit: 'month', step: 1, format: '%M' },
    ],
    columnWidth: 72,
    daysPerColumn: 30.4,
  },
};

/** The most detailed view that shows `days` days within `width` pixels (month when none does). */
export function fitView(days: number, width: number): GanttView {
  return (
    GANTT_VIEWS.find(
      (view) => (days / VIEWS[view].daysPerColumn) * VIEWS[view].columnWidth <= width,
    ) ?? 'month'
  );
}

/** Days from the first start to the last end of the tasks (`YYYY-MM-DD`), at least one. */
export function spanDays(tasks: ReadonlyArray<{ start_date: string; end_date: string }>): number {
  if (tasks.length === 0) return 1;
  let first = tasks[0].start_date;
  let last = tasks[0].end_date;
  for (const task of tasks) {
    if (task.start_date < first) first = task.start_date;
    if (task.end_date > last) last = task.end_date;
  }
  return Math.max(1, Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000));
}
