/** `GET {platform}/v1/{organizationId}/calendars`: a page of the organisation's calendars. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { CalendarDto, CalendarQuery } from '@polaris/core/services/platform/master-data-types';

export const fetchCalendars = listEndpoint<CalendarDto, CalendarQuery>(
  'platform',
  'tenant',
  'calendars',
);
