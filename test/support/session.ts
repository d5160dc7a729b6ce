/** Browser helpers: sign in through the real login page and wait for the shell. */
import type { Browser, BrowserContext, Page } from 'puppeteer';

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

/** Opens `path`, signs in on the authorisation page it leads to, and waits for the shell. */
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  account: AccountName,
  path = '/',
) {
  const { context, page } = await freshPage(browser);
  await page.goto(`${baseUrl}${path}`);
  await signIn(page, account);
  await waitForShell(page);
  return { context, page };
}
