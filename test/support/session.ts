/**
 * Browser helpers: sign in through the real login page, or (for tests that are not about signing
 * in) through the same form post made from here, and wait for the shell.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { signInViaHttp } from '../../mock/testing/sign-in';

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

/** A fresh, cookie-less context (like a private window) with a page. */
export async function freshPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.createBrowserContext();
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
