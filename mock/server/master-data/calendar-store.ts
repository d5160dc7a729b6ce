// Calendars of each organisation (HZERO's calendar definitions, tenant level): a name, a country
// (one of the Countries page's), and per calendar the days that differ from the weekly rule
// (HOLIDAY: a weekday off; WORKDAY: a weekend day worked), each with its reason. Which day is a
// working day is the page's rule (features/calendars/working-days.ts); the store keeps the days.
import { t, type Texts } from '../../data/lov-types';
import { invalid } from '../admin/failure';
import { sameInBoth, savedOptional, textOrNull, withText } from '../admin/texts';
import type { LanguageCode } from '../types';
import { RecordTable } from './record-table';
import type { CalendarDayRow, CalendarRow } from './wire';

export interface StoredCalendar {
  calendarId: number;
  tenantId: number;
  name: Texts;
  countryId: number | null;
  description: Texts | null;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

export interface CalendarInput {
  calendarName?: string;
  countryId?: number | null;
  description?: string | null;
  enabledFlag?: 0 | 1;
}

/** Acme's (1) 2026 calendar in China, with the National Day week and its worked Saturday. */
const seed = (): StoredCalendar[] => [
  {
    calendarId: 1,
    tenantId: 1,
    name: t('2026 工厂日历', '2026 factory calendar'),
    countryId: 1,
    description: null,
    enabledFlag: 1,
    objectVersionNumber: 1,
  },
];

const seedDays = (): Map<number, Map<string, CalendarDayRow>> => {
  const days: CalendarDayRow[] = [
    ...['01', '02', '05', '06', '07'].map((d) => ({
      date: `2026-10-${d}`,
      holidayType: 'HOLIDAY' as const,
      reason: '国庆节',
    })),
    { date: '2026-10-10', holidayType: 'WORKDAY', reason: '国庆调休' },
  ];
  return new Map([[1, new Map(days.map((day) => [day.date, day]))]]);
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class CalendarStore {
  readonly calendars = new RecordTable(seed, {
    id: (calendar) => calendar.calendarId,
    code: (calendar) => calendar.name.en_US,
    group: (calendar) => calendar.tenantId,
    name: (what) => t(`日历 ${what}`, `Calendar ${what}`),
  });
  private days = seedDays();

  reset(): void {
    this.calendars.reset();
    this.days = seedDays();
  }

  /** The organisation's calendar (another's answers as missing). */
  calendar(tenantId: number, calendarId: number): StoredCalendar {
    return this.calendars.get(calendarId, (calendar) => calendar.tenantId === tenantId);
  }

  create(tenantId: number, input: CalendarInput & { calendarName: string }): StoredCalendar {
    return this.calendars.add({
      calendarId: this.calendars.nextId(),
      tenantId,
      name: sameInBoth(input.calendarName),
      countryId: input.countryId ?? null,
      description: input.description ? sameInBoth(input.description) : null,
      enabledFlag: input.enabledFlag ?? 1,
      objectVersionNumber: 1,
    });
  }

  update(tenantId: number, id: number, version: number, input: CalendarInput, lang: LanguageCode) {
    this.calendar(tenantId, id);
    return this.calendars.update(id, version, (stored) => ({
      ...stored,
      name:
        input.calendarName === undefined
          ? stored.name
          : withText(stored.name, lang, input.calendarName),
      countryId: input.countryId === undefined ? stored.countryId : input.countryId,
      description: savedOptional(stored.description, lang, input.description),
      enabledFlag: input.enabledFlag ?? stored.enabledFlag,
    }));
  }

  remove(tenantId: number, id: number, version: number): StoredCalendar {
    this.calendar(tenantId, id);
    const removed = this.calendars.remove(id, version);
    this.days.delete(id);
    return removed;
  }

  /** The calendar's days that differ from the weekly rule in `year`, by date. */
  daysOf(tenantId: number, calendarId: number, year: number): CalendarDayRow[] {
    this.calendar(tenantId, calendarId);
    return [...(this.days.get(calendarId)?.values() ?? [])]
      .filter((day) => day.date.startsWith(`${year}-`))
      .sort((a, b) => a.date.localeCompare(b.date));
  }

  /** Saves one day (`holidayType` null: it follows the weekly rule again). */
  saveDay(
    tenantId: number,
    calendarId: number,
    day: CalendarDayRow | { date: string; holidayType: null },
  ) {
    this.calendar(tenantId, calendarId);
    if (!DATE.test(day.date) || Number.isNaN(Date.parse(`${day.date}T00:00:00Z`))) {
      throw invalid(
        `date ${day.date} 不是 YYYY-MM-DD 日期`,
        `date ${day.date} is not a YYYY-MM-DD date`,
      );
    }
    const days = this.days.get(calendarId) ?? new Map<string, CalendarDayRow>();
    this.days.set(calendarId, days);
    if (day.holidayType === null) days.delete(day.date);
    else days.set(day.date, day);
  }
}

export const calendarRow = (
  calendar: StoredCalendar,
  lang: LanguageCode,
  countryName: string | null,
): CalendarRow => ({
  calendarId: calendar.calendarId,
  tenantId: calendar.tenantId,
  calendarName: calendar.name[lang],
  countryId: calendar.countryId,
  countryName,
  description: textOrNull(calendar.description, lang),
  enabledFlag: calendar.enabledFlag,
  objectVersionNumber: calendar.objectVersionNumber,
});
