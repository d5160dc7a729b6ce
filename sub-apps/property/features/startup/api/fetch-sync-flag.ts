/**
 * `GET /hpfm/v1/{tenantId}/profile-value?profileName=SYNC_WUYE_FLAG`: whether the tenant's records
 * are synchronised with the property system (the raw profile value; none when it has none).
 */
import { request } from '@polaris/core/request/client';

export const SYNC_WUYE_FLAG = 'SYNC_WUYE_FLAG';

export async function fetchSyncFlag(tenantId: number): Promise<string | undefined> {
  const value = await request<string | null>(`/hpfm/v1/${tenantId}/profile-value`, {
    params: { profileName: SYNC_WUYE_FLAG },
    responseType: 'text',
    silent: true,
  });
  return typeof value === 'string' ? value : undefined;
}
