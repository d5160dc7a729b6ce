import { getRuntimeConfig } from '../../config/runtime';
import type { TextMap } from '../../i18n/defaults';
import { request, type RequestOptions } from '../../request/client';

/**
 * UI texts for a language; the public form (no organisation) works without a session. `options`:
 * asked ahead of need at start-up (`unreported`, `signal`), and perhaps dropped.
 */
export function fetchPrompts(
  query: { lang: string; promptKey: string[]; organizationId?: number },
  options: Pick<RequestOptions, 'unreported' | 'signal'> = {},
): Promise<TextMap> {
  const { platform } = getRuntimeConfig().services;
  const org = query.organizationId === undefined ? '' : `/${query.organizationId}`;
  return request<TextMap>(`${platform}/v1${org}/prompt/${query.lang}`, {
    params: { promptKey: query.promptKey.join(',') },
    silent: true, // missing texts fall back to the bundled ones; no need to alarm the user
    ...options,
  });
}
