/** The calendar calls through the real client: admin (organisation 0) and alice (Acme, 1). */
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchCalendarDays, saveCalendarDay } from './calendar-days';
import { deleteCalendar } from './delete-calendar';
import { fetchCalendars } from './fetch-calendars';
import { saveCalendar } from './save-calendar';

const api = serviceContract('admin');

describe('calendars', () => {
  it('create, list, mark a day and read the year’s marked days, delete', async () => {
    const saved = await saveCalendar({
      calendarName: '平台日历',
      countryId: 1,
      description: null,
      enabledFlag: 1,
    });
    expect(api.onlySent()).toMatchObject({ method: 'POST', path: '/hpfm/v1/0/calendars' });
    expect(saved).toMatchObject({ tenantId: 0, countryName: '中国', objectVersionNumber: 1 });
    expect((await fetchCalendars({})).content).toEqual([saved]);

    await saveCalendarDay(saved.calendarId, {
      date: '2026-05-01',
      holidayType: 'HOLIDAY',
      reason: '劳动节',
    });
    await saveCalendarDay(saved.calendarId, {
      date: '2027-01-01',
      holidayType: 'HOLIDAY',
      reason: null,
    });
    api.gateway.state.calls.reset();
    expect(await fetchCalendarDays(saved.calendarId, 2026)).toEqual([
      { date: '2026-05-01', holidayType: 'HOLIDAY', reason: '劳动节' },
    ]);
    expect(api.onlySent()).toMatchObject({
      path: `/hpfm/v1/0/calendars/${saved.calendarId}/days`,
      query: { year: '2026' },
    });
    await saveCalendarDay(saved.calendarId, {
      date: '2026-05-01',
      holidayType: null,
      reason: null,
    });
    expect(await fetchCalendarDays(saved.calendarId, 2026)).toEqual([]);

    await deleteCalendar(saved);
    expect((await fetchCalendars({})).totalElements).toBe(0);
  });

  it('another organisation’s calendar answers as missing; its own organisation sees it', async () => {
    await expect(fetchCalendarDays(1, 2026)).rejects.toMatchObject({
      code: 'error.record.not_found',
    });
    await api.signIn('alice');
    expect((await fetchCalendars({})).content.map((c) => c.calendarName)).toEqual([
      '2026 factory calendar',
    ]);
    expect(await fetchCalendarDays(1, 2026)).toContainEqual({
      date: '2026-10-10',
      holidayType: 'WORKDAY',
      reason: '国庆调休',
    });
  });
});
