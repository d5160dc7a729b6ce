/**
 * The API permissions as a resource (/hiam/api, page hzero.system.api): every API the gateway
 * serves, with its method, service, whether it needs a sign-in and whether it has the tenant
 * form; searched by path, method, service and access. Read-only: the catalogue is the gateway's
 * own route table.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import { yesNoStatus } from '@polaris/core/kit/status/row-status';
import type { Translate } from '@polaris/core/kit/texts';
import type {
  ApiPermissionDto,
  ApiPermissionQuery,
} from '@polaris/core/services/iam/role-admin-types';
import { Tag } from 'antd';
import { fetchApiPermissions } from './api/fetch-api-permissions';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];

const accesses = (t: Translate) => [
  { value: 'user', label: t('hiam.api.access.user') },
  { value: 'public', label: t('hiam.api.access.public') },
];

export const apiPermissionsResource = defineResource<ApiPermissionDto, ApiPermissionQuery>({
  key: ['hiam', 'api-permissions'],
  texts: 'hiam.api',
  endpoint: fetchApiPermissions,
  rowKey: 'id',
  exportable: true,
  search: [
    { name: 'path', span: 6 },
    {
      name: 'method',
      kind: 'select',
      span: 4,
      options: () => METHODS.map((method) => ({ value: method, label: method })),
    },
    { name: 'serviceName', span: 4 },
    { name: 'access', kind: 'select', span: 4, options: accesses },
  ],
  columns: [
    { field: 'method', width: 90, render: (method: never) => <Tag>{String(method)}</Tag> },
    { field: 'path', width: 380, kind: 'code', sort: true },
    { field: 'serviceName', width: 100, sort: true },
    {
      field: 'access',
      width: 120,
      render: (access: never, _api, cell) => cell.t(`hiam.api.access.${String(access)}`),
    },
    {
      field: 'tenantForm',
      width: 100,
      kind: 'status',
      status: (flag: boolean) => yesNoStatus(flag),
    },
  ],
});
