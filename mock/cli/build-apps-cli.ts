/** `npm run build [-- --force]`: build stale apps (or all of them with --force). */
import { buildApp, buildStaleApps } from './build-apps';
import { listApps } from './workspace';

async function main(): Promise<void> {
  const apps = listApps();
  if (process.argv.includes('--force')) for (const app of apps) await buildApp(app);
  else await buildStaleApps(apps);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
