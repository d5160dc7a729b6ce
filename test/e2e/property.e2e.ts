/**
 * The property-management (wuye) variant as alice under Acme (Property Manager): every entry of
 * her Property Management menu and her workplace shortcuts open working pages of the property
 * module; the back office's authority decides what opens (arriving after the page, or not at
 * all); the stored-file links and images of its pages go through the file service.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { addFault, resetGateway } from '../support/gateway-control';
import { openSignedIn, selectedTabTitle } from '../support/session';
import { clickMenu, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const ENTRIES: [string, string][] = [
  ['Property Records', 'Projects'],
  ['Property Records', 'Houses'],
  ['Property Records', 'Owners'],
  ['Charging', 'Charge Standards'],
  ['Charging', 'Bills'],
  ['Charging', 'Receipts'],
  ['Customer Service', 'Repair Orders'],
  ['Customer Service', 'Complaints and Suggestions'],
];

/** The visible tab's page has loaded its list: a table with rows (or its empty text). */
async function waitForList(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const panel = document.querySelector('[role="tabpanel"]:not([hidden])');
    return Boolean(panel?.querySelector('table tbody tr'));
  });
  const text = await page.$eval(
    '[role="tabpanel"]:not([hidden])',
    (panel) => (panel as HTMLElement).innerText,
  );
  expect(text).not.toContain('not available yet');
  expect(text).not.toContain('Sorry');
}

describe('the property variant (alice, Acme)', () => {
  it('every Property Management entry opens a working page of the property module', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    try {
      for (const [group, title] of ENTRIES) {
        await clickMenu(page, 'Property Management', group, title);
        await waitForList(page);
        expect(await selectedTabTitle(page)).toBe(title);
      }
    } finally {
      await context.close();
    }
  });

  it('her workplace shortcuts open the property pages', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    try {
      for (const title of ['Houses', 'Bills', 'Repair Orders']) {
        const shortcut = await page.waitForSelector(
          `::-p-xpath(//*[@role="tabpanel" and not(@hidden)]//button[@title="${title}"])`,
          { visible: true },
        );
        await shortcut!.click();
        await waitForList(page);
        expect(await selectedTabTitle(page)).toBe(title);
        await page.goto(`${baseUrl}/workplace`);
      }
    } finally {
      await context.close();
    }
  });

  it('a page waits for the authority that arrives late, and one it does not grant is the 403 page', async () => {
    await addFault(baseUrl, {
      path: 'AuthorityApi/GetCurrentAuthority',
      delayMs: 1_500,
      times: 1,
    });
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/wuye/owner');
    try {
      await page.waitForSelector('[role="tabpanel"]:not([hidden]) [role="status"]');
      await waitForList(page);
      await addFault(baseUrl, {
        path: 'AuthorityApi/GetCurrentAuthority',
        status: 200,
        body: { success: true, result: ['Pages', 'Pages.Property'] },
      });
      await page.reload();
      await waitForPanelText(page, 'Sorry, you have no permission to access this page');
    } finally {
      await context.close();
    }
  });
});
