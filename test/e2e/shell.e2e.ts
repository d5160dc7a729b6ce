/**
 * The shell after sign-in: a menu leaf of a sub-app opens in a tab, tabs keep their pages, are
 * accessible, close back to the previous tab, and a sub-app's memory is released with its last
 * tab. Unknown addresses show "not found" instead of silently falling back to the workplace.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { addFault, resetGateway } from '../support/gateway-control';
import { clickMenu, goBackHome, waitForPanelText } from '../support/shell-helpers';
import {
  freshPage,
  openSignedIn,
  selectedTabTitle,
  signIn,
  waitForShell,
} from '../support/session';

const baseUrl = gatewayUrl();

const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl));

async function tabTitles(page: Page): Promise<string[]> {
  return page.$$eval('[role="tab"]', (tabs) => tabs.map((tab) => tab.textContent?.trim() ?? ''));
}

describe('shell', () => {
  it('signs in and mounts a module without a failed request or a console warning', async () => {
    const { context, page } = await freshPage(browser());
    const noise: string[] = [];
    page.on('console', (message) => {
      if (['warn', 'error'].includes(message.type())) noise.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) noise.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${baseUrl}/workplace`);
    await signIn(page, 'alice'); // the sign-in page too (it used to ask for a missing favicon)
    await waitForShell(page);
    await clickMenu(page, 'Personal', 'Personal Centre');
    await waitForPanelText(page, 'alice@acme.example');
    // single-spa warns 5 s after it loads when it was never started
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 5500)));
    expect(noise).toEqual([]);
    await context.close();
  });

  it('opens a sub-app page from the menu in its own tab', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    await clickMenu(page, 'Personal', 'Personal Centre');
    await page.waitForFunction(() => window.location.pathname === '/hiam/user/info');
    await waitForPanelText(page, 'alice@acme.example');
    expect(await selectedTabTitle(page)).toBe('Personal Centre');
    expect(await tabTitles(page)).toEqual(['Workplace', 'Personal Centre']);
    await context.close();
  });

  it('keeps pages alive across tab switches with one sub-app instance, and releases it with the last tab', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    await clickMenu(page, 'Personal', 'Personal Centre');
    await waitForPanelText(page, 'alice@acme.example');
    await clickMenu(page, 'My Roles');
    await waitForPanelText(page, 'Property Manager');
    expect(await page.$$eval('[data-polaris-module]', (nodes) => nodes.length)).toBe(1);

    const marker = await page.$eval('[role="tabpanel"]:not([hidden]) .ant-table', (table) => {
      (table as HTMLElement).dataset.marker = 'kept';
      return 'kept';
    });
    await page.click('[role="tab"]:first-of-type');
    await page.click(`[role="tab"][id*="roles"]`);
    expect(
      await page.$eval(
        '[role="tabpanel"]:not([hidden]) .ant-table',
        (t) => (t as HTMLElement).dataset.marker,
      ),
    ).toBe(marker);

    await page.click('button[aria-label="Close My Roles"]');
    await page.click('button[aria-label="Close Personal Centre"]');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-polaris-module]').length === 0,
    );
    expect(await tabTitles(page)).toEqual(['Workplace']);
    await context.close();
  });

  it('exposes accessible tabs and closes the active tab back to the previous one', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hpfm/tenants/mine');
    await clickMenu(page, 'Personal', 'My Roles');
    await page.waitForFunction(() => window.location.pathname === '/hiam/user/roles');

    const tabs = await page.$$eval('[role="tab"]', (nodes) =>
      nodes.map((node) => ({
        selected: node.getAttribute('aria-selected'),
        controls: node.getAttribute('aria-controls'),
      })),
    );
    expect(tabs.map((tab) => tab.selected)).toEqual(['false', 'false', 'true']);
    for (const tab of tabs)
      expect(await page.$(`#${tab.controls}[role="tabpanel"]`)).not.toBeNull();
    expect(await page.$('[role="tablist"]')).not.toBeNull();
    // The workplace tab cannot be closed; every other tab has a labelled close button.
    expect(
      await page.$$eval('[role="tablist"] button[aria-label^="Close"]', (b) =>
        b.map((x) => x.getAttribute('aria-label')),
      ),
    ).toEqual(['Close My Tenants', 'Close My Roles']);

    await page.click('button[aria-label="Close My Roles"]');
    await page.waitForFunction(() => window.location.pathname === '/hpfm/tenants/mine');
    expect(await selectedTabTitle(page)).toBe('My Tenants');

    await page.focus('[role="tab"][aria-selected="true"]');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => window.location.pathname === '/workplace');
    expect(await selectedTabTitle(page)).toBe('Workplace');
    await context.close();
  });

  it.each([
    ['a bare 500', undefined, 'Failed to fetch data'],
    [
      "a 500 with HZERO's failed body: the server's message",
      {
        failed: true,
        code: 'error.menu.unavailable',
        message: 'The menu service is restarting',
        type: 'error',
      },
      'The menu service is restarting',
    ],
  ])(
    'offers a retry when the menu cannot be loaded (%s), and tells the user why',
    async (_, body, why) => {
      await addFault(baseUrl, { path: '^/iam/hzero/v1/menus/tree', status: 500, body, times: 1 });
      const { context, page } = await freshPage(browser());
      await page.goto(`${baseUrl}/workplace`);
      await signIn(page, 'alice');
      await page.waitForFunction(
        (expected: string) => document.body.innerText.includes(expected),
        {},
        why,
      );
      // said once, in the user's words, where the menu would be: what failed and why, no status
      // code or text, no notification on top of the Retry button
      const shown = await page.evaluate(() => document.body.innerText);
      expect(shown).toContain('Your menu could not be loaded');
      expect(shown).not.toContain('Internal Server Error');
      expect(shown).not.toMatch(/\b500\b/);
      expect(await page.$('.ant-notification-notice')).toBeNull();
      await page.locator('::-p-xpath(//button[normalize-space(.)="Retry"])').click();
      await waitForShell(page);
      expect(await page.$$('nav [role="menu"] > li')).not.toHaveLength(0);
      await context.close();
    },
  );

  it.each([
    ['an address nothing knows', '/no/such/page'],
    ['an unknown page of a module', '/hiam/user/no-such-page'],
  ])('shows "not found" in a tab for %s, with the same way back', async (_, path) => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', path);
    expect(new URL(page.url()).pathname).toBe(path);
    await page.waitForFunction(() =>
      document
        .querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')
        ?.innerText.includes('Sorry, the page you visited does not exist'),
    );
    await goBackHome(page);
    expect(await selectedTabTitle(page)).toBe('Workplace');
    await context.close();
  });

  it('opens the 501 page with what the gateway answered, printed as text', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    const body = {
      failed: true,
      code: 'error.not_implemented',
      message: 'Languages are <b>not</b> served here',
    };
    // the user menu asks for the languages as it opens
    await addFault(baseUrl, { path: 'lovCode=HPFM.LANGUAGE', status: 501, body, times: 1 });
    await page.locator('.polaris-header-account').click();
    await page.waitForFunction(() => window.location.pathname === '/exception/501');
    const detail = await page.waitForSelector('pre.polaris-error-detail');
    expect(JSON.parse((await detail!.evaluate((pre) => pre.textContent)) ?? '')).toEqual(body);
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain('Languages are <b>not</b> served here');
    expect(text).toContain('What the server answered');
    expect(await page.$('pre b, .ant-result b')).toBeNull(); // shown, never made markup
    await context.close();
  });
});
