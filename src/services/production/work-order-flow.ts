/**
 * The work order status flow (pure, shared by the page and the gateway): each action moves a work
 * order from exactly one status to the next, CREATED → RELEASED → STARTED → COMPLETED → CLOSED.
 */
import type { WorkOrderAction, WorkOrderStatus } from './orders-types';

export const WORK_ORDER_TRANSITIONS: Readonly<
  Record<WorkOrderAction, { from: WorkOrderStatus; to: WorkOrderStatus }>
> = {
  release: { from: 'CREATED', to: 'RELEASED' },
  start: { from: 'RELEASED', to: 'STARTED' },
  complete: { from: 'STARTED', to: 'COMPLETED' },
  close: { from: 'COMPLETED', to: 'CLOSED' },
};

/** The status `action` leads to from `status`, or undefined when it is not allowed there. */
export function nextStatus(status: string, action: WorkOrderAction): WorkOrderStatus | undefined {
  const transition = WORK_ORDER_TRANSITIONS[action];
  return transition.from === status ? transition.to : undefined;
}

/** The actions a work order in `status` offers. */
export function allowedActions(status: string): WorkOrderAction[] {
  return (Object.keys(WORK_ORDER_TRANSITIONS) as WorkOrderAction[]).filter(
    (action) => nextStatus(status, action) !== undefined,
  );
}
