/**
 * The deployment settings baked into every bundle at build time (umi `define`, read by
 * src/config/runtime.ts). The build's staleness check hashes them too, so changing one rebuilds.
 */
import { parseOriginList } from '../security/addresses';

export const BUILD_SETTINGS = [
  'POLARIS_API_HOST',
  'POLARIS_PRODUCTION_DOMAIN',
  'POLARIS_NOT_SAVE_TABS_INFO',
  'POLARIS_SYSTEM_NAME',
  'POLARIS_INNER_LINK_ORIGINS',
  'POLARIS_TRACE_LOG',
  'POLARIS_LEGACY_FILE_ORIGIN',
] as const;

/** The property system's old storage host as the mock gateway plays it (mock/data/files.ts). */
export const DEFAULT_LEGACY_FILE_ORIGIN = 'http://legacy-files.localhost';

type Env = Record<string, string | undefined>;

/** Each setting's value as the bundle sees it; a bad origin list fails the build, named. */
export function buildSettingValues(env: Env): Record<(typeof BUILD_SETTINGS)[number], string> {
  return {
    POLARIS_API_HOST: env.POLARIS_API_HOST ?? '',
    POLARIS_PRODUCTION_DOMAIN: env.POLARIS_PRODUCTION_DOMAIN ?? '',
    POLARIS_NOT_SAVE_TABS_INFO: env.POLARIS_NOT_SAVE_TABS_INFO ?? '',
    POLARIS_SYSTEM_NAME: env.POLARIS_SYSTEM_NAME ?? '',
    POLARIS_INNER_LINK_ORIGINS: parseOriginList(
      env.POLARIS_INNER_LINK_ORIGINS,
      'POLARIS_INNER_LINK_ORIGINS',
    ).join(','),
    POLARIS_TRACE_LOG: env.POLARIS_TRACE_LOG ?? '',
    POLARIS_LEGACY_FILE_ORIGIN:
      parseOriginList(
        env.POLARIS_LEGACY_FILE_ORIGIN ?? DEFAULT_LEGACY_FILE_ORIGIN,
        'POLARIS_LEGACY_FILE_ORIGIN',
      )[0] ?? '',
  };
}

/** For umi's `define`: `process.env.NAME` → its value. */
export function buildSettingDefines(env: Env): Record<string, string> {
  const values = buildSettingValues(env);
  return Object.fromEntries(
    BUILD_SETTINGS.map((name) => [`process.env.${name}`, values[name]] as const),
  );
}
