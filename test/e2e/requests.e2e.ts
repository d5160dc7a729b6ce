import type { HTTPRequest } from 'puppeteer';
/**
 * What a user sees of the request layer (spec section 8): a failed save's notification, a
 * network failure with a retry, and a session that expires mid-work returning to the same page
 * after signing in again.
 */
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { addFault, advanceClock, resetGateway } from '../support/gateway-control';
import { openSignedIn, selectedTabTitle, signIn, waitForShell } from '../support/session';
import { clickMenu, waitForNotification, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

describe('request layer in the browser', () => {
  it('tells the user why a save failed and keeps the page as it was', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hpfm/tenants/mine');
    await waitForPanelText(page, 'Globex Manufacturing');
    await addFault(baseUrl, {
      path: '^/iam/hzero/v1/users/default-tenant',
      status: 200,
      body: {
        failed: true,
        code: 'error.locked',
        message: 'Default tenant is locked by policy',
        type: 'warn',
      },
      times: 1,
    });
    await page.locator('::-p-xpath(//button[normalize-space(.)="Set as default"])').click();
    await waitForNotification(page, 'Default tenant is locked by policy');
    await waitForNotification(page, 'Operation failed');
    const row = await page.$eval(
      '::-p-xpath(//tr[.//text()[contains(., "Acme Property")]])',
      (node) => (node as HTMLElement).innerText,
    );
    expect(row).toContain('Default');
    await context.close();
  });

  it('reports a network failure and recovers with a retry', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    await waitForPanelText(page, 'alice@acme.example');
    let offline = true;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (offline && request.url().includes('/member-roles/self-roles')) {
        void request.abort('internetdisconnected');
      } else void request.continue();
    });
    await clickMenu(page, 'My Roles');
    await waitForNotification(page, 'Network request exception');
    await waitForNotification(page, 'Please retry later');
    offline = false;
    await page
      .locator(
        '::-p-xpath(//div[@role="tabpanel" and not(@hidden)]//button[normalize-space(.)="Retry"])',
      )
      .click();
    await waitForPanelText(page, 'Production Planner');
    await context.close();
  });

  it('sends an expired session back through sign-in to the page the user was opening', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    await waitForPanelText(page, 'alice@acme.example');
    // The session runs out while My Tenants is opening: its call is held until the clock has
    // moved. (Moved before the click, the gateway's socket check, every 20 s, could end the
    // session first, and sign-in would then return to the page the user was on.)
    await page.setRequestInterception(true);
    let holding = true;
    const opening = new Promise<HTTPRequest>((resolve) => {
      page.on('request', (request) => {
        if (request.isInterceptResolutionHandled()) return;
        if (holding && request.url().includes('/users/self-tenants')) {
          holding = false;
          resolve(request);
        } else void request.continue();
      });
    });
    await clickMenu(page, 'My Tenants');
    const held = await opening;
    await advanceClock(baseUrl, 3601 * 1000);
    await held.continue();
    await page.waitForSelector('input[name=username]');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(
      `${baseUrl}/hpfm/tenants/mine`,
    );
    await signIn(page, 'alice');
    await waitForShell(page);
    expect(new URL(page.url()).pathname).toBe('/hpfm/tenants/mine');
    expect(await selectedTabTitle(page)).toBe('My Tenants');
    await waitForPanelText(page, 'Globex Manufacturing');
    await context.close();
  });
});
