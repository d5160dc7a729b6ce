/**
 * Which domain the session cookies are written for (spec section 9): the whole parent domain
 * when the page's host is under the production domain, so every sub-domain shares the session;
 * otherwise the current host only (undefined: no `domain` attribute, a host-only cookie).
 */
function normalize(name: string): string {
  return name.trim().toLowerCase().replace(/^\.+/, '').replace(/\.+$/, '');
}

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');
}

export function cookieDomainFor(hostname: string, productionDomain?: string): string | undefined {
  const host = normalize(hostname);
  const domain = productionDomain ? normalize(productionDomain) : '';
  if (!host || !domain || isIpAddress(host) || !domain.includes('.')) return undefined;
  return host === domain || host.endsWith(`.${domain}`) ? domain : undefined;
}
