/**
 * The example configuration kept in the repository (`deploy/polaris.example.conf`): what the
 * generator writes for these settings. A unit test keeps the file equal to the generator's output,
 * so it cannot drift from the header builder or the API paths; `npm run deploy:nginx -- --example`
 * writes it again.
 */
import { join } from 'node:path';
import { buildSettingValues } from '../../../src/build/build-settings';
import { REPO_ROOT } from '../workspace';
import { nginxConfig } from './nginx-config';
import { nginxSettingsFromEnv } from './nginx-settings';

export const EXAMPLE_FILE = join(REPO_ROOT, 'deploy', 'polaris.example.conf');

export const EXAMPLE_ENV = {
  POLARIS_GATEWAY_ORIGIN: 'http://10.0.0.5:8080',
  POLARIS_PUBLIC_ORIGIN: 'https://polaris.example.com',
  POLARIS_NGINX_LISTEN: '443 ssl',
  POLARIS_NGINX_CERTIFICATE: '/etc/ssl/certs/polaris.pem',
  POLARIS_NGINX_CERTIFICATE_KEY: '/etc/ssl/private/polaris.key',
  POLARIS_NGINX_ROOT: '/var/www/polaris',
  POLARIS_NGINX_BROTLI: '1',
};

/** The example file's text: the default build, the settings above. */
export function exampleConfig(): string {
  return nginxConfig(nginxSettingsFromEnv(EXAMPLE_ENV, buildSettingValues({})));
}
