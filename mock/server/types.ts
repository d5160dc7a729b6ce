// Wire shapes of the HZERO gateway as the mock answers them (see shared/hzero-api.md).

export type RoleLevel = 'site' | 'organization';
export type MessageType = 'info' | 'warn' | 'error';
export type LanguageCode = 'zh_CN' | 'en_US';
/** Partly translated languages: each missing text is served in en_US. */
export type PartialLanguage = 'ja_JP' | 'de_DE';
/** Languages menu names are served in (see server/api/menu-tree.ts). */
export type MenuLanguage = LanguageCode | PartialLanguage;

/** Business error envelope: HZERO answers these with HTTP 200 unless stated otherwise. */
export interface FailedBody {
  failed: true;
  code: string;
  message: string;
  type: MessageType;
}

/** Spring OAuth2 style error, sent with HTTP 401 for a missing or unusable token. */
export interface OAuthErrorBody {
  error: 'invalid_token';
  error_description: string;
}

export interface KickoffResult {
  kickoff: 0 | 1;
}

export interface RecentTenant {
  tenantId: number;
  tenantName: string;
  tenantNum: string;
}

/** `GET /iam/hzero/v1/users/self` */
export interface SelfUser {
  id: number;
  loginName: string;
  realName: string;
  email: string;
  phone: string;
  imageUrl: string;
  /** Any language of GET /hpfm/v1/languages (see platform-types UserLanguage). */
  language: string;
  languageName: string;
  timeZone: string;
  tenantId: number;
  tenantName: string;
  tenantNum: string;
  organizationId: number;
  currentRoleId: number;
  currentRoleCode: string;
  currentRoleName: string;
  currentRoleLevel: RoleLevel;
  currentRoleLabels: string[];
  dateFormat: string;
  timeFormat: string;
  dateTimeFormat: string;
  menuLayout: MenuLayout;
  menuLayoutTheme: string;
  roleMergeFlag: 0 | 1;
  waterMarkFlag: 0 | 1;
  dataHierarchyFlag: 0 | 1;
  title: string;
  logo: string;
  favicon: string;
  recentAccessTenantList: RecentTenant[];
  additionInfo: { uniqueId: string };
}

/** One row of `GET /iam/hzero/v1/users/self-tenants` */
export interface SelfTenant {
  userId: number;
  tenantId: number;
  tenantNum: string;
  tenantName: string;
  defaultTenantId: number;
}

/** One row of `GET /iam/hzero/v1/member-roles/self-roles`, also `current-role`. */
export interface MemberRole {
  id: number;
  name: string;
  code: string;
  level: RoleLevel;
  tenantId: number;
  tenantName: string;
  assignLevel: RoleLevel;
  assignLevelValue: number;
  adminFlag: 0 | 1;
  memberRoleId: number;
  defaultRole: boolean;
  _token: string;
}

export type MenuType = 'root' | 'dir' | 'menu' | 'inner-link' | 'link';

/** One node of `GET /iam/hzero/v1/menus/tree`; leaves carry `route`, branches `subMenus`. */
export interface MenuNode {
  id: number;
  code: string;
  name: string;
  quickIndex: string;
  level: RoleLevel;
  parentId: number;
  parentName: string | null;
  type: MenuType;
  sort: number;
  icon: string;
  route?: string;
  viewCode: string;
  subMenus?: MenuNode[];
  _token: string;
}

/** `GET /hpfm/v1[/{orgId}]/prompt/{lang}`: flat key -> text map. */
export type PromptMap = Record<string, string>;

/** A sub-app manifest as written by its build (`packages/microConfig.json`). */
export interface ModuleManifest {
  name: string;
  publicUrl: string;
  version?: string;
  commitHash?: string;
  priority?: number;
  indexAssets?: { js: string[]; css: string[] };
  customizeAssets?: { js: string[]; css: string[] };
  registerRegex?: string;
  initLoad?: boolean;
  routes?: unknown[];
  [extra: string]: unknown;
}

/** The shell layouts a user may choose (HZERO user setting `menuLayout`). */
export const MENU_LAYOUTS = ['inline', 'horizontal', 'side', 'side-all', 'only-content'] as const;
export type MenuLayout = (typeof MENU_LAYOUTS)[number];
