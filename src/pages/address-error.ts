/**
 * An error message that arrived in the address (spec section 4 step 1) is text anyone could have
 * put in a link: "Your account is locked, call +1-555-…" on our origin would read as ours. Known
 * codes (OAuth 2 authorisation errors) become our own texts; anything else is shown only as a
 * quotation, marked as coming from the address, and cut short.
 */
const KNOWN_CODES: Record<string, string> = {
  access_denied: 'hzero.common.signInError.denied',
  invalid_request: 'hzero.common.signInError.invalid',
  invalid_client: 'hzero.common.signInError.invalid',
  unauthorized_client: 'hzero.common.signInError.invalid',
  unsupported_response_type: 'hzero.common.signInError.invalid',
  invalid_scope: 'hzero.common.signInError.invalid',
  server_error: 'hzero.common.signInError.unavailable',
  temporarily_unavailable: 'hzero.common.signInError.unavailable',
};

/** At most this much of a foreign text is shown: enough to recognise, too little to script. */
export const QUOTED_LENGTH = 160;

export type AddressErrorView =
  | { kind: 'known'; textKey: string }
  | { kind: 'quoted'; quote: string }
  | { kind: 'none' };

export function viewOfAddressError(message: unknown): AddressErrorView {
  if (typeof message !== 'string') return { kind: 'none' };
  // one line: no layout tricks with line breaks or invisible characters
  const text = message
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .trim();
  if (!text) return { kind: 'none' };
  const known = KNOWN_CODES[text.toLowerCase()];
  if (known) return { kind: 'known', textKey: known };
  const quote = text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH)}…` : text;
  return { kind: 'quoted', quote };
}
