// Every route of the file, export, message, audit, approval-history and Gantt endpoints, for the
// dispatcher to register in one line.
import type { ApiRoute } from '../context';
import { approvalRoutes } from './approval';
import { auditRoutes } from './audit';
import { exportRoutes } from './exports';
import { fileAggregateRoutes } from './file-aggregate';
import { fileEditLogRoutes } from './file-edit-logs';
import { fileLinkRoutes } from './file-links';
import { fileRoutes } from './files';
import { ganttRoutes } from './gantt';
import { messageSendRoutes } from './message-sends';
import { messageServerRoutes } from './message-servers';
import { sendConfigRoutes } from './send-configs';
import { messageTemplateRoutes } from './message-templates';
import { messageRoutes } from './messages';
import { noticeRoutes } from './notices';
import { storageConfigRoutes } from './storage-configs';
import { uploadConfigRoutes } from './upload-configs';
import { workflowAdminRoutes } from './workflow-admin-routes';
import { workflowTaskRoutes } from './workflow-tasks';

export const workRoutes: ApiRoute[] = [
  ...fileRoutes,
  ...fileLinkRoutes,
  ...fileAggregateRoutes,
  ...uploadConfigRoutes,
  ...storageConfigRoutes,
  ...fileEditLogRoutes,
  ...exportRoutes,
  ...messageRoutes,
  ...noticeRoutes,
  ...messageTemplateRoutes,
  ...messageSendRoutes,
  ...messageServerRoutes,
  ...sendConfigRoutes,
  ...auditRoutes,
  ...approvalRoutes,
  ...workflowAdminRoutes,
  ...workflowTaskRoutes,
  ...ganttRoutes,
];
