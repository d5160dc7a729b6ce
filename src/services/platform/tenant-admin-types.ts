/**
 * The platform's tenants as Tenant Information and Tenant Initialisation see them (site level):
 * the shapes of `{platform}/v1/tenants` and `{platform}/v1/tenant-init-logs`, shared by the pages
 * and the mock gateway.
 */

/** One row of `GET {platform}/v1/tenants` (HZERO's tenant). */
export interface TenantInfoDto {
  tenantId: number;
  /** Capitals, digits, `_` and `-`; fixed once created. */
  tenantNum: string;
  tenantName: string;
  /** 0: its users cannot pick it (the header's tenant list leaves it out). */
  enabledFlag: number;
  /** Most users it may have (null: no limit). */
  limitUserQty: number | null;
  /** Users holding a role of the tenant. */
  userCount: number;
  contactName: string | null;
  contactEmail: string | null;
  /** `YYYY-MM-DD HH:mm:ss` */
  creationDate: string;
  objectVersionNumber: number;
}

export interface TenantInfoQuery {
  tenantNum?: string;
  tenantName?: string;
  enabledFlag?: number;
}

/** What a create sends (the number once) and an update (id and version, the changed fields). */
export interface TenantSave {
  tenantId?: number;
  objectVersionNumber?: number;
  tenantNum?: string;
  tenantName?: string;
  limitUserQty?: number | null;
  contactName?: string | null;
  contactEmail?: string | null;
  enabledFlag?: number;
}

export type TenantInitStatus = 'RUNNING' | 'SUCCESS' | 'FAILED' | (string & {});
export type TenantInitStepStatus = 'PENDING' | TenantInitStatus;

/** One step of an initialisation (HZERO's init processor). */
export interface TenantInitStepDto {
  /** `roles`, `menus`, `settings`, `admin` */
  stepCode: string;
  status: TenantInitStepStatus;
  startTime: string | null;
  endTime: string | null;
  /** Why it failed (caller's language). */
  message: string | null;
}

/** One row of `GET {platform}/v1/tenant-init-logs`, also what a start or a retry answers. */
export interface TenantInitLogDto {
  initLogId: number;
  tenantId: number;
  tenantNum: string;
  tenantName: string;
  adminUserId: number;
  adminLoginName: string;
  status: TenantInitStatus;
  startTime: string;
  endTime: string | null;
  /** Milliseconds from start to end (null while running). */
  duration: number | null;
  retries: number;
  steps: TenantInitStepDto[];
}

export interface TenantInitQuery {
  tenantNum?: string;
  status?: string;
}

/** `POST {platform}/v1/tenant-init-logs`: a new tenant, initialised with its administrator. */
export interface TenantInitStart {
  tenantNum: string;
  tenantName: string;
  adminUserId: number;
  limitUserQty?: number | null;
}
