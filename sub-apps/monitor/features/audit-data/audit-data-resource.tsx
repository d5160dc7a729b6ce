/**
 * Audit data as a resource, one per path form (the site page asks `auto`, the organisation page
 * `tenant`): search by entity, record, change type and change time (the end never before the
 * start); each audited version with what it changed; per row the record's versions, its audit
 * log and its own page (the page's own actions: AuditDataView).
 */
import { defineResource, type ResourceDefinition } from '@polaris/core/kit/resource/types';
import type { AuditDataDto } from '@polaris/core/services/monitor/types';
import type { TenantScope } from '@polaris/core/services/shared';
import { Tag } from 'antd';
import { fetchAuditDatas, type AuditDataQuery } from './api/fetch-audit-datas';
import { auditDatasKey } from './api/use-audit-data';

const AUDIT_TYPES = ['INSERT', 'UPDATE', 'DELETE'];

export type AuditDataResource = ResourceDefinition<AuditDataDto, AuditDataQuery>;

function auditDataResource(scope: TenantScope): AuditDataResource {
  return defineResource<AuditDataDto, AuditDataQuery>({
    key: auditDatasKey(scope),
    texts: 'hmnt.auditData',
    endpoint: fetchAuditDatas[scope],
    rowKey: 'auditDataId',
    search: [
      { name: 'entityCode', span: 5, placeholder: 'hmnt.auditData.placeholder.entityCode' },
      { name: 'entityId', kind: 'number', min: 0, span: 4 },
      {
        name: 'auditType',
        kind: 'select',
        span: 3,
        options: (t) =>
          AUDIT_TYPES.map((type) => ({ value: type, label: t(`hmnt.auditData.type.${type}`) })),
      },
      { name: 'lastUpdateDateFrom', kind: 'dateTime', before: 'lastUpdateDateTo', span: 4 },
      { name: 'lastUpdateDateTo', kind: 'dateTime', after: 'lastUpdateDateFrom', span: 4 },
    ],
    columns: [
      { field: 'entityCode', width: 150, kind: 'code' },
      { field: 'entityId', width: 90 },
      { field: 'entityVersion', width: 80 },
      {
        field: 'auditType',
        width: 100,
        render: (type: string | undefined, row) => <Tag>{row.auditTypeMeaning ?? type}</Tag>,
      },
      { field: 'lastUpdatedByName', width: 120 },
      { field: 'lastUpdateDate', width: 170, kind: 'dateTime' },
      {
        field: 'changedFields',
        computed: true,
        width: 200,
        render: (_value: never, row) =>
          (row.auditDataLineList ?? []).map((line) => line.fieldName ?? line.fieldCode).join(', '),
      },
      { field: 'remark', width: 180 },
    ],
    actions: [{ key: 'versions' }, { key: 'log' }, { key: 'openPage' }],
  });
}

/** /hmnt/audit-data and /hmnt/audit-data-org. */
export const auditDataResources = {
  auto: auditDataResource('auto'),
  tenant: auditDataResource('tenant'),
} as const;

export type AuditDataScope = keyof typeof auditDataResources;
