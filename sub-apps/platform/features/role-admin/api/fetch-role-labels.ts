/** `GET {iam}/hzero/v1/labels?type=ROLE&enabledFlag=1`: the labels a role may carry. */
import { iamHzeroList } from '@polaris/core/services/iam/hzero-path';
import type { LabelDto, LabelQuery } from '@polaris/core/services/iam/role-admin-types';

const labels = iamHzeroList<LabelDto, LabelQuery>('site', 'labels');

export function fetchRoleLabels(): Promise<string[]> {
  return labels({ type: 'ROLE', enabledFlag: 1, page: 0, size: 1000 }).then((page) =>
    page.content.map((label) => label.name),
  );
}
