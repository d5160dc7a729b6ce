/**
 * The user's own details: what a page saves is what the whole shell shows, without a reload.
 */
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { openSignedIn } from '../support/session';
import { waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

describe('current user', () => {
  it('shows a name saved on Personal Centre in the header and on the workplace at once', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    await waitForPanelText(page, 'alice@acme.example');
    const loadedAt = await page.evaluate(() => performance.timeOrigin);

    await page.locator('::-p-xpath(//button[normalize-space(.)="Edit"])').click();
    const name = await page.waitForSelector('input#realName');
    await name!.click({ clickCount: 3 });
    await name!.type('Alice Chen-Wu');
    await page.locator('::-p-xpath(//button[normalize-space(.)="Save"])').click();

    await page.waitForFunction(() =>
      document
        .querySelector('header .polaris-header-account')
        ?.getAttribute('aria-label')
        ?.includes('Alice Chen-Wu'),
    );
    await page.locator('::-p-xpath(//*[@role="tab" and normalize-space(.)="Workplace"])').click();
    await waitForPanelText(page, 'Alice Chen-Wu · Acme Property');
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt); // no reload
    await context.close();
  });
});
