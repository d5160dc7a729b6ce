/**
 * Signing out on a shared computer: the token never appears in a page address, what the next
 * person could read of the last one is gone from storage, and Back shows nothing private.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { addFault, clearFaults, resetGateway } from '../support/gateway-control';
import { openSignedIn } from '../support/session';
import { chooseFromUserMenu, clickMenu, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));
afterEach(() => clearFaults(baseUrl));

async function signOut(page: Page): Promise<void> {
  await Promise.all([page.waitForNavigation(), chooseFromUserMenu(page, null, 'Sign out')]);
  await page.waitForSelector('input[name=username]');
}

const storageKeys = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));

describe('sign-out', () => {
  it('revokes the token by request, never through a page address', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    const token = await page.evaluate(() => /access_token=([^;]+)/.exec(document.cookie)?.[1]);
    const requests: HTTPRequest[] = [];
    page.on('request', (request) => requests.push(request));

    await signOut(page);

    const addresses = requests.map((request) => request.url());
    expect(addresses.filter((address) => address.includes(token!))).toEqual([]);
    const revoke = requests.find((request) => new URL(request.url()).pathname === '/oauth/logout');
    expect(revoke?.method()).toBe('POST');
    expect(revoke?.headers().authorization).toBe(`bearer ${token}`);
    const self = await fetch(`${baseUrl}/iam/hzero/v1/users/self`, {
      headers: { Authorization: `bearer ${token}` },
    });
    expect(self.status).toBe(401);
    await context.close();
  });

  it('leaves nothing of the user in storage but the language', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    await clickMenu(page, 'Personal', 'My Roles'); // an often-used menu and a saved tab
    await page.waitForFunction(() => window.location.pathname === '/hiam/user/roles');
    await page.reload(); // the tabs are saved as the page unloads
    await page.waitForSelector('[role="tab"][aria-selected="true"]');
    const before = await storageKeys(page);
    expect(before.local).toEqual(
      expect.arrayContaining([
        'polaris.language',
        'polaris.requestVerificationToken',
        expect.stringMatching(/^polaris\.oftenUsed\./),
      ]),
    );
    expect(before.session).toEqual(expect.arrayContaining(['menuTabSessionKey11']));

    await signOut(page);

    expect(await storageKeys(page)).toEqual({ local: ['polaris.language'], session: [] });
    await context.close();
  });

  it('Back shows nothing private, and comes back only through sign-in', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    await clickMenu(page, 'Personal', 'Personal Centre');
    await waitForPanelText(page, 'Alice Chen');
    await signOut(page);

    // sample what the window shows from the moment Back is pressed until sign-in is asked for
    const shown: string[] = [];
    const sampling = (async () => {
      for (let i = 0; i < 60; i += 1) {
        shown.push(await page.evaluate(() => document.body?.innerText ?? '').catch(() => ''));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await page.goBack();
    await sampling;
    await page.waitForSelector('input[name=username]');
    const leaked = shown.filter((text) => /Alice Chen|Acme Property|Property Manager/.test(text));
    expect(leaked).toEqual([]);
    await context.close();
  });

  it('keeps Sign out where it was when the user menu learns of Feedback while open', async () => {
    // the organisation's switches (is Feedback offered?) are asked once the browser is idle
    // after the first paint; here they answer late, while alice has the menu open
    await addFault(baseUrl, { method: 'GET', path: '/market/config', delayMs: 4000, times: 1 });
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    const answered = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/market/config'),
    );
    await page.locator('.polaris-header-account').click();
    const signOutItem = '::-p-xpath(//li[@role="menuitem" and contains(., "Sign out")])';
    await page.waitForSelector(signOutItem, { visible: true });
    const where = () =>
      page.$eval(signOutItem, (item) => Math.round(item.getBoundingClientRect().top));
    // the menu slides in: wait until it stands still
    let before = await where();
    for (let last = NaN; before !== last; before = await where()) {
      last = before;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 300)); // a render or two
    expect(await where()).toBe(before);
    await Promise.all([page.waitForNavigation(), page.locator(signOutItem).click()]);
    await page.waitForSelector('input[name=username]');
    await context.close();
  });
});
