/**
 * Tab figures in chromium: how long switching to another open tab takes (click to its panel
 * painted), and how the JS heap grows when the same sub-app tab is opened and closed 30 times
 * (after each close the module must be released, so growth per cycle should stay near zero).
 */
import type { Page } from 'puppeteer';
import { clickMenu, waitForPanelText } from '../support/shell-helpers';
import { metric, type Metric } from './report';
import { spread } from './stats';

const SWITCHES = 20;
const CYCLES = 30;
const SETTLED_CYCLES = 5;
const MiB = 2 ** 20;

async function heapUsed(page: Page): Promise<number> {
  const session = await page.createCDPSession();
  await session.send('HeapProfiler.collectGarbage');
  await session.detach();
  return (await page.metrics()).JSHeapUsedSize ?? 0;
}

/** Click a tab and wait two animation frames (its panel painted); the page's own clock. */
function switchTo(page: Page, title: string): Promise<number> {
  return page.evaluate(async (wanted: string) => {
    const tab = Array.from(document.querySelectorAll<HTMLElement>('[role="tab"]')).find(
      (element) => element.textContent?.trim() === wanted,
    );
    if (!tab) throw new Error(`no tab "${wanted}"`);
    const started = performance.now();
    tab.click();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (!panel || panel.hidden) throw new Error(`panel of "${wanted}" is not shown`);
    return performance.now() - started;
  }, title);
}

async function tabSwitchTimes(page: Page): Promise<number[]> {
  await clickMenu(page, 'Personal', 'Personal Centre');
  await waitForPanelText(page, 'alice@acme.example');
  await clickMenu(page, 'My Roles');
  await waitForPanelText(page, 'Production Planner');
  const titles = ['Workplace', 'Personal Centre', 'My Roles'];
  const times: number[] = [];
  for (let i = 0; i < SWITCHES; i += 1) times.push(await switchTo(page, titles[i % titles.length]));
  for (const title of ['My Roles', 'Personal Centre']) {
    await page.click(`button[aria-label="Close ${title}"]`);
  }
  await page.waitForFunction(() => document.querySelectorAll('[data-polaris-module]').length === 0);
  return times;
}

async function heapOverCycles(page: Page): Promise<number[]> {
  const heaps: number[] = [];
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    await clickMenu(page, 'Personal Centre');
    await waitForPanelText(page, 'alice@acme.example');
    await page.click('button[aria-label="Close Personal Centre"]');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-polaris-module]').length === 0,
    );
    heaps.push(await heapUsed(page));
  }
  return heaps;
}

/** `page` shows the signed-in shell (alice, en_US) with only the workplace tab open. */
export async function measureTabs(page: Page): Promise<Record<string, Metric>> {
  const switches = await tabSwitchTimes(page);
  const heaps = await heapOverCycles(page);
  const growthPerCycle =
    (heaps[CYCLES - 1] - heaps[SETTLED_CYCLES - 1]) / (CYCLES - SETTLED_CYCLES);
  const { median, min, max } = spread(switches, 2);
  return {
    'tabs.switchMs': metric({
      value: median,
      unit: 'ms',
      statistic: 'median',
      min,
      max,
      target: { op: '<', value: 50, description: 'click on a tab → its panel painted' },
      details: { switches: SWITCHES },
    }),
    'tabs.heapGrowthPerSubAppCycleMiB': metric({
      value: Math.round((growthPerCycle / MiB) * 1000) / 1000,
      unit: 'MiB',
      target: {
        op: '<',
        value: 1,
        description: `per open+close cycle after the first ${SETTLED_CYCLES}`,
      },
      details: {
        cycles: CYCLES,
        heapMiB: heaps.map((bytes) => Math.round((bytes / MiB) * 100) / 100),
      },
    }),
  };
}
