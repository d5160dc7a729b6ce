/**
 * What a modal does once its OK handler has run (spec section 4 "Modal helper"): close, unless
 * the handler said `false`; stay open when it failed, so nothing the user entered is lost. A
 * failed request has already been told to the user by the request layer; any other failure is
 * a fault and goes to `onFault` (the console by default).
 */
import { RequestError } from '../../request/request-error';

/** An OK handler: `false` (or a promise of it) keeps the modal open; a rejection does too. */
export type OkHandler = () => unknown;

/** An OK or Cancel handler's say: `false` keeps the modal open, anything else lets it close. */
export type CloseVerdict = 'close' | 'stay';

export const verdictOf = (result: unknown): CloseVerdict => (result === false ? 'stay' : 'close');

const reportFault = (error: unknown) => console.error('[modal] OK handler failed:', error);

/** Runs the handler (none: close at once) and says whether the modal closes. Never rejects. */
export async function settleOk(
  handler: OkHandler | undefined,
  onFault: (error: unknown) => void = reportFault,
): Promise<CloseVerdict> {
  try {
    return verdictOf(await handler?.());
  } catch (error) {
    if (!(error instanceof RequestError)) onFault(error);
    return 'stay';
  }
}
