/**
 * The audit configuration as a resource: the entities whose changes become versions in Audit
 * Data, searched by code and name, each audited or not; "Stop auditing" (asked first) and "Audit"
 * switch it, guarded by the page's edit code.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type {
  AuditDataConfigDto,
  AuditDataConfigQuery,
} from '@polaris/core/services/monitor/operation-types';
import { fetchAuditConfigs } from './api/fetch-audit-configs';
import { updateAuditConfig } from './api/update-audit-config';

export const AUDIT_CONFIG_EDIT = 'hzero.monitor.audit-config.button.edit';

const switchTo = (enabledFlag: 0 | 1) => (config: AuditDataConfigDto) =>
  updateAuditConfig({
    auditDataConfigId: config.auditDataConfigId,
    objectVersionNumber: config.objectVersionNumber,
    enabledFlag,
  });

export const auditConfigResource = defineResource<AuditDataConfigDto, AuditDataConfigQuery>({
  key: ['hmnt', 'audit-data-configs'],
  texts: 'hmnt.auditConfig',
  endpoint: fetchAuditConfigs,
  rowKey: 'auditDataConfigId',
  search: [
    { name: 'entityCode', span: 8 },
    { name: 'displayName', span: 8 },
  ],
  columns: [
    { field: 'entityCode', width: 180, kind: 'code', sort: true },
    { field: 'displayName', width: 160 },
    { field: 'serviceName', width: 100 },
    { field: 'tableName', width: 160, kind: 'code' },
    { field: 'enabledFlag', width: 110, kind: 'status', status: enabledStatus },
  ],
  actions: [
    {
      key: 'enable',
      permission: AUDIT_CONFIG_EDIT,
      when: (config) => config.enabledFlag !== 1,
      run: switchTo(1),
    },
    {
      key: 'disable',
      permission: AUDIT_CONFIG_EDIT,
      danger: true,
      when: (config) => config.enabledFlag === 1,
      confirm: {
        title: 'hmnt.auditConfig.disable.title',
        content: 'hmnt.auditConfig.disable.content',
        values: (config) => ({ name: config.displayName }),
        okText: 'hmnt.auditConfig.action.disable',
      },
      run: switchTo(0),
    },
  ],
});
