/**
 * `GET {platform}/v1[/{organizationId}]/lov-values?lovId=`: a page of one value set's values, by
 * orderSeq, disabled ones included (the lookups leave those out); by scope, as the value sets.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { LovValueQuery, LovValueRowDto } from '@polaris/core/services/platform/types';
import type { TenantScope } from '@polaris/core/services/shared';

const at = (scope: TenantScope) =>
  listEndpoint<LovValueRowDto, LovValueQuery>('platform', scope, 'lov-values');

export const fetchLovValueRows = { site: at('site'), tenant: at('tenant'), auto: at('auto') };
