/**
 * What the Bills page shows for a charge preview's answer (spec section 8): the preview itself;
 * a billing outcome (a business phrase such as "charge preview failed") in place on the page; or
 * nothing more, when the `/wy` flow has shown its "Operation failed" dialog (any other `__pms`
 * failure). A failure without the marker (a refused permission, the network) is shown in place.
 */
import { isSilentPmsMessage } from '@polaris/core/request/wy';
import type { ChargePreviewDto } from '@polaris/core/services/property/charging-types';
import type { WyEnvelope } from '@polaris/core/services/property/wire';

export type PreviewOutcome =
  | { kind: 'preview'; preview: ChargePreviewDto }
  | { kind: 'inline'; message: string }
  | { kind: 'dialog' };

export function previewOutcome(answer: WyEnvelope<ChargePreviewDto>): PreviewOutcome {
  if (answer.success && answer.result) return { kind: 'preview', preview: answer.result };
  const message = answer.error?.message ?? '';
  if (answer.__pms && message && !isSilentPmsMessage(message)) return { kind: 'dialog' };
  return { kind: 'inline', message };
}
