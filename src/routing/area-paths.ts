/**
 * The session areas of the route table (spec section 2) that render a page alone, without the
 * shell's menu, header and tabs. Pure: plain string tests, no React, usable from the start-up.
 *
 * - `/pub/*`: public-but-authorised pages (a session is needed, the shell is not shown);
 * - `/pubApprove/*`: approval details behind their own authorisation wrapper;
 * - `/private/*`: pages that take their tokens from the address query, kept in memory only.
 */
export const PUB_PREFIX = '/pub';
export const PUB_APPROVE_PREFIX = '/pubApprove';
export const PRIVATE_PREFIX = '/private';

/** True for `prefix` itself and anything below it (`/pub` does not cover `/pubApprove`). */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isPubPath(pathname: string): boolean {
  return isUnder(pathname, PUB_PREFIX);
}

export function isPubApprovePath(pathname: string): boolean {
  return isUnder(pathname, PUB_APPROVE_PREFIX);
}

export function isPrivatePath(pathname: string): boolean {
  return isUnder(pathname, PRIVATE_PREFIX);
}

/** Session pages shown without the shell: they never become tabs of the workplace. */
export function isShellFreePath(pathname: string): boolean {
  return isPubPath(pathname) || isPubApprovePath(pathname) || isPrivatePath(pathname);
}
