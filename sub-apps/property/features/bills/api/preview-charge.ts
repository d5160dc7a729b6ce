/**
 * `POST PROP/charge/preview` with `{ houseId, month }`: a `__pms` call. The `/wy` flow shows the
 * "Operation failed" dialog for a failure unless its message is a billing outcome the page shows
 * itself (preview-outcome.ts), so the whole envelope comes back.
 */
import type {
  ChargePreviewDto,
  ChargePreviewRequest,
} from '@polaris/core/services/property/charging-types';
import type { WyOptions } from '@polaris/core/request/wy';
import type { WyEnvelope } from '@polaris/core/services/property/wire';
import { wyEnvelope } from '@polaris/core/services/property/wy-call';

export function previewCharge(
  request: ChargePreviewRequest,
  options: Pick<WyOptions, 'showPmsErrorDialog'> = {},
): Promise<WyEnvelope<ChargePreviewDto>> {
  return wyEnvelope<ChargePreviewDto>('PROP/charge/preview', {
    method: 'POST',
    data: request,
    ...options,
  });
}
