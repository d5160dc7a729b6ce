/**
 * /hmnt/api-monitor: counts and latencies per API from the gateway's own call log (the
 * declaration is api-monitor-resource.tsx). Its own behaviour: below the table, the chart of the
 * APIs the table shows (the page learns them from the list's own answers, so the two always
 * agree), and Refresh, which asks the gateway again.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { ListEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  ApiMonitorDto,
  ApiMonitorQuery,
} from '@polaris/core/services/monitor/operation-types';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { apiMonitorResource } from './api-monitor-resource';
import { ApiMonitorChart } from './ApiMonitorChart';

type Endpoint = ListEndpoint<ApiMonitorDto, ApiMonitorQuery>;

/** The endpoint, telling `onRows` the rows of each page it reads. */
function reporting(endpoint: Endpoint, onRows: (rows: ApiMonitorDto[]) => void): Endpoint {
  const read = async (query?: Parameters<Endpoint>[0], options?: Parameters<Endpoint>[1]) => {
    const page = await endpoint(query, options);
    onRows(page.content);
    return page;
  };
  return Object.assign(read, { url: endpoint.url });
}

export default function ApiMonitorPage() {
  const { t } = useIntl();
  const queries = useQueryClient();
  const [rows, setRows] = useState<ApiMonitorDto[]>([]);
  const resource = useMemo(
    () => ({ ...apiMonitorResource, endpoint: reporting(apiMonitorResource.endpoint, setRows) }),
    [],
  );
  return (
    <ResourcePage
      resource={resource}
      toolbar={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void queries.invalidateQueries({ queryKey: apiMonitorResource.key })}
        >
          {t('hmnt.apiMonitor.refresh')}
        </Button>
      }
      below={rows.length > 0 && <ApiMonitorChart rows={rows} />}
    />
  );
}
