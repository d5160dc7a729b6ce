/**
 * A session that ends keeps the user's work (issue 19): signed in again in a window of its own,
 * the user stays on the page with their input and the save they pressed lands; a kick-off keeps
 * the input as a draft the page offers back after the next sign-in.
 */
import type { Page } from 'puppeteer';
import { signInViaHttp } from '../../mock/testing/sign-in';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { addFault, resetGateway } from '../support/gateway-control';
import { ACCOUNTS, openSignedIn, signIn, waitForShell } from '../support/session';
import { answerDialog, waitForDialogsClosed, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

async function typeUnsavedName(page: Page, name: string): Promise<void> {
  await waitForPanelText(page, 'alice@acme.example');
  await page.locator('::-p-xpath(//button[normalize-space(.)="Edit"])').click();
  const input = await page.waitForSelector('input#realName');
  await input!.click({ clickCount: 3 });
  await input!.type(name);
}

const nameInput = (page: Page) =>
  page.$eval('input#realName', (input) => (input as HTMLInputElement).value);

const headerShows = (page: Page, name: string) =>
  page.waitForFunction(
    (expected: string) =>
      document
        .querySelector('header .polaris-header-account')
        ?.getAttribute('aria-label')
        ?.includes(expected),
    {},
    name,
  );

/** Presses the dialog's Sign in again and signs in as alice in the window that opens. */
async function signInAgainInWindow(page: Page): Promise<void> {
  const opened = new Promise<Page | null>((resolve) => page.once('popup', resolve));
  await answerDialog(page, 'Sign in again');
  const popup = await opened;
  if (!popup) throw new Error('no sign-in window opened');
  await popup.waitForSelector('input[name=username]');
  expect(new URL(popup.url()).pathname).toBe('/oauth/oauth/authorize');
  const closed = new Promise<void>((resolve) => popup.once('close', () => resolve()));
  await popup.type('input[name=username]', ACCOUNTS.alice.username);
  await popup.type('input[name=password]', ACCOUNTS.alice.password);
  await popup.click('button[type=submit]');
  await closed; // the window closes itself once the tokens are stored
}

describe('a session that ends while a page holds unsaved input', () => {
  it('signs in again without leaving the page, and the save lands with the typed value', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    const loadedAt = await page.evaluate(() => performance.timeOrigin);
    await typeUnsavedName(page, 'Alice Renewed');

    // Save is pressed, and every token is revoked while the save is on its way (otherwise the
    // message socket would notice first, and the question would come before the click)
    await addFault(baseUrl, {
      method: 'PUT',
      path: '/iam/hzero/v1/users/self',
      delayMs: 1500,
      times: 1,
    });
    await page.locator('::-p-xpath(//button[normalize-space(.)="Save"])').click();
    await resetGateway(baseUrl, { tokens: true });
    await page.waitForSelector('::-p-text(Your session has ended)');
    expect(await nameInput(page)).toBe('Alice Renewed'); // the input is still there

    await signInAgainInWindow(page);
    await headerShows(page, 'Alice Renewed'); // the save was sent again and landed
    await waitForPanelText(page, 'Alice Renewed');
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt); // never left
    expect(new URL(page.url()).pathname).toBe('/hiam/user/info');
    const tabs = await page.$$eval('[role="tab"]', (nodes) => nodes.map((n) => n.textContent));
    expect(tabs).toEqual(['Workplace', 'Personal Centre']);
    // the message socket signs in again with the new token
    await page.waitForFunction(
      async (url: string) => {
        const answer = await fetch(`${url}/__mock__/messages/sockets?loginName=alice`);
        return ((await answer.json()) as { sockets: number }).sockets > 0;
      },
      { polling: 500 },
      baseUrl,
    );
    await context.close();
  });

  it('asks before the input goes when the user declines, and leaves only then', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    await typeUnsavedName(page, 'Alice Declined');
    await resetGateway(baseUrl, { tokens: true });
    await page.locator('::-p-xpath(//button[normalize-space(.)="Save"])').click();

    await answerDialog(page, 'Leave');
    await answerDialog(page, 'Keep editing'); // the page keeps its input: the question returns
    await page.waitForSelector('::-p-text(Your session has ended)');
    expect(await nameInput(page)).toBe('Alice Declined');

    await answerDialog(page, 'Leave');
    await Promise.all([page.waitForNavigation(), answerDialog(page, 'Discard')]);
    expect(new URL(page.url()).pathname).toBe('/oauth/oauth/authorize');
    await context.close();
  });
});

describe('a kick-off while a page holds unsaved input', () => {
  it('keeps the input as a draft that the page offers back after the next sign-in', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    await typeUnsavedName(page, 'Alice Drafted');
    await signInViaHttp(baseUrl, ACCOUNTS.alice.username, ACCOUNTS.alice.password); // elsewhere

    // The kick-off comes with the next call (Save), or first through the message socket when the
    // gateway's 20 s heartbeat finds the old token revoked before the click: either way the page
    // must keep the input. A click still waiting for a Save that left with the page is called off.
    const kicked = page.waitForSelector('::-p-text(signed in elsewhere)');
    const abort = new AbortController();
    const save = page
      .locator('::-p-xpath(//button[normalize-space(.)="Save"])')
      .click({ signal: abort.signal })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) throw error;
      });
    await kicked;
    abort.abort();
    await save;
    expect(new URL(page.url()).pathname).toBe('/public/kickoff');

    await Promise.all([
      page.waitForNavigation(),
      page.locator('::-p-xpath(//button[normalize-space(.)="Sign in again"])').click(),
    ]);
    await signIn(page, 'alice');
    await waitForShell(page);
    await page
      .locator('::-p-xpath(//*[@role="tab" and normalize-space(.)="Personal Centre"])')
      .click();
    await answerDialog(page, 'Restore');
    await waitForDialogsClosed(page);
    expect(await nameInput(page)).toBe('Alice Drafted');

    await page.locator('::-p-xpath(//button[normalize-space(.)="Save"])').click();
    await headerShows(page, 'Alice Drafted');
    // handed out once: a reload offers nothing more
    await page.reload();
    await waitForShell(page);
    await waitForPanelText(page, 'Alice Drafted');
    expect(await page.$('input#realName')).toBeNull();
    await context.close();
  });
});
