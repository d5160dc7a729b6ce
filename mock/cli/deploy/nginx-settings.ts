/**
 * The settings of the generated nginx configuration, from the environment and the build's record
 * (README "Deploy"). Every origin passes the one shared check (src/security/addresses.ts
 * `parseOriginList`); every other value is checked against what nginx may be given, so nothing an
 * operator writes can add a directive. A bad value stops the generator and names the setting.
 *
 * The settings (`POLARIS_GATEWAY_ORIGIN`, required; `POLARIS_PUBLIC_ORIGIN`, `POLARIS_NGINX_LISTEN`,
 * `POLARIS_NGINX_CERTIFICATE` and `…_KEY`, `POLARIS_NGINX_ROOT`, `POLARIS_FRAME_ANCESTORS`,
 * `POLARIS_SIGN_IN_SCRIPT_HASHES`, `POLARIS_SIGN_IN_RETURN_ORIGINS`, `POLARIS_NGINX_BROTLI`) and
 * their defaults are README "Deploy"'s table.
 *
 * Inner-link origins and the API host are what the bundles were built with (the build's record):
 * the pages' CSP must allow exactly what the bundles do.
 */
import { normalizeOrigin, parseOriginList } from '../../../src/security/addresses';
import { LOGIN_SCRIPT_HASH } from '../../server/auth/login-page';
import { parseSwitch } from '../gateway-settings';
import type { NginxSettings } from './nginx-config';
import type { BuildSettingValues } from './site-folder';

type Env = Record<string, string | undefined>;

const LISTEN =
  /^(?:(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):)?\d{1,5}(?: (?:ssl|http2|default_server))*$/;
const ABSOLUTE_PATH = /^\/[A-Za-z0-9._/-]*$/;
const SCRIPT_HASH = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

function checked(value: string, pattern: RegExp, setting: string, form: string): string {
  if (!pattern.test(value) || value.includes('..')) {
    throw new Error(`${setting}: "${value}" is not ${form}`);
  }
  return value;
}

function list(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter(Boolean);
}

/** The API host the bundles call (POLARIS_API_HOST) as CSP sources: its origin, http and ws. */
export function apiHostSources(apiHost: string): string[] {
  if (!apiHost) return [];
  let origin: string | null = null;
  try {
    origin = normalizeOrigin(new URL(apiHost).origin);
  } catch {
    origin = null;
  }
  if (!origin) throw new Error(`POLARIS_API_HOST: the build's "${apiHost}" is not an address`);
  return [origin, origin.replace(/^http/, 'ws')];
}

function tls(env: Env, listen: string): NginxSettings['tls'] {
  const certificate = env.POLARIS_NGINX_CERTIFICATE;
  const key = env.POLARIS_NGINX_CERTIFICATE_KEY;
  if (!certificate && !key) return undefined;
  if (!certificate || !key || !/\bssl\b/.test(listen)) {
    throw new Error(
      'POLARIS_NGINX_CERTIFICATE and POLARIS_NGINX_CERTIFICATE_KEY go together, with ' +
        'POLARIS_NGINX_LISTEN naming ssl (e.g. "443 ssl")',
    );
  }
  const path = (value: string, setting: string) =>
    checked(value, ABSOLUTE_PATH, setting, 'an absolute path');
  return {
    certificate: path(certificate, 'POLARIS_NGINX_CERTIFICATE'),
    key: path(key, 'POLARIS_NGINX_CERTIFICATE_KEY'),
  };
}

/** A build setting also written now must be what the bundles were built with. */
function asBuilt(
  env: Env,
  build: BuildSettingValues,
  name: 'POLARIS_INNER_LINK_ORIGINS' | 'POLARIS_API_HOST',
) {
  const now = env[name];
  const same =
    name === 'POLARIS_INNER_LINK_ORIGINS'
      ? parseOriginList(now, name).join(',') === build[name]
      : (now ?? '').replace(/\/+$/, '') === build[name].replace(/\/+$/, '');
  if (now !== undefined && !same) {
    throw new Error(
      `${name}: the apps were built with "${build[name]}", not "${now}": build again with it, or leave it unset here`,
    );
  }
  return build[name];
}

export function nginxSettingsFromEnv(env: Env, build: BuildSettingValues): NginxSettings {
  const [gateway, ...more] = parseOriginList(env.POLARIS_GATEWAY_ORIGIN, 'POLARIS_GATEWAY_ORIGIN');
  if (!gateway || more.length > 0) {
    throw new Error('POLARIS_GATEWAY_ORIGIN: write the one gateway nginx sends the API to');
  }
  const listen = checked(
    (env.POLARIS_NGINX_LISTEN ?? '80').trim(),
    LISTEN,
    'POLARIS_NGINX_LISTEN',
    'a listen address (80, 127.0.0.1:8080, 443 ssl)',
  );
  const hashes = env.POLARIS_SIGN_IN_SCRIPT_HASHES ?? LOGIN_SCRIPT_HASH;
  return {
    gateway,
    listen,
    serverNames: [
      ...new Set(
        parseOriginList(env.POLARIS_PUBLIC_ORIGIN, 'POLARIS_PUBLIC_ORIGIN').map(
          (origin) => new URL(origin).hostname,
        ),
      ),
    ],
    root: checked(
      env.POLARIS_NGINX_ROOT ?? '/var/www/polaris',
      ABSOLUTE_PATH,
      'POLARIS_NGINX_ROOT',
      'an absolute path',
    ),
    headers: {
      frameAncestors: parseOriginList(env.POLARIS_FRAME_ANCESTORS, 'POLARIS_FRAME_ANCESTORS'),
      linkOrigins: parseOriginList(
        asBuilt(env, build, 'POLARIS_INNER_LINK_ORIGINS'),
        'POLARIS_INNER_LINK_ORIGINS',
      ),
      connectOrigins: apiHostSources(asBuilt(env, build, 'POLARIS_API_HOST')),
      signInReturnOrigins: parseOriginList(
        env.POLARIS_SIGN_IN_RETURN_ORIGINS,
        'POLARIS_SIGN_IN_RETURN_ORIGINS',
      ),
      signInScriptHashes: list(hashes).map((hash) =>
        checked(hash, SCRIPT_HASH, 'POLARIS_SIGN_IN_SCRIPT_HASHES', 'a sha256-… source'),
      ),
    },
    brotli: parseSwitch(env.POLARIS_NGINX_BROTLI, 'POLARIS_NGINX_BROTLI', false),
    tls: tls(env, listen),
  };
}
