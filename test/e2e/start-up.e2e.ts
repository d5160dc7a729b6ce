/**
 * Every branch of the start-up flow (spec section 4), driven through the mock gateway's fault
 * injection: what the user sees when the address carries an error, when the current-user call
 * throws, fails, or says the session is gone, and that nothing renders before the user is known.
 * And its order (issue 24): a browser the user worked in before asks for the menu alongside the
 * current user; what the menu's first paint does not need starts after it; another user signing
 * in never sees the remembered menu.
 */
import type { Page } from 'puppeteer';
import { signInViaHttp } from '../../mock/testing/sign-in';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { addFault, resetGateway } from '../support/gateway-control';
import { notificationTexts } from '../support/shell-helpers';
import {
  ACCOUNTS,
  freshPage,
  openSignedIn,
  selectedTabTitle,
  signIn,
  waitForShell,
} from '../support/session';
import { installStartProbe, requestTimes, rootMenus, startProbe } from '../support/start-probe';

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

describe('start-up order', () => {
  it('asks for the menu and texts alongside the current user in a browser used before, and keeps them', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    await addFault(baseUrl, { path: SELF, delayMs: 1000, times: 1 });
    await page.reload();
    await waitForShell(page);
    const [self] = await requestTimes(page, '/users/self');
    const trees = await requestTimes(page, '/menus/tree');
    const texts = await requestTimes(page, '/prompt/');
    // asked before the user's answer came, and not asked again after it
    expect(trees).toHaveLength(1);
    expect(texts).toHaveLength(1);
    expect(trees[0].start).toBeLessThan(self.end);
    expect(texts[0].start).toBeLessThan(self.end);
    await context.close();
  });

  it('starts the data hierarchy, the bell, the workplace cards and lazy code after the menu shows', async () => {
    const { context, page } = await freshPage(browser());
    await installStartProbe(page);
    await page.goto(`${baseUrl}/workplace`);
    await signIn(page, 'alice'); // the browser's first visit, then a returning one
    for (const visit of ['first', 'returning']) {
      if (visit === 'returning') await page.reload();
      await waitForShell(page);
      await page.waitForSelector('button[aria-label^="Project:"]');
      await page.waitForFunction(
        () => document.querySelectorAll('.polaris-workplace-card[aria-busy="false"]').length === 3,
      );
      const { menuShownAt } = await startProbe(page);
      for (const part of [
        '/data-hierarchies/switch/value',
        '/messageCenter/userMessage/recent',
        '/notices/user/preview',
        '/quick-entry/map-list',
        '.async.js',
      ]) {
        const asked = await requestTimes(page, part);
        expect({ visit, part, asked: asked.length > 0 }).toEqual({ visit, part, asked: true });
        const early = asked.filter((request) => request.start <= menuShownAt);
        expect({ visit, part, early }).toEqual({ visit, part, early: [] });
      }
    }
    await context.close();
  });

  it('never shows the menu remembered for another user who worked in the same browser', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    const aliceMenu = await rootMenus(page);
    await installStartProbe(page);
    const { accessToken } = await signInViaHttp(baseUrl, 'admin', ACCOUNTS.admin.password);
    await page.goto(`${baseUrl}/#access_token=${accessToken}&token_type=bearer&expires_in=3600`);
    await waitForShell(page);
    const adminMenu = await rootMenus(page);
    const aliceOnly = aliceMenu.filter((label) => !adminMenu.includes(label));
    expect(aliceOnly.length).toBeGreaterThan(0);
    const { labels } = await startProbe(page);
    expect(labels.filter((label) => aliceOnly.includes(label))).toEqual([]);
    // alice's menu was asked for with admin's token and refused: silently, and asked for admin's
    expect(await requestTimes(page, '/menus/tree')).toHaveLength(2);
    expect(await notificationTexts(page)).toEqual([]);
    await context.close();
  });
});
