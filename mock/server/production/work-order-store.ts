// Work orders per organisation (seed: mock/data/production-orders.ts), each of one plan and with
// its task in that plan's Gantt chart. A new one is CREATED and numbered WO-<year>-<nnnn> after
// the organisation's last; the status actions follow the client's own transition table
// (src/services/production/work-order-flow.ts). Every write checks the version and bumps it.
import {
  seedWorkOrders,
  seedWorkOrderTaskId,
  type SeedWorkOrder,
} from '../../data/production-orders';
import type { WorkOrderAction } from '../../../src/services/production/orders-types';
import {
  nextStatus,
  WORK_ORDER_TRANSITIONS,
} from '../../../src/services/production/work-order-flow';
import { checkVersion, ofTenant, statusRefused } from './orders-input';
import type { WorkOrderStatus } from './orders-wire';

export interface StoredWorkOrder extends SeedWorkOrder {
  status: WorkOrderStatus;
  ganttTaskId: number | null;
  objectVersionNumber: number;
}

export interface WorkOrderInput {
  planId: number;
  itemCode: string;
  quantity: number;
  plannedStart: string;
  plannedEnd: string;
}

const ACTION_NAMES: Record<WorkOrderAction, string> = {
  release: '下达',
  start: '开工',
  complete: '完工',
  close: '关闭',
};

export class WorkOrderStore {
  private orders = new Map<number, StoredWorkOrder>();
  private nextId = 1;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.orders = new Map(
      seedWorkOrders.map((order) => [
        order.workOrderId,
        { ...order, ganttTaskId: seedWorkOrderTaskId(order.workOrderId), objectVersionNumber: 1 },
      ]),
    );
    this.nextId = Math.max(...seedWorkOrders.map((order) => order.workOrderId)) + 1;
  }

  list(tenantId: number): StoredWorkOrder[] {
    return [...this.orders.values()].filter((order) => order.tenantId === tenantId);
  }

  get(tenantId: number, workOrderId: number): StoredWorkOrder {
    return ofTenant(
      this.orders.get(workOrderId),
      tenantId,
      `工单 ${workOrderId}`,
      `Work order ${workOrderId}`,
    );
  }

  create(
    tenantId: number,
    input: WorkOrderInput,
    workOrderNum: string,
    ganttTaskId: number | null,
  ): StoredWorkOrder {
    const order: StoredWorkOrder = {
      ...input,
      workOrderId: this.nextId++,
      tenantId,
      workOrderNum,
      status: 'CREATED',
      ganttTaskId,
      objectVersionNumber: 1,
    };
    this.orders.set(order.workOrderId, order);
    return order;
  }

  act(
    tenantId: number,
    workOrderId: number,
    version: number,
    action: WorkOrderAction,
  ): StoredWorkOrder {
    const stored = this.get(tenantId, workOrderId);
    checkVersion(stored, version);
    const to = nextStatus(stored.status, action);
    if (!to) {
      const { from } = WORK_ORDER_TRANSITIONS[action];
      throw statusRefused(
        'error.work_order.status_invalid',
        `工单 ${stored.workOrderNum} 的状态是 ${stored.status}：只有 ${from} 状态的工单可以${ACTION_NAMES[action]}`,
        `Work order ${stored.workOrderNum} is ${stored.status}: only a ${from} work order can ${action}`,
      );
    }
    const saved: StoredWorkOrder = {
      ...stored,
      status: to,
      objectVersionNumber: stored.objectVersionNumber + 1,
    };
    this.orders.set(workOrderId, saved);
    return saved;
  }
}
