/**
 * Upload configurations as a resource: per bucket (or one directory of it) the extensions and
 * the size an upload may have; created, edited and deleted behind `hfle.upload-config.button.*`.
 * The attachment kit asks for the one that applies before it sends a file, so a change here
 * applies to the next upload (the upload list's cache is told, `alsoChanges`).
 */
import { uploadConfigKey } from '@polaris/core/kit/attachment/api';
import { formatFileSize } from '@polaris/core/kit/attachment/rules';
import { configuredBytes } from '@polaris/core/kit/attachment/upload-config';
import { defineResource } from '@polaris/core/kit/resource/types';
import {
  FILE_BUCKETS,
  type StorageUnit,
  type UploadConfigDto,
  type UploadConfigQuery,
} from '@polaris/core/services/file/types';
import { deleteUploadConfig, saveUploadConfig } from './api/save-upload-config';
import { fetchUploadConfigs } from './api/fetch-upload-configs';

export const uploadConfigPermission = (action: 'create' | 'edit' | 'delete') =>
  `hfle.upload-config.button.${action}`;

const bucketOptions = () => FILE_BUCKETS.map((bucket) => ({ value: bucket, label: bucket }));
const unitOptions = () => (['KB', 'MB'] as const).map((unit) => ({ value: unit, label: unit }));

/** Extensions separated by commas (`pdf, png`), or nothing for any. */
export const FILE_FORMATS = /^\s*(\.?[A-Za-z0-9]+\s*(,\s*\.?[A-Za-z0-9]+\s*)*)?$/;

interface UploadConfigValues {
  bucketName: string;
  directory: string;
  fileFormat: string;
  storageSize: number;
  storageUnit: StorageUnit;
}

export const uploadConfigResource = defineResource<
  UploadConfigDto,
  UploadConfigQuery,
  UploadConfigValues
>({
  key: ['hfle', 'upload-configs'],
  alsoChanges: [uploadConfigKey],
  texts: 'hfle.uploadConfig',
  endpoint: fetchUploadConfigs,
  rowKey: 'uploadConfigId',
  search: [{ name: 'bucketName', kind: 'select', options: bucketOptions }, { name: 'directory' }],
  columns: [
    { field: 'bucketName', width: 140, kind: 'code' },
    { field: 'directory', width: 180 },
    { field: 'fileFormat', width: 240 },
    {
      field: 'limit',
      width: 120,
      computed: true,
      align: 'right',
      render: (_value: never, row) => formatFileSize(configuredBytes(row)),
    },
  ],
  actions: [
    { key: 'edit', permission: uploadConfigPermission('edit') },
    {
      key: 'delete',
      permission: uploadConfigPermission('delete'),
      danger: true,
      confirm: {
        title: 'hfle.uploadConfig.delete.title',
        values: (row) => ({ bucket: row.bucketName }),
      },
    },
  ],
  remove: async (rows) => {
    for (const row of rows) await deleteUploadConfig(row);
  },
  form: {
    createTitle: 'hfle.uploadConfig.edit.new',
    editTitle: 'hfle.uploadConfig.edit.title',
    titleValues: (row) => ({ bucket: row.bucketName }),
    createPermission: uploadConfigPermission('create'),
    fields: [
      { name: 'bucketName', kind: 'select', required: true, options: bucketOptions },
      { name: 'directory', maxLength: 120 },
      {
        name: 'fileFormat',
        maxLength: 500,
        pattern: FILE_FORMATS,
        message: 'hfle.uploadConfig.error.fileFormat',
      },
      { name: 'storageSize', kind: 'number', required: true, min: 1, max: 65_536, precision: 0 },
      { name: 'storageUnit', kind: 'select', required: true, options: unitOptions },
    ],
    initial: (row) => ({
      bucketName: row?.bucketName ?? 'hfle',
      directory: row?.directory ?? '',
      fileFormat: row?.fileFormat ?? '',
      storageSize: row?.storageSize ?? 10,
      storageUnit: row?.storageUnit ?? 'MB',
    }),
    save: (values, row) =>
      saveUploadConfig({
        bucketName: values.bucketName,
        directory: values.directory.trim() || null,
        fileFormat: values.fileFormat
          .split(',')
          .map((one) => one.trim().replace(/^\./, '').toLowerCase())
          .filter(Boolean)
          .join(','),
        storageSize: values.storageSize,
        storageUnit: values.storageUnit,
        ...(row && {
          uploadConfigId: row.uploadConfigId,
          objectVersionNumber: row.objectVersionNumber,
        }),
      }),
  },
});
