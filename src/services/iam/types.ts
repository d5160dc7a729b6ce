/** Response shapes of the IAM service (hzero-api.md "User, roles, tenants" and "Menus"). */
export type RoleLevel = 'site' | 'organization' | (string & {});

export interface SelfUserDto {
  id: number;
  loginName: string;
  realName: string;
  email?: string;
  phone?: string;
  imageUrl?: string;
  language: string;
  languageName?: string;
  timeZone?: string;
  tenantId: number;
  tenantName: string;
  tenantNum: string;
  organizationId?: number;
  currentRoleId: number;
  currentRoleCode: string;
  currentRoleName: string;
  currentRoleLevel: RoleLevel;
  currentRoleLabels?: string[];
  dateFormat?: string;
  timeFormat?: string;
  dateTimeFormat?: string;
  menuLayout?: string;
  menuLayoutTheme?: string;
  roleMergeFlag?: number;
  waterMarkFlag?: number;
  dataHierarchyFlag?: number;
  title?: string;
  logo?: string;
  favicon?: string;
  recentAccessTenantList?: unknown[];
  additionInfo?: { uniqueId?: string; [key: string]: unknown };
}

export interface RoleDto {
  id: number;
  name: string;
  code: string;
  level: RoleLevel;
  tenantId: number;
  tenantName: string;
  assignLevel?: string;
  assignLevelValue?: number;
  adminFlag?: number;
  memberRoleId?: number;
  defaultRole?: boolean;
  _token?: string;
}

export interface TenantDto {
  userId: number;
  tenantId: number;
  tenantNum: string;
  tenantName: string;
  defaultTenantId?: number;
}

export type MenuType = 'root' | 'dir' | 'menu' | 'inner-link' | 'link';

export interface MenuDto {
  id: number;
  code: string;
  name: string;
  quickIndex?: string;
  level?: string;
  parentId?: number;
  type: MenuType;
  sort?: number;
  icon?: string;
  route?: string;
  helpType?: string;
  helpValue?: string;
  subMenus?: MenuDto[];
  parentName?: string | null;
  viewCode?: string;
  _token?: string;
}

/** A menu's name in the languages it is kept in (HZERO's `_tls` of a translatable field). */
export interface MenuNames {
  zh_CN: string;
  en_US: string;
}

/** `GET /iam/hzero/v1/menus/manage-tree`: a catalogue menu as Menu Configuration edits it. */
export interface MenuManageDto extends MenuDto {
  enabledFlag: 0 | 1;
  _tls: { name: MenuNames };
  subMenus?: MenuManageDto[];
}

/**
 * `GET /iam/hzero/v1/menus/{menuId}/permission-set`: a button code under a page, with its state
 * (`PUT .../menus/permission-set/enable|disable` with `{ id }` switches it).
 */
export interface MenuPermissionSetDto {
  id: number;
  code: string;
  name: string;
  enabledFlag: 0 | 1;
}

/** `POST /iam/hzero/v1/menus/create`. `parentId` 0: at the top. */
export interface MenuCreateDto {
  code: string;
  type: 'dir' | 'menu';
  parentId: number;
  route?: string;
  icon?: string;
  name: string;
  _tls: { name: MenuNames };
}

/** `PUT /iam/hzero/v1/menus/update`: a menu's fields; `parentId` and `sort` move it. */
export interface MenuUpdateDto {
  id: number;
  name?: string;
  _tls?: { name: MenuNames };
  route?: string;
  icon?: string;
  parentId?: number;
  /** Its place among the new siblings: before every sibling whose `sort` is larger. */
  sort?: number;
}

/** `POST /iam/hzero/v1/menus/check-permissions`: how a denied control is shown. */
export type ControllerType = 'hidden' | 'disabled' | (string & {});

/** One answer of the batch permission check (spec section 3 "Permission check result"). */
export interface PermissionCheckDto {
  code: string;
  approve: boolean;
  controllerType?: ControllerType;
}
