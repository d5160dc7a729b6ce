/** `GET {mes}/v1/{organizationId}/boms`: a page of the organisation's bills of materials. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { BomDto, BomQuery } from '@polaris/core/services/production/engineering-types';

export const fetchBoms = listEndpoint<BomDto, BomQuery>('mes', 'tenant', 'boms');
