/**
 * /hrpt/daily-production: the Daily Production Report (the declaration is
 * daily-report-resource.tsx), the last two weeks by default. Its own behaviour: below the table,
 * the totals and the chart of everything the search found (the table shows a page of it). The
 * page learns the search from the list's own calls, so the chart always draws what the table
 * was asked for.
 */
import type { ListEndpoint } from '@polaris/core/services/list-endpoint';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type {
  DailyProductionDto,
  DailyProductionQuery,
} from '@polaris/core/services/production/engineering-types';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useDailyChart } from './api/use-daily-chart';
import { DailyChart } from './DailyChart';
import { dailyReportResource } from './daily-report-resource';

type Endpoint = ListEndpoint<DailyProductionDto, DailyProductionQuery>;

/** The endpoint, telling `onSearch` the filters of each page it reads (paging and sort aside). */
function watched(endpoint: Endpoint, onSearch: (filters: DailyProductionQuery) => void): Endpoint {
  const read = (query?: Parameters<Endpoint>[0], options?: Parameters<Endpoint>[1]) => {
    const { page: _page, size: _size, sort: _sort, ...filters } = query ?? {};
    onSearch(filters);
    return endpoint(query, options);
  };
  return Object.assign(read, { url: endpoint.url });
}

export default function DailyReportPage() {
  const [filters, setFilters] = useState<DailyProductionQuery | null>(null);
  const resource = useMemo(
    () => ({ ...dailyReportResource, endpoint: watched(dailyReportResource.endpoint, setFilters) }),
    [],
  );
  const initialSearch = useMemo(
    () => ({ period: [dayjs().subtract(14, 'day'), dayjs().subtract(1, 'day')] }),
    [],
  );
  const all = useDailyChart(filters);
  return (
    <ResourcePage
      resource={resource}
      initialSearch={initialSearch}
      below={all.data && <DailyChart rows={all.data} />}
    />
  );
}
