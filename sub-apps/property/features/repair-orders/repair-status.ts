/** How a repair order's status shows: its text and tone. */
import { view, type StatusView } from '@polaris/core/kit/status/status-view';

const STATUS_VIEWS: Record<string, StatusView> = {
  NEW: view('wuye.repair.status.NEW', 'warning'),
  DISPATCHED: view('wuye.repair.status.DISPATCHED', 'processing'),
  CLOSED: view('wuye.repair.status.CLOSED', 'success'),
};

export const repairStatus = (code: string): StatusView | undefined => STATUS_VIEWS[code];
