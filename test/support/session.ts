/**
 * Browser helpers: sign in through the real login page, or (for tests that are not about signing
 * in) through the same form post made from here, and wait for the shell.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { signInViaHttp } from '../../mock/testing/sign-in';
import { foreignHostUrl, gatewayUrl } from './env';

export const ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin@1234' },
  alice: { username: 'alice', password: 'Alice@1234' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.waitForSelector('input[name=username]');
  await page.$eval('input[name=username]', (input) => ((input as HTMLInputElement).value = ''));
  await page.type('input[name=username]', username);
  await page.type('input[name=password]', password);
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
}

export async function signIn(page: Page, account: AccountName): Promise<void> {
  const { username, password } = ACCOUNTS[account];
  await fillLogin(page, username, password);
}

/** The shell is up when a selected tab is shown. */
export async function waitForShell(page: Page): Promise<void> {
  await page.waitForSelector('[role="tab"][aria-selected="true"]', { timeout: 20_000 });
}

export async function selectedTabTitle(page: Page): Promise<string> {
  return page.$eval('[role="tab"][aria-selected="true"]', (tab) => tab.textContent?.trim() ?? '');
}

/** The browsers whose default context a test is using now (see freshPage). */
const sharedInUse = new WeakSet<Browser>();

/**
 * The browser's default context as a fresh one: no cookies nor stored data, as a private window,
 * but with the browser's cache of the product's scripts (hashed names, never stale), so the shell
 * starts without downloading and compiling them again (about 0.4 s a page). Closing it closes its
 * pages and deletes every cookie and stored datum of the product's origins: the next test finds
 * it as new. One test at a time holds it; a second session in the same test gets a context of
 * its own (two users' cookies never meet).
 */
async function sharedContext(browser: Browser): Promise<BrowserContext> {
  sharedInUse.add(browser);
  const shared = browser.defaultBrowserContext();
  const before = new Set(await shared.pages());
  const own = async () => (await shared.pages()).filter((page) => !before.has(page));
  const close = async () => {
    const origins = new Set(productOrigins());
    for (const page of await own()) {
      for (const frame of page.frames()) originOf(frame.url(), origins);
      await page.close();
    }
    await shared.deleteCookie(...(await shared.cookies()));
    const blank = await shared.newPage();
    try {
      const cdp = await blank.createCDPSession();
      for (const origin of origins) {
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORED_DATA });
      }
    } finally {
      await blank.close();
    }
    sharedInUse.delete(browser);
  };
  return new Proxy(shared, {
    get(target, key, receiver) {
      if (key === 'close') return close;
      if (key === 'pages') return own;
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** What a page may have stored besides cookies (Storage.clearDataForOrigin's names). */
const STORED_DATA =
  'local_storage,indexeddb,service_workers,cache_storage,file_systems,websql,shared_storage';

/** The product's origins: the gateway's, and the foreign host's of the embedding tests. */
function productOrigins(): string[] {
  return [gatewayUrl(), foreignHostUrl()].map((url) => new URL(url).origin);
}

/** Adds the origin of a page's address (http and https only) to `origins`. */
function originOf(url: string, origins: Set<string>): void {
  if (/^https?:/.test(url)) origins.add(new URL(url).origin);
}

/** A fresh, cookie-less context (like a private window) with a page. */
export async function freshPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = sharedInUse.has(browser)
    ? await browser.createBrowserContext()
    : await sharedContext(browser);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/**
 * A fresh context's page showing `path` to `account`, signed in, once the shell shows. The sign-in
 * form is posted from here as the login page posts it (signInViaHttp), and the browser opens the
 * address the gateway sends it back to, tokens in its hash: the shell starts from there as after
 * the login page, without that page's load and typing (1–2 s a sign-in). Tests of signing in use
 * the page itself (signIn).
 */
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  account: AccountName,
  path = '/',
) {
  const { context, page } = await freshPage(browser);
  const { username, password } = ACCOUNTS[account];
  const { returnAddress } = await signInViaHttp(baseUrl, username, password, {
    redirectUri: `${baseUrl}${path}`,
    userAgent: await browser.userAgent(),
  });
  await page.goto(returnAddress);
  await waitForShell(page);
  return { context, page };
}
