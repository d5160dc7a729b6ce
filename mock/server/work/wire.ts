// Wire shapes of the file, message, audit, approval and Gantt endpoints (see shared/hzero-api.md
// and the spec's entity section). Dates travel as `YYYY-MM-DD HH:mm:ss` in the user's time zone.

import type { FileAggregateDto, FileDto } from '../../../src/services/file/types';
import type {
  NoticeDto,
  NoticePreviewDto,
  UserMessageDto,
} from '../../../src/services/message/types';
import type {
  AuditDataDto,
  AuditDataLineDto,
  AuditLogDetailDto,
} from '../../../src/services/monitor/types';
import type {
  HistoryAction,
  ApprovalRecordDto,
  ProcessInstanceDto,
  ProcessInstanceStatus,
} from '../../../src/services/workflow/types';
import type { GanttLinkDto, GanttTaskDto } from '../../../src/services/gantt/types';
import type { Page } from '../platform-types';
import type { Sent } from '../types';

export type { Page };

/** One row of `GET /hfle/v1[/{tid}]/files/{attachmentUUID}/file`. */
export type FileRow = Sent<
  FileDto,
  {
    fileId: number;
    fileSize: number;
    fileType: string;
    attachmentUuid: string | null;
    directory: string | null;
    storageCode: string | null;
    creationDate: string;
  }
>;

/** One row of the file aggregate list `GET /hfle/v1[/{tid}]/files`. */
export type FileAggregateRow = FileRow &
  Sent<FileAggregateDto, { tenantId: number; tenantName: string }>;

/** One row of the message previews, the message center's recent list and the inbox. */
export type UserMessageRow = Sent<
  UserMessageDto,
  {
    messageId: number;
    content: string;
    userMessageTypeCode: 'MSG' | 'NOTICE';
    userMessageTypeMeaning: string;
    readFlag: 0 | 1;
  }
>;

/** One row of `GET /hmsg/v1/{tid}/notices/user/preview`. */
export type NoticeRow = Sent<
  NoticePreviewDto,
  {
    noticeTypeCode: string;
    noticeTypeMeaning: string;
    receiverTypeCode: 'ANNOUNCE' | 'NOTIFY';
    receiverTypeMeaning: string;
  }
>;

/** A notice as its administrators see it (`/hmsg/v1[/{tid}]/notices`). */
export type NoticeRecord = Sent<
  NoticeDto,
  {
    noticeTypeCode: 'SYSTEM' | 'MAINTENANCE' | 'BUSINESS';
    noticeTypeMeaning: string;
    receiverTypeCode: 'ANNOUNCE' | 'NOTIFY';
    receiverTypeMeaning: string;
    statusCode: 'DRAFT' | 'PUBLISHED' | 'REVOKED';
    statusMeaning: string;
  }
>;

export type AuditLine = Sent<
  AuditDataLineDto,
  { fieldName: string; fieldValueOld: string | null; fieldValueNew: string | null }
>;

/** One version of `GET /hmnt/v1[/{tid}]/audit-datas`. */
export type AuditVersion = Sent<
  AuditDataDto,
  {
    entityCode: string;
    entityId: number;
    entityVersion: number;
    auditType: 'INSERT' | 'UPDATE' | 'DELETE';
    auditTypeMeaning: string;
    remark: string | null;
    lastUpdatedByName: string;
    lastUpdateDate: string;
    auditDataLineList: AuditLine[];
  }
>;

/** One row of `GET /hmnt/v1/{tid}/audit-documents/log/detail`. */
export type AuditLogRow = Sent<
  AuditLogDetailDto,
  AuditVersion & {
    auditDocumentId: number;
    documentCode: string;
    documentName: string;
    entityName: string;
  }
>;

/** One step of an approval history; the running step has no action and no endTime. */
export type ApprovalStep = Sent<
  ApprovalRecordDto,
  {
    id: number;
    /** The spec's kinds, and `Terminated` for the monitor's termination (with its reason). */
    action: HistoryAction | null;
    taskName: string;
    assigneeName: string;
    positionName: string;
    unitName: string;
    comment: string | null;
    startTime: string;
    endTime: string | null;
  }
>;

/** One row of `GET /hwfl/v1/{tid}/process/instance`. */
export type ProcessInstanceRow = Sent<
  ProcessInstanceDto,
  {
    processInstanceId: number;
    processName: string;
    businessKey: string;
    startUserName: string;
    startTime: string;
    endTime: string | null;
    suspended: boolean;
    currentTaskName: string | null;
    tenantId: number;
    definitionId: number;
    processKey: string;
    processStatus: ProcessInstanceStatus;
    currentNodeId: string | null;
    currentAssigneeName: string | null;
  }
>;

/** A Gantt task as stored and answered. */
export type GanttTask = Sent<
  GanttTaskDto,
  {
    taskId: number;
    orderSeq: number;
    taskType: string;
    tenantId: number;
    objectVersionNumber: number;
    _token: string;
    duration: number;
    priority: number | null;
    progress: number;
    taskRender: string | null;
  }
>;

/** A Gantt dependency as stored and answered; linkType is dhtmlx's '0'..'3'. */
export type GanttLink = Sent<
  GanttLinkDto,
  {
    taskLinkId: number;
    linkType: string;
    tenantId: number;
    objectVersionNumber: number;
    _token: string;
  }
>;
