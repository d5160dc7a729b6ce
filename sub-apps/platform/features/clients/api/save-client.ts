/**
 * `POST {iam}/hzero/v1/clients` creates a client (no id); `PUT` saves the fields sent of one
 * (`id` and a current `objectVersionNumber`), enabling and disabling it too. Answers the client
 * as saved; a refused address, grant type or validity fails naming the field.
 */
import { request } from '@polaris/core/request/client';
import { gateway, type CallOptions } from '@polaris/core/services/shared';
import type { OAuthClientDto, OAuthClientSave } from '@polaris/core/services/iam/client-types';

export function saveClient(
  client: OAuthClientSave,
  options?: CallOptions,
): Promise<OAuthClientDto> {
  return request<OAuthClientDto>(`${gateway().iam}/hzero/v1/clients`, {
    method: client.id === undefined ? 'POST' : 'PUT',
    data: client,
    ...options,
  });
}
