/**
 * Polaris benchmark: builds what is stale, serves the apps through the mock gateway (in a child
 * process) and takes cold-cache figures in chromium: first-load bytes of the container, start-up
 * times, sequential API round trips, first mount of a sub-app, JS heap. Writes
 * bench/results.json and prints a table. Exit code 0 even when a target is missed; 1 when the
 * harness breaks; 2 when a figure could not be measured.
 *
 *   npx tsx test/bench/bench.ts       (BENCH_SAMPLES=n changes the number of samples, default 5)
 */
import { join } from 'path';
import type { Browser, Page } from 'puppeteer';
import { buildStaleApps } from '../../mock/cli/build-apps';
import { builtModules } from '../../mock/cli/serve-apps';
import { findApp, listApps, REPO_ROOT } from '../../mock/cli/workspace';
import { signInViaHttp } from '../../mock/testing/sign-in';
import { launchBrowser } from '../support/browser';
import { findChromium } from '../support/chromium';
import { startForeignHost, type ForeignHost } from '../support/foreign-host';
import { ACCOUNTS, waitForShell } from '../support/session';
import { staticAssets, summarise } from './bytes';
import { describeEnvironment } from './environment';
import { startGatewayProcess, type GatewayProcess } from './gateway-process';
import { buildMetrics, tableRows } from './metrics';
import { unitCostMetric } from './unit-cost';
import { metricRow, renderTable, writeResults, type BenchResults, type Metric } from './report';
import { measureFileUpload } from './files';
import { measureMenuSearch } from './menu-search';
import { measureRequestClient } from './request-client';
import { measureTabLeak } from './tab-leak';
import { measureEmbeddedContainer } from './container-embedding';
import { measureTabs } from './tabs';
import { measureLanguageSwitch } from './language';
import { measureLargeMenu } from './large-menu-shell';
import { runSample, type SampleResult } from './sample';
import { apiChainBefore } from './timeline';
import { round } from './stats';
import type { SubAppTarget } from './sub-app';
import { measurePagePermissions } from './permissions';
import { measureBellUpdate } from './messages';
import { ganttInShell, measureGantt } from './gantt';
import { idleCost, IDLE_SECONDS, watermarkMetric } from './watermark';

const SAMPLES = Math.max(1, Number(process.env.BENCH_SAMPLES) || 5);
/** The first page load of a fresh browser is slower (process start-up): taken, not kept. */
const WARM_UP_SAMPLES = 1;
/** Start-up samples with emulated network latency, for the round-trip count. */
const LATENCY_SAMPLES = 5;
const LATENCY_MS = 100;
/** Samples whose browser asks to save data: the module's first mount without the prefetch. */
const NO_PREFETCH_SAMPLES = Math.min(3, SAMPLES);
const SETTLE_MS = 500;
const ACCOUNT = 'alice' as const;
const RESULTS_FILE = join(REPO_ROOT, 'bench', 'results.json');
const SUB_APP_MODULE = 'polaris-platform';

const log = (line: string) => console.log(`[bench] ${line}`);

function subAppTarget(): SubAppTarget {
  const module = builtModules().find((candidate) => candidate.name === SUB_APP_MODULE);
  return {
    submenu: 'Personal',
    leaf: 'Personal Centre',
    path: '/hiam/user/info',
    slot: `[data-module-slot="${SUB_APP_MODULE}"]`,
    assetPrefix: module?.publicUrl ?? '/apps/platform/',
  };
}

function describe(sample: SampleResult): string {
  const parts = [`workplace ${round(sample.workplaceVisibleMs)} ms`];
  if (sample.firstVisit)
    parts.push(`first visit ${round(sample.firstVisit.workplaceVisibleMs)} ms`);
  const levels = apiChainBefore(sample.timeline, sample.menuVisibleMs).length;
  parts.push(`${levels} sequential API calls before the menu`);
  if (sample.subApp) {
    const mount = 'error' in sample.subApp ? sample.subApp.error : `${round(sample.subApp.ms)} ms`;
    parts.push(`sub-app ${mount}`);
  }
  return parts.join(', ');
}

async function takeSamples(browser: Browser, gateway: GatewayProcess) {
  const { username, password } = ACCOUNTS[ACCOUNT];
  const subApp = subAppTarget();
  const local: SampleResult[] = [];
  const latency: SampleResult[] = [];
  const noPrefetch: SampleResult[] = [];
  const plan = [
    ...Array.from({ length: WARM_UP_SAMPLES }, () => ({ name: 'warm-up', into: undefined })),
    ...Array.from({ length: SAMPLES }, (_, i) => ({
      name: `sample ${i + 1}/${SAMPLES}`,
      into: local,
    })),
    ...Array.from({ length: LATENCY_SAMPLES }, (_, i) => ({
      name: `latency ${LATENCY_MS} ms ${i + 1}/${LATENCY_SAMPLES}`,
      into: latency,
    })),
    ...Array.from({ length: NO_PREFETCH_SAMPLES }, (_, i) => ({
      name: `no prefetch ${i + 1}/${NO_PREFETCH_SAMPLES}`,
      into: noPrefetch,
    })),
  ];
  for (const step of plan) {
    const { accessToken } = await signInViaHttp(gateway.url, username, password);
    const withLatency = step.into === latency;
    const sample = await runSample({
      browser,
      baseUrl: gateway.url,
      accessToken,
      latencyMs: withLatency ? LATENCY_MS : undefined,
      subApp: withLatency ? undefined : subApp,
      collectAssets: step.into === local,
      saveData: step.into === noPrefetch,
      // a browser the user started in before (its first visit measured too): see sample.ts
      returning: step.into === local || withLatency,
    });
    log(`${step.name}: ${describe(sample)}`);
    step.into?.push(sample);
    // let the closed context's renderer exit before the next sample (2 cores: it competes)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  }
  return { local, latency, noPrefetch, subAppPath: subApp.path };
}

/** Runs `measure` on the workplace of a fresh signed-in session of `account`. */
async function inSignedInShell<T>(
  browser: Browser,
  baseUrl: string,
  account: keyof typeof ACCOUNTS,
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  const { username, password } = ACCOUNTS[account];
  const { accessToken } = await signInViaHttp(baseUrl, username, password);
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.goto(
      `${baseUrl}/workplace#access_token=${accessToken}&token_type=bearer&expires_in=3600`,
    );
    await waitForShell(page);
    return await measure(page);
  } finally {
    await context.close();
  }
}

async function measureLanguageInShell(browser: Browser, baseUrl: string) {
  try {
    return await inSignedInShell(browser, baseUrl, 'admin', measureLanguageSwitch);
  } catch (error) {
    // a figure that could not be taken is reported as such, the others still are
    const message = error instanceof Error ? error.message : String(error);
    return {
      'language.firstSwitchMs': { value: null, unit: 'ms', error: message } as Metric,
      'language.cachedSwitchMs': { value: null, unit: 'ms', error: message } as Metric,
    };
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  await buildStaleApps(listApps(), log);
  const staticView = summarise(staticAssets(findApp('container').distDir));
  log('request client: identical calls and added latency');
  // in-process figures (request client, menu search on a 5,000-leaf tree): one set of rows
  const clientMetrics = { ...(await measureRequestClient()), ...measureMenuSearch() };

  let gateway: GatewayProcess | undefined;
  let host: ForeignHost | undefined;
  let browser: Browser | undefined;
  let runs: Awaited<ReturnType<typeof takeSamples>>;
  let environment: Record<string, unknown>;
  let tabMetrics: Record<string, Metric>;
  try {
    host = await startForeignHost(); // the embedding figures' host page, trusted by the gateway
    gateway = await startGatewayProcess([host.url]);
    log(`gateway at ${gateway.url}`);
    browser = await launchBrowser();
    environment = await describeEnvironment(browser, findChromium() ?? 'unknown');
    runs = await takeSamples(browser, gateway);
    log('language: first switch and switching back with everything cached');
    tabMetrics = await measureLanguageInShell(browser, gateway.url);
    log('tabs: switching, and the heap over 30 sub-app open/close cycles');
    Object.assign(tabMetrics, await inSignedInShell(browser, gateway.url, ACCOUNT, measureTabs));
    log("tabs: 5 cycles of opening 30 of admin's menu pages and closing them all");
    const gatewayUrl = gateway.url;
    Object.assign(
      tabMetrics,
      await inSignedInShell(browser, gatewayUrl, 'admin', (page) =>
        measureTabLeak(page, gatewayUrl),
      ),
    );
    log('embedding: 20 mounts and unmounts of the container by a foreign qiankun host');
    Object.assign(tabMetrics, await measureEmbeddedContainer(browser, gatewayUrl, host.url));
    log(`watermark: an idle marked page (alice) and an unmarked one (admin), ${IDLE_SECONDS} s`);
    const [marked, unmarked] = await Promise.all([
      inSignedInShell(browser, gatewayUrl, 'alice', (page) => idleCost(page)),
      inSignedInShell(browser, gatewayUrl, 'admin', (page) => idleCost(page)),
    ]);
    Object.assign(tabMetrics, watermarkMetric(marked, unmarked));
    log('permissions: a page of over 200 guarded controls');
    {
      const { accessToken } = await signInViaHttp(gatewayUrl, 'admin', ACCOUNTS.admin.password);
      Object.assign(tabMetrics, await measurePagePermissions(browser, gatewayUrl, accessToken));
      Object.assign(tabMetrics, await measureFileUpload(browser, gatewayUrl, accessToken));
    }
    log('messages: from /__mock__/messages to the bell showing the new count');
    Object.assign(
      tabMetrics,
      await inSignedInShell(browser, gatewayUrl, 'alice', (page) =>
        measureBellUpdate(page, gatewayUrl),
      ),
    );
    log('Gantt: 5,000 tasks and links painted and scrolled, 10 open/close cycles of its tab');
    Object.assign(tabMetrics, {
      'gantt.firstLoadBytes': ganttInShell(findApp('container').distDir),
    });
    Object.assign(
      tabMetrics,
      await inSignedInShell(browser, gatewayUrl, 'admin', (page) => measureGantt(page, gatewayUrl)),
    );
    log('a 5,000-leaf menu: start-up, opening a directory, searching');
    const { username, password } = ACCOUNTS[ACCOUNT];
    const baseUrl = gateway.url;
    Object.assign(
      tabMetrics,
      await measureLargeMenu(browser, baseUrl, async () => {
        const { accessToken } = await signInViaHttp(baseUrl, username, password);
        return accessToken;
      }),
    );
  } finally {
    await browser
      ?.close()
      .catch((error: unknown) => console.error('[bench] closing chromium', error));
    await gateway?.close();
    await host?.close();
  }

  const metrics = {
    ...buildMetrics({ ...runs, latencyMs: LATENCY_MS, staticView }),
    ...clientMetrics,
    ...tabMetrics,
    ...unitCostMetric(REPO_ROOT),
  };
  const results: BenchResults = {
    schemaVersion: 1,
    generatedAt: new Date().toISOString(),
    durationMs: Date.now() - started,
    environment: {
      ...environment,
      account: ACCOUNT,
      samples: SAMPLES,
      warmUpSamples: WARM_UP_SAMPLES,
      latencySamples: LATENCY_SAMPLES,
    },
    metrics,
  };
  writeResults(RESULTS_FILE, results);

  const chain = (metrics['startup.sequentialApiRoundTrips'].details?.chain ?? []) as string[];
  const clientRows = [...Object.keys(clientMetrics), ...Object.keys(tabMetrics)].map((id) =>
    metricRow(id, metrics[id]),
  );
  console.log(`\n${renderTable([...tableRows(metrics, LATENCY_MS), ...clientRows])}\n`);
  console.log(`API chain before the menu: ${chain.join('  →  ')}`);
  console.log(
    `${SAMPLES} cold samples (+${WARM_UP_SAMPLES} warm-up, +${LATENCY_SAMPLES} with latency), ` +
      `${environment.chromium}, node ${process.version}, ${environment.cpuCount} CPUs, ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`results: ${RESULTS_FILE}`);
  const unmeasured = Object.entries(metrics).filter(([, entry]) => entry.value === null);
  if (unmeasured.length === 0) return 0;
  console.error(`[bench] not measured: ${unmeasured.map(([id]) => id).join(', ')}`);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[bench] the harness failed:', error);
    process.exit(1);
  },
);
