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
  tag?: string;
  orderSeq?: number;
  parentValue?: string;
  enabledFlag?: number;
}

/** `GET /hpfm/v1/multi-language`: the field's owner (`_token`) and name. */
export interface MultiLanguageQuery {
  fieldName: string;
  _token?: string;
  [key: string]: unknown;
}

/** One language's text of a multi-language field. */
export interface MultiLanguageValueDto {
  lang: string;
  langName: string;
  value: string;
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

/** `GET /hpfm/v1/{orgId}/ui-table`: the table's code plus any further filters. */
export interface UiTableQuery {
  code: string;
  [key: string]: unknown;
}

/** One column of a saved table definition (the spec does not show the body; the mock's). */
export interface UiTableColumnDto {
  fieldName: string;
  width: number | null;
  fixed: 'left' | 'right' | null;
  hidden: boolean;
  sort: number;
}

/** A table definition. */
export interface UiTableDto {
  code: string;
  columns: UiTableColumnDto[];
}

/** A static text (`static-texts/text/by-code/nullable`, `static-texts/text-code`). */
export interface StaticTextDto {
  textId?: number;
  textCode: string;
  title?: string;
  text?: string;
  lang?: string;
  description?: string;
  tenantId?: number;
}

/** `GET /hpfm/v1[/{tid}]/static-texts/text-code`: filters (the spec does not name them). */
export interface StaticTextCodeQuery {
  textCode?: string;
  lang?: string;
  [key: string]: unknown;
}

/** One entry of `quick-entry/map-list` (fields not shown by the spec; the mock's). */
export interface QuickEntryDto {
  quickEntryId: number;
  code: string;
  title: string;
  icon?: string;
  route: string;
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

/* ---- Gantt (spec section 3 "Gantt task", "Gantt link") ---- */

export type GanttId = number | string;
/** A chart's task or link id: the server id, or a temporary id for one not saved yet. */
export type GanttItemId = number | string;

/** A task as the server sends and receives it. Dates travel as `YYYY-MM-DD HH:mm:ss`. */
export interface GanttTaskDto {
  ganttId: GanttId;
  /** Only on a task the server knows (one with a version number). */
  taskId?: GanttItemId;
  taskName: string;
  orderSeq?: number;
  startDate: string;
  endDate: string;
  parentId: GanttItemId | null;
  taskType: string;
  tenantId?: number;
  objectVersionNumber?: number;
  _token?: string;
  duration?: number;
  priority?: number | string;
  progress?: number;
  taskRender?: string;
}

/** A task the server has stored: it always has its id. */
export type SavedGanttTaskDto = GanttTaskDto & { taskId: GanttItemId };

/** A task as the chart holds it. */
export interface GanttTask {
  id: GanttItemId;
  text: string;
  order?: number;
  /** A Date, or text starting with `YYYY-MM-DD`; received tasks carry the 10-character text. */
  start_date: string | Date;
  end_date: string | Date;
  parent: GanttItemId | null;
  type?: string;
  duration?: number;
  priority?: number | string;
  progress?: number;
  render: string[];
  ganttId?: GanttId;
  tenantId?: number;
  objectVersionNumber?: number;
  _token?: string;
}

/** A link as the server sends and receives it. */
export interface GanttLinkDto {
  ganttId: GanttId;
  linkType: string;
  taskFromId: GanttItemId;
  taskTargetId: GanttItemId;
  /** Only on a link the server knows (one with a version number). */
  taskLinkId?: GanttItemId;
  tenantId?: number;
  objectVersionNumber?: number;
  _token?: string;
}

/** A link the server has stored: it always has its id. */
export type SavedGanttLinkDto = GanttLinkDto & { taskLinkId: GanttItemId };

/** A link as the chart holds it. */
export interface GanttLink {
  id: GanttItemId;
  type: string;
  source: GanttItemId;
  target: GanttItemId;
  ganttId?: GanttId;
  tenantId?: number;
  objectVersionNumber?: number;
  _token?: string;
}

/** What a sent task or link falls back to: the chart and the current organisation. */
export interface GanttContext {
  ganttId: GanttId;
  organizationId?: number;
}
