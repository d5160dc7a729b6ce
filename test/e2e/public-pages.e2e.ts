/**
 * The route table's exception and public pages (spec section 2): reachable without a session,
 * with the spec's texts, and a page that throws shows the 500 page instead of a blank screen.
 */
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { freshPage } from '../support/session';

const baseUrl = gatewayUrl();

const browser = useBrowser();

describe('public pages', () => {
  it.each([
    ['/exception/403', 'Sorry, you have no permission to access this page'],
    ['/exception/404', 'Sorry, the page you visited does not exist'],
    ['/exception/500', 'Sorry, the server went wrong'],
    ['/exception/501', 'Sorry, this function is not implemented yet'],
    ['/exception/trigger', 'This page raises an error on purpose'],
    ['/public/unauthorized', 'You are not signed in'],
    ['/public/anything-unknown', 'Sorry, the page you visited does not exist'],
    ['/public/kickoff?language=en_US', 'signed in elsewhere'],
  ])('%s shows its text without a session', async (path, text) => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${baseUrl}${path}`);
    await page.waitForFunction(
      (expected: string) => document.body.innerText.includes(expected),
      {},
      text,
    );
    expect(page.url()).toBe(`${baseUrl}${path}`); // no detour through the sign-in page
    await context.close();
  });

  it.each(['/exception/404', '/exception/501', '/exception/trigger', '/public/anything-unknown'])(
    '%s offers a way back home',
    async (path) => {
      const { context, page } = await freshPage(browser());
      await page.goto(`${baseUrl}${path}`);
      const back = await page.waitForSelector('::-p-xpath(//a[normalize-space(.)="Back to home"])');
      expect(await back!.evaluate((link) => link.getAttribute('href'))).toBe('/');
      await context.close();
    },
  );

  it('shows the kick-off page in the language given in the address', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${baseUrl}/public/kickoff?language=zh_CN`);
    await page.waitForFunction(() => document.body.innerText.includes('您的账号已在其他地方登录'));
    await context.close();
  });
});
