/**
 * What every service module shares: the gateway prefixes, the per-call options a caller may pass
 * through, and the optional path segment after `/v1` (the `[...]` parts of the call table, spec
 * section 7; tenant-level roles put the organisation in the path, spec section 6).
 */
import { getRuntimeConfig, type GatewayServices } from '../config/runtime';

/** Options a caller may pass through to `request` (a background poll, for example, is silent). */
export interface CallOptions {
  silent?: boolean;
  timeout?: number;
  headers?: Record<string, string>;
  /** Ask the gateway even if the same GET was answered within the last second. */
  fresh?: boolean;
}

/**
 * - `auto`: `{tenantPrefix}`, nothing for site-level roles, `/{organizationId}` otherwise;
 * - `tenant`: always `/{tenantId}` (the organisation; the client fills it);
 * - `site`: never an organisation;
 * - `public`: `/pub`, the form that needs no session (only where the table offers it).
 */
export type TenantScope = 'auto' | 'tenant' | 'site';
export type PublicScope = TenantScope | 'public';

/** The segment to put right after `/v1` (it starts with '/' or is empty or a placeholder). */
export function scopeSegment(scope: PublicScope = 'auto'): string {
  switch (scope) {
    case 'tenant':
      return '/{tenantId}';
    case 'site':
      return '';
    case 'public':
      return '/pub';
    default:
      return '{tenantPrefix}';
  }
}

export function gateway(): GatewayServices {
  return getRuntimeConfig().services;
}

/** A `/v1` URL of a gateway service at the given scope, e.g. `/hpfm/v1{tenantPrefix}/lovs/value`. */
export function v1(service: keyof GatewayServices, scope: PublicScope, path: string): string {
  return `${gateway()[service]}/v1${scopeSegment(scope)}/${path.replace(/^\/+/, '')}`;
}
