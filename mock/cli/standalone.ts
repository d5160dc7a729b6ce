/**
 * `npm run start:app -- <name>` (default: platform): one sub-app alone against the mock gateway,
 * signed in through the same login page. The sub-app's own page addresses answer at `/`.
 */
import { accountsBanner, exposureWarning } from './accounts-banner';
import { buildStaleApps } from './build-apps';
import { gatewaySettingsFromEnv } from './gateway-settings';
import { closeOnSignal, serveApps } from './serve-apps';
import { findApp } from './workspace';

async function main(): Promise<void> {
  const app = findApp(process.argv[2] ?? 'platform');
  if (app.kind !== 'sub-app') throw new Error(`${app.name} is not a sub-app`);
  await buildStaleApps([app]);
  const gateway = await serveApps({ spaApp: app, quiet: process.env.QUIET === '1' });
  const title = `Sub-app "${app.name}" (standalone)`;
  console.log(accountsBanner(gateway.url, title, exposureWarning(gatewaySettingsFromEnv())));
  closeOnSignal(gateway);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
