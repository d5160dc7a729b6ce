/**
 * Texts shipped with the monitor sub-app: its title, each page's in its feature folder, the
 * approval timeline's and the component kit's. The gateway's prompt texts override them.
 */
import type { TextMap } from '@polaris/core/i18n/defaults';
import { approvalTexts } from '@polaris/core/kit/approval/texts';
import { kitTexts } from '@polaris/core/kit/texts';
import { texts as apiMonitor } from './features/api-monitor/texts';
import { texts as approvalHistory } from './features/approval-history/texts';
import { texts as auditConfig } from './features/audit-config/texts';
import { texts as auditData } from './features/audit-data/texts';
import { texts as loginLog } from './features/login-log/texts';
import { texts as processDefine } from './features/process-define/texts';
import { texts as processDiagram } from './features/process-diagram/texts';
import { texts as processDocuments } from './features/process-documents/texts';
import { texts as processMonitor } from './features/process-monitor/texts';
import { texts as auditOperation } from './features/audit-operation/texts';
import { texts as tasks } from './features/tasks/texts';

const app: Record<string, TextMap> = {
  en_US: { 'hmnt.app.title': 'Monitoring' },
  zh_CN: { 'hmnt.app.title': '运维监控' },
};

const languages = ['en_US', 'zh_CN'];

export const monitorTexts: Record<string, TextMap> = Object.fromEntries(
  languages.map((lang) => [
    lang,
    Object.assign(
      {},
      ...[
        kitTexts,
        approvalTexts,
        app,
        auditData,
        approvalHistory,
        loginLog,
        auditOperation,
        auditConfig,
        apiMonitor,
        processDiagram,
        processDefine,
        processDocuments,
        processMonitor,
        tasks,
      ].map((part) => part[lang]),
    ),
  ]),
);
