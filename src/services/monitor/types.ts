/** Request and response shapes of audit (`/hmnt`) and trace (hzero-api.md "Audit"). */

export interface AuditDataLineDto {
  fieldCode: string;
  fieldName?: string;
  fieldValueOld?: string | null;
  fieldValueNew?: string | null;
}

/** One audited version of an entity (`audit-datas`, paged). */
export interface AuditDataDto {
  auditDataId: number;
  entityVersion?: number;
  auditType?: string;
  auditTypeMeaning?: string;
  remark?: string;
  lastUpdatedByName?: string;
  lastUpdateDate?: string;
  auditDataLineList?: AuditDataLineDto[];
}

/** `audit-datas` filters: the entity and any further fields. */
export interface AuditDataQuery {
  entityCode?: string;
  entityId?: number | string;
  [key: string]: unknown;
}

/** Audit log detail and page-route queries; the spec does not name their fields. */
export type AuditDocumentQuery = Record<string, unknown>;

/** Audit log detail; its body is not shown by the spec. */
export type AuditLogDetailDto = Record<string, unknown>;

/** Audit page route: where the audited document is shown; its body is not shown by the spec. */
export type AuditPageRouteDto = Record<string, unknown> | string | null;

/** `GET /v1/trace/status`: whether a trace runs for this session (a flag; tolerated as object). */
export type TraceStatusDto = boolean | { traceStatus?: boolean } | null;

/** `POST /v1/trace/start`. */
export interface TraceStartDto {
  traceGroupId: string;
}

/** One API call recorded while the trace ran. */
export interface TracedRequestDto {
  method: string;
  path: string;
  status: number;
  durationMs?: number;
}

/** `POST /v1/trace/end` answers the trace log info (spec section 4 "Trace"). */
export interface TraceLogInfoDto {
  traceGroupId: string;
  startedAt?: string;
  endedAt?: string;
  requests?: TracedRequestDto[];
}
