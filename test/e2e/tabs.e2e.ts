/**
 * Tab behaviour a user relies on beyond opening and closing: a bounded number of inactive
 * sub-app pages stays mounted (memory), and evicted pages come back when their tab is shown.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { openSignedIn, selectedTabTitle } from '../support/session';
import { waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const WORKPLACE = '工作台';

async function clickTab(page: Page, title: string): Promise<void> {
  await page.locator(`::-p-xpath(//*[@role="tab" and normalize-space(.)="${title}"])`).click();
}

/** Opens the workplace's quick links one after the other; returns their titles. */
async function openQuickLinks(page: Page, count: number): Promise<string[]> {
  const titles: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await clickTab(page, WORKPLACE);
    const buttons = await page.$$('.polaris-quick-links button');
    titles.push(await buttons[i].evaluate((button) => button.textContent?.trim() ?? ''));
    await buttons[i].click();
    await page.waitForFunction(
      (title: string) =>
        document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() === title,
      {},
      titles[i],
    );
    await waitForPanelText(page, '抱歉'); // these platform pages are not built yet: the sub-app's 404
  }
  return titles;
}

const mountedModulePages = (page: Page) =>
  page.$$eval(
    '[data-module-slot]',
    (slots) => slots.filter((slot) => slot.childElementCount > 0).length,
  );

describe('tabs', () => {
  it('keeps at most five inactive sub-app pages mounted and remounts an evicted one on demand', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/workplace');
    const titles = await openQuickLinks(page, 7);
    await clickTab(page, WORKPLACE);
    expect(await mountedModulePages(page)).toBe(5);
    await clickTab(page, titles[0]); // the least recently used: it was unmounted
    await waitForPanelText(page, '抱歉');
    expect(await selectedTabTitle(page)).toBe(titles[0]);
    expect(await mountedModulePages(page)).toBe(6);
    await context.close();
  });
});
