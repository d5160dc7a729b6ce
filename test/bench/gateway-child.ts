/**
 * The mock gateway in its own process, so that the harness's work (CDP traffic, gzip) never
 * delays the gateway's answers. Prints one JSON line `{ "url": ... }` when listening; stops when
 * its stdin closes (the harness ended, however it ended) or on SIGTERM/SIGINT.
 */
import { serveAppsForTests } from '../support/test-gateway-start';

async function main(): Promise<void> {
  // the bench drives the gateway through its test controls (MOCK_ALLOWED_ORIGINS: its host page)
  const gateway = await serveAppsForTests();
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
