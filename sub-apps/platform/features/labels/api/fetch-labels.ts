/** `GET {iam}/hzero/v1/labels`: a page of labels (roles' and menus'), with the roles carrying each. */
import { iamHzeroList } from '@polaris/core/services/iam/hzero-path';
import type { LabelDto, LabelQuery } from '@polaris/core/services/iam/role-admin-types';

export const fetchLabels = iamHzeroList<LabelDto, LabelQuery>('site', 'labels');
