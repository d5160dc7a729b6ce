// Wire shapes of the file, message, audit, approval and Gantt endpoints (see shared/hzero-api.md
// and the spec's entity section). Dates travel as `YYYY-MM-DD HH:mm:ss` in the user's time zone.

import type {
  AuditDataDto,
  AuditDataLineDto,
  AuditLogDetailDto,
} from '../../../src/services/monitor/types';
import type {
  ApprovalAction,
  ApprovalRecordDto,
  ProcessInstanceDto,
} from '../../../src/services/workflow/types';
import type { Page } from '../platform-types';
import type { Sent } from '../types';

export type { Page };

/** One row of `GET /hfle/v1[/{tid}]/files/{attachmentUUID}/file`. */
export interface FileRow {
  fileId: number;
  fileName: string;
  fileUrl: string;
  fileSize: number;
  fileType: string;
  bucketName: string;
  attachmentUuid: string | null;
  directory: string | null;
  storageCode: string | null;
  creationDate: string;
}

/** One row of the message previews and the message center's recent list. */
export interface UserMessageRow {
  userMessageId: number;
  messageId: number;
  subject: string;
  content: string;
  creationDate: string;
  userMessageTypeCode: string;
  userMessageTypeMeaning: string;
  readFlag: 0 | 1;
}

/** One row of `GET /hmsg/v1/{tid}/notices/user/preview`. */
export interface NoticeRow {
  noticeId: number;
  title: string;
  publishedDate: string;
  noticeTypeCode: string;
  noticeTypeMeaning: string;
  receiverTypeCode: string;
  receiverTypeMeaning: string;
}

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
    action: ApprovalAction | null;
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
  }
>;

/** A Gantt task as stored and answered. */
export interface GanttTask {
  ganttId: number;
  taskId: number;
  taskName: string;
  orderSeq: number;
  startDate: string;
  endDate: string;
  parentId: number | null;
  taskType: string;
  tenantId: number;
  objectVersionNumber: number;
  _token: string;
  duration: number;
  priority: number | null;
  progress: number;
  taskRender: string | null;
}

/** A Gantt dependency as stored and answered; linkType is dhtmlx's '0'..'3'. */
export interface GanttLink {
  ganttId: number;
  taskLinkId: number;
  linkType: string;
  taskFromId: number;
  taskTargetId: number;
  tenantId: number;
  objectVersionNumber: number;
  _token: string;
}
