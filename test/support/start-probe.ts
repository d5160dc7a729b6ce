/**
 * Browser tests of the start-up's order (issue 24): a probe, installed before any page script,
 * that collects every menu label the page ever shows and notes (page clock) when the menu first
 * showed; and the page's own timings of its requests, in the same clock, so a test compares the
 * order of events, never durations.
 */
import type { Page } from 'puppeteer';

const PROBE = `(() => {
  const probe = { labels: [], menuShownAt: undefined };
  Object.defineProperty(window, '__startProbe', { value: probe });
  const check = () => {
    const menu = document.querySelector('nav [role="menu"]');
    if (!menu) return;
    if (probe.menuShownAt === undefined && menu.getClientRects().length > 0) {
      probe.menuShownAt = performance.now();
    }
    for (const item of menu.querySelectorAll('[role="menuitem"]')) {
      const label = (item.textContent || '').trim();
      if (label && !probe.labels.includes(label)) probe.labels.push(label);
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, characterData: true,
  });
})();`;

export async function installStartProbe(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(PROBE);
}

/** Every menu label shown since the page loaded, and when the menu first showed. */
export async function startProbe(page: Page): Promise<{ labels: string[]; menuShownAt: number }> {
  return page.evaluate(
    () =>
      (window as unknown as { __startProbe: { labels: string[]; menuShownAt: number } })
        .__startProbe,
  );
}

export interface RequestTime {
  path: string;
  start: number;
  end: number;
}

/** The page's requests whose address contains `part`, with when they left and ended. */
export async function requestTimes(page: Page, part: string): Promise<RequestTime[]> {
  return page.evaluate(
    (fragment: string) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(fragment))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          start: entry.startTime,
          end: (entry as PerformanceResourceTiming).responseEnd,
        })),
    part,
  );
}

/** The titles of the side menu's root entries (an open directory's items left out). */
export const rootMenus = (page: Page): Promise<string[]> =>
  page.$$eval('nav .ant-menu-root > li', (items) =>
    items.map((item) => {
      const title = item.matches('[role="menuitem"]')
        ? item
        : item.querySelector('[role="menuitem"]');
      return title?.textContent?.trim() ?? '';
    }),
  );
