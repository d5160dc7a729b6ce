/**
 * Signing in through the authorisation page, for each demo account, and what the user then
 * sees: the workplace tab, their menu from the server, no token left in the address.
 */
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { fillLogin, freshPage, openSignedIn, selectedTabTitle } from '../support/session';

const baseUrl = gatewayUrl();

const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl));

describe('sign-in', () => {
  it.each([
    ['admin', '工作台', '系统管理'],
    ['alice', 'Workplace', 'Property Management'],
  ] as const)(
    '%s lands on the workplace tab with their own menu',
    async (account, workplace, menuItem) => {
      const { context, page } = await openSignedIn(browser(), baseUrl, account);
      expect(await selectedTabTitle(page)).toBe(workplace);
      expect(new URL(page.url()).pathname).toBe('/workplace');
      const menuTexts = await page.$$eval('nav [role="menu"] > li', (items) =>
        items.map((item) => item.textContent?.trim()),
      );
      expect(menuTexts).toContain(menuItem);
      await context.close();
    },
  );

  it('removes the token from the address and keeps it out of the history', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/workplace');
    expect(page.url()).not.toContain('access_token');
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    await context.close();
  });

  it('shows an error for a wrong password and keeps the username', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${baseUrl}/workplace`);
    await fillLogin(page, 'alice', 'not-her-password');
    expect(
      await page.$eval('input[name=username]', (input) => (input as HTMLInputElement).value),
    ).toBe('alice');
    expect(
      await page.$eval('input[name=password]', (input) => (input as HTMLInputElement).value),
    ).toBe('');
    const text = await page.$eval('body', (body) => body.textContent ?? '');
    expect(text).toMatch(/Incorrect username or password/);
    await context.close();
  });

  it('returns to the page the user asked for', async () => {
    const { context, page } = await openSignedIn(
      browser(),
      baseUrl,
      'alice',
      '/hiam/user/info?from=bookmark',
    );
    const url = new URL(page.url());
    expect(url.pathname).toBe('/hiam/user/info');
    expect(url.searchParams.get('from')).toBe('bookmark');
    expect(await selectedTabTitle(page)).toBe('Personal Centre');
    await context.close();
  });
});
