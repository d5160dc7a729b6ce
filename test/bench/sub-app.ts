/**
 * Opening a sub-app page the way a user does: expand a directory of the side menu, click one of
 * its leaves, and time (in the page's clock) from the click to the module's page showing.
 */
import type { ElementHandle, Page } from 'puppeteer';
import type { TimedRequest } from './chain';
import { armSubAppProbe, readMarks, resourceEntries, waitForMark } from './page-marks';

/** The sub-app page opened through the side menu: a directory, then one of its leaves. */
export interface SubAppTarget {
  submenu: string;
  leaf: string;
  path: string;
  /** selector of the slot the module renders into */
  slot: string;
  /** where the module's assets are served, to tell whether they were prefetched */
  assetPrefix: string;
}

export interface SubAppResult {
  ms: number;
  prefetchedBeforeClick: boolean;
  /** times in ms from the click */
  requestsAfterClick: TimedRequest[];
  pathname: string;
}

const LEAF_SELECTOR = 'nav li[role="menuitem"]';
const SUBMENU_SELECTOR = 'nav [role="menuitem"][aria-haspopup="true"]';

export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** The visible element matching `selector` whose trimmed text is exactly `text`. */
async function visibleWithText(
  page: Page,
  selector: string,
  text: string,
): Promise<ElementHandle<Element> | null> {
  const handle = await page.evaluateHandle(
    (sel, wanted) =>
      Array.from(document.querySelectorAll(sel)).find(
        (element) => element.textContent?.trim() === wanted && element.getClientRects().length > 0,
      ) ?? null,
    selector,
    text,
  );
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) await handle.dispose();
  return element;
}

export async function openSubAppPage(page: Page, target: SubAppTarget): Promise<SubAppResult> {
  if (!(await visibleWithText(page, LEAF_SELECTOR, target.leaf))) {
    const submenu = await visibleWithText(page, SUBMENU_SELECTOR, target.submenu);
    if (!submenu) throw new Error(`no menu directory "${target.submenu}"`);
    await submenu.click();
  }
  // wait for the leaf and for the opening animation to end, so the click lands on it
  await page.waitForFunction(
    (sel, text) => {
      const nav = document.querySelector('nav');
      if (!nav || nav.querySelector('[class*="motion-collapse"]')) return false;
      return Array.from(nav.querySelectorAll(sel)).some(
        (element) => element.textContent?.trim() === text && element.getClientRects().length > 0,
      );
    },
    { timeout: 5_000 },
    LEAF_SELECTOR,
    target.leaf,
  );
  const leaf = await visibleWithText(page, LEAF_SELECTOR, target.leaf);
  if (!leaf) throw new Error(`no menu leaf "${target.leaf}"`);

  const prefetchedBeforeClick = (await resourceEntries(page)).some((entry) =>
    new URL(entry.url).pathname.startsWith(target.assetPrefix),
  );
  await armSubAppProbe(page, target.slot, target.leaf);
  await leaf.click();
  await waitForMark(page, 'subAppVisible');
  const marks = await readMarks(page);
  if (marks.clickAt === undefined || marks.subAppVisible === undefined) {
    throw new Error('the click or the sub-app content was not observed');
  }
  const pathname = new URL(page.url()).pathname;
  if (pathname !== target.path) throw new Error(`the click led to ${pathname}, not ${target.path}`);
  const clickAt = marks.clickAt;
  const after = (await resourceEntries(page)).filter((entry) => entry.start >= clickAt);
  return {
    ms: marks.subAppVisible - clickAt,
    prefetchedBeforeClick,
    requestsAfterClick: after.map((entry) => ({
      path: pathOf(entry.url),
      start: entry.start - clickAt,
      end: entry.end - clickAt,
    })),
    pathname,
  };
}
