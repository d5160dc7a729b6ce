/** `GET /wy/api/v1.0/PROP/complaint`: a page of the tenant's complaints and suggestions. */
import type { ComplaintDto, ComplaintQuery } from '@polaris/core/services/property/service-types';
import { wyListEndpoint } from '@polaris/core/services/property/wy-call';

export const fetchComplaints = wyListEndpoint<ComplaintDto, ComplaintQuery>('PROP/complaint');
