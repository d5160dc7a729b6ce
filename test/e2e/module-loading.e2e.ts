/**
 * A sub-app page whose code cannot be loaded (offline, a chunk that fails) says so in its tab
 * with Retry, and Retry works once the network is back; nothing is left uncaught.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { freshPage, openSignedIn, signIn, waitForShell } from '../support/session';
import { clickMenu, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** Makes requests whose address matches `blocked` fail as they do offline. */
async function failing(page: Page, blocked: { pattern: RegExp | null }): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (blocked.pattern?.test(request.url())) void request.abort('internetdisconnected');
    else void request.continue();
  });
}

/** The tab's context menu › Refresh. */
async function refreshTab(page: Page, title: string): Promise<void> {
  const tab = await page.waitForSelector(
    `::-p-xpath(//*[@role="tab" and normalize-space(.)="${title}"])`,
  );
  await tab!.click({ button: 'right' });
  await page.locator('::-p-xpath(//li[@role="menuitem" and normalize-space(.)="Refresh"])').click();
}

async function retry(page: Page): Promise<void> {
  await page
    .locator(
      '::-p-xpath(//*[@role="tabpanel" and not(@hidden)]//button[normalize-space(.)="Retry"])',
    )
    .click();
}

describe('a sub-app page whose code cannot be loaded', () => {
  it('shows the failure with Retry, and Retry works once the network is back', async () => {
    // offline from the start: the module's page, its scripts and its chunks are out of reach,
    // also for the shell's early fetch of the module (which would otherwise be cached)
    const { context, page } = await freshPage(browser());
    const blocked: { pattern: RegExp | null } = { pattern: /\/apps\/platform\// };
    await failing(page, blocked);
    const prefetched = page.waitForRequest((request) => blocked.pattern!.test(request.url()));
    await page.goto(`${baseUrl}/workplace`);
    await signIn(page, 'alice');
    await waitForShell(page);
    await prefetched;
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(String(error)));

    await clickMenu(page, 'Personal', 'Personal Centre');
    await waitForPanelText(page, 'This module could not be loaded');

    // back online for the module, but its page's chunk still fails
    blocked.pattern = /\/apps\/platform\/.*\.async\.js/;
    await retry(page);
    await waitForPanelText(page, 'This page could not be loaded');
    await refreshTab(page, 'Personal Centre'); // still offline: fails again, says so again
    await waitForPanelText(page, 'This page could not be loaded');

    blocked.pattern = null;
    await retry(page);
    await waitForPanelText(page, 'Alice Chen');
    expect(uncaught).toEqual([]);
    await context.close();
  });

  it('comes back by itself when the browser is online again', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    const blocked: { pattern: RegExp | null } = { pattern: /\/apps\/platform\/.*\.async\.js/ };
    await failing(page, blocked);
    await clickMenu(page, 'Personal', 'My Tenants');
    await waitForPanelText(page, 'This page could not be loaded');

    await page.setOfflineMode(true);
    blocked.pattern = null;
    await page.setOfflineMode(false); // the browser says "online"
    await waitForPanelText(page, 'Acme Property');
    await context.close();
  });

  it("comes back with the tab's Refresh once the network is back", async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    const blocked: { pattern: RegExp | null } = { pattern: /\/apps\/platform\/.*\.async\.js/ };
    await failing(page, blocked);
    await clickMenu(page, 'Personal', 'My Roles');
    await waitForPanelText(page, 'This page could not be loaded');
    blocked.pattern = null;
    await refreshTab(page, 'My Roles');
    await waitForPanelText(page, 'Production Planner');
    await context.close();
  });
});
