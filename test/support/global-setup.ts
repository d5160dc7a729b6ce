/**
 * Before the browser tests: make sure chromium exists, build what is stale, start the foreign
 * host page (test/host) and the mock gateway on free ports, the gateway in front of the built
 * apps and trusting the foreign host's origin (as a deployment lists the hosts that embed it in
 * MOCK_ALLOWED_ORIGINS: CORS grants no one else).
 */
import { buildStaleApps } from '../../mock/cli/build-apps';
import { listApps } from '../../mock/cli/workspace';
import type { RunningGateway } from '../../mock/server/gateway';
import { ensureChromium } from './chromium';
import { startForeignHost, type ForeignHost } from './foreign-host';
import { serveAppsForTests } from './test-gateway-start';

declare global {
  // shared with global-teardown in the jest parent process
  var __POLARIS_GATEWAY__: RunningGateway | undefined;
  var __POLARIS_FOREIGN_HOST__: ForeignHost | undefined;
}

export default async function globalSetup(): Promise<void> {
  ensureChromium();
  await buildStaleApps(listApps(), (line) => console.log(`[e2e] ${line}`));
  const host = await startForeignHost();
  globalThis.__POLARIS_FOREIGN_HOST__ = host;
  process.env.POLARIS_E2E_HOST_URL = host.url;
  const gateway = await serveAppsForTests({ allowedRedirectOrigins: [host.url] });
  globalThis.__POLARIS_GATEWAY__ = gateway;
  process.env.POLARIS_E2E_URL = gateway.url;
}
