/**
 * `npm start`: build what is stale, then serve the container and its sub-apps with the mock
 * gateway on one origin (PORT, default 8000; HOST, default 127.0.0.1). The shell is served as
 * soon as it is built; sub-apps still building say so on their pages (shell-first.ts).
 */
import { accountsBanner, exposureWarning } from './accounts-banner';
import { isStale } from './build-apps';
import { gatewaySettingsFromEnv } from './gateway-settings';
import { closeOnSignal, serveApps } from './serve-apps';
import { startShellFirst } from './shell-first';
import { findApp, listApps, readAppSettings } from './workspace';

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const started = Date.now();
  const start = await startShellFirst({
    apps: listApps(),
    isStale,
    readSettings: readAppSettings,
    serve: (pending) =>
      serveApps({ spaApp: findApp('container'), quiet: process.env.QUIET === '1', pending }),
  });
  const gateway = start.served;
  closeOnSignal(gateway);
  console.log(accountsBanner(gateway.url, 'Polaris', exposureWarning(gatewaySettingsFromEnv())));
  const building = start.building();
  if (building.length === 0) {
    console.log(`ready in ${seconds(started)}`);
    return;
  }
  console.log(
    `  The shell answers (${seconds(started)}); still building: ${building.join(', ')}.` +
      '\n  Their pages say so and open by themselves when built.\n',
  );
  const { failed } = await start.rest;
  for (const { error } of failed) console.error(error.message);
  if (failed.length === 0) console.log(`all apps built, ready in ${seconds(started)}`);
  else console.error(`${failed.length} app(s) failed to build; their pages say so`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
