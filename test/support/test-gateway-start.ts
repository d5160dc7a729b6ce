/**
 * The gateway in front of the built apps as the browser tests and the bench run it: on a free
 * port of this machine only, with its test controls on, whatever HOST and POLARIS_MOCK_CONTROLS
 * say (the other settings still come from the environment).
 */
import { serveApps, type ServeOptions } from '../../mock/cli/serve-apps';
import { findApp } from '../../mock/cli/workspace';
import type { RunningGateway } from '../../mock/server/gateway';
import { DEFAULT_HOST } from '../../mock/server/http/listen-address';

export function serveAppsForTests(options: Partial<ServeOptions> = {}): Promise<RunningGateway> {
  return serveApps({
    spaApp: findApp('container'),
    port: 0,
    quiet: true,
    host: DEFAULT_HOST,
    testControls: true,
    ...options,
  });
}
