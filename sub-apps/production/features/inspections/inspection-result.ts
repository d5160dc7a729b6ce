/** How an inspection's verdict shows: PASS green, FAIL red. */
import { view, type StatusView } from '@polaris/core/kit/status/status-view';

export const inspectionResult = (code: string): StatusView | undefined =>
  code === 'PASS'
    ? view('mes.inspection.result.PASS', 'success')
    : code === 'FAIL'
      ? view('mes.inspection.result.FAIL', 'error')
      : undefined;
