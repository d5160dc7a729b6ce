/** The capacity board's server data: the work centres, and capacity/load of a range and choice. */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useQuery } from '@tanstack/react-query';
import { fetchCapacityLoads } from './fetch-capacity-loads';
import { fetchWorkCentres } from './fetch-work-centres';

/** Every row of the longest range (62 days) of every work centre fits in one answer. */
const ALL_ROWS = 1000;

export function useWorkCentres() {
  const { language } = useIntl();
  return useQuery({
    queryKey: ['mes', 'work-centres', language],
    queryFn: () => fetchWorkCentres(),
  });
}

export function useCapacityLoads(range: { from: string; to: string }, codes: readonly string[]) {
  const { language } = useIntl();
  return useQuery({
    queryKey: ['mes', 'capacity-loads', range.from, range.to, codes, language],
    queryFn: async () =>
      (
        await fetchCapacityLoads({
          dateFrom: range.from,
          dateTo: range.to,
          workCentreCodes: codes.join(','),
          page: 0,
          size: ALL_ROWS,
        })
      ).content,
  });
}
