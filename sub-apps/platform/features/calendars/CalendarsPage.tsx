/**
 * /hpfm/calendar: the organisation's calendars (calendars-resource.tsx). Its own behaviour: Days
 * shows the chosen calendar's month view below the list (CalendarDays.tsx), its row marked.
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { CalendarDto } from '@polaris/core/services/platform/master-data-types';
import { useState } from 'react';
import { CalendarDays } from './CalendarDays';
import { calendarsResource } from './calendars-resource';

export default function CalendarsPage() {
  const [chosen, setChosen] = useState<CalendarDto | null>(null);
  return (
    <ResourcePage
      resource={calendarsResource}
      onAction={{ days: setChosen }}
      rowClassName={(calendar) =>
        calendar.calendarId === chosen?.calendarId ? 'ant-table-row-selected' : ''
      }
      below={chosen && <CalendarDays key={chosen.calendarId} calendar={chosen} />}
    />
  );
}
