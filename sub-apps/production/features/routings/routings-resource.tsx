/**
 * Routings as a resource: search by routing code and item; each opens its operations (a drawer
 * of the page's own, where they are reordered and edited).
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import type { RoutingDto, RoutingQuery } from '@polaris/core/services/production/orders-types';
import { fetchRoutings } from './api/fetch-routings';

export const routingsResource = defineResource<RoutingDto, RoutingQuery>({
  key: ['mes', 'routings'],
  texts: 'mes.routing',
  endpoint: fetchRoutings,
  rowKey: 'routingId',
  search: [{ name: 'routingCode' }, { name: 'itemCode' }],
  columns: [
    { field: 'routingCode', width: 150, kind: 'code', sort: true, opens: 'operations' },
    { field: 'itemCode', width: 120, kind: 'code', sort: true },
    { field: 'description', width: 300 },
    { field: 'operationCount', width: 110, kind: 'number' },
  ],
  actions: [{ key: 'operations' }],
});
