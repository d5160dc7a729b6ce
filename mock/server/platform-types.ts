// Wire shapes of the platform endpoints (permissions, languages, lookups, UI config, data
// hierarchy, trace, property variant) as the mock answers them. See mock/README.md.
import type { MessageType } from './types';

/** HZERO language codes the mock knows (only zh_CN and en_US have UI texts). */
export type UserLanguage = 'zh_CN' | 'en_US' | 'ja_JP' | 'de_DE';

/** Failed envelope with an explicit type (lookups answer `warn`). */
export interface TypedFailedBody {
  failed: true;
  code: string;
  message: string;
  type: MessageType;
}

export type ControllerType = 'hidden' | 'disabled';

/** One row of `POST /iam/hzero/v1/menus/check-permissions`. */
export interface PermissionCheck {
  code: string;
  approve: boolean;
  controllerType: ControllerType;
}

/** One row of `GET /hpfm/v1/languages`. */
export interface LanguageRow {
  code: UserLanguage;
  name: string;
  description: string;
}

/** One row of `GET /hpfm/v1[/{orgId}]/multi-language`. */
export interface MultiLanguageRow {
  lang: UserLanguage;
  langName: string;
  value: string;
}

/** One row of `GET /hpfm/v1[/{orgId}]/lovs/value`. */
export interface LovValue {
  value: string;
  meaning: string;
  orderSeq: number;
  tag: string | null;
}

/** HZERO page envelope, `number` zero-based. */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  size: number;
  number: number;
  numberOfElements: number;
}

/** `GET /hpfm/v1[/pub | /{orgId}]/lov-view/info` */
export interface LovViewInfo {
  viewCode: string;
  viewName: string;
  lovCode: string;
  valueField: string;
  displayField: string;
  pageSize: number;
  queryFields: { field: string; label: string; dataType: 'STRING' | 'NUMBER' | 'SELECT' }[];
  tableFields: { title: string; dataIndex: string; width: number }[];
  queryUrl: string;
}

/** One column of a saved table configuration. */
export interface UiTableColumn {
  fieldName: string;
  width: number | null;
  fixed: 'left' | 'right' | null;
  hidden: boolean;
  sort: number;
}

/** `GET|POST /hpfm/v1/{orgId}/ui-table?code=` */
export interface UiTableConfig {
  code: string;
  columns: UiTableColumn[];
}

/** `GET .../static-texts/text/by-code/nullable` */
export interface StaticText {
  textCode: string;
  title: string;
  text: string;
  lang: string;
}

/** One row of `GET .../static-texts/text-code`. */
export interface StaticTextCode {
  textId: number;
  textCode: string;
  title: string;
  lang: string;
  tenantId: number;
}

/** One row of `GET .../quick-entry/map-list`. */
export interface QuickEntry {
  quickEntryId: number;
  code: string;
  title: string;
  icon: string;
  route: string;
}

export type HierarchyDisplayStyle = 'SELECT' | 'MODAL';

/** One data hierarchy with the session's current value and the values it can take. */
export interface DataHierarchyRow {
  dataHierarchyId: number;
  dataHierarchyCode: string;
  dataHierarchyName: string;
  displayStyle: HierarchyDisplayStyle;
  dataHierarchyValue: string | null;
  dataHierarchyMeaning: string | null;
  valueList: { value: string; meaning: string }[];
}

/** `GET /hpfm/v1/{orgId}/data-hierarchies/switch/value` */
export interface DataHierarchySwitchValue {
  selectList: DataHierarchyRow[];
  hasModal: boolean;
  hasSelect: boolean;
}

/** One API call recorded while a trace runs. */
export interface TracedRequest {
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

/** `POST .../trace/end` */
export interface TraceLogInfo {
  traceGroupId: string;
  startedAt: string;
  endedAt: string;
  requests: TracedRequest[];
}

/** Envelope of the property (`/wy`) backend; `__pms` marks answers the client must inspect. */
export interface WyEnvelope<T> {
  __pms?: true;
  success: boolean;
  result?: T;
  error?: { message: string; code?: number } | null;
}
