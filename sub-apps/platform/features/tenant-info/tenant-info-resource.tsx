/**
 * The platform's tenants as a resource: searched by number, name and state; created (the number
 * typed once) and edited in a dialog with the user limit and contact; enabled and disabled (a
 * disabled tenant's users can no longer pick it in the header). The platform itself (tenant 0)
 * cannot be disabled. Changes reach the Tenant Initialisation log too.
 */
import {
  enableActions,
  enabledOptions,
  isEnabled,
} from '@polaris/core/kit/resource/enable-actions';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type {
  TenantInfoDto,
  TenantInfoQuery,
  TenantSave,
} from '@polaris/core/services/platform/tenant-admin-types';
import { fetchTenants } from './api/fetch-tenants';
import { saveTenant } from './api/save-tenant';

export interface TenantValues {
  tenantNum: string;
  tenantName: string;
  limitUserQty: number | null;
  contactName: string;
  contactEmail: string;
  enabledFlag: boolean;
}

export const TENANT_CODES = {
  create: 'hpfm.tenant.button.create',
  edit: 'hpfm.tenant.button.edit',
};

/** Capitals, digits, `_` and `-`, starting with a capital or digit (as the gateway checks). */
const TENANT_NUM = /^\s*[A-Z0-9][A-Z0-9_-]*\s*$/;
const EMAIL = /^\s*[^\s@]+@[^\s@]+\.[^\s@]+\s*$/;
const PLATFORM_TENANT = 0;

/** What a save sends besides the number: texts trimmed, blank ones as null. */
export const savedTenantFields = (values: TenantValues): TenantSave => ({
  tenantName: values.tenantName.trim(),
  limitUserQty: values.limitUserQty ?? null,
  contactName: values.contactName?.trim() || null,
  contactEmail: values.contactEmail?.trim() || null,
  enabledFlag: values.enabledFlag ? 1 : 0,
});

export const tenantInfoResource = defineResource<TenantInfoDto, TenantInfoQuery, TenantValues>({
  key: ['hpfm', 'tenants'],
  alsoChanges: [['hpfm', 'tenant-init-logs']],
  texts: 'hpfm.tenantInfo',
  endpoint: fetchTenants,
  rowKey: 'tenantId',
  exportable: true,
  search: [
    { name: 'tenantNum', span: 6 },
    { name: 'tenantName', span: 6 },
    {
      name: 'enabledFlag',
      kind: 'select',
      span: 6,
      options: enabledOptions,
    },
  ],
  columns: [
    { field: 'tenantNum', width: 140, kind: 'code', sort: true },
    { field: 'tenantName', width: 200 },
    { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
    { field: 'limitUserQty', width: 110, kind: 'number' },
    { field: 'userCount', width: 100, kind: 'number' },
    { field: 'contactName', width: 130 },
    { field: 'contactEmail', width: 200 },
    { field: 'creationDate', width: 170, kind: 'dateTime', sort: true },
  ],
  actions: [
    { key: 'edit', permission: TENANT_CODES.edit },
    ...enableActions<TenantInfoDto>({
      permission: TENANT_CODES.edit,
      confirm: {
        title: 'hpfm.tenantInfo.disable.title',
        content: 'hpfm.tenantInfo.disable.content',
        values: (tenant) => ({ name: tenant.tenantName }),
      },
      save: (tenant, enabledFlag) =>
        saveTenant({
          tenantId: tenant.tenantId,
          objectVersionNumber: tenant.objectVersionNumber,
          enabledFlag,
        }),
    }).map((action) =>
      action.key === 'disable'
        ? {
            ...action,
            when: (tenant: TenantInfoDto) =>
              isEnabled(tenant) && tenant.tenantId !== PLATFORM_TENANT,
          }
        : action,
    ),
  ],
  form: {
    createTitle: 'hpfm.tenantInfo.create.title',
    createPermission: TENANT_CODES.create,
    editTitle: 'hpfm.tenantInfo.edit.title',
    titleValues: (tenant) => ({ num: tenant.tenantNum }),
    fields: [
      {
        name: 'tenantNum',
        only: 'create',
        required: true,
        maxLength: 30,
        pattern: TENANT_NUM,
        message: 'hpfm.tenantInfo.error.num',
      },
      { name: 'tenantName', required: true, maxLength: 120 },
      { name: 'limitUserQty', kind: 'number', min: 1, max: 100_000, precision: 0 },
      { name: 'contactName', maxLength: 60 },
      {
        name: 'contactEmail',
        maxLength: 120,
        pattern: EMAIL,
        message: 'hpfm.tenantInfo.error.email',
      },
      { name: 'enabledFlag', kind: 'switch', only: 'create' },
    ],
    initial: (tenant) => ({
      tenantNum: tenant?.tenantNum ?? '',
      tenantName: tenant?.tenantName ?? '',
      limitUserQty: tenant?.limitUserQty ?? null,
      contactName: tenant?.contactName ?? '',
      contactEmail: tenant?.contactEmail ?? '',
      enabledFlag: tenant ? tenant.enabledFlag === 1 : true,
    }),
    save: (values, tenant) => {
      const fields = savedTenantFields(values);
      if (!tenant) return saveTenant({ tenantNum: values.tenantNum.trim(), ...fields });
      // the state changes through Enable / Disable, at the version the row was read
      return saveTenant({
        tenantId: tenant.tenantId,
        objectVersionNumber: tenant.objectVersionNumber,
        ...fields,
        enabledFlag: undefined,
      });
    },
  },
});
