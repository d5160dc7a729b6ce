/**
 * `npm run deploy:nginx [-- --out <file>]`: writes the nginx configuration of the deployable
 * folder `npm run build` wrote (default `dist/nginx/polaris.conf`) from the settings in the
 * environment (nginx-settings.ts). `-- --example` writes `deploy/polaris.example.conf` again.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { nginxConfig } from './nginx-config';
import { EXAMPLE_FILE, exampleConfig } from './nginx-example';
import { nginxSettingsFromEnv } from './nginx-settings';
import { DEPLOY_DIR, readBuildRecord } from './site-folder';

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.includes('--example')) return write(EXAMPLE_FILE, exampleConfig());
  const record = readBuildRecord();
  if (!record) throw new Error(`${DEPLOY_DIR} holds no build: run npm run build first`);
  const at = args.indexOf('--out');
  const out =
    at >= 0 && args[at + 1] ? resolve(args[at + 1]) : join(DEPLOY_DIR, 'nginx', 'polaris.conf');
  write(out, nginxConfig(nginxSettingsFromEnv(process.env, record.settings)));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
