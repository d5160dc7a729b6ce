/**
 * The user's own details: what a page saves is what the whole shell shows, without a reload.
 * Feedback from the user menu, where the organisation collects it.
 */
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { addFault, resetGateway } from '../support/gateway-control';
import { openSignedIn } from '../support/session';
import { answerDialog, waitForNotification, waitForPanelText } from '../support/shell-helpers';

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

  it('sends feedback from the user menu; a failed send keeps what was written', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    await waitForPanelText(page, 'alice@acme.example');
    await addFault(baseUrl, { method: 'POST', path: '/market/feedback', status: 500, times: 1 });
    await page.locator('.polaris-header-account').click();
    // the entry shows once the organisation's switch is read (when the shell is idle after start)
    await page
      .locator('::-p-xpath(//li[@role="menuitem" and normalize-space(.)="Feedback"])')
      .click();
    const subject = await page.waitForSelector('.ant-modal input');
    await subject!.type('Export');
    await page.type('.ant-modal textarea', 'The export button is hard to find');
    await answerDialog(page, 'Send');
    await page.waitForFunction(() =>
      document.querySelector('.ant-modal')?.textContent?.includes('Your feedback was not sent'),
    );
    expect(await page.$eval('.ant-modal input', (input) => (input as HTMLInputElement).value)).toBe(
      'Export',
    );
    // the request layer says why, bottom right, over the dialog's buttons until it goes
    await waitForNotification(page, 'Failed to fetch data');
    await answerDialog(page, 'Send');
    await waitForNotification(page, 'Thank you: your feedback was sent.');
    await context.close();
  });
});
