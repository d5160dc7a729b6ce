/**
 * `POST /wy/api/v1.0/PROP/complaint/close` with the version read
 * (`acme.property.complaint.button.close`): an OPEN or REPLIED complaint becomes CLOSED.
 */
import type {
  ComplaintDetailDto,
  ComplaintDto,
} from '@polaris/core/services/property/service-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function closeComplaint({
  complaintId,
  objectVersionNumber,
}: Pick<ComplaintDto, 'complaintId' | 'objectVersionNumber'>): Promise<ComplaintDetailDto> {
  return wyCall<ComplaintDetailDto>('PROP/complaint/close', {
    method: 'POST',
    data: { complaintId, objectVersionNumber },
  });
}
