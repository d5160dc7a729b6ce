/**
 * The organisation's calendars as a resource: searched by name; created and edited in a dialog
 * whose country is chosen with the lookup field over HPFM.COUNTRY; deleted with confirmation;
 * Days opens the calendar's month view below the list.
 */
import type { LovChoice } from '@polaris/core/kit/lov/lov-choice';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type { CalendarDto, CalendarQuery } from '@polaris/core/services/platform/master-data-types';
import { deleteCalendar } from './api/delete-calendar';
import { fetchCalendars } from './api/fetch-calendars';
import { saveCalendar } from './api/save-calendar';

export interface CalendarValues {
  calendarName: string;
  country: LovChoice | null;
  description: string;
  enabledFlag: boolean;
}

export const CALENDAR_CODES = {
  create: 'hpfm.calendar.button.create',
  edit: 'hpfm.calendar.button.edit',
  delete: 'hpfm.calendar.button.delete',
};

export const calendarsResource = defineResource<CalendarDto, CalendarQuery, CalendarValues>({
  key: ['hpfm', 'calendars'],
  texts: 'hpfm.calendar',
  endpoint: fetchCalendars,
  rowKey: 'calendarId',
  search: [{ name: 'calendarName', span: 8 }],
  columns: [
    { field: 'calendarName', width: 220 },
    { field: 'countryName', width: 160 },
    { field: 'description', width: 240 },
    { field: 'enabledFlag', width: 110, kind: 'status', status: enabledStatus },
  ],
  actions: [
    { key: 'days', quiet: true },
    { key: 'edit', permission: CALENDAR_CODES.edit },
    {
      key: 'delete',
      permission: CALENDAR_CODES.delete,
      danger: true,
      confirm: {
        title: 'hpfm.calendar.delete.title',
        values: (calendar) => ({ name: calendar.calendarName }),
      },
    },
  ],
  remove: (calendars) => Promise.all(calendars.map((calendar) => deleteCalendar(calendar))),
  form: {
    createTitle: 'hpfm.calendar.create.title',
    createPermission: CALENDAR_CODES.create,
    editTitle: 'hpfm.calendar.edit.title',
    titleValues: (calendar) => ({ name: calendar.calendarName }),
    fields: [
      { name: 'calendarName', required: true, maxLength: 60 },
      { name: 'country', kind: 'lovView', viewCode: 'HPFM.COUNTRY' },
      { name: 'description', kind: 'textarea', maxLength: 240 },
      { name: 'enabledFlag', kind: 'switch' },
    ],
    initial: (calendar) => ({
      calendarName: calendar?.calendarName ?? '',
      country:
        !calendar || calendar.countryId === null
          ? null
          : { value: calendar.countryId, meaning: calendar.countryName ?? '' },
      description: calendar?.description ?? '',
      enabledFlag: calendar ? calendar.enabledFlag === 1 : true,
    }),
    save: (values, calendar) =>
      saveCalendar({
        ...(calendar
          ? { calendarId: calendar.calendarId, objectVersionNumber: calendar.objectVersionNumber }
          : {}),
        calendarName: values.calendarName.trim(),
        countryId: values.country ? Number(values.country.value) : null,
        description: values.description?.trim() || null,
        enabledFlag: values.enabledFlag ? 1 : 0,
      }),
  },
});
