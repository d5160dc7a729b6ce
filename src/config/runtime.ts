/**
 * Deployment settings read by the request layer and the sign-in flow. Each bundle (container,
 * every sub-app) holds its own copy; a sub-app embedded in a foreign host sets `apiHost` from its
 * mount props so its calls still reach our gateway.
 */
export interface GatewayServices {
  iam: string;
  platform: string;
  oauth: string;
  message: string;
  file: string;
  monitor: string;
  workflow: string;
}

export interface RuntimeConfig {
  /** Prefix for relative API URLs; '' means the page's own origin. */
  apiHost: string;
  /** OAuth client id sent to the authorisation page. */
  clientId: string;
  services: GatewayServices;
  /** Menu label sent with the menu-tree query (spec section 9). */
  menuLabel: string;
}

const defaults: RuntimeConfig = {
  apiHost: '',
  clientId: 'localhost',
  services: {
    iam: '/iam',
    platform: '/hpfm',
    oauth: '/oauth',
    message: '/hmsg',
    file: '/hfle',
    monitor: '/hmnt',
    workflow: '/hwfl',
  },
  menuLabel: 'HZERO_MENU',
};

let current: RuntimeConfig = defaults;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function configureRuntime(
  patch: Partial<Omit<RuntimeConfig, 'services'>> & { services?: Partial<GatewayServices> },
): void {
  current = {
    ...current,
    ...patch,
    apiHost: (patch.apiHost ?? current.apiHost).replace(/\/+$/, ''),
    services: { ...current.services, ...patch.services },
  };
}

/** Restores the defaults (tests, and a sub-app's unmount). */
export function resetRuntimeConfig(): void {
  current = defaults;
}
