/**
 * `npm start`: build what is stale, then serve the container and its sub-apps with the mock
 * gateway on one origin (PORT, default 8000; HOST, default 127.0.0.1).
 */
import { accountsBanner, exposureWarning } from './accounts-banner';
import { buildStaleApps } from './build-apps';
import { gatewaySettingsFromEnv } from './gateway-settings';
import { closeOnSignal, serveApps } from './serve-apps';
import { findApp, listApps } from './workspace';

async function main(): Promise<void> {
  await buildStaleApps(listApps());
  const gateway = await serveApps({
    spaApp: findApp('container'),
    quiet: process.env.QUIET === '1',
  });
  console.log(accountsBanner(gateway.url, 'Polaris', exposureWarning(gatewaySettingsFromEnv())));
  closeOnSignal(gateway);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
