/**
 * The gateway alone in front of whatever is built (no build step): `npx tsx mock/cli/serve.ts`.
 * PORT sets the port; MOCK_ALLOWED_ORIGINS (comma-separated) adds origins accepted in
 * redirect_uri. With nothing built the API still answers and pages say how to build.
 */
import { closeOnSignal, serveApps } from './serve-apps';
import { findApp } from './workspace';

async function main(): Promise<void> {
  const allowedRedirectOrigins = (process.env.MOCK_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const gateway = await serveApps({ spaApp: findApp('container'), allowedRedirectOrigins });
  console.log(`Polaris mock gateway listening on ${gateway.url}`);
  closeOnSignal(gateway);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
