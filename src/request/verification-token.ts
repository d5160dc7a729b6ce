/**
 * The gateway's RequestVerificationToken response header, kept locally (spec section 7): in
 * local storage on our own page, in memory (or under the host's prefix) in a foreign host's.
 */
import { currentRuntime } from '../runtime/current';
import { deviceStorage } from '../session/device-storage';

export const VERIFICATION_TOKEN_HEADER = 'RequestVerificationToken';
export const VERIFICATION_TOKEN_STORAGE_KEY = 'polaris.requestVerificationToken';

export function rememberVerificationToken(headers: Headers): void {
  const value = headers.get(VERIFICATION_TOKEN_HEADER);
  const runtime = currentRuntime();
  if (!value || value === runtime.verificationToken) return; // on every answer: write once per value
  runtime.verificationToken = value;
  try {
    deviceStorage(runtime).local()?.setItem(VERIFICATION_TOKEN_STORAGE_KEY, value);
  } catch {
    // no storage (node, privacy mode): the in-memory copy serves this page
  }
}

export function getVerificationToken(): string | undefined {
  const runtime = currentRuntime();
  const inMemory = runtime.verificationToken;
  try {
    return deviceStorage(runtime).local()?.getItem(VERIFICATION_TOKEN_STORAGE_KEY) ?? inMemory;
  } catch {
    return inMemory;
  }
}
