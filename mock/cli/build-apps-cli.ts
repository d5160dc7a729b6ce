/** `npm run build [-- --force]`: build stale apps (or all of them with --force). */
import { buildApps, buildStaleApps } from './build-apps';
import { listApps } from './workspace';

async function main(): Promise<void> {
  const apps = listApps();
  if (!process.argv.includes('--force')) {
    await buildStaleApps(apps);
    return;
  }
  const { failed } = await buildApps(apps);
  if (failed.length > 0) throw new Error(failed.map(({ error }) => error.message).join('\n\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
