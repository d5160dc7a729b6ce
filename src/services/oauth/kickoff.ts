import { sendUnreported } from '../../request/transport';
import { gateway, type CallOptions } from '../shared';
import type { KickoffDto } from './types';

/** Spec section 4 "Session end": kickoff value 1 means kicked off. */
export function isKickedOff(result: Partial<KickoffDto> | null | undefined): boolean {
  return Number(result?.kickoff) === 1;
}

/**
 * Call table: `POST {oauth}/public/token/kickoff` with query access_token. Unreported (not
 * through the client): it is asked while a session ends, the caller decides where to go.
 */
export function checkKickoff(accessToken: string, options?: CallOptions): Promise<KickoffDto> {
  return sendUnreported<KickoffDto>(`${gateway().oauth}/public/token/kickoff`, {
    method: 'POST',
    params: { access_token: accessToken },
    silent: true,
    ...options,
  });
}
