// Wire shapes of the platform endpoints (permissions, languages, lookups, UI config, data
// hierarchy, trace, property variant) as the mock answers them. See mock/README.md. Where the
// client has a DTO (src/services/platform/types.ts) the shape is that DTO as the mock sends it,
// checked at compile time (`Sent` in ./types); the rest answer calls no client service makes.
import type { Page as PageDto } from '../../src/request/paging';
import type {
  DataHierarchyDisplayStyle,
  DataHierarchyDto,
  DataHierarchyValueDto,
  LovValueDto,
  LovViewInfoDto,
  LovViewQueryField,
  LovViewTableField,
  UiTableColumnDto,
  UiTableDto,
} from '../../src/services/platform/types';
import type { ControllerType, Known, PermissionCheck, Sent } from './types';

export type { ControllerType, PermissionCheck };

/** HZERO language codes the mock knows (only zh_CN and en_US have UI texts). */
export type UserLanguage = 'zh_CN' | 'en_US' | 'ja_JP' | 'de_DE';

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
export type LovValue = Sent<LovValueDto, { orderSeq: number; tag: string | null }>;

/** HZERO page envelope, `number` zero-based; the client does not read `totalPages`. */
export interface Page<T> extends PageDto<T> {
  totalPages: number;
}

/** `GET /hpfm/v1[/pub | /{orgId}]/lov-view/info` */
export type LovViewInfo = Sent<
  LovViewInfoDto,
  {
    viewName: string;
    pageSize: number;
    queryFields: Sent<LovViewQueryField, { dataType: 'STRING' | 'NUMBER' | 'SELECT' }>[];
    tableFields: Sent<LovViewTableField, { width: number }>[];
    queryUrl: string;
  }
>;

/** One column of a saved table configuration. */
/** `GET|POST /hpfm/v1/{orgId}/ui-table?code=`: the client's DTOs, as the gateway sends them. */
export type UiTableColumn = UiTableColumnDto;
export type UiTableConfig = UiTableDto;

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

export type HierarchyDisplayStyle = Known<DataHierarchyDisplayStyle, 'SELECT' | 'MODAL'>;

/** One data hierarchy with the session's current value and the values it can take. */
export type DataHierarchyRow = Sent<
  DataHierarchyDto,
  {
    dataHierarchyId: number;
    dataHierarchyName: string;
    displayStyle: HierarchyDisplayStyle;
    dataHierarchyValue: string | null;
    dataHierarchyMeaning: string | null;
    valueList: { value: string; meaning: string }[];
  }
>;

/** `GET /hpfm/v1/{orgId}/data-hierarchies/switch/value` */
export type DataHierarchySwitchValue = Sent<
  DataHierarchyValueDto,
  { selectList: DataHierarchyRow[]; hasModal: boolean; hasSelect: boolean }
>;

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

/** Envelope of the property (`/wy`) backend: one type for client and gateway. */
export type { WyEnvelope } from '../../src/services/property/wire';
