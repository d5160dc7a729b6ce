// Calendars (`/hpfm/v1/{orgId}/calendars`, HZERO's tenant-level calendar definitions): the
// organisation's calendars with their country (one of the Countries page's), and per calendar the
// days that differ from the weekly rule (`…/calendars/{calendarId}/days?year=`, PUT one day).
// Reads: any member of the organisation; writes: `hpfm.calendar.button.create|edit|delete`
// (edit also saves a day). Another organisation's calendar answers as missing.
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import {
  calendarRow,
  type CalendarInput,
  type StoredCalendar,
} from '../master-data/calendar-store';
import type { LanguageCode } from '../types';
import { adminHandler, requirePermission, type AdminHandler } from './admin-common';

const BASE = '/hpfm/v1/:orgId/calendars';
const DAYS = `${BASE}/:calendarId/days`;
const store = (ctx: UserContext) => ctx.state.masterData.calendars;
const tenantOf = (ctx: UserContext) => ctx.session.tenantId;

function rowOf(ctx: UserContext, calendar: StoredCalendar, lang: LanguageCode) {
  const country =
    calendar.countryId === null
      ? undefined
      : ctx.state.masterData.countries.countries.find(calendar.countryId);
  return calendarRow(calendar, lang, country ? country.name[lang] : null);
}

function readCalendar(ctx: UserContext, reader: FieldReader, creating: boolean): CalendarInput {
  const countryId = reader.nullableInt('countryId', { min: 1 });
  if (countryId && !ctx.state.masterData.countries.countries.find(countryId)) {
    reader.fail('countryId', '不是已定义的国家/地区', 'is not a defined country');
  }
  return {
    calendarName: creating
      ? reader.requiredText('calendarName', 60)
      : reader.presentText('calendarName', 60),
    countryId,
    description: reader.text('description', { max: 240 }),
    enabledFlag: reader.flag('enabledFlag'),
  };
}

const list: AdminHandler = (ctx, lang) => {
  const name = queryReader(ctx.query).text('calendarName') ?? undefined;
  const rows = store(ctx)
    .calendars.list()
    .filter(
      (calendar) => calendar.tenantId === tenantOf(ctx) && contains(calendar.name[lang], name),
    )
    .map((calendar) => rowOf(ctx, calendar, lang));
  return listReply(rows, ctx.query, (a, b) => a.calendarId - b.calendarId, 'calendars');
};

const create: AdminHandler = async (ctx, lang) => {
  requirePermission(ctx, 'hpfm.calendar.button.create');
  const input = readCalendar(ctx, new FieldReader(objectBody(await ctx.body())), true);
  const saved = store(ctx).create(tenantOf(ctx), input as CalendarInput & { calendarName: string });
  return json(rowOf(ctx, saved, lang));
};

const update: AdminHandler = async (ctx, lang) => {
  requirePermission(ctx, 'hpfm.calendar.button.edit');
  const reader = new FieldReader(objectBody(await ctx.body()));
  const id = reader.requiredInt('calendarId', { min: 1 });
  const version = reader.requiredInt('objectVersionNumber', { min: 0 });
  const input = readCalendar(ctx, reader, false);
  return json(rowOf(ctx, store(ctx).update(tenantOf(ctx), id, version, input, lang), lang));
};

const remove: AdminHandler = async (ctx, lang) => {
  requirePermission(ctx, 'hpfm.calendar.button.delete');
  const reader = new FieldReader(objectBody(await ctx.body()));
  const id = reader.requiredInt('calendarId', { min: 1 });
  const version = reader.requiredInt('objectVersionNumber', { min: 0 });
  return json(rowOf(ctx, store(ctx).remove(tenantOf(ctx), id, version), lang));
};

const calendarIdOf = (ctx: UserContext) => {
  const id = Number(ctx.params.calendarId);
  return Number.isInteger(id) ? id : 0;
};

const days: AdminHandler = (ctx) => {
  const year = queryReader(ctx.query).requiredInt('year', { min: 1900, max: 2200 });
  return json(store(ctx).daysOf(tenantOf(ctx), calendarIdOf(ctx), year));
};

const saveDay: AdminHandler = async (ctx) => {
  requirePermission(ctx, 'hpfm.calendar.button.edit');
  const reader = new FieldReader(objectBody(await ctx.body()));
  const date = reader.requiredText('date', 10);
  const type = reader.text('holidayType');
  if (type && type !== 'HOLIDAY' && type !== 'WORKDAY') {
    reader.fail(
      'holidayType',
      '必须是 HOLIDAY、WORKDAY 或 null',
      'must be HOLIDAY, WORKDAY or null',
    );
  }
  const reason = reader.text('reason', { max: 120 }) || null;
  const day = type
    ? { date, holidayType: type as 'HOLIDAY' | 'WORKDAY', reason }
    : { date, holidayType: null };
  store(ctx).saveDay(tenantOf(ctx), calendarIdOf(ctx), day);
  return json(day);
};

export const calendarRoutes: ApiRoute[] = [
  userRoute('GET', BASE, adminHandler(list)),
  userRoute('POST', BASE, adminHandler(create)),
  userRoute('PUT', BASE, adminHandler(update)),
  userRoute('DELETE', BASE, adminHandler(remove)),
  userRoute('GET', DAYS, adminHandler(days)),
  userRoute('PUT', DAYS, adminHandler(saveDay)),
];
