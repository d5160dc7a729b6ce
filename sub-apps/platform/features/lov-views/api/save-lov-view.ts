/**
 * `POST {platform}/v1/lov-view-headers` defines a lookup view (no viewHeaderId); `PUT` changes one
 * (`viewHeaderId` and a current `objectVersionNumber`), its fields (`viewLines`) saved with it.
 * Texts are written in the user's language. `lov-view/info` answers the change at once.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  LovViewHeaderDto,
  LovViewSave,
} from '@polaris/core/services/platform/lov-view-admin-types';

export function saveLovView(view: LovViewSave, options?: CallOptions): Promise<LovViewHeaderDto> {
  return request<LovViewHeaderDto>(v1('platform', 'site', 'lov-view-headers'), {
    method: view.viewHeaderId === undefined ? 'POST' : 'PUT',
    data: view,
    ...options,
  });
}
