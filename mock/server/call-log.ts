// The API calls the gateway received, as it routed them, for tests that check what a client
// sends (src/services contract tests). Off unless the gateway is started with `recordCalls`; keeps
// the most recent calls only. reset() forgets them.
import type { ParsedBody } from './http/body';

const MAX_CALLS = 100;

export interface ReceivedCall {
  /** The method the gateway routed by (after X-HTTP-Method-Override). */
  method: string;
  /** The method on the wire (PUT, DELETE and PATCH travel as POST with the override). */
  wireMethod: string;
  path: string;
  /** Query parameters as sent (a repeated name keeps its last value). */
  query: Record<string, string>;
  /** A JSON body's value, a form's fields, a text body; undefined without one. */
  body?: unknown;
  status: number;
}

/** What a call log keeps of a parsed body. */
export function bodyValue(body: ParsedBody): unknown {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'form':
      return Object.fromEntries(body.value);
    default:
      return body.value;
  }
}

export class CallLog {
  private calls: ReceivedCall[] = [];
  enabled = false;

  record(call: ReceivedCall): void {
    if (!this.enabled) return;
    this.calls.push(call);
    if (this.calls.length > MAX_CALLS) this.calls.shift();
  }

  /** The calls received since the last reset, oldest first. */
  list(): ReceivedCall[] {
    return [...this.calls];
  }

  reset(): void {
    this.calls = [];
  }
}
