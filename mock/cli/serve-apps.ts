/**
 * Starts the gateway in front of the built apps: the container at `/` (or one sub-app alone),
 * every built sub-app under its manifest's public URL.
 */
import type { PendingModule } from '../server/context';
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
  /**
   * Sub-apps whose build is still running or failed (`npm start` serves the shell first): listed
   * to the shell as such, asked per request, until their built manifest is there.
   */
  pending?: PendingModules;
}

export interface PendingModules {
  /** Modules being built or not built, with what the shell must know of them. */
  modules: Array<BuiltModule & { state: () => PendingModule | undefined }>;
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
  const pending = options.pending?.modules ?? [];
  const modules: Array<BuiltModule & { state?: () => PendingModule | undefined }> = [
    ...builtModules().filter((module) => !pending.some((later) => later.name === module.name)),
    ...pending,
    ...(options.extraModules ?? []),
  ];
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
      pending: module.state,
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
