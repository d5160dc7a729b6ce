/**
 * `GET {file}/v1[/{organizationId}]/upload-configs`: a page of upload configurations, the
 * platform's on the site form (the menu's page), the organisation's own on the tenant form.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { UploadConfigDto, UploadConfigQuery } from '@polaris/core/services/file/types';

export const fetchUploadConfigs = listEndpoint<UploadConfigDto, UploadConfigQuery>(
  'file',
  'site',
  'upload-configs',
);
