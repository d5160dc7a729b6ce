/**
 * The identity console's role, permission set, label and API catalogue answers (issue 25), shared
 * by the platform sub-app's pages and the mock gateway that answers them.
 */
import type { MenuType } from './types';

export type RoleAdminLevel = 'site' | 'organization';

/** A row of `GET {iam}/hzero/v1[/{organizationId}]/roles` (the name in the caller's language). */
export interface RoleAdminDto {
  id: number;
  code: string;
  name: string;
  level: RoleAdminLevel;
  tenantId: number;
  tenantName: string;
  enabled: boolean;
  adminFlag: 0 | 1;
  /** Names of the role's labels (`GET {iam}/hzero/v1/labels`, type ROLE). */
  labels: string[];
  /** Users holding the role. */
  memberCount: number;
  /** Menu pages assigned to the role. */
  menuCount: number;
  objectVersionNumber: number;
  _token: string;
}

export interface RoleAdminQuery {
  code?: string;
  name?: string;
  /** Site form only: one tenant's roles. */
  tenantId?: number;
  enabled?: 0 | 1;
}

/** `POST …/roles` (and the new role of `POST …/roles/copy?copyFromRoleId=`). */
export interface RoleCreate {
  code: string;
  name: string;
  /** Site form only (the tenant form creates in the current organisation); 0 makes a site role. */
  tenantId?: number;
  labels?: string[];
}

/** `PUT …/roles`: the name (in the caller's language) and labels of one role. */
export interface RoleUpdate {
  id: number;
  objectVersionNumber: number;
  name?: string;
  labels?: string[];
}

/** `PUT …/roles/enable` and `…/roles/disable`. */
export interface RoleRef {
  id: number;
  objectVersionNumber: number;
}

export type CheckedFlag = 'Y' | 'P' | 'N';

/**
 * A node of `GET …/roles/{roleId}/permission-set-tree`: the role level's menus with their
 * permission sets (`type: 'ps'`) under the pages, each checked (`Y`), partly checked (`P`, a
 * directory with some of its pages) or not (`N`) for the role.
 */
export interface PermissionTreeNodeDto {
  id: number;
  code: string;
  name: string;
  type: MenuType | 'ps';
  checkedFlag: CheckedFlag;
  subMenus?: PermissionTreeNodeDto[];
}

/** A row of `GET …/member-roles/role-users/{roleId}`: a user holding the role. */
export interface RoleMemberDto {
  memberRoleId: number;
  memberId: number;
  roleId: number;
  loginName: string;
  realName: string;
  enabled: boolean;
}

export interface RoleMemberQuery {
  loginName?: string;
  realName?: string;
}

/** One row of `POST …/member-roles/batch-assign` and `DELETE …/member-roles/batch-delete`. */
export interface MemberRoleAssign {
  roleId: number;
  memberId: number;
  memberType: 'user';
}

/** A user who may be made a member (`GET …/member-roles/role-users/{roleId}/candidates`). */
export interface MemberCandidateDto {
  id: number;
  loginName: string;
  realName: string;
}

export type LabelType = 'ROLE' | 'MENU';

/** A row of `GET {iam}/hzero/v1/labels`. */
export interface LabelDto {
  id: number;
  name: string;
  type: LabelType;
  description: string | null;
  enabledFlag: 0 | 1;
  /** A preset label (SITE_ADMIN, TENANT_ADMIN, HZERO_MENU) is not renamed. */
  presetFlag: 0 | 1;
  /** Roles carrying the label. */
  roleCount: number;
  objectVersionNumber: number;
}

export interface LabelQuery {
  name?: string;
  type?: LabelType;
  enabledFlag?: 0 | 1;
}

export interface LabelCreate {
  name: string;
  type: LabelType;
  description?: string | null;
  enabledFlag?: 0 | 1;
}

export interface LabelUpdate {
  id: number;
  objectVersionNumber: number;
  description?: string | null;
  enabledFlag?: 0 | 1;
}

/** A row of `GET {iam}/hzero/v1/permission-sets`: one permission set and the page it hangs on. */
export interface PermissionSetDto {
  /** The row: `{level}:{menuCode}:{code}` (a set hangs under a page in each level that has it). */
  key: string;
  id: number;
  code: string;
  name: string;
  menuCode: string;
  menuName: string;
  level: RoleAdminLevel;
  /** Roles granted the set. */
  roleCount: number;
}

export interface PermissionSetQuery {
  code?: string;
  name?: string;
  menuCode?: string;
  level?: RoleAdminLevel;
}

/** A row of `GET {iam}/hzero/v1/permissions`: one API of the gateway's route table. */
export interface ApiPermissionDto {
  id: number;
  code: string;
  method: string;
  path: string;
  serviceName: string;
  /** `public`: answered without a token; `user`: any signed-in user. */
  access: 'public' | 'user';
  /** Paths with `{organizationId}`: the tenant form. */
  tenantForm: boolean;
}

export interface ApiPermissionQuery {
  path?: string;
  method?: string;
  serviceName?: string;
  access?: 'public' | 'user';
}
