/**
 * `GET {platform}/v1[/{organizationId}]/lov-headers`: a page of value sets, by scope. `site` (the
 * value set page, /hpfm/value-list) lists every organisation's sets; `tenant`
 * (/hpfm/value-list-org) the organisation's own and the platform's predefined ones (tenantId 0,
 * read-only there); `auto` follows the role's level.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { LovHeaderDto, LovHeaderQuery } from '@polaris/core/services/platform/types';
import type { TenantScope } from '@polaris/core/services/shared';

const at = (scope: TenantScope) =>
  listEndpoint<LovHeaderDto, LovHeaderQuery>('platform', scope, 'lov-headers');

export const fetchLovHeaders = { site: at('site'), tenant: at('tenant'), auto: at('auto') };
