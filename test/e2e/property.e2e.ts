/**
 * The property-management (wuye) variant as alice under Acme (Property Manager): every entry of
 * her Property Management menu and her workplace shortcuts open working pages of the property
 * module; the back office's authority decides what opens (arriving after the page, or not at
 * all); the stored-file links and images of its pages go through the file service.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { downloaded, useDownloadingPages } from '../support/downloads';
import { addFault, resetGateway } from '../support/gateway-control';
import { openSignedIn, selectedTabTitle, signIn, waitForShell } from '../support/session';
import { clickMenu, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
const downloadingPage = useDownloadingPages('polaris-property-e2e-', browser);
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

  it('a stored-file link downloads its file by key through the file service', async () => {
    const { context, page, downloads } = await downloadingPage();
    try {
      await page.goto(`${baseUrl}/wuye/complaint`);
      await signIn(page, 'alice');
      await waitForShell(page);
      await waitForPanelText(page, '地下车库有积水');
      await page
        .locator(
          '::-p-xpath(//*[@role="tabpanel" and not(@hidden)]//tr[contains(., "地下车库有积水")]//button[normalize-space(.)="View"])',
        )
        .click();
      // the handlers arrive 5 s after the module started: a click before that is the link's own
      await page.waitForFunction(() =>
        /\/hfle-signed\//.test(
          document.querySelector<HTMLImageElement>('.ant-drawer img[data-file-key]')?.src ?? '',
        ),
      );
      await page.click('.ant-drawer a[data-file-key="wuye-doc-0001"]');
      expect(await downloaded(downloads, '投诉说明.txt')).toContain('楼上漏水');
    } finally {
      await context.close();
    }
  });

  it('an address of the module that is no page is its 404 page', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/wuye/no-such-page');
    try {
      await waitForPanelText(page, 'Sorry, the page you visited does not exist');
    } finally {
      await context.close();
    }
  });
});
