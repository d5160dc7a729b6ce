/**
 * One cold sample: a fresh incognito context with the HTTP cache off opens the container with a
 * fresh token in the hash and waits for the workplace; a full sample then measures the JS heap
 * and opens a sub-app page through the menu. A returning sample (`returning`) first opens the
 * container once in the same context, as a browser the user worked in before: that visit (the
 * browser's first, with nothing remembered) is measured too, then the sample's own page, with
 * the HTTP cache still off, starts with what the first one remembered (the scope it started in).
 */
import type { Browser, BrowserContext, HTTPResponse, Page } from 'puppeteer';
import type { Asset } from './bytes';
import { isApiPath, type TimedRequest } from './chain';
import {
  installMarks,
  readMarks,
  resourceEntries,
  SELECTED_TAB_SELECTOR,
  waitForMark,
} from './page-marks';
import { openSubAppPage, pathOf, type SubAppResult, type SubAppTarget } from './sub-app';
import { timelineOf, type TimelineEntry } from './timeline';

export interface SampleOptions {
  browser: Browser;
  baseUrl: string;
  accessToken: string;
  /** Chrome network emulation: latency added to every request (ms); none when absent. */
  latencyMs?: number;
  /** Also measure the heap and open this sub-app page; start-up figures only when absent. */
  subApp?: SubAppTarget;
  /** Keep the bodies of the scripts and stylesheets loaded before the workplace showed. */
  collectAssets: boolean;
  /**
   * The browser asks to save data (`navigator.connection.saveData`): the shell prefetches no
   * module, so the sub-app page's first mount fetches all of its code after the click.
   */
  saveData?: boolean;
  /** Open the container once before, in the same context (see the file comment). */
  returning?: boolean;
}

/** A start measured up to the workplace: when menu and workplace showed, and every request. */
export interface Visit {
  menuVisibleMs: number;
  workplaceVisibleMs: number;
  /** the page origin's requests until the network was idle, earliest first */
  timeline: TimelineEntry[];
}

/** A script or stylesheet body with the time its last byte arrived (ms since navigation). */
export interface TimedAsset extends Asset {
  end: number;
}

export interface SampleResult {
  menuVisibleMs: number;
  tabVisibleMs: number;
  workplaceVisibleMs: number;
  contentVisibleMs: number;
  selectedTab: string;
  /** entry scripts received; first API request sent; menu tree received */
  phases: { scriptsEndMs: number; firstApiStartMs: number; menuTreeEndMs: number };
  /** scripts and stylesheets of the page's origin finished before the workplace content showed */
  assets?: TimedAsset[];
  /** other JS/CSS (fetched by script, e.g. a module prefetch) finished before the tab showed */
  fetchedCodeBeforeVisible: string[];
  heap?: { atContentBytes: number; settledBytes: number };
  subApp?: SubAppResult | { error: string };
  /** the page origin's requests until the network was idle, earliest first */
  timeline: TimelineEntry[];
  /** a returning sample: the browser's first visit, before this one */
  firstVisit?: Visit;
}

const SHELL_TIMEOUT_MS = 20_000;
const MENU_TREE_PATH = '/iam/hzero/v1/menus/tree';

async function jsHeapUsed(page: Page): Promise<number> {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('HeapProfiler.collectGarbage');
  } finally {
    await cdp.detach();
  }
  const { JSHeapUsedSize } = await page.metrics();
  if (JSHeapUsedSize === undefined) throw new Error('chromium reported no JSHeapUsedSize');
  return JSHeapUsedSize;
}

/** Scripts and stylesheets of `origin` among `responses`, with their bodies. */
async function codeAssets(
  responses: HTTPResponse[],
  origin: string,
  finishedAt: Map<string, number>,
): Promise<TimedAsset[]> {
  const assets: TimedAsset[] = [];
  for (const response of responses) {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') continue;
    if (new URL(response.url()).origin !== origin) continue;
    assets.push({
      path: pathOf(response.url()),
      kind: type === 'script' ? 'js' : 'css',
      body: await response.buffer(),
      end: finishedAt.get(response.url()) ?? 0,
    });
  }
  return assets;
}

async function waitForShell(page: Page, pageErrors: string[]): Promise<void> {
  for (const mark of ['workplaceVisible', 'contentVisible'] as const) {
    try {
      await waitForMark(page, mark, SHELL_TIMEOUT_MS);
    } catch (error) {
      const seen = JSON.stringify(await readMarks(page).catch(() => ({})));
      const errors = pageErrors.length > 0 ? `; page errors: ${pageErrors.join(' | ')}` : '';
      throw new Error(
        `the page never reached ${mark} (${error instanceof Error ? error.message : error}); ` +
          `at ${page.url()}, marks ${seen}${errors}`,
      );
    }
  }
}

/** A page of `context` as every visit opens it: cache off, latency, the in-page probes. */
async function openPage(context: BrowserContext, options: SampleOptions): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(SHELL_TIMEOUT_MS);
  await page.setCacheEnabled(false);
  if (options.latencyMs) {
    await page.emulateNetworkConditions({ download: -1, upload: -1, latency: options.latencyMs });
  }
  await installMarks(page);
  return page;
}

function startAddress(options: SampleOptions): string {
  const token = encodeURIComponent(options.accessToken);
  return `${options.baseUrl}/#access_token=${token}&token_type=bearer&expires_in=3600`;
}

/** The browser's first visit of a returning sample: measured, then closed. */
async function firstVisit(context: BrowserContext, options: SampleOptions): Promise<Visit> {
  const page = await openPage(context, options);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  try {
    await page.goto(startAddress(options), { waitUntil: 'domcontentloaded' });
    await waitForShell(page, pageErrors);
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 });
    const marks = await readMarks(page);
    const origin = new URL(options.baseUrl).origin;
    return {
      menuVisibleMs: marks.menuVisible!,
      workplaceVisibleMs: marks.workplaceVisible!,
      timeline: timelineOf(await resourceEntries(page), origin),
    };
  } finally {
    await page.close();
  }
}

export async function runSample(options: SampleOptions): Promise<SampleResult> {
  const { browser, baseUrl } = options;
  const origin = new URL(baseUrl).origin;
  const context = await browser.createBrowserContext();
  try {
    const first = options.returning ? await firstVisit(context, options) : undefined;
    const page = await openPage(context, options);
    if (options.saveData) {
      await page.evaluateOnNewDocument(() => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({ saveData: true }),
        });
      });
    }
    const responses: HTTPResponse[] = [];
    const pageErrors: string[] = [];
    page.on('response', (response) => responses.push(response));
    page.on('pageerror', (error) => pageErrors.push(String(error)));

    await page.goto(startAddress(options), { waitUntil: 'domcontentloaded' });
    await waitForShell(page, pageErrors);
    const responsesAtContent = responses.slice();
    const marks = await readMarks(page);
    const visibleAt = marks.workplaceVisible!;
    const contentAt = marks.contentVisible!;
    const selectedTab = await page.$eval(SELECTED_TAB_SELECTOR, (tab) => tab.textContent?.trim());
    const heapAtContent = options.subApp ? await jsHeapUsed(page) : 0;

    await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 });
    const resources = await resourceEntries(page);
    const sameOrigin = resources.filter((entry) => new URL(entry.url).origin === origin);
    const apiRequests = sameOrigin
      .filter((entry) => /^(fetch|xmlhttprequest)$/.test(entry.initiatorType))
      .filter((entry) => isApiPath(new URL(entry.url).pathname))
      .map<TimedRequest>((entry) => ({
        path: pathOf(entry.url),
        start: entry.start,
        end: entry.end,
      }));
    const menuTree = apiRequests.find((request) => request.path.startsWith(MENU_TREE_PATH));
    if (!menuTree) throw new Error('the page never requested the menu tree');
    const firstApiStart = Math.min(...apiRequests.map((request) => request.start));
    // the entry scripts: those requested before the first API call
    const entryScripts = sameOrigin.filter(
      (entry) => entry.initiatorType === 'script' && entry.start < firstApiStart,
    );
    const finishedAt = new Map(resources.map((entry) => [entry.url, entry.end]));

    const result: SampleResult = {
      menuVisibleMs: marks.menuVisible!,
      tabVisibleMs: marks.tabVisible!,
      workplaceVisibleMs: visibleAt,
      contentVisibleMs: contentAt,
      selectedTab: selectedTab ?? '',
      phases: {
        scriptsEndMs: Math.max(0, ...entryScripts.map((entry) => entry.end)),
        firstApiStartMs: firstApiStart,
        menuTreeEndMs: menuTree.end,
      },
      fetchedCodeBeforeVisible: sameOrigin
        .filter((entry) => !/^(script|link|css)$/.test(entry.initiatorType))
        .filter(
          (entry) => entry.end <= visibleAt && /\.(js|css)$/.test(new URL(entry.url).pathname),
        )
        .map((entry) => pathOf(entry.url)),
      timeline: timelineOf(resources, origin),
      firstVisit: first,
    };
    if (options.collectAssets) {
      const assets = await codeAssets(responsesAtContent, origin, finishedAt);
      result.assets = assets.filter((asset) => asset.end <= contentAt);
    }
    if (options.subApp) {
      result.heap = { atContentBytes: heapAtContent, settledBytes: await jsHeapUsed(page) };
      try {
        result.subApp = await openSubAppPage(page, options.subApp);
      } catch (error) {
        result.subApp = { error: error instanceof Error ? error.message : String(error) };
      }
    }
    return result;
  } finally {
    await context.close();
  }
}
