/**
 * The processes as a resource: one row per process (its newest version, how many versions it
 * has), searched by key, name and category (and organisation on the site form, which lists every
 * organisation's with its name). A row's Diagram draws its newest version; Versions and Deploy
 * are the page's own (a drawer of every version, the deploy dialog).
 */
import { siteOnly, siteTenantFilter, type ResourceScope } from '@polaris/core/kit/resource/scope';
import { defineResource } from '@polaris/core/kit/resource/types';
import { view, type StatusView } from '@polaris/core/kit/status/status-view';
import type {
  ProcessDefinitionQuery,
  ProcessDefinitionRow,
} from '@polaris/core/services/workflow/definition-admin-types';
import type { ProcessDefinitionStatus } from '@polaris/core/services/workflow/process-types';
import { Typography } from 'antd';
import { ProcessDiagram } from '../process-diagram';
import { fetchProcessDefinitions } from './api/fetch-process-definitions';

export const definePermission = (action: 'deploy' | 'status') =>
  `hwfl.process-define.button.${action}`;

/** A version's status: deployed (starts instances) or suspended (starts none). */
export const definitionStatus = (status: ProcessDefinitionStatus): StatusView | undefined =>
  status === 'DEPLOYED'
    ? view('hwfl.processDefine.status.DEPLOYED', 'success')
    : status === 'SUSPENDED'
      ? view('hwfl.processDefine.status.SUSPENDED', 'warning')
      : undefined;

const processDefineResource = (scope: ResourceScope) =>
  defineResource<ProcessDefinitionRow, ProcessDefinitionQuery>({
    key: ['hwfl', 'process-definitions', scope],
    texts: 'hwfl.processDefine',
    endpoint: fetchProcessDefinitions,
    rowKey: 'definitionId',
    search: [
      ...siteTenantFilter(scope),
      { name: 'processKey', span: 5 },
      { name: 'name', span: 5 },
      { name: 'category', span: 5 },
    ],
    columns: [
      { field: 'processKey', width: 180, kind: 'code', sort: true },
      { field: 'name', width: 180, opens: true },
      { field: 'category', width: 120 },
      ...siteOnly(scope, { field: 'tenantName', width: 150 }),
      { field: 'version', width: 80, align: 'right', render: (v: number) => `v${v}` },
      { field: 'status', width: 100, kind: 'tag', status: definitionStatus },
      { field: 'versionCount', width: 90, kind: 'number' },
      { field: 'deployTime', width: 170, kind: 'dateTime', sort: true },
    ],
    actions: [
      { key: 'detail' },
      { key: 'versions', quiet: true },
      { key: 'deploy', permission: definePermission('deploy'), quiet: true },
    ],
    detail: {
      width: 720,
      title: (row, t) =>
        t('hwfl.processDefine.diagram.title', { name: row.name, version: row.version }),
      render: (row) => (
        <>
          {row.description && <Typography.Paragraph>{row.description}</Typography.Paragraph>}
          <ProcessDiagram nodes={row.nodes} flows={row.flows} />
        </>
      ),
    },
  });

/** Every organisation's processes (site form) and the organisation's own (tenant form). */
export const processDefineResources = {
  site: processDefineResource('site'),
  tenant: processDefineResource('tenant'),
};
