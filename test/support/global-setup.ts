/**
 * Before the browser tests: make sure chromium exists, build what is stale, start the mock
 * gateway on a free port in front of the built apps.
 */
import { buildStaleApps } from '../../mock/cli/build-apps';
import { serveApps } from '../../mock/cli/serve-apps';
import { DEFAULT_HOST } from '../../mock/server/http/listen-address';
import { findApp, listApps } from '../../mock/cli/workspace';
import type { RunningGateway } from '../../mock/server/gateway';
import { ensureChromium } from './chromium';

declare global {
  // shared with global-teardown in the jest parent process
  var __POLARIS_GATEWAY__: RunningGateway | undefined;
}

export default async function globalSetup(): Promise<void> {
  ensureChromium();
  await buildStaleApps(listApps(), (line) => console.log(`[e2e] ${line}`));
  // the tests drive the gateway through its test controls, whatever the environment says
  const gateway = await serveApps({
    spaApp: findApp('container'),
    port: 0,
    quiet: true,
    host: DEFAULT_HOST, // this machine only, whatever HOST says
    testControls: true,
  });
  globalThis.__POLARIS_GATEWAY__ = gateway;
  process.env.POLARIS_E2E_URL = gateway.url;
}
