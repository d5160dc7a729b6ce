/**
 * A calendar's days that differ from the weekly rule, `{platform}/v1/{organizationId}/calendars/
 * {calendarId}/days`: read a year's (GET `?year=`), save one (PUT; `holidayType` null: the day
 * follows the weekly rule again).
 */
import { request } from '@polaris/core/request/client';
import { v1 } from '@polaris/core/services/shared';
import type {
  CalendarDayDto,
  CalendarDaySave,
} from '@polaris/core/services/platform/master-data-types';

const path = (calendarId: number) =>
  v1('platform', 'tenant', `calendars/${encodeURIComponent(calendarId)}/days`);

export const fetchCalendarDays = (calendarId: number, year: number) =>
  request<CalendarDayDto[]>(path(calendarId), { params: { year } });

export const saveCalendarDay = (calendarId: number, day: CalendarDaySave) =>
  request<CalendarDaySave>(path(calendarId), { method: 'PUT', data: day });
