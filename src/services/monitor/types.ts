/**
 * Response shapes of the monitor service (`/hmnt`): audit data, audit documents and the trace log
 * (hzero-api.md "Audit"; spec sections 4 "Trace" and 7). The pages and the mock gateway share them.
 */

/** One changed field of an audited version: its value before and after the change. */
export interface AuditDataLineDto {
  fieldCode: string;
  fieldName?: string;
  fieldValueOld?: string | null;
  fieldValueNew?: string | null;
}

export type AuditType = 'INSERT' | 'UPDATE' | 'DELETE' | (string & {});

/** One audited version of a record (`audit-datas`, paged, newest first). */
export interface AuditDataDto {
  auditDataId: number;
  entityCode?: string;
  entityId?: number;
  entityVersion?: number;
  auditType?: AuditType;
  auditTypeMeaning?: string;
  remark?: string | null;
  lastUpdatedByName?: string;
  lastUpdateDate?: string;
  auditDataLineList?: AuditDataLineDto[];
}

/** Which audit document: by id, by code, or by one of its entities' codes. */
export interface AuditDocumentQuery {
  auditDocumentId?: number;
  documentCode?: string;
  entityCode?: string;
  entityId?: number | string;
  page?: number;
  size?: number;
}

/** One row of an audit document's log (`audit-documents/log/detail`, paged). */
export interface AuditLogDetailDto extends AuditDataDto {
  auditDocumentId?: number;
  documentCode?: string;
  documentName?: string;
  entityName?: string;
}

/** `audit-documents/page-route`: the front-end route of the page showing the document. */
export interface AuditPageRouteDto {
  route?: string | null;
}

/** `GET /hmnt/v1/trace/status`: whether a trace runs for this session (a flag; tolerated as object). */
export type TraceStatusDto = boolean | { traceStatus?: boolean } | null;

/** `POST /hmnt/v1/trace/start`. */
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

/** `POST /hmnt/v1/trace/end` answers the trace log info (spec section 4 "Trace"). */
export interface TraceLogInfoDto {
  traceGroupId: string;
  startedAt?: string;
  endedAt?: string;
  requests?: TracedRequestDto[];
}
