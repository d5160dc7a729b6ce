/** The address policy of the running page: its own origin and the deployment's link origins. */
import { getRuntimeConfig } from '@polaris/core/config/runtime';
import type { AddressPolicy } from '@polaris/core/security/addresses';

export function currentAddressPolicy(): AddressPolicy {
  return { origin: window.location.origin, linkOrigins: getRuntimeConfig().linkOrigins };
}
