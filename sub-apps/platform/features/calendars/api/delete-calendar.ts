/** `DELETE {platform}/v1/{organizationId}/calendars` with `{ calendarId, objectVersionNumber }`. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { CalendarDto } from '@polaris/core/services/platform/master-data-types';

export async function deleteCalendar(calendar: CalendarDto, options?: CallOptions) {
  const { calendarId, objectVersionNumber } = calendar;
  await request<unknown>(v1('platform', 'tenant', 'calendars'), {
    method: 'DELETE',
    data: { calendarId, objectVersionNumber },
    ...options,
  });
}
