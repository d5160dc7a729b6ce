/**
 * The mock gateway in its own process, so that the harness's work (CDP traffic, gzip) never
 * delays the gateway's answers. Prints one JSON line `{ "url": ... }` when listening; stops when
 * its stdin closes (the harness ended, however it ended) or on SIGTERM/SIGINT.
 */
import { serveApps } from '../../mock/cli/serve-apps';
import { DEFAULT_HOST } from '../../mock/server/http/listen-address';
import { findApp } from '../../mock/cli/workspace';

async function main(): Promise<void> {
  // the bench drives the gateway through its test controls, whatever the environment says
  const gateway = await serveApps({
    spaApp: findApp('container'),
    port: 0,
    quiet: true,
    host: DEFAULT_HOST, // this machine only, whatever HOST says
    testControls: true,
  });
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    gateway
      .close()
      .catch((error: unknown) => console.error('[bench gateway] close failed', error))
      .finally(() => process.exit(0));
  };
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.resume();
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdout.write(`${JSON.stringify({ url: gateway.url })}\n`);
}

main().catch((error: unknown) => {
  console.error('[bench gateway] failed to start', error);
  process.exit(1);
});
