/**
 * Request and response shapes of the platform service (`/hpfm`). Where neither the spec nor
 * hzero-api.md shows a body, the type keeps the fields the product reads and allows the rest.
 */

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
