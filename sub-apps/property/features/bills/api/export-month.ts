/**
 * `GET PROP/report/export?month=YYYY-MM`: the month's bills as the office's workbook (.xlsx),
 * saved under `fileName`. Resolves whether it landed (a failure says why: `message`).
 */
import { wyRequest, type WyExported, type WyFailure } from '@polaris/core/request/wy';
import { wyPath } from '@polaris/core/services/property/wire';

export function exportMonth(month: string, fileName: string): Promise<WyExported | WyFailure> {
  return wyRequest(wyPath('PROP/report/export'), {
    params: { month },
    exportFileName: fileName,
  });
}
