// The nginx generator's settings: what an operator writes becomes a directive only after the
// shared origin check or a pattern of what nginx may be given; anything else stops it, named.
import { buildSettingValues } from '../../../src/build/build-settings';
import { LOGIN_SCRIPT_HASH } from '../../server/auth/login-page';
import { apiHostSources, nginxSettingsFromEnv } from './nginx-settings';

const build = buildSettingValues({});
const gateway = { POLARIS_GATEWAY_ORIGIN: 'http://10.0.0.5:8080' };

describe('settings read', () => {
  it('has defaults for everything but the gateway', () => {
    expect(nginxSettingsFromEnv(gateway, build)).toEqual({
      gateway: 'http://10.0.0.5:8080',
      listen: '80',
      serverNames: [],
      root: '/var/www/polaris',
      headers: {
        frameAncestors: [],
        linkOrigins: [],
        connectOrigins: [],
        signInReturnOrigins: [],
        signInScriptHashes: [LOGIN_SCRIPT_HASH],
      },
      brotli: false,
      tls: undefined,
    });
  });

  it('takes each setting as written', () => {
    const settings = nginxSettingsFromEnv(
      {
        ...gateway,
        POLARIS_PUBLIC_ORIGIN: 'https://Polaris.example.com, https://polaris.example.com:8443',
        POLARIS_NGINX_LISTEN: '443 ssl http2',
        POLARIS_NGINX_CERTIFICATE: '/etc/ssl/p.pem',
        POLARIS_NGINX_CERTIFICATE_KEY: '/etc/ssl/p.key',
        POLARIS_NGINX_ROOT: '/srv/polaris/site',
        POLARIS_FRAME_ANCESTORS: 'https://portal.example.com',
        POLARIS_SIGN_IN_RETURN_ORIGINS: 'https://host.example.com',
        POLARIS_SIGN_IN_SCRIPT_HASHES: 'sha256-abc= sha384-def',
        POLARIS_NGINX_BROTLI: 'on',
      },
      buildSettingValues({
        POLARIS_INNER_LINK_ORIGINS: 'https://docs.example.com',
        POLARIS_API_HOST: 'https://api.example.com/gw/',
      }),
    );
    expect(settings).toMatchObject({
      serverNames: ['polaris.example.com'],
      listen: '443 ssl http2',
      tls: { certificate: '/etc/ssl/p.pem', key: '/etc/ssl/p.key' },
      root: '/srv/polaris/site',
      brotli: true,
      headers: {
        frameAncestors: ['https://portal.example.com'],
        linkOrigins: ['https://docs.example.com'],
        connectOrigins: ['https://api.example.com', 'wss://api.example.com'],
        signInReturnOrigins: ['https://host.example.com'],
        signInScriptHashes: ['sha256-abc=', 'sha384-def'],
      },
    });
  });

  it.each([
    ['no gateway', { POLARIS_GATEWAY_ORIGIN: undefined }, /POLARIS_GATEWAY_ORIGIN/],
    ['two gateways', { POLARIS_GATEWAY_ORIGIN: 'http://a:1 http://b:2' }, /the one gateway/],
    ['a gateway with a path', { POLARIS_GATEWAY_ORIGIN: 'http://a:1/api' }, /not an origin/],
    ['a directive in listen', { POLARIS_NGINX_LISTEN: '80; include /x' }, /POLARIS_NGINX_LISTEN/],
    ['a relative root', { POLARIS_NGINX_ROOT: 'var/www' }, /POLARIS_NGINX_ROOT/],
    ['a root that climbs', { POLARIS_NGINX_ROOT: '/var/www/../etc' }, /POLARIS_NGINX_ROOT/],
    ['a root with a space', { POLARIS_NGINX_ROOT: '/var/my www' }, /POLARIS_NGINX_ROOT/],
    ['a wildcard ancestor', { POLARIS_FRAME_ANCESTORS: 'https://*.example.com' }, /not an origin/],
    ['a directive in an origin', { POLARIS_PUBLIC_ORIGIN: 'http://a;b' }, /not an origin/],
    ['a hash that is none', { POLARIS_SIGN_IN_SCRIPT_HASHES: "'unsafe-inline'" }, /sha256/],
    ['a switch that is none', { POLARIS_NGINX_BROTLI: 'maybe' }, /POLARIS_NGINX_BROTLI/],
    [
      'a certificate without ssl',
      { POLARIS_NGINX_CERTIFICATE: '/c', POLARIS_NGINX_CERTIFICATE_KEY: '/k' },
      /go together/,
    ],
    ['a certificate without its key', { POLARIS_NGINX_CERTIFICATE: '/c' }, /go together/],
    [
      'inner-link origins the apps were not built with',
      { POLARIS_INNER_LINK_ORIGINS: 'https://docs.example.com' },
      /built with ""/,
    ],
    ['an API host the apps were not built with', { POLARIS_API_HOST: 'https://x.io' }, /built/],
  ])('refuses %s', (_, env, message) => {
    expect(() => nginxSettingsFromEnv({ ...gateway, ...env }, build)).toThrow(message);
  });

  it('takes the build settings written again unchanged', () => {
    const built = buildSettingValues({ POLARIS_INNER_LINK_ORIGINS: 'https://docs.example.com/' });
    const env = { ...gateway, POLARIS_INNER_LINK_ORIGINS: 'https://docs.example.com' };
    expect(nginxSettingsFromEnv(env, built).headers.linkOrigins).toEqual([
      'https://docs.example.com',
    ]);
  });

  it.each([
    ['', []],
    ['https://api.example.com', ['https://api.example.com', 'wss://api.example.com']],
    ['http://10.0.0.5:8080/gateway', ['http://10.0.0.5:8080', 'ws://10.0.0.5:8080']],
  ])('the API host %p is called at %p', (apiHost, sources) => {
    expect(apiHostSources(apiHost)).toEqual(sources);
  });
});
