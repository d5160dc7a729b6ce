/**
 * Work orders as a resource, of every plan (the Work Orders page) or of one (the drawer the
 * Production Plans page opens): search by number, item, status, plan and planned start; a new
 * one from a plan; per row the one step its status allows (work-order-flow.ts), each guarded by
 * its button code and asked first.
 */
import { DayField } from '@polaris/core/kit/form/DayField';
import { defineResource, type SearchFieldSpec } from '@polaris/core/kit/resource/types';
import { view, type StatusView } from '@polaris/core/kit/status/status-view';
import {
  WORK_ORDER_ACTIONS,
  WORK_ORDER_STATUSES,
  type ProductionPlanDto,
  type WorkOrderAction,
  type WorkOrderCreate,
  type WorkOrderDto,
  type WorkOrderQuery,
} from '@polaris/core/services/production/orders-types';
import { nextStatus } from '@polaris/core/services/production/work-order-flow';
import { createWorkOrder } from './api/create-work-order';
import { fetchWorkOrders } from './api/fetch-work-orders';
import { postWorkOrderAction } from './api/work-order-action';
import { PlanSelect } from './PlanSelect';

export const workOrderPermission = (key: string) => `globex.production.work-order.button.${key}`;

const TONES: Record<string, StatusView['status']> = {
  CREATED: 'default',
  RELEASED: 'warning',
  STARTED: 'processing',
  COMPLETED: 'success',
  CLOSED: 'default',
};
export const workOrderStatus = (code: string): StatusView | undefined =>
  TONES[code] ? view(`mes.workOrder.status.${code}`, TONES[code]) : undefined;

const statusAction = (action: WorkOrderAction) => ({
  key: action,
  permission: workOrderPermission(action),
  when: (order: WorkOrderDto) => nextStatus(order.status, action) !== undefined,
  confirm: {
    title: `mes.workOrder.${action}.title`,
    values: (order: WorkOrderDto) => ({ num: order.workOrderNum }),
    okText: `mes.workOrder.action.${action}`,
  },
  run: (order: WorkOrderDto) => postWorkOrderAction(action, order),
});

const SEARCH: SearchFieldSpec[] = [
  { name: 'workOrderNum' },
  { name: 'itemCode' },
  {
    name: 'status',
    kind: 'select',
    options: (t) =>
      WORK_ORDER_STATUSES.map((code) => ({
        value: code,
        label: t(`mes.workOrder.status.${code}`),
      })),
  },
  { name: 'planned', kind: 'dateRange', from: 'plannedFrom', to: 'plannedTo' },
];

/** The form's values: the plan picker holds the plan's id as text. */
type WorkOrderValues = Omit<WorkOrderCreate, 'planId'> & { planId: string };

/** The work orders of every plan, or only of `plan` (its new ones are that plan's). */
export function workOrdersResource(plan?: Pick<ProductionPlanDto, 'planId'>) {
  return defineResource<WorkOrderDto, WorkOrderQuery, WorkOrderValues>({
    key: plan ? ['mes', 'work-orders', 'plan', plan.planId] : ['mes', 'work-orders'],
    alsoChanges: [['mes', 'plans']],
    texts: 'mes.workOrder',
    endpoint: fetchWorkOrders,
    rowKey: 'workOrderId',
    fixedFilters: plan ? { planId: plan.planId } : undefined,
    exportable: plan ? undefined : true,
    search: plan
      ? SEARCH.filter((field) => field.name !== 'planned')
      : [...SEARCH, { name: 'planCode' }],
    columns: [
      { field: 'workOrderNum', width: 140, kind: 'code', sort: true },
      { field: 'planCode', width: 130, kind: 'code' },
      { field: 'itemCode', width: 110, kind: 'code', sort: true },
      { field: 'quantity', width: 90, kind: 'number', sort: true },
      { field: 'status', width: 110, kind: 'tag', status: workOrderStatus },
      { field: 'plannedStart', width: 120, kind: 'date', sort: true },
      { field: 'plannedEnd', width: 120, kind: 'date' },
    ],
    actions: WORK_ORDER_ACTIONS.map(statusAction),
    visibleActions: 2,
    form: {
      createTitle: 'mes.workOrder.create.title',
      editTitle: 'mes.workOrder.create.title',
      createPermission: workOrderPermission('create'),
      fields: [
        {
          name: 'planId',
          kind: 'custom',
          required: true,
          message: 'mes.workOrder.error.plan',
          render: () => <PlanSelect disabled={Boolean(plan)} />,
        },
        { name: 'itemCode', required: true, maxLength: 40 },
        { name: 'quantity', kind: 'number', required: true, min: 1, max: 1_000_000 },
        { name: 'plannedStart', kind: 'custom', required: true, render: () => <DayField /> },
        { name: 'plannedEnd', kind: 'custom', required: true, render: () => <DayField /> },
      ],
      initial: () => ({
        planId: plan ? String(plan.planId) : '',
        itemCode: '',
        quantity: 1,
        plannedStart: '',
        plannedEnd: '',
      }),
      save: (values) =>
        createWorkOrder({
          ...values,
          planId: Number(values.planId),
          itemCode: values.itemCode.trim(),
        }),
    },
  });
}
