/**
 * `POST {mes}/v1/{organizationId}/inspections`: records a lot's inspection, judged PASS or FAIL
 * by the gateway against the work order's plan's AQL (inspection-rule.ts). Only a STARTED or
 * COMPLETED work order's lots are inspected; the attachment is the UUID the kit's upload got.
 */
import type {
  InspectionCreate,
  InspectionDto,
} from '@polaris/core/services/production/orders-types';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';

export function createInspection(
  inspection: InspectionCreate,
  options?: CallOptions,
): Promise<InspectionDto> {
  return request<InspectionDto>(v1('mes', 'tenant', 'inspections'), {
    method: 'POST',
    data: inspection,
    ...options,
  });
}
