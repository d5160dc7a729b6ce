/**
 * Where the gateway listens and what it calls itself (pure). It listens on 127.0.0.1 unless told
 * otherwise (`HOST`, `startGateway({ host })`): a developer's gateway, with its test controls,
 * is not reachable from other machines.
 *
 * Its address for clients on this machine stays `http://localhost:<port>` for a gateway on
 * 127.0.0.1: where `localhost` resolves to ::1 first, Node 20 (`fetch` and `http`: the default
 * `autoSelectFamily`) and Chromium (which resolves `localhost` itself, ::1 first) fall back to
 * 127.0.0.1 at once. Node before 20 would not; this project needs Node 20 or later.
 */

export const DEFAULT_HOST = '127.0.0.1';

/** Hosts that mean every interface: the loopback names reach the gateway too. */
const ALL_INTERFACES = ['0.0.0.0', '::'];

const inAddress = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** The loopback origins on `port`: localhost, 127.0.0.1 and [::1]. */
export function loopbackOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

/**
 * The origins a browser reaches a gateway listening on `host` at (its public origins when none
 * are configured), the one it names itself by first. Only origins it really answers at: any
 * other would let whatever else listens there pass for us (sign-in redirects, CORS).
 */
export function listenOrigins(host: string, port: number): string[] {
  if (ALL_INTERFACES.includes(host)) return loopbackOrigins(port);
  if (host === '127.0.0.1') return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  if (host === '::1') return [`http://[::1]:${port}`, `http://localhost:${port}`];
  return [`http://${inAddress(host)}:${port}`];
}

/** The address clients on this machine (tests, the banner's reader) use: the first origin. */
export function listenUrl(host: string, port: number): string {
  return listenOrigins(host, port)[0];
}

/** Whether other machines may reach a gateway listening on `host`. */
export function reachableFromOtherMachines(host: string): boolean {
  return !['127.0.0.1', '::1', 'localhost'].includes(host) && !host.startsWith('127.');
}
