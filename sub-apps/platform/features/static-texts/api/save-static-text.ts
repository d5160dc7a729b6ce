/**
 * `POST {platform}/v1/static-texts` creates a platform text of a code in a language (no textId);
 * `PUT` changes the title and HTML of one (`textId` and a current `objectVersionNumber`). The
 * readers by code (`static-texts/text/by-code/nullable`) answer it at once.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  StaticTextDto,
  StaticTextSave,
} from '@polaris/core/services/platform/text-admin-types';

export function saveStaticText(
  text: StaticTextSave,
  options?: CallOptions,
): Promise<StaticTextDto> {
  return request<StaticTextDto>(v1('platform', 'site', 'static-texts'), {
    method: text.textId === undefined ? 'POST' : 'PUT',
    data: text,
    ...options,
  });
}
