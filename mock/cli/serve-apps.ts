/**
 * Starts the gateway in front of the built apps: the container at `/` (or one sub-app alone),
 * every built sub-app under its manifest's public URL.
 */
import { startGateway, type RunningGateway, type StaticMount } from '../server/gateway';
import { gatewaySettingsFromEnv, type GatewaySettings } from './gateway-settings';
import { listApps, readBuiltModule, type AppInfo, type BuiltModule } from './workspace';

export interface ServeOptions extends GatewaySettings {
  port?: number;
  quiet?: boolean;
  /** The app whose index.html answers page addresses: the container, or a sub-app run alone. */
  spaApp: AppInfo;
  /** Modules built elsewhere, served next to the workspace's (e.g. a test's fixture modules). */
  extraModules?: BuiltModule[];
}

export function builtModules(): BuiltModule[] {
  return listApps()
    .filter((app) => app.kind === 'sub-app')
    .map(readBuiltModule)
    .filter((module): module is BuiltModule => module !== null);
}

/** The built apps behind the gateway; settings not given come from the environment. */
export function serveApps(options: ServeOptions): Promise<RunningGateway> {
  const settings = { ...gatewaySettingsFromEnv(), ...withoutUndefined(options) };
  const modules = [...builtModules(), ...(options.extraModules ?? [])];
  const mounts: StaticMount[] = modules.map((module) => ({
    prefix: module.publicUrl,
    dir: module.distDir,
  }));
  return startGateway({
    host: settings.host,
    port: options.port,
    quiet: options.quiet,
    spaDir: options.spaApp.distDir,
    mounts,
    modules: modules.map((module) => ({
      name: module.name,
      publicUrl: module.publicUrl,
      manifestFile: module.manifestFile,
    })),
    allowedRedirectOrigins: settings.allowedRedirectOrigins,
    publicOrigins: settings.publicOrigins,
    frameAncestors: settings.frameAncestors,
    linkOrigins: settings.linkOrigins,
    testControls: settings.testControls,
  });
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}

/** Keeps a command running until Ctrl+C or SIGTERM, then closes the gateway. */
export function closeOnSignal(
  gateway: RunningGateway,
  cleanup: () => void = () => undefined,
): void {
  const stop = () => {
    cleanup();
    void gateway.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
