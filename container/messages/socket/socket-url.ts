/**
 * Where the message socket connects (pure): the gateway the API calls go to (the runtime's
 * `apiHost`, else the page's own origin), its ws/wss form, the platform service's `sock-js`
 * path and HZERO's key `hzero-web`. Nothing secret goes into the address: the token is the
 * socket's first message.
 */
export const MESSAGE_SOCKET_KEY = 'hzero-web';

export function messageSocketUrl(
  apiHost: string,
  pageOrigin: string,
  platformPrefix: string,
): string {
  const base = new URL(apiHost || pageOrigin, pageOrigin);
  const scheme = base.protocol === 'https:' ? 'wss:' : 'ws:';
  const path = `${base.pathname.replace(/\/+$/, '')}${platformPrefix}/sock-js`;
  return `${scheme}//${base.host}${path}?key=${MESSAGE_SOCKET_KEY}`;
}
