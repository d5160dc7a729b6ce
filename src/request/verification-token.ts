/** The gateway's RequestVerificationToken response header, kept locally (spec section 7). */
export const VERIFICATION_TOKEN_HEADER = 'RequestVerificationToken';
export const VERIFICATION_TOKEN_STORAGE_KEY = 'polaris.requestVerificationToken';

let memoryToken: string | undefined;

export function rememberVerificationToken(headers: Headers): void {
  const value = headers.get(VERIFICATION_TOKEN_HEADER);
  if (!value || value === memoryToken) return; // every answer carries it; write once per value
  memoryToken = value;
  try {
    localStorage.setItem(VERIFICATION_TOKEN_STORAGE_KEY, value);
  } catch {
    // no storage (node, privacy mode): the in-memory copy serves this page
  }
}

export function getVerificationToken(): string | undefined {
  try {
    return localStorage.getItem(VERIFICATION_TOKEN_STORAGE_KEY) ?? memoryToken;
  } catch {
    return memoryToken;
  }
}
