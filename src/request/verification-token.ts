/** The gateway's RequestVerificationToken response header, kept locally (spec section 7). */
import { currentRuntime } from '../runtime/current';

export const VERIFICATION_TOKEN_HEADER = 'RequestVerificationToken';
export const VERIFICATION_TOKEN_STORAGE_KEY = 'polaris.requestVerificationToken';

export function rememberVerificationToken(headers: Headers): void {
  const value = headers.get(VERIFICATION_TOKEN_HEADER);
  const runtime = currentRuntime();
  if (!value || value === runtime.verificationToken) return; // on every answer: write once per value
  runtime.verificationToken = value;
  try {
    localStorage.setItem(VERIFICATION_TOKEN_STORAGE_KEY, value);
  } catch {
    // no storage (node, privacy mode): the in-memory copy serves this page
  }
}

export function getVerificationToken(): string | undefined {
  const inMemory = currentRuntime().verificationToken;
  try {
    return localStorage.getItem(VERIFICATION_TOKEN_STORAGE_KEY) ?? inMemory;
  } catch {
    return inMemory;
  }
}
