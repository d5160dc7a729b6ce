/**
 * In-page probes, installed before any page script runs. They note, in the page's own clock
 * (ms since navigation start, the clock of the Resource Timing entries), when the menu and the
 * selected tab first became visible, when an armed click happened and when a sub-app slot then
 * showed the expected text. Kept as plain JS text: functions passed to the page must not depend on
 * helpers the TypeScript transpiler adds.
 */
import type { Page } from 'puppeteer';

export const MENU_SELECTOR = 'nav [role="menu"]';
export const SELECTED_TAB_SELECTOR = '[role="tab"][aria-selected="true"]';

export interface PageMarks {
  menuVisible?: number;
  tabVisible?: number;
  workplaceVisible?: number;
  /** the selected tab's panel shows its page (no loading indicator left in it) */
  contentVisible?: number;
  armed?: { slot: string; text: string };
  clickAt?: number;
  subAppVisible?: number;
}

export interface ResourceEntry {
  url: string;
  initiatorType: string;
  start: number;
  end: number;
}

export const MARKS_SCRIPT = `(() => {
  const marks = {};
  window.__polarisBench = marks;
  try { performance.setResourceTimingBufferSize(2000); } catch (e) {}
  const MENU = ${JSON.stringify(MENU_SELECTOR)};
  const TAB = ${JSON.stringify(SELECTED_TAB_SELECTOR)};
  const shown = (el) => !!el && el.getClientRects().length > 0;
  const text = (el) => (el.textContent || '').trim();
  const check = () => {
    const now = performance.now();
    if (marks.menuVisible === undefined && shown(document.querySelector(MENU))) {
      marks.menuVisible = now;
    }
    if (marks.tabVisible === undefined && shown(document.querySelector(TAB))) {
      marks.tabVisible = now;
    }
    if (marks.workplaceVisible === undefined) {
      if (marks.menuVisible === undefined || marks.tabVisible === undefined) return;
      marks.workplaceVisible = now;
    }
    if (marks.contentVisible === undefined) {
      const tab = document.querySelector(TAB);
      const panelId = tab && tab.getAttribute('aria-controls');
      const panel = panelId && document.getElementById(panelId);
      const loading = panel && panel.querySelector('[role="status"]');
      if (panel && shown(panel) && !loading && text(panel)) marks.contentVisible = now;
    }
    if (marks.armed && marks.subAppVisible === undefined) {
      const slot = document.querySelector(marks.armed.slot);
      if (slot && !slot.hidden && shown(slot) && text(slot).includes(marks.armed.text)) {
        marks.subAppVisible = now;
      }
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, attributes: true, characterData: true,
  });
  document.addEventListener('click', (event) => {
    if (marks.armed && marks.clickAt === undefined) marks.clickAt = event.timeStamp;
  }, true);
})();`;

export async function installMarks(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(MARKS_SCRIPT);
}

export async function readMarks(page: Page): Promise<PageMarks> {
  return (await page.evaluate('({ ...window.__polarisBench })')) as PageMarks;
}

export async function waitForMark(
  page: Page,
  mark: 'workplaceVisible' | 'contentVisible' | 'subAppVisible',
  timeout = 20_000,
): Promise<void> {
  await page.waitForFunction(
    `window.__polarisBench && window.__polarisBench.${mark} !== undefined`,
    {
      timeout,
      polling: 'mutation',
    },
  );
}

/** Arms the click probe: the next click starts the clock, `text` in `slot` stops it. */
export async function armSubAppProbe(page: Page, slot: string, text: string): Promise<void> {
  const armed = JSON.stringify({ slot, text });
  await page.evaluate(
    `Object.assign(window.__polarisBench, { armed: ${armed}, ` +
      'clickAt: undefined, subAppVisible: undefined })',
  );
}

export async function resourceEntries(page: Page): Promise<ResourceEntry[]> {
  return (await page.evaluate(`performance.getEntriesByType('resource').map((entry) => ({
    url: entry.name,
    initiatorType: entry.initiatorType,
    start: entry.startTime,
    end: entry.responseEnd,
  }))`)) as ResourceEntry[];
}
