/**
 * `npm run build [-- --force]`: build stale apps (or all of them with --force), then write the
 * deployable folder `dist/` (deploy/site-folder.ts: the web root and the build's settings).
 */
import { buildApps, buildStaleApps } from './build-apps';
import { assembleSite } from './deploy/site-folder';
import { listApps } from './workspace';

async function main(): Promise<void> {
  const apps = listApps();
  if (!process.argv.includes('--force')) {
    await buildStaleApps(apps);
  } else {
    const { failed } = await buildApps(apps);
    if (failed.length > 0) throw new Error(failed.map(({ error }) => error.message).join('\n\n'));
  }
  console.log(`deployable folder: ${await assembleSite(apps)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
