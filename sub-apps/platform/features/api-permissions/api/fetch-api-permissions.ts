/** `GET {iam}/hzero/v1/permissions`: a page of the gateway's APIs (the permission catalogue). */
import { iamHzeroList } from '@polaris/core/services/iam/hzero-path';
import type {
  ApiPermissionDto,
  ApiPermissionQuery,
} from '@polaris/core/services/iam/role-admin-types';

export const fetchApiPermissions = iamHzeroList<ApiPermissionDto, ApiPermissionQuery>(
  'site',
  'permissions',
);
