// Wire shapes of the HZERO gateway as the mock answers them (see shared/hzero-api.md). The
// contract is the client's DTOs in src/services/<service>/types.ts: an answer type here is a DTO
// with the fields the mock always sends made present, narrowed where the mock sends fewer values
// than the DTO allows, and checked against it at compile time (see `Sent`). Changing a DTO field
// the mock sends breaks the gateway's build where its answers no longer fit.
import type { TextMap } from '../../src/i18n/defaults';
import type { FailedBody as FailedBodyDto, NoticeType } from '../../src/request/request-error';
import type {
  ControllerType as ControllerTypeDto,
  MenuDto,
  MenuType,
  PermissionCheckDto,
  RoleDto,
  RoleLevel as RoleLevelDto,
  SelfUserDto,
  TenantDto,
} from '../../src/services/iam/types';
import type { KickoffDto } from '../../src/services/oauth/types';

/**
 * The DTO `T` as the gateway sends it: the fields named in `N` with the types given there (present
 * unless marked optional). `N` may only name fields of `T`, each with a type that fits `T`'s.
 */
export type Sent<T, N extends Narrowing<T, N>> = Omit<T, keyof N> & N;
type Narrowing<T, N> = { [K in keyof N]: K extends keyof T ? T[K] : never };

/** The values of an open DTO union (`'a' | 'b' | (string & {})`) the mock sends: `V`. */
export type Known<T, V extends T> = Extract<T, V>;

export type RoleLevel = Known<RoleLevelDto, 'site' | 'organization'>;
export type ControllerType = Known<ControllerTypeDto, 'hidden' | 'disabled'>;
export type { MenuType };
export type MessageType = NoticeType;
export type LanguageCode = 'zh_CN' | 'en_US';
/** Partly translated languages: each missing text is served in en_US. */
export type PartialLanguage = 'ja_JP' | 'de_DE';
/** Languages menu names are served in (see server/api/menu-tree.ts). */
export type MenuLanguage = LanguageCode | PartialLanguage;

/** Business error envelope: HZERO answers these with HTTP 200 unless stated otherwise. */
export type FailedBody = Sent<FailedBodyDto, { code: string; message: string; type: MessageType }>;

/** Spring OAuth2 style error, sent with HTTP 401 for a missing or unusable token. */
export interface OAuthErrorBody {
  error: 'invalid_token';
  error_description: string;
}

/** `POST /oauth/public/token/kickoff` */
export type KickoffResult = KickoffDto;

export interface RecentTenant {
  tenantId: number;
  tenantName: string;
  tenantNum: string;
}

/** `GET /iam/hzero/v1/users/self` */
export type SelfUser = Sent<
  SelfUserDto,
  {
    email: string;
    phone: string;
    imageUrl: string;
    /** Any language of GET /hpfm/v1/languages (see platform-types UserLanguage). */
    languageName: string;
    timeZone: string;
    organizationId: number;
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
>;

/** One row of `GET /iam/hzero/v1/users/self-tenants` */
export type SelfTenant = Sent<TenantDto, { defaultTenantId: number }>;

/** One row of `GET /iam/hzero/v1/member-roles/self-roles`, also `current-role`. */
export type MemberRole = Sent<
  RoleDto,
  {
    level: RoleLevel;
    assignLevel: RoleLevel;
    assignLevelValue: number;
    adminFlag: 0 | 1;
    memberRoleId: number;
    defaultRole: boolean;
    _token: string;
  }
>;

/** One node of `GET /iam/hzero/v1/menus/tree`; leaves carry `route`, branches `subMenus`. */
export interface MenuNode
  extends Sent<
    MenuDto,
    {
      quickIndex: string;
      level: RoleLevel;
      parentId: number;
      parentName: string | null;
      sort: number;
      icon: string;
      viewCode: string;
      _token: string;
    }
  > {
  subMenus?: MenuNode[];
}

/** One row of `POST /iam/hzero/v1/menus/check-permissions`. */
export type PermissionCheck = Sent<PermissionCheckDto, { controllerType: ControllerType }>;

/** `GET /hpfm/v1[/{orgId}]/prompt/{lang}`: flat key -> text map. */
export type PromptMap = TextMap;

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
