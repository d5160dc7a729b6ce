// Wire shapes of the file, message, audit, approval and Gantt endpoints (see shared/hzero-api.md
// and the spec's entity section). Dates travel as `YYYY-MM-DD HH:mm:ss` in the user's time zone.

import type { FileAggregateDto, FileDto } from '../../../src/services/file/types';
import type { ApprovalAction, ApprovalRecordDto } from '../../../src/services/workflow/types';
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

export interface AuditLine {
  fieldCode: string;
  fieldName: string;
  fieldValueOld: string | null;
  fieldValueNew: string | null;
}

/** One version of `GET /hmnt/v1[/{tid}]/audit-datas`. */
export interface AuditVersion {
  auditDataId: number;
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
