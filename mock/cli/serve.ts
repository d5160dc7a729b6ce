/**
 * The gateway alone in front of whatever is built (no build step): `npx tsx mock/cli/serve.ts`.
 * PORT sets the port; the other settings are read by gateway-settings.ts (MOCK_ALLOWED_ORIGINS
 * adds origins accepted in redirect_uri). With nothing built the API still answers and pages say
 * how to build.
 */
import { exposureWarning } from './accounts-banner';
import { gatewaySettingsFromEnv } from './gateway-settings';
import { closeOnSignal, serveApps } from './serve-apps';
import { findApp } from './workspace';

async function main(): Promise<void> {
  const gateway = await serveApps({ spaApp: findApp('container') });
  console.log(`Polaris mock gateway listening on ${gateway.url}`);
  for (const line of exposureWarning(gatewaySettingsFromEnv())) console.log(line);
  closeOnSignal(gateway);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
