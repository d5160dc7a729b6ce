/**
 * `PUT {iam}/hzero/v1/labels`: a label's description and status, when `objectVersionNumber` is
 * still current (a preset label stays enabled).
 */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath } from '@polaris/core/services/iam/hzero-path';
import type { LabelDto, LabelUpdate } from '@polaris/core/services/iam/role-admin-types';

export function updateLabel(update: LabelUpdate): Promise<LabelDto> {
  return request<LabelDto>(iamHzeroPath('site', 'labels'), { method: 'PUT', data: update });
}
