/**
 * The platform sub-app outside the container: alone against the gateway (developer mode, same
 * login page) and mounted by a foreign host shell on another origin that uses plain qiankun.
 */
import type { Page } from 'puppeteer';
import { serveApps } from '../../mock/cli/serve-apps';
import { findApp } from '../../mock/cli/workspace';
import type { RunningGateway } from '../../mock/server/gateway';
import { signInViaHttp } from '../../mock/testing/sign-in';
import { useBrowser } from '../support/browser';
import { hostStorageNames, seedHostStorage } from '../support/embedded-container';
import { foreignHostUrl, gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { freshPage, signIn } from '../support/session';

const baseUrl = gatewayUrl();

const browser = useBrowser();
// other files change seed data (e.g. a user's default language): start from the seed
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const text = (page: Page) => page.$eval('body', (body) => body.innerText);

describe('platform sub-app running alone', () => {
  let standalone: RunningGateway;

  beforeAll(async () => {
    standalone = await serveApps({ spaApp: findApp('platform'), port: 0, quiet: true });
  });
  afterAll(() => standalone.close());

  it('signs in through the same login page and shows its page', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${standalone.url}/hiam/user/roles`);
    await signIn(page, 'alice');
    await page.waitForFunction(() => document.body.innerText.includes('Production Planner'));
    expect(new URL(page.url()).pathname).toBe('/hiam/user/roles');
    expect(page.url()).not.toContain('access_token');
    expect(await text(page)).toContain('My Roles');
    expect(await page.$('[role="tablist"]')).toBeNull(); // no container shell around it
    await context.close();
  });

  it("lists each page once in its top bar: a page's two forms as the one the role may open", async () => {
    const { context, page } = await freshPage(browser());
    try {
      await page.setViewport({ width: 1280, height: 800 });
      await page.goto(`${standalone.url}/hiam/user/info`);
      await signIn(page, 'admin');
      const entries = () =>
        page.$$eval('header [role="menuitem"]', (items) =>
          // items the bar has no room for move into its "…" entry: not shown, no text
          items.map((item) => (item as HTMLElement).innerText.trim()).filter(Boolean),
        );
      // one entry for the title whether or not the permission answers are in yet
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('header [role="menuitem"]')).some(
          (item) => (item as HTMLElement).innerText.trim() === '值集配置',
        ),
      );
      const shown = await entries();
      expect(shown).toContain('值集配置');
      expect(shown.filter((entry) => entry === '值集配置')).toHaveLength(1);
      expect(new Set(shown).size).toBe(shown.length);
      await page
        .locator('::-p-xpath(//header//*[@role="menuitem" and normalize-space(.)="值集配置"])')
        .click();
      await page.waitForFunction(() => window.location.pathname === '/hpfm/value-list');
    } finally {
      await context.close();
    }
  });
});

describe('platform sub-app in a foreign host', () => {
  // a host the gateway trusts (global setup lists it, as MOCK_ALLOWED_ORIGINS would)
  const host = { url: foreignHostUrl() };

  it('renders inside the host with the token it hands over, and unmounts cleanly', async () => {
    const { accessToken } = await signInViaHttp(baseUrl, 'alice', 'Alice@1234');
    const { context, page } = await freshPage(browser());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push((error as Error).message));
    const query = new URLSearchParams({
      entry: `${baseUrl}/apps/platform/`,
      token: accessToken,
      path: '/hiam/user/info',
    });
    await page.goto(`${host.url}/?${query.toString()}`);
    await seedHostStorage(page);
    const storageBefore = await hostStorageNames(page);
    const headStylesBefore = await page.$$eval(
      'head style, head link[rel=stylesheet]',
      (n) => n.length,
    );

    await page.click('#mount');
    await page.waitForFunction(() => document.getElementById('status')?.textContent === 'mounted');
    await page.waitForFunction(() =>
      document.getElementById('slot')?.innerText.includes('alice@acme.example'),
    );
    expect(await page.$eval('#slot', (slot) => (slot as HTMLElement).innerText)).toContain(
      'Personal Centre',
    );
    // Permission-checked controls ask our gateway from the host's origin, with the host's token.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLButtonElement>('#slot button')).some(
        (button) => button.textContent?.trim() === 'Edit' && !button.disabled,
      ),
    );
    // The host's own page is untouched.
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Foreign host shell');

    await page.click('#unmount');
    await page.waitForFunction(
      () => document.getElementById('status')?.textContent === 'unmounted',
    );
    expect(await page.$eval('#slot', (slot) => slot.innerHTML)).toBe('');
    expect(await page.$$eval('head style, head link[rel=stylesheet]', (n) => n.length)).toBe(
      headStylesBefore,
    );
    // Nothing of ours stays behind on the host's origin (its API answers carried a verification
    // token, which our own page would keep in local storage).
    expect(await page.evaluate(() => document.cookie)).not.toContain('access_token');
    expect(await hostStorageNames(page)).toEqual(storageBefore);

    // Mounting again works (no state left from the first mount).
    await page.click('#mount');
    await page.waitForFunction(() =>
      document.getElementById('slot')?.innerText.includes('alice@acme.example'),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is served by the gateway at /test/host/: signs in there and mounts the page', async () => {
    const { context, page } = await freshPage(browser());
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push((error as Error).message));
      await page.goto(`${baseUrl}/test/host/?path=/hiam/user/info`);
      await Promise.all([page.waitForNavigation(), page.click('#sign-in')]);
      await signIn(page, 'alice'); // the gateway's own sign-in page, back to the host
      await page.waitForFunction(
        () => document.getElementById('status')?.textContent === 'signed in',
      );
      // the token went into the host's memory, not its address
      expect(new URL(page.url()).hash).toBe('');
      await page.click('#mount');
      await page.waitForFunction(() =>
        document.getElementById('slot')?.innerText.includes('alice@acme.example'),
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
