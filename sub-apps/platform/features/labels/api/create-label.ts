/** `POST {iam}/hzero/v1/labels`: a new label (a unique name of capitals, digits and underscores). */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath } from '@polaris/core/services/iam/hzero-path';
import type { LabelCreate, LabelDto } from '@polaris/core/services/iam/role-admin-types';

export function createLabel(label: LabelCreate): Promise<LabelDto> {
  return request<LabelDto>(iamHzeroPath('site', 'labels'), { method: 'POST', data: label });
}
