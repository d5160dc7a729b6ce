/**
 * Starts the gateway in front of the built apps: the container at `/` (or one sub-app alone),
 * every built sub-app under its manifest's public URL.
 */
import { startGateway, type RunningGateway, type StaticMount } from '../server/gateway';
import { listApps, readBuiltModule, type AppInfo, type BuiltModule } from './workspace';

export interface ServeOptions {
  port?: number;
  quiet?: boolean;
  /** The app whose index.html answers page addresses: the container, or a sub-app run alone. */
  spaApp: AppInfo;
  allowedRedirectOrigins?: string[];
}

export function builtModules(): BuiltModule[] {
  return listApps()
    .filter((app) => app.kind === 'sub-app')
    .map(readBuiltModule)
    .filter((module): module is BuiltModule => module !== null);
}

export function serveApps(options: ServeOptions): Promise<RunningGateway> {
  const modules = builtModules();
  const mounts: StaticMount[] = modules.map((module) => ({
    prefix: module.publicUrl,
    dir: module.distDir,
  }));
  return startGateway({
    port: options.port,
    quiet: options.quiet,
    spaDir: options.spaApp.distDir,
    mounts,
    modules: modules.map((module) => ({
      name: module.name,
      publicUrl: module.publicUrl,
      manifestFile: module.manifestFile,
    })),
    allowedRedirectOrigins: options.allowedRedirectOrigins,
  });
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
