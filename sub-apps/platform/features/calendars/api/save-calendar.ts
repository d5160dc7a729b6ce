/**
 * `POST {platform}/v1/{organizationId}/calendars` (a new calendar) and `PUT` (the changed fields
 * of one read at `objectVersionNumber`): both answer the saved calendar.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { CalendarDto, CalendarSave } from '@polaris/core/services/platform/master-data-types';

export function saveCalendar(calendar: CalendarSave, options?: CallOptions): Promise<CalendarDto> {
  return request<CalendarDto>(v1('platform', 'tenant', 'calendars'), {
    method: calendar.calendarId === undefined ? 'POST' : 'PUT',
    data: calendar,
    ...options,
  });
}
