/**
 * `POST PROP/house/sync`: hands the organisation's houses to the property system (offered only
 * when its SYNC_WUYE_FLAG is on); answers how many.
 */
import type { HouseSyncResult } from '@polaris/core/services/property/records-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function syncHouses(): Promise<HouseSyncResult> {
  return wyCall<HouseSyncResult>('PROP/house/sync', { method: 'POST' });
}
