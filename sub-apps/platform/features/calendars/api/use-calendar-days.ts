/** The month view's query of a year's marked days and its mutation of one day (calendar-days.ts). */
import type { CalendarDaySave } from '@polaris/core/services/platform/master-data-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchCalendarDays, saveCalendarDay } from './calendar-days';

const daysKey = (calendarId: number, year: number) => ['hpfm', 'calendar-days', calendarId, year];

export const useCalendarDays = (calendarId: number, year: number) =>
  useQuery({
    queryKey: daysKey(calendarId, year),
    queryFn: () => fetchCalendarDays(calendarId, year),
  });

export function useSaveCalendarDay(calendarId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (day: CalendarDaySave) => saveCalendarDay(calendarId, day),
    onSuccess: (_saved, day) =>
      client.invalidateQueries({ queryKey: daysKey(calendarId, Number(day.date.slice(0, 4))) }),
  });
}
