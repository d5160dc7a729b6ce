/**
 * What a page holds after the garbage collector ran: DOM nodes (attached or not), event
 * listeners and JS heap, from Chrome's own counters. Shared by the leak browser test and the
 * bench; counts, not times.
 */
import type { Page } from 'puppeteer';

export interface PageCounts {
  nodes: number;
  listeners: number;
  heapMiB: number;
  /** Elements in the document (what the user can still see or reach). */
  elements: number;
}

export async function settledCounts(page: Page): Promise<PageCounts> {
  const session = await page.createCDPSession();
  try {
    // twice: what a first pass frees can let a second free more (finalisers, weak maps)
    await session.send('HeapProfiler.collectGarbage');
    await session.send('HeapProfiler.collectGarbage');
  } finally {
    await session.detach();
  }
  const metrics = await page.metrics();
  return {
    nodes: metrics.Nodes ?? 0,
    listeners: metrics.JSEventListeners ?? 0,
    heapMiB: Math.round(((metrics.JSHeapUsedSize ?? 0) / 2 ** 20) * 100) / 100,
    elements: await page.evaluate(() => document.getElementsByTagName('*').length),
  };
}

/**
 * Opens `path` in the shell the way the browser's Back and Forward do (a history entry, then
 * `popstate`): the shell's location listening opens the tab, as for a menu click.
 */
export async function openByAddress(page: Page, path: string): Promise<void> {
  await page.evaluate((target: string) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction(
    (target: string) =>
      window.location.pathname === target &&
      document.querySelector('[role="tab"][aria-selected="true"]') !== null,
    {},
    path,
  );
}

/**
 * Opens a menu page as a user does with the menu search: Ctrl+K, the page's menu code (pasted),
 * Enter (the first match). Resolves once the address has moved and a tab is shown.
 */
export async function openByMenuSearch(page: Page, code: string): Promise<void> {
  const before = await page.evaluate(() => window.location.pathname);
  await page.keyboard.down('Control');
  await page.keyboard.press('k');
  await page.keyboard.up('Control');
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
  // the code arrives as one input, as pasted (typed key by key, each key re-filters the menu)
  await page.keyboard.sendCharacter(code);
  // element handles are held by the DevTools protocol until disposed: they would be counted
  await (await page.waitForSelector('[role="listbox"] [role="option"]'))?.dispose();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (from: string) =>
      window.location.pathname !== from &&
      document.querySelector('[role="tab"][aria-selected="true"]') !== null,
    {},
    before,
  );
}

/** The first tab's context menu › Close all (found by its action, in whatever language). */
export async function closeAllTabs(page: Page): Promise<void> {
  const first = await page.waitForSelector('[role="tab"]');
  // the strip keeps the active (last) tab in view: bring the first one in, as a user scrolls to
  // it, and let the scroll settle (a menu opened on a moving tab is placed out of sight)
  await first!.evaluate(async (tab) => {
    tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await first!.click({ button: 'right' });
  await first!.dispose(); // a handle keeps its element alive, and it would be counted
  await page.locator('li[role="menuitem"][data-menu-id$="-closeAllTabs"]').click();
  await page.waitForFunction(() => document.querySelectorAll('[role="tab"]').length === 1);
  await page.waitForFunction(() => document.querySelectorAll('[data-polaris-module]').length === 0);
}

export interface MenuPage {
  code: string;
  route: string;
}

/** The leaves (code and route) of a signed-in user's menu, in menu order (from the gateway). */
export async function menuPages(baseUrl: string, accessToken: string): Promise<MenuPage[]> {
  const response = await fetch(
    `${baseUrl}/iam/hzero/v1/menus/tree?lang=en_US&labels=HZERO_MENU&unionLabel=true`,
    { headers: { Authorization: `bearer ${accessToken}` } },
  );
  type Item = { code: string; route?: string; type?: string; subMenus?: Item[] };
  const pages: MenuPage[] = [];
  const walk = (items: Item[]) => {
    for (const item of items) {
      if (item.subMenus?.length) walk(item.subMenus);
      else if (item.route?.startsWith('/') && item.type !== 'inner-link') {
        pages.push({ code: item.code, route: item.route });
      }
    }
  };
  walk((await response.json()) as Item[]);
  return pages;
}

/** The leaves' routes of a signed-in user's menu, in menu order. */
export async function menuRoutes(baseUrl: string, accessToken: string): Promise<string[]> {
  return (await menuPages(baseUrl, accessToken)).map((page) => page.route);
}

/**
 * Rests the mouse pointer on the shell's top-left corner (the logo), as a user's pointer is on
 * the menu while pages open. Left where "Close all" was clicked, it stands over the content as
 * pages appear and hide within a frame or two, and Chromium then sometimes keeps one element of
 * a hidden page in the document's own hover bookkeeping for good (a heap snapshot shows it held
 * only by the document's user-action element set, out of any script's reach): a closed page of
 * about 420 nodes, counted as left behind, at random cycles. Parked, none is ever kept.
 */
export async function parkPointer(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
}

/**
 * `cycles` times: open pages with `openAll`, close them all, let the garbage collector run and
 * read the counts. One entry per cycle.
 */
export async function countsOverCycles(
  page: Page,
  cycles: number,
  openAll: () => Promise<void>,
): Promise<PageCounts[]> {
  const after: PageCounts[] = [];
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    await parkPointer(page);
    await openAll();
    await closeAllTabs(page);
    after.push(await settledCounts(page));
  }
  return after;
}
