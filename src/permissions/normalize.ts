/**
 * Permission codes as the server knows them (spec section 4 "Permission check on controls"):
 * a leading slash removed, slashes to dots, colons to hyphens. Pages often write codes as route
 * paths (`/hiam/user/info:edit`), the server as dotted codes (`hiam.user.info-edit`).
 */

/** One entry of a control's `permissionList` (spec section 3 "Control permission"). */
export interface PermissionEntry {
  code: string;
  type?: string;
  meaning?: string;
}

export type PermissionList = ReadonlyArray<PermissionEntry | string>;

export function normalizePermissionCode(code: string): string {
  return code.trim().replace(/^\/+/, '').replace(/\//g, '.').replace(/:/g, '-');
}

/** The distinct normalised codes of a permission list, in order; blank codes are ignored. */
export function permissionCodesOf(list: PermissionList | undefined): string[] {
  const codes = (list ?? [])
    .map((entry) => normalizePermissionCode(typeof entry === 'string' ? entry : entry.code))
    .filter((code) => code !== '');
  return [...new Set(codes)];
}
