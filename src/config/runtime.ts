import { parseSystemNames, type SystemNameEntry } from '../i18n/system-name';
import { deploymentFlag, pageSetting } from './deployment-flag';
import { parseOriginList } from '../security/addresses';
import { currentRuntime } from '../runtime/current';
import type { ConfigPatch } from '../runtime/runtime';

/**
 * Deployment settings read by the request layer and the sign-in flow, held by the runtime
 * (src/runtime) of each app instance; a sub-app embedded in a foreign host sets `apiHost` from its
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
  scheduler: string;
  /** HZERO's admin service: the platform market's configuration and feedback. */
  admin: string;
  /** Manufacturing execution: the production planner's records (BOMs, capacity…). */
  mes: string;
  /** HZERO's report service: the reports' data and exports. */
  report: string;
}

export interface RuntimeConfig {
  /** Prefix for relative API URLs; '' means the page's own origin. */
  apiHost: string;
  /** OAuth client id sent to the authorisation page. */
  clientId: string;
  services: GatewayServices;
  /** Menu label sent with the menu-tree query (spec section 9). */
  menuLabel: string;
  /** Hosts under this domain share session cookies on it (spec section 9); none by default. */
  productionDomain?: string;
  /**
   * The property system's old storage host (POLARIS_LEGACY_FILE_ORIGIN): an image there that
   * fails is read again through the file service's history-access address. None: no retry.
   */
  legacyFileOrigin: string;
  /** The NOT_SAVE_TABS_INFO setting: do not save the open tabs when the page unloads. */
  notSaveTabsInfo: boolean;
  /** The system name per language (header and document title). */
  systemNames: SystemNameEntry[];
  /**
   * Origins besides our own whose pages may show in inner-link tabs and open from link menus
   * (`POLARIS_INNER_LINK_ORIGINS`, comma-separated); see src/security/addresses.ts.
   */
  linkOrigins: string[];
  /**
   * The trace log setting (spec section 4 "Start-up" 5, section 9: off by default): the header's
   * trace tool and the trace status at start-up. `POLARIS_TRACE_LOG=true` at build time, or
   * `<meta name="polaris-trace-log" content="true">` in the page (see deployment-flag.ts).
   */
  traceLog: boolean;
}

// POLARIS_API_HOST is fixed at build time (umi `define`) for deployments whose gateway is on
// another origin; a foreign host can still override it with the `apiHost` mount prop.
declare const process: {
  env: {
    POLARIS_API_HOST?: string;
    POLARIS_PRODUCTION_DOMAIN?: string;
    POLARIS_NOT_SAVE_TABS_INFO?: string;
    POLARIS_SYSTEM_NAME?: string;
    POLARIS_INNER_LINK_ORIGINS?: string;
    POLARIS_TRACE_LOG?: string;
    POLARIS_LEGACY_FILE_ORIGIN?: string;
  };
};

/** The build already refused a bad list (.umirc.ts); a hand-edited bundle gets none. */
function linkOriginsSetting(value: string | undefined): string[] {
  try {
    return parseOriginList(value, 'POLARIS_INNER_LINK_ORIGINS');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return [];
  }
}

/** The deployment's settings as built, before anything configures them. */
export function defaultRuntimeConfig(): RuntimeConfig {
  return {
    apiHost: (process.env.POLARIS_API_HOST ?? '').replace(/\/+$/, ''),
    productionDomain: process.env.POLARIS_PRODUCTION_DOMAIN || undefined,
    notSaveTabsInfo: process.env.POLARIS_NOT_SAVE_TABS_INFO === 'true',
    systemNames: parseSystemNames(process.env.POLARIS_SYSTEM_NAME),
    linkOrigins: linkOriginsSetting(process.env.POLARIS_INNER_LINK_ORIGINS),
    legacyFileOrigin: process.env.POLARIS_LEGACY_FILE_ORIGIN ?? '',
    traceLog: deploymentFlag(process.env.POLARIS_TRACE_LOG, pageSetting('polaris-trace-log')),
    clientId: 'localhost',
    services: {
      iam: '/iam',
      platform: '/hpfm',
      oauth: '/oauth',
      message: '/hmsg',
      file: '/hfle',
      monitor: '/hmnt',
      workflow: '/hwfl',
      scheduler: '/hsdr',
      admin: '/hadm',
      mes: '/mes',
      report: '/hrpt',
    },
    menuLabel: 'HZERO_MENU',
  };
}

export function mergeConfig(config: RuntimeConfig, patch: ConfigPatch): RuntimeConfig {
  return {
    ...config,
    ...patch,
    apiHost: (patch.apiHost ?? config.apiHost).replace(/\/+$/, ''),
    services: { ...config.services, ...patch.services },
    systemNames:
      patch.systemNames === undefined ? config.systemNames : parseSystemNames(patch.systemNames),
  };
}

/** The current runtime's configuration. */
export function getRuntimeConfig(): RuntimeConfig {
  return currentRuntime().config;
}

/** Changes the current runtime's configuration (a sub-app mounted in a foreign host, tests). */
export function configureRuntime(patch: ConfigPatch): void {
  const runtime = currentRuntime();
  runtime.config = mergeConfig(runtime.config, patch);
}
