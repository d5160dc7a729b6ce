/**
 * Storage configurations as a resource: where each organisation's uploads go (storage type, code,
 * endpoint and domain, access key, bucket prefix), searched by organisation, code and type;
 * created, edited (never the organisation or the code) and deleted behind
 * `hfle.storage-config.button.*`. "Set as default" makes one its organisation's default, which
 * the attachment kit's uploads go to from then on; the default cannot be deleted (the gateway
 * refuses it, and the row does not offer it). The access key's secret is write-only: never shown,
 * and a blank one when editing keeps the stored one.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import { siteOnly, type ResourceScope } from '@polaris/core/kit/resource/scope';
import { enabledStatus, secretStatus, yesNoStatus } from '@polaris/core/kit/status/row-status';
import type { Translate } from '@polaris/core/kit/texts';
import {
  STORAGE_TYPES,
  type StorageConfigDto,
  type StorageConfigQuery,
  type StorageType,
} from '@polaris/core/services/file/storage-types';
import { setDefaultStorage } from './api/set-default-storage';
import { fetchStorageConfigs, storageConfigs } from './api/storage-configs';

export const storagePermission = (action: 'create' | 'edit' | 'delete' | 'default') =>
  `hfle.storage-config.button.${action}`;

const types = (t: Translate) =>
  STORAGE_TYPES.map((value) => ({ value, label: t(`hfle.storageConfig.type.${value}`) }));

/** A storage code: capitals, digits, `.`, `_` and `-` (at most 30). */
export const STORAGE_CODE = /^\s*[A-Z0-9][A-Z0-9._-]{0,29}\s*$/;

export interface StorageValues {
  tenantId?: string | number;
  storageCode: string;
  storageType: StorageType;
  endPoint: string;
  domain: string;
  accessKeyId: string;
  accessKeySecret: string;
  bucketPrefix: string;
  enabledFlag: boolean;
}

const secret = { name: 'accessKeySecret', kind: 'secret', maxLength: 240 } as const;
const isDefault = (row: StorageConfigDto) => row.defaultFlag === 1;

/** What a form sends: trimmed, blanks as null, the secret only when typed. */
export function storageSave(values: StorageValues, row: StorageConfigDto | null) {
  return {
    ...(row
      ? { storageConfigId: row.storageConfigId, objectVersionNumber: row.objectVersionNumber }
      : {
          storageCode: values.storageCode.trim(),
          ...(values.tenantId !== undefined && { tenantId: Number(values.tenantId) }),
        }),
    storageType: values.storageType,
    endPoint: values.endPoint.trim(),
    domain: values.domain?.trim() || null,
    accessKeyId: values.accessKeyId?.trim() || null,
    bucketPrefix: values.bucketPrefix?.trim() || null,
    enabledFlag: values.enabledFlag ? 1 : 0,
    ...(values.accessKeySecret && { accessKeySecret: values.accessKeySecret }),
  } as const;
}

/** The page as a site-level role sees it (every organisation's) or an organisation's role. */
const storageConfigResource = (scope: ResourceScope) =>
  defineResource<StorageConfigDto, StorageConfigQuery, StorageValues>({
    key: ['hfle', 'storage-configs', scope],
    texts: 'hfle.storageConfig',
    endpoint: fetchStorageConfigs,
    rowKey: 'storageConfigId',
    search: [
      ...siteOnly(scope, { name: 'tenantId', kind: 'lov', lovCode: 'HPFM.TENANT' } as const),
      { name: 'storageCode' },
      { name: 'storageType', kind: 'select', options: types },
    ],
    columns: [
      ...siteOnly(scope, { field: 'tenantName', width: 160 }),
      { field: 'storageCode', width: 140, kind: 'code' },
      {
        field: 'storageType',
        width: 130,
        render: (type: string, _row, cell) => cell.t(`hfle.storageConfig.type.${type}`),
      },
      { field: 'endPoint', width: 220 },
      { field: 'bucketPrefix', width: 120 },
      { field: 'accessKeyId', width: 140 },
      { field: 'accessKeySecretSetFlag', width: 100, kind: 'status', status: secretStatus },
      { field: 'defaultFlag', width: 90, kind: 'status', status: yesNoStatus },
      { field: 'enabledFlag', width: 90, kind: 'status', status: enabledStatus },
    ],
    actions: [
      { key: 'edit', permission: storagePermission('edit') },
      {
        key: 'setDefault',
        permission: storagePermission('default'),
        when: (row) => !isDefault(row) && row.enabledFlag === 1,
        confirm: {
          title: 'hfle.storageConfig.setDefault.title',
          content: 'hfle.storageConfig.setDefault.content',
          values: (row) => ({ code: row.storageCode, tenant: row.tenantName }),
        },
        run: (row) => setDefaultStorage(row),
      },
      {
        key: 'delete',
        permission: storagePermission('delete'),
        danger: true,
        when: (row) => !isDefault(row),
        confirm: {
          title: 'hfle.storageConfig.delete.title',
          values: (row) => ({ code: row.storageCode, tenant: row.tenantName }),
        },
      },
    ],
    remove: async (rows) => {
      for (const row of rows) await storageConfigs.remove(row);
    },
    form: {
      createTitle: 'hfle.storageConfig.edit.new',
      editTitle: 'hfle.storageConfig.edit.title',
      titleValues: (row) => ({ code: row.storageCode, tenant: row.tenantName }),
      createPermission: storagePermission('create'),
      width: 600,
      fields: [
        ...siteOnly(scope, {
          name: 'tenantId',
          kind: 'lov',
          lovCode: 'HPFM.TENANT',
          required: true,
          only: 'create',
        } as const),
        {
          name: 'storageCode',
          required: true,
          pattern: STORAGE_CODE,
          message: 'hfle.storageConfig.error.code',
          only: 'create',
        },
        { name: 'storageType', kind: 'select', required: true, options: types },
        { name: 'endPoint', required: true, maxLength: 240 },
        { name: 'domain', maxLength: 240 },
        { name: 'accessKeyId', maxLength: 120 },
        secret,
        { name: 'bucketPrefix', maxLength: 60 },
        { name: 'enabledFlag', kind: 'switch' },
      ],
      initial: (row) => ({
        tenantId: row?.tenantId,
        storageCode: row?.storageCode ?? '',
        storageType: row?.storageType ?? 'MINIO',
        endPoint: row?.endPoint ?? '',
        domain: row?.domain ?? '',
        accessKeyId: row?.accessKeyId ?? '',
        accessKeySecret: '',
        bucketPrefix: row?.bucketPrefix ?? '',
        enabledFlag: row ? row.enabledFlag === 1 : true,
      }),
      save: (values, row) => storageConfigs.save(storageSave(values, row)),
    },
  });

export const storageConfigResources = {
  site: storageConfigResource('site'),
  tenant: storageConfigResource('tenant'),
};
