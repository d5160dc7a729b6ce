/**
 * `POST /wy/api/v1.0/PROP/complaint/reply`: a message added to the thread under the caller's
 * name (`acme.property.complaint.button.reply`); the complaint becomes REPLIED. A closed one
 * takes no reply. Answers the complaint with its thread.
 */
import type {
  ComplaintDetailDto,
  ComplaintReplyCreate,
} from '@polaris/core/services/property/service-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function replyComplaint(reply: ComplaintReplyCreate): Promise<ComplaintDetailDto> {
  return wyCall<ComplaintDetailDto>('PROP/complaint/reply', { method: 'POST', data: reply });
}
