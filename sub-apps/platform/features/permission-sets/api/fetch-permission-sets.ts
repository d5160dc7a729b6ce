/** `GET {iam}/hzero/v1/permission-sets`: a page of permission sets with their page and level. */
import { iamHzeroList } from '@polaris/core/services/iam/hzero-path';
import type {
  PermissionSetDto,
  PermissionSetQuery,
} from '@polaris/core/services/iam/role-admin-types';

export const fetchPermissionSets = iamHzeroList<PermissionSetDto, PermissionSetQuery>(
  'site',
  'permission-sets',
);
