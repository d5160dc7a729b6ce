/** `GET {mes}/v1/{organizationId}/items`: a page of the organisation's item master. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { ItemDto, ItemQuery } from '@polaris/core/services/production/engineering-types';

export const fetchItems = listEndpoint<ItemDto, ItemQuery>('mes', 'tenant', 'items');
