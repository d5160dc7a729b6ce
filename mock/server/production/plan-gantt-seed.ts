// The seed plans' Gantt charts (mock/data/production-orders.ts): each seed work order is a task
// of its plan's chart, from its planned start to its planned end, as the gantt store holds tasks
// (version 1; gantt-seed.ts adds the store's _token and duration). A work order created later adds its task through the store.
import {
  SEED_PROGRESS,
  seedPlans,
  seedWorkOrders,
  seedWorkOrderTaskId,
} from '../../data/production-orders';
import type { GanttTask } from '../work/wire';

/** What a work order's task is called on the chart. */
export const workOrderTaskName = (order: {
  workOrderNum: string;
  itemCode: string;
  quantity: number;
}): string => `${order.workOrderNum} ${order.itemCode} × ${order.quantity}`;

/** A date of a work order as the chart keeps it. */
export const ganttDate = (date: string): string => `${date} 00:00:00`;

export function planGanttTasks(): Omit<GanttTask, '_token' | 'duration'>[] {
  return seedWorkOrders.map((order, index) => {
    const plan = seedPlans.find((one) => one.planId === order.planId);
    if (!plan) throw new Error(`Work order ${order.workOrderNum} names no seed plan`);
    return {
      ganttId: plan.ganttId,
      taskId: seedWorkOrderTaskId(order.workOrderId),
      taskName: workOrderTaskName(order),
      orderSeq: index + 1,
      startDate: ganttDate(order.plannedStart),
      endDate: ganttDate(order.plannedEnd),
      parentId: null,
      taskType: 'task',
      tenantId: order.tenantId,
      objectVersionNumber: 1,
      priority: null,
      progress: SEED_PROGRESS[order.status],
      taskRender: null,
    };
  });
}
