// Which tenants' files a call may reach (pure). HZERO keeps files per tenant: a caller reaches
// the files of its session's current organisation. A site-level role (the platform's, tenant 0)
// on the site form of a path (`/hfle/v1/files/...`) reaches every tenant's files, as the file
// summary lists them; on the tenant form (`/hfle/v1/{tid}/files/...`) it reaches that
// organisation's only, like everybody else. A file out of reach is answered like a missing one.

/** `'all'`: every tenant's files; a number: that tenant's files only. */
export type FileReach = 'all' | number;

export interface FileCaller {
  /** The level of the session's current role (`site`, `organization`), if known. */
  roleLevel: string | undefined;
  /** The `{tid}` segment of the path; undefined for the site form. */
  pathTenant: string | undefined;
  /** The session's current organisation. */
  sessionTenant: number;
}

export function fileReach({ roleLevel, pathTenant, sessionTenant }: FileCaller): FileReach {
  return roleLevel === 'site' && pathTenant === undefined ? 'all' : sessionTenant;
}

export function reaches(reach: FileReach, file: { tenantId: number }): boolean {
  return reach === 'all' || file.tenantId === reach;
}
