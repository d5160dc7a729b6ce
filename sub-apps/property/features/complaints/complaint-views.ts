/** How a complaint's kind and status show: their texts and tones. */
import { view, type StatusView } from '@polaris/core/kit/status/status-view';

const STATUS_VIEWS: Record<string, StatusView> = {
  OPEN: view('wuye.complaint.status.OPEN', 'warning'),
  REPLIED: view('wuye.complaint.status.REPLIED', 'processing'),
  CLOSED: view('wuye.complaint.status.CLOSED', 'default'),
};
const KIND_VIEWS: Record<string, StatusView> = {
  COMPLAINT: view('wuye.complaint.kind.COMPLAINT', 'error'),
  SUGGESTION: view('wuye.complaint.kind.SUGGESTION', 'success'),
};

export const complaintStatus = (code: string): StatusView | undefined => STATUS_VIEWS[code];
export const complaintKind = (code: string): StatusView | undefined => KIND_VIEWS[code];

export const COMPLAINTS_KEY = ['wuye', 'complaints'] as const;
export const complaintKey = (complaintId: number) => [...COMPLAINTS_KEY, 'detail', complaintId];

/** The button code guarding an action (the gateway refuses the call without it). */
export const complaintPermission = (key: string) => `acme.property.complaint.button.${key}`;
