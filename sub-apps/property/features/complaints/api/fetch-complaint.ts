/**
 * `GET /wy/api/v1.0/PROP/complaint/{complaintId}`: one complaint with its reply thread (oldest
 * first) and the legacy files it came with.
 */
import type { ComplaintDetailDto } from '@polaris/core/services/property/service-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function fetchComplaint(complaintId: number): Promise<ComplaintDetailDto> {
  return wyCall<ComplaintDetailDto>(`PROP/complaint/${encodeURIComponent(complaintId)}`);
}
