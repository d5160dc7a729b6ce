/**
 * `{file}/v1[/{organizationId}]/storage-configs`: storage configurations, every organisation's on
 * the site form (a site-level role; `tenantId` filters), the organisation's own on the tenant
 * form. GET a page; POST creates (the site form names the `tenantId`), PUT changes (with
 * `storageConfigId` and version), DELETE removes one that is not its organisation's default. The
 * access key's secret is written only (`accessKeySecret`; left out keeps it).
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import { recordEndpoint } from '@polaris/core/services/record-endpoint';
import type {
  StorageConfigDto,
  StorageConfigQuery,
  StorageConfigSave,
} from '@polaris/core/services/file/storage-types';

const PATH = 'storage-configs';
export const fetchStorageConfigs = listEndpoint<StorageConfigDto, StorageConfigQuery>(
  'file',
  'auto',
  PATH,
);
export const storageConfigs = recordEndpoint<StorageConfigDto, StorageConfigSave>(
  'file',
  'auto',
  PATH,
  'storageConfigId',
);
