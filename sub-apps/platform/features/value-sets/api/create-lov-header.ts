/**
 * `POST {platform}/v1[/{organizationId}]/lov-headers`: a new value set, by scope: the platform's
 * on the site form (site-level roles only), the organisation's own on the tenant form. Answers the
 * saved set; a code the organisation already has is refused, saying so.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions, type TenantScope } from '@polaris/core/services/shared';
import type { LovHeaderCreate, LovHeaderDto } from '@polaris/core/services/platform/types';

export function createLovHeader(
  header: LovHeaderCreate,
  scope: TenantScope,
  options?: CallOptions,
): Promise<LovHeaderDto> {
  return request<LovHeaderDto>(v1('platform', scope, 'lov-headers'), {
    method: 'POST',
    data: header,
    ...options,
  });
}
