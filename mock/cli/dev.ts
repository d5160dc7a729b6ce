/**
 * `npm run dev`: umi dev servers with hot reload for the container and every sub-app, the mock
 * gateway, and one origin in front of them all (PORT, default 8000, on HOST, default 127.0.0.1).
 * Hot-reload sockets connect to each dev server directly (SOCKET_SERVER), so the front origin
 * only proxies HTTP. The gateway and the dev servers behind it listen on 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from 'child_process';
import { join } from 'path';
import { startGateway } from '../server/gateway';
import { gatewaySettingsFromEnv } from './gateway-settings';
import { DEFAULT_HOST, listenOrigins, listenUrl } from '../server/http/listen-address';
import { accountsBanner, exposureWarning } from './accounts-banner';
import { startDevProxy, type Upstream } from './dev-proxy';
import { closeOnSignal } from './serve-apps';
import { listApps, REPO_ROOT, type AppInfo } from './workspace';

interface AppDevConfig {
  publicPath: string;
  polaris: {
    micro: {
      name: string;
      registerRegex: string;
      initLoad?: boolean;
      priority?: number;
      promptKeys?: string[];
    } | null;
  };
}

async function readConfig(app: AppInfo): Promise<AppDevConfig> {
  const module = (await import(join(app.dir, '.umirc.ts'))) as { default: AppDevConfig };
  return module.default;
}

function startUmiDev(app: AppInfo, port: number): ChildProcess {
  const umi = join(REPO_ROOT, 'node_modules', 'umi', 'bin', 'umi.js');
  const child = spawn(process.execPath, [umi, 'dev'], {
    cwd: app.dir,
    env: {
      ...process.env,
      APP_ROOT: app.dir,
      PORT: String(port),
      HOST: DEFAULT_HOST, // behind the proxy: this machine only (umi's own default is 0.0.0.0)
      SOCKET_SERVER: `http://localhost:${port}`,
      BROWSER: 'none',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on(
    'exit',
    (code) => code && console.error(`[dev] ${app.name} dev server exited with ${code}`),
  );
  return child;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8000);
  const apps = listApps();
  const settings = gatewaySettingsFromEnv();
  const host = settings.host ?? DEFAULT_HOST;
  // behind the dev proxy: browsers reach the gateway at the proxy's origins
  const gateway = await startGateway({
    ...settings,
    host: DEFAULT_HOST,
    publicOrigins: settings.publicOrigins?.length
      ? settings.publicOrigins
      : listenOrigins(host, port),
    port: 0,
    quiet: true,
  });
  const upstreams: Upstream[] = [];
  const manifests: unknown[] = [];
  const children: ChildProcess[] = [];

  for (const [index, app] of apps.entries()) {
    const appPort = port + 1 + index;
    const config = await readConfig(app);
    upstreams.push({ prefix: config.publicPath, target: `http://localhost:${appPort}` });
    const micro = config.polaris.micro;
    if (micro) {
      manifests.push({
        ...micro,
        publicUrl: config.publicPath,
        version: 'dev',
        indexAssets: { js: [], css: [] },
      });
    }
    children.push(startUmiDev(app, appPort));
  }

  await startDevProxy({
    host,
    port,
    gateway: gateway.url,
    manifests: () => manifests,
    upstreams,
  });
  const title = 'Polaris (dev, hot reload)';
  console.log(accountsBanner(listenUrl(host, port), title, exposureWarning(settings)));
  console.log(
    '  The first compile of each app takes a little while; reload once they say "ready".\n',
  );

  closeOnSignal(gateway, () => children.forEach((child) => child.kill('SIGTERM')));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
