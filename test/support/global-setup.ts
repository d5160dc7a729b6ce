/**
 * Before the browser tests: make sure chromium exists, build what is stale, start the foreign
 * host page (test/host) and the mock gateways on free ports, each in front of the built apps and
 * trusting the foreign host's origin (as a deployment lists the hosts that embed it in
 * MOCK_ALLOWED_ORIGINS: CORS grants no one else). One gateway per jest worker: a test file resets
 * and injects faults into its gateway's state, so files running side by side never share one
 * (each file has its own browser, so cookies and storage are apart too).
 */
import { buildStaleApps } from '../../mock/cli/build-apps';
import { listApps } from '../../mock/cli/workspace';
import type { RunningGateway } from '../../mock/server/gateway';
import { ensureChromium } from './chromium';
import { GATEWAYS_VARIABLE } from './env';
import { startForeignHost, type ForeignHost } from './foreign-host';
import { serveAppsForTests } from './test-gateway-start';

declare global {
  // shared with global-teardown in the jest parent process
  var __POLARIS_GATEWAYS__: RunningGateway[] | undefined;
  var __POLARIS_FOREIGN_HOST__: ForeignHost | undefined;
}

export default async function globalSetup(config: { maxWorkers?: number }): Promise<void> {
  ensureChromium();
  await buildStaleApps(listApps(), (line) => console.log(`[e2e] ${line}`));
  const host = await startForeignHost();
  globalThis.__POLARIS_FOREIGN_HOST__ = host;
  process.env.POLARIS_E2E_HOST_URL = host.url;
  const gateways: RunningGateway[] = [];
  globalThis.__POLARIS_GATEWAYS__ = gateways;
  for (let worker = 0; worker < Math.max(1, config.maxWorkers ?? 1); worker += 1) {
    gateways.push(await serveAppsForTests({ allowedRedirectOrigins: [host.url] }));
  }
  process.env[GATEWAYS_VARIABLE] = gateways.map((gateway) => gateway.url).join(' ');
}
