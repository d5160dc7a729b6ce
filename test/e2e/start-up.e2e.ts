/**
 * Every branch of the start-up flow (spec section 4), driven through the mock gateway's fault
 * injection: what the user sees when the address carries an error, when the current-user call
 * throws, fails, or says the session is gone, and that nothing renders before the user is known.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { addFault, resetGateway } from '../support/gateway-control';
import { notificationTexts } from '../support/shell-helpers';
import {
  freshPage,
  openSignedIn,
  selectedTabTitle,
  signIn,
  waitForShell,
} from '../support/session';

const SELF = '^/iam/hzero/v1/users/self(\\?|$)';
const baseUrl = gatewayUrl();

const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const bodyText = (page: Page) => page.$eval('body', (body) => body.innerText);

describe('start-up', () => {
  it('sends a visitor without a session to the authorisation page with the address to come back to', async () => {
    const { context, page } = await freshPage(browser());
    const target = `${baseUrl}/hpfm/tenants/mine?tab=2`;
    await page.goto(target);
    await page.waitForSelector('input[name=username]');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/oauth/oauth/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(target);
    expect(url.searchParams.get('client_id')).toBe('localhost');
    expect(url.searchParams.get('response_type')).toBe('token');
    await context.close();
  });

  it('renders nothing of the app until the current user is known', async () => {
    await addFault(baseUrl, { path: SELF, delayMs: 2500, times: 1 });
    const { context, page } = await freshPage(browser());
    await page.goto(`${baseUrl}/workplace`);
    await signIn(page, 'alice');
    await page.waitForSelector('.polaris-boot');
    expect(await page.$('[role="tab"]')).toBeNull();
    expect(await page.$('nav')).toBeNull();
    await waitForShell(page);
    expect(await page.$('.polaris-boot')).toBeNull();
    await context.close();
  });

  it('shows an error message carried in the address on the error-message page', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(
      `${baseUrl}/workplace?errorMessage=${encodeURIComponent('Account locked by policy')}`,
    );
    await page.waitForFunction(() => window.location.pathname === '/public/error-message');
    await page.waitForFunction(() => document.body.innerText.includes('Account locked by policy'));
    await context.close();
  });

  it('shows the 500 page when fetching the current user throws', async () => {
    await addFault(baseUrl, { path: SELF, status: 500, body: { error: 'boom' }, times: 1 });
    const { context, page } = await freshPage(browser());
    await page.goto(`${baseUrl}/workplace`);
    await signIn(page, 'alice');
    await page.waitForFunction(() => window.location.pathname === '/exception/500');
    await page.waitForFunction(() =>
      document.body.innerText.includes('Sorry, the server went wrong'),
    );
    expect(await page.$('.polaris-boot')).toBeNull();
    await context.close();
  });

  it('shows the self-error page with the message of a failed current-user result', async () => {
    const failed = {
      failed: true,
      code: 'error.user.locked',
      message: 'Your account is locked',
      type: 'error',
    };
    await addFault(baseUrl, { path: SELF, status: 200, body: failed, times: 1 });
    const { context, page } = await freshPage(browser());
    await page.goto(`${baseUrl}/workplace`);
    await signIn(page, 'alice');
    await page.waitForFunction(() => window.location.pathname === '/public/self-error');
    expect(await bodyText(page)).toContain('Your account is locked');
    await context.close();
  });

  it('goes back to sign-in on a 401 and returns to the same page afterwards', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    await addFault(baseUrl, {
      path: SELF,
      status: 401,
      body: { error: 'invalid_token' },
      times: 1,
    });
    await page.reload();
    await page.waitForSelector('input[name=username]');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(`${baseUrl}/hiam/user/info`);
    await signIn(page, 'alice');
    await waitForShell(page);
    expect(new URL(page.url()).pathname).toBe('/hiam/user/info');
    expect(await selectedTabTitle(page)).toBe('Personal Centre');
    await context.close();
  });

  it('shows the kick-off page when the same account signed in elsewhere', async () => {
    const first = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    const second = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    await first.page.reload();
    await first.page.waitForFunction(() => window.location.pathname === '/public/kickoff');
    expect(new URL(first.page.url()).searchParams.get('language')).toBeTruthy();
    // the address changes before the page's lazy view has arrived ("Loading…" meanwhile)
    await first.page.waitForFunction(() => document.body.innerText.includes('signed in elsewhere'));
    expect(await bodyText(first.page)).toContain('signed in elsewhere');
    await Promise.all([first.context.close(), second.context.close()]);
  });

  it('shows only the kick-off page to a user kicked off while working', async () => {
    const first = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    const second = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    // The shell's next request meets the 401, unless the message socket's close (4401: signed in
    // elsewhere) has ended the session first and the page is already going: either way only the
    // kick-off page may show, which the lines below check.
    await first.page.click('button[aria-label^="Tenant:"]').catch(() => undefined);
    await first.page.waitForFunction(() => document.body.innerText.includes('signed in elsewhere'));
    expect(new URL(first.page.url()).pathname).toBe('/public/kickoff');
    // a notification would have been shown before the page changed: give it frames to paint
    await first.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await notificationTexts(first.page)).toEqual([]);
    await Promise.all([first.context.close(), second.context.close()]);
  });
});
