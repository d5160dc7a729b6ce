/**
 * Repair orders as a resource: search by status, house and reporter; each order with its house
 * (under the tenant's room label), reporter, problem, status, worker and dates. A new order is
 * for one of the tenant's houses; a NEW order is dispatched to a worker and a DISPATCHED one
 * closed with photos (the page's own dialogs, repair-dialogs.tsx); the detail shows the photos.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import {
  PHONE_PATTERN,
  REPAIR_DESCRIPTION_MAX,
} from '@polaris/core/services/property/service-flow';
import {
  REPAIR_STATUSES,
  type RepairOrderCreate,
  type RepairOrderDto,
  type RepairOrderQuery,
} from '@polaris/core/services/property/service-types';
import { createRepairOrder } from './api/create-repair-order';
import { fetchRepairOrders } from './api/fetch-repair-orders';
import { HouseSelect } from './choice-selects';
import { RepairDetail } from './RepairDetail';
import { repairStatus } from './repair-status';

/** The button code guarding an action (the gateway refuses the call without it). */
export const repairPermission = (key: string) => `acme.property.repair.button.${key}`;

export const REPAIR_ORDERS_KEY = ['wuye', 'repair-orders'] as const;

export const repairOrdersResource = defineResource<
  RepairOrderDto,
  RepairOrderQuery,
  RepairOrderCreate
>({
  key: REPAIR_ORDERS_KEY,
  texts: 'wuye.repair',
  endpoint: fetchRepairOrders,
  rowKey: 'repairOrderId',
  search: [
    {
      name: 'status',
      kind: 'select',
      options: (t) =>
        REPAIR_STATUSES.map((code) => ({ value: code, label: t(`wuye.repair.status.${code}`) })),
    },
    { name: 'houseName' },
    { name: 'reporter' },
  ],
  columns: [
    { field: 'houseName', width: 180, sort: true, opens: true },
    { field: 'reporter', width: 100, sort: true },
    { field: 'phone', width: 130 },
    { field: 'description', width: 240 },
    { field: 'status', width: 100, kind: 'tag', status: repairStatus },
    { field: 'workerName', width: 100 },
    { field: 'createdAt', width: 160, kind: 'dateTime', sort: true },
    { field: 'closedAt', width: 160, kind: 'dateTime', sort: true },
  ],
  actions: [
    { key: 'detail', quiet: true },
    {
      key: 'dispatch',
      permission: repairPermission('dispatch'),
      when: (order) => order.status === 'NEW',
      quiet: true,
    },
    {
      key: 'close',
      permission: repairPermission('close'),
      when: (order) => order.status === 'DISPATCHED',
      quiet: true,
    },
  ],
  detail: {
    title: (order, t) => t('wuye.repair.detail.title', { id: order.repairOrderId }),
    render: (order) => <RepairDetail order={order} />,
    width: 600,
  },
  form: {
    createTitle: 'wuye.repair.create.title',
    editTitle: 'wuye.repair.create.title',
    createPermission: repairPermission('create'),
    fields: [
      {
        name: 'houseId',
        kind: 'custom',
        required: true,
        message: 'wuye.repair.error.house',
        render: () => <HouseSelect />,
      },
      { name: 'reporter', required: true, maxLength: 30 },
      {
        name: 'phone',
        required: true,
        maxLength: 20,
        pattern: PHONE_PATTERN,
        message: 'wuye.repair.error.phone',
      },
      { name: 'description', kind: 'textarea', required: true, maxLength: REPAIR_DESCRIPTION_MAX },
    ],
    initial: () => ({ houseId: '', reporter: '', phone: '', description: '' }),
    save: (values) =>
      createRepairOrder({
        houseId: values.houseId,
        reporter: values.reporter.trim(),
        phone: values.phone.trim(),
        description: values.description.trim(),
      }),
  },
});
