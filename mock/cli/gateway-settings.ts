/**
 * The gateway's deployment settings from the environment, read once at start; a value that is
 * not an origin (or not a switch) stops the start with its name (a typo must not quietly loosen
 * or break a rule).
 *
 * - `HOST`: the interface to listen on (default 127.0.0.1: this machine only; `0.0.0.0` for
 *   every IPv4 interface, `::` for every interface).
 * - `POLARIS_PUBLIC_ORIGIN`: the origins the gateway is reached at (default: those of HOST on
 *   its port; localhost and 127.0.0.1 for the default). Redirects after sign-in and sign-out may
 *   only go there or to `MOCK_ALLOWED_ORIGINS`; the Host header of a request is never trusted.
 * - `POLARIS_FRAME_ANCESTORS`: origins that may show the product in a frame (default: ours only).
 * - `POLARIS_INNER_LINK_ORIGINS`: origins inner-link tabs may show; the apps were built with the
 *   same value (README "Where the product may go").
 * - `MOCK_ALLOWED_ORIGINS`: further origins sign-in may return to (dev servers).
 * - `POLARIS_MOCK_CONTROLS`: `0` turns the test controls under `/__mock__/` off (a shared demo);
 *   on when unset.
 */
import { isIPv6 } from 'node:net';
import { parseOriginList } from '../../src/security/addresses';
import type { GatewayOptions } from '../server/gateway';

export type GatewaySettings = Pick<
  GatewayOptions,
  | 'host'
  | 'publicOrigins'
  | 'frameAncestors'
  | 'linkOrigins'
  | 'allowedRedirectOrigins'
  | 'testControls'
>;

const ON = ['1', 'true', 'on', 'yes'];
const OFF = ['0', 'false', 'off', 'no'];

/** An on/off setting: `1`/`true`/`on`/`yes` or `0`/`false`/`off`/`no`; unset or blank: `fallback`. */
export function parseSwitch(value: string | undefined, settingName: string, fallback: boolean) {
  const normalized = (value ?? '').trim().toLowerCase();
  if (normalized === '') return fallback;
  if (ON.includes(normalized)) return true;
  if (OFF.includes(normalized)) return false;
  throw new Error(`${settingName}: "${value}" is not a switch (write 1 or 0)`);
}

/** The interface to listen on; unset or blank: the gateway's default (127.0.0.1). */
export function parseHost(value: string | undefined): string | undefined {
  const written = (value ?? '').trim();
  if (written === '') return undefined;
  const host = written.replace(/^\[(.*)\]$/, '$1'); // [::1] as an address writes it is ::1
  const isName = /^[A-Za-z0-9.-]+$/.test(host);
  if (!isName && !isIPv6(host)) {
    throw new Error(`HOST: "${value}" is not an interface (write 127.0.0.1, 0.0.0.0 or a name)`);
  }
  return host;
}

export function gatewaySettingsFromEnv(
  env: Record<string, string | undefined> = process.env,
): GatewaySettings {
  return {
    host: parseHost(env.HOST),
    publicOrigins: parseOriginList(env.POLARIS_PUBLIC_ORIGIN, 'POLARIS_PUBLIC_ORIGIN'),
    frameAncestors: parseOriginList(env.POLARIS_FRAME_ANCESTORS, 'POLARIS_FRAME_ANCESTORS'),
    linkOrigins: parseOriginList(env.POLARIS_INNER_LINK_ORIGINS, 'POLARIS_INNER_LINK_ORIGINS'),
    allowedRedirectOrigins: parseOriginList(env.MOCK_ALLOWED_ORIGINS, 'MOCK_ALLOWED_ORIGINS'),
    testControls: parseSwitch(env.POLARIS_MOCK_CONTROLS, 'POLARIS_MOCK_CONTROLS', true),
  };
}
