/**
 * The tab leak figure (issue: closed tabs kept their detached pages): as admin, open 30 menu
 * pages and close them all, 5 times; after each cycle the garbage collector runs and Chrome's
 * counters are read. Flat means: every cycle after the first within 10 % of the second, for DOM
 * nodes and for event listeners (the first cycle loads code and warms caches). The JS heap is
 * reported beside them; it also holds the code the engine compiles as the page runs.
 */
import type { Page } from 'puppeteer';
import {
  countsOverCycles,
  menuRoutes,
  openByAddress,
  settledCounts,
  type PageCounts,
} from '../support/page-counts';
import { metric, type Metric } from './report';

const CYCLES = 5;
const TABS_PER_CYCLE = 30;
const FLAT_WITHIN = 0.1;

/** The largest rise of a count over the second cycle's, as a fraction. */
function growthAfterFirst(counts: PageCounts[], key: 'nodes' | 'listeners'): number {
  const base = counts[1][key];
  const rise = Math.max(...counts.slice(1).map((entry) => entry[key] - base));
  return Math.round((rise / base) * 1000) / 1000;
}

/** `page` shows admin's shell (zh_CN). */
export async function measureTabLeak(page: Page, baseUrl: string): Promise<Record<string, Metric>> {
  // the session's own token: a new sign-in would end the page's session (kick-off)
  const accessToken = await page.evaluate(
    () => /(?:^|; )access_token=([^;]+)/.exec(document.cookie)?.[1] ?? '',
  );
  const routes = (await menuRoutes(baseUrl, accessToken)).slice(0, TABS_PER_CYCLE);
  const before = await settledCounts(page);
  const cycles = await countsOverCycles(page, CYCLES, async () => {
    for (const route of routes) await openByAddress(page, route);
  });
  const details = { tabsPerCycle: routes.length, cycles: CYCLES, before, afterEachCycle: cycles };
  const target = (what: string) => ({
    op: '<=' as const,
    value: FLAT_WITHIN,
    description: `${what} after cycles 2–${CYCLES}, rise over cycle 2 (fraction)`,
  });
  return {
    'tabs.leak.nodesGrowth': metric({
      value: growthAfterFirst(cycles, 'nodes'),
      unit: 'count',
      target: target('DOM nodes'),
      details,
    }),
    'tabs.leak.listenersGrowth': metric({
      value: growthAfterFirst(cycles, 'listeners'),
      unit: 'count',
      target: target('event listeners'),
      details: { listeners: cycles.map((entry) => entry.listeners) },
    }),
    'tabs.leak.heapMiBAfterLastCycle': metric({
      value: cycles[CYCLES - 1].heapMiB,
      unit: 'MiB',
      details: { heapMiB: cycles.map((entry) => entry.heapMiB), beforeMiB: before.heapMiB },
    }),
  };
}
