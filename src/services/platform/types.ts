/**
 * Request and response shapes of the platform service (`/hpfm`). Where neither the spec nor
 * hzero-api.md shows a body, the type keeps the fields the product reads and allows the rest.
 */
import type { PageQuery } from '../../request/paging';

/** Spec section 3 "Option item": a code's value and what it means. */
export interface OptionItem {
  value: string | number;
  meaning: string;
}

/** A lookup value (`lovs/value`, `lovs/value/batch`, `lovs/data`). */
export interface LovValueDto extends OptionItem {
  value: string;
  description?: string;
  tag?: string | null;
  orderSeq?: number;
  parentValue?: string;
  enabledFlag?: number;
}

export interface LovViewQueryField {
  field: string;
  label: string;
  dataType?: string;
}

export interface LovViewTableField {
  title: string;
  dataIndex: string;
  width?: number;
}

/** `GET /hpfm/v1[/{tid}]/lov-view/info?viewCode=` (hzero-api.md "Texts and languages"). */
export interface LovViewInfoDto {
  viewCode: string;
  viewName?: string;
  lovCode: string;
  valueField: string;
  displayField: string;
  pageSize?: number;
  queryFields: LovViewQueryField[];
  tableFields: LovViewTableField[];
  queryUrl?: string;
}

/** How a hierarchy is chosen: in the header select, or in a modal. */
export type DataHierarchyDisplayStyle = 'SELECT' | 'MODAL' | (string & {});

/** A data hierarchy, the value the user has chosen in it and the values it can take. */
export interface DataHierarchyDto {
  dataHierarchyId?: number;
  dataHierarchyCode: string;
  dataHierarchyName?: string;
  displayStyle?: DataHierarchyDisplayStyle;
  dataHierarchyValue?: string | null;
  dataHierarchyMeaning?: string | null;
  valueList?: OptionItem[];
}

/** `switch/value` (spec section 3 "Data-hierarchy response": selectList, hasModal, hasSelect). */
export interface DataHierarchyValueDto {
  selectList: DataHierarchyDto[];
  hasModal: boolean | number;
  hasSelect: boolean | number;
}

/** `PUT .../data-hierarchies/switch` query. */
export interface DataHierarchySwitch {
  dataHierarchyCode: string;
  dataHierarchyValue: string;
  dataHierarchyMeaning?: string;
}

/** A language the product can be shown in (`HPFM.LANGUAGE` values). */
export interface SupportedLanguage {
  code: string;
  name: string;
}

/** `GET {platform}/v1/{orgId}/ui-table` query: the table's code. */
export interface UiTableQuery {
  code: string;
  [key: string]: unknown;
}

/** One column of a saved table definition (the spec does not show the body; the gateway's). */
export interface UiTableColumnDto {
  fieldName: string;
  width: number | null;
  fixed: 'left' | 'right' | null;
  hidden: boolean;
  sort: number;
}

/** A table's personal definition: column order, width, visibility, fixing. */
export interface UiTableDto {
  code: string;
  columns: UiTableColumnDto[];
}

/** Query fields of a paged list, zero-based `page`, `size`, `sort=field,asc|desc`. */
export type PagedQuery = Partial<PageQuery>;

/**
 * A record as an editable table sends it: `create` rows have no id, `update` and `delete` rows
 * carry the id and the `objectVersionNumber` they were read with.
 */
export type RecordStatus = 'create' | 'update' | 'delete';

/** Where a lookup gets its values: `IDP` its own, `SQL` a data query, `URL` a remote address. */
export type LovTypeCode = 'IDP' | 'SQL' | 'URL' | (string & {});

/** One value set (`GET /hpfm/v1[/{organizationId}]/lov-headers`, also `/lov-headers/{lovId}`). */
export interface LovHeaderDto {
  lovId: number;
  lovCode: string;
  /** In the caller's language. */
  lovName: string;
  lovTypeCode: LovTypeCode;
  description?: string | null;
  /** 1 enabled, 0 disabled (a disabled lookup answers no values). */
  enabledFlag: number;
  /** The owning organisation; 0 is a predefined platform set (read-only on the tenant pages). */
  tenantId: number;
  objectVersionNumber: number;
}

/** `POST {platform}/v1[/{organizationId}]/lov-headers`: a new value set. */
export interface LovHeaderCreate {
  /** Capitals, digits and `_ . -`, unique in the organisation. */
  lovCode: string;
  lovName: string;
  lovTypeCode: LovTypeCode;
  description?: string | null;
  enabledFlag: number;
}

export interface LovHeaderRef {
  lovId: number;
  objectVersionNumber: number;
}

/** Filters of the value set list; empty ones are left out. */
export interface LovHeaderQuery extends PagedQuery {
  /** Contains, case-insensitive. */
  lovCode?: string;
  /** Contains, case-insensitive, in the caller's language. */
  lovName?: string;
  lovTypeCode?: LovTypeCode;
  enabledFlag?: number;
  /** Site form only: one organisation's sets. */
  tenantId?: number;
}

/** One value of a value set (`GET /hpfm/v1[/{organizationId}]/lov-values?lovId=`). */
export interface LovValueRowDto {
  lovValueId: number;
  lovId: number;
  value: string;
  /** In the caller's language. */
  meaning: string;
  orderSeq: number;
  /** 1 enabled, 0 disabled (kept here, left out of the lookups). */
  enabledFlag: number;
  description?: string | null;
  /** A colour the lookups' tags show, e.g. `green`. */
  tag?: string | null;
  objectVersionNumber: number;
}

/** Filters of a value set's values; `lovId` is required. */
export interface LovValueQuery extends PagedQuery {
  lovId: number;
  /** Contains, case-insensitive. */
  value?: string;
  /** Contains, case-insensitive, in the caller's language. */
  meaning?: string;
}

/** What a value set's value may set; a `meaning` is saved in the caller's language. */
export interface LovValueFields {
  value: string;
  meaning: string;
  /** Default: after the last value (its orderSeq + 10). */
  orderSeq?: number;
  /** Default 1. */
  enabledFlag?: number;
  description?: string | null;
  tag?: string | null;
}

/** One row of `POST /hpfm/v1[/{organizationId}]/lov-values/batch-save`. */
export type LovValueSaveRow =
  | ({ _status: 'create'; lovId: number } & LovValueFields)
  | ({
      _status: 'update';
      lovValueId: number;
      objectVersionNumber: number;
      lovId?: number;
    } & Partial<LovValueFields>)
  | { _status: 'delete'; lovValueId: number; objectVersionNumber: number; lovId?: number };

/** One currency (`GET /hpfm/v1/currencys`; HZERO spells the path so). */
export interface CurrencyDto {
  currencyId: number;
  /** ISO 4217, e.g. CNY. */
  currencyCode: string;
  /** In the caller's language. */
  currencyName: string;
  countryId: number | null;
  countryCode: string | null;
  countryName: string | null;
  /** Decimal places the books keep. */
  financialPrecision: number;
  /** Decimal places amounts are shown with (ISO 4217 minor units). */
  defaultPrecision: number;
  currencySymbol: string | null;
  enabledFlag: number;
  objectVersionNumber: number;
}

/** Filters of the currency list. */
export interface CurrencyQuery extends PagedQuery {
  /** Contains, case-insensitive. */
  currencyCode?: string;
  /** Contains, case-insensitive, in the caller's language. */
  currencyName?: string;
  /** 1 enabled only, 0 disabled only. */
  enabled?: number;
}

/** `PUT /hpfm/v1/currencys`: the currency and version, and the fields to change. */
export interface CurrencyUpdate {
  currencyId: number;
  objectVersionNumber: number;
  /** Saved in the caller's language. */
  currencyName?: string;
  countryId?: number | null;
  financialPrecision?: number;
  defaultPrecision?: number;
  currencySymbol?: string | null;
  enabledFlag?: number;
}

/** `POST {platform}/v1/currencys`: a new currency (its code is fixed once created). */
export interface CurrencyCreate {
  /** ISO 4217: three capital letters, not yet defined. */
  currencyCode: string;
  /** Saved in both languages until one is edited. */
  currencyName: string;
  countryId: number | null;
  financialPrecision: number;
  defaultPrecision: number;
  currencySymbol: string | null;
  enabledFlag: number;
}

/** What a delete names: the record and the version read. */
export interface CurrencyRef {
  currencyId: number;
  objectVersionNumber: number;
}

/** One row of the `HPFM.COUNTRY` lookup (`lovs/data?lovCode=HPFM.COUNTRY`). */
export interface CountryDto {
  countryId: number;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** In the caller's language. */
  countryName: string;
  enabledFlag?: number;
}

/** One entry of `GET {platform}/v1[/{tenantId}]/quick-entry/map-list`: a menu page of the role. */
export interface QuickEntryDto {
  quickEntryId: number;
  code: string;
  title: string;
  icon?: string;
  route: string;
}
