/**
 * The answers of the organisation console (issue 26, part H), shared with the gateway: the data
 * hierarchies an organisation's users scope their data by (levels and their values), the quick
 * entries of the workplace per role, and an organisation's unit tree.
 */

/** Names in the two languages the console edits (HZERO's `_tls` of a translated field). */
export interface NamePair {
  zh_CN: string;
  en_US: string;
}

/** One row of `GET /hpfm/v1/data-hierarchies`: a level of a tenant's data hierarchy. */
export interface HierarchyLevelDto {
  dataHierarchyId: number;
  tenantId: number;
  tenantName: string;
  dataHierarchyCode: string;
  /** In the caller's language. */
  dataHierarchyName: string;
  displayStyle: 'SELECT' | 'MODAL';
  /** 1: the header offers it to the tenant's users; 0: it is not offered. */
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
  _tls: { dataHierarchyName: NamePair };
}

export interface HierarchyLevelQuery {
  tenantId?: number | string;
  dataHierarchyCode?: string;
  dataHierarchyName?: string;
}

/** `POST` creates (no id; `tenantId` and code needed), `PUT` changes one (id and version). */
export interface HierarchyLevelSave {
  dataHierarchyId?: number;
  objectVersionNumber?: number;
  tenantId?: number;
  dataHierarchyCode?: string;
  displayStyle?: 'SELECT' | 'MODAL';
  enabledFlag?: 0 | 1;
  _tls?: { dataHierarchyName: NamePair };
}

/** One row of `GET /hpfm/v1/data-hierarchies/values?dataHierarchyId=`: a value of a level. */
export interface HierarchyValueDto {
  valueId: number;
  dataHierarchyId: number;
  value: string;
  /** In the caller's language. */
  meaning: string;
  /** 1: offered by the header's selector of its level; 0: not offered. */
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
  _tls: { meaning: NamePair };
}

export interface HierarchyValueQuery {
  dataHierarchyId?: number;
  value?: string;
  meaning?: string;
}

export interface HierarchyValueSave {
  valueId?: number;
  objectVersionNumber?: number;
  dataHierarchyId?: number;
  value?: string;
  enabledFlag?: 0 | 1;
  _tls?: { meaning: NamePair };
}

/** One row of `GET /hpfm/v1/quick-entries`: a page a role's workplace card lists. */
export interface QuickEntryAdminDto {
  quickEntryId: number;
  roleId: number;
  roleName: string;
  tenantName: string;
  menuCode: string;
  /** The page's menu name in the caller's language ('' when the role's menu lacks it now). */
  title: string;
  route: string;
  /** Where the card lists it: smaller first. */
  orderSeq: number;
  objectVersionNumber: number;
}

export interface QuickEntryQuery {
  roleName?: string;
  title?: string;
}

export interface QuickEntryCreate {
  roleId: number;
  menuCode: string;
  orderSeq?: number;
}

export type QuickEntryRef = Pick<QuickEntryAdminDto, 'quickEntryId' | 'objectVersionNumber'>;

/** `GET /hpfm/v1/quick-entries/roles`: each role with the pages of its menu it may list. */
export interface QuickEntryRoleDto {
  roleId: number;
  roleName: string;
  tenantName: string;
  pages: { code: string; title: string }[];
}
