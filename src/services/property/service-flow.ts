/**
 * The customer service status flows (pure, shared by the pages and the gateway). A repair order
 * goes NEW → DISPATCHED (to a worker) → CLOSED (with photos). A complaint is OPEN until answered,
 * REPLIED once it has a reply (a later reply keeps it so), and CLOSED from either; a closed one
 * takes no more replies.
 */
import type { ComplaintStatus, RepairStatus } from './service-types';

export type RepairAction = 'dispatch' | 'close';
export type ComplaintAction = 'reply' | 'close';

const REPAIR_FLOW: Readonly<Record<RepairAction, { from: RepairStatus; to: RepairStatus }>> = {
  dispatch: { from: 'NEW', to: 'DISPATCHED' },
  close: { from: 'DISPATCHED', to: 'CLOSED' },
};

/** The status `action` leads a repair order in `status` to, or undefined when not allowed. */
export function nextRepairStatus(status: string, action: RepairAction): RepairStatus | undefined {
  const step = REPAIR_FLOW[action];
  return step.from === status ? step.to : undefined;
}

const COMPLAINT_FLOW: Readonly<Record<ComplaintAction, Partial<Record<string, ComplaintStatus>>>> =
  {
    reply: { OPEN: 'REPLIED', REPLIED: 'REPLIED' },
    close: { OPEN: 'CLOSED', REPLIED: 'CLOSED' },
  };

/** The status `action` leads a complaint in `status` to, or undefined when not allowed. */
export function nextComplaintStatus(
  status: string,
  action: ComplaintAction,
): ComplaintStatus | undefined {
  const steps = COMPLAINT_FLOW[action];
  return Object.hasOwn(steps, status) ? steps[status] : undefined;
}

/** A phone number as the property office takes it: digits, spaces, dashes, an optional +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

export const REPAIR_DESCRIPTION_MAX = 500;
export const COMPLAINT_REPLY_MAX = 1000;
