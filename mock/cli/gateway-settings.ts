/**
 * The gateway's deployment settings from the environment, read once at start; a value that is
 * not an origin stops the start with its name (a typo must not quietly loosen or break a rule).
 *
 * - `POLARIS_PUBLIC_ORIGIN`: the origins the gateway is reached at (default: localhost,
 *   127.0.0.1 and [::1] on its port). Redirects after sign-in and sign-out may only go there or
 *   to `MOCK_ALLOWED_ORIGINS`; the Host header of a request is never trusted for it.
 * - `POLARIS_FRAME_ANCESTORS`: origins that may show the product in a frame (default: ours only).
 * - `POLARIS_INNER_LINK_ORIGINS`: origins inner-link tabs may show; the apps were built with the
 *   same value (README "Where the product may go").
 * - `MOCK_ALLOWED_ORIGINS`: further origins sign-in may return to (dev servers).
 */
import { parseOriginList } from '../../src/security/addresses';
import type { GatewayOptions } from '../server/gateway';

export type GatewaySettings = Pick<
  GatewayOptions,
  'publicOrigins' | 'frameAncestors' | 'linkOrigins' | 'allowedRedirectOrigins'
>;

export function gatewaySettingsFromEnv(
  env: Record<string, string | undefined> = process.env,
): GatewaySettings {
  return {
    publicOrigins: parseOriginList(env.POLARIS_PUBLIC_ORIGIN, 'POLARIS_PUBLIC_ORIGIN'),
    frameAncestors: parseOriginList(env.POLARIS_FRAME_ANCESTORS, 'POLARIS_FRAME_ANCESTORS'),
    linkOrigins: parseOriginList(env.POLARIS_INNER_LINK_ORIGINS, 'POLARIS_INNER_LINK_ORIGINS'),
    allowedRedirectOrigins: parseOriginList(env.MOCK_ALLOWED_ORIGINS, 'MOCK_ALLOWED_ORIGINS'),
  };
}
