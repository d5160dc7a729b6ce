/**
 * System profiles in the running product (issue 26, part F): admin (zh_CN) switches Acme's
 * SYNC_WUYE_FLAG off on the System Profiles page; alice (Acme) reloads the property app and its
 * Houses page no longer offers the sync with the property system.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { PANEL, rowButton } from '../support/iam-console';
import { openSignedIn, waitForShell } from '../support/session';
import { answerDialog, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const SYNC = `::-p-xpath(${PANEL}//button[normalize-space(.)="Sync to property system"])`;

/** Reloads alice's Houses page and waits until it shows with the sync flag it was given. */
async function reloadHouses(page: Page): Promise<void> {
  const flag = page.waitForResponse((response) => response.url().includes('/profile-value?'));
  await page.reload();
  await waitForShell(page);
  await flag;
  await waitForPanelText(page, 'Import');
}

const hasSync = async (page: Page) => (await page.$$(SYNC)).length > 0;

/** A gateway call with the page's own session (its token from the cookie it keeps). */
async function callAs(page: Page, path: string, method = 'GET'): Promise<unknown> {
  const cookies = await page.browserContext().cookies();
  const token = cookies.find((cookie) => cookie.name === 'access_token')?.value;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `bearer ${token}` },
  });
  return response.json();
}

describe('System Profiles: SYNC_WUYE_FLAG', () => {
  it('switched off for Acme, alice’s Houses page no longer offers the sync', async () => {
    const alice = await openSignedIn(browser(), baseUrl, 'alice', '/wuye/house');
    const admin = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/profile');
    try {
      await reloadHouses(alice.page);
      expect(await hasSync(alice.page)).toBe(true);

      const page = admin.page;
      await waitForPanelText(page, 'Acme Property');
      await rowButton(page, 'Acme Property', '配置值');
      await page.waitForSelector('section[aria-label="SYNC_WUYE_FLAG 的配置值"]');
      await rowButton(page, '全局', '编辑');
      const input = await page.waitForSelector('.ant-modal-content #record_value');
      await input!.click({ clickCount: 3 });
      await input!.type('false');
      await answerDialog(page, '确 定');
      await page.waitForSelector(
        `::-p-xpath(${PANEL}//tr[td[normalize-space(.)="全局"]]/td[normalize-space(.)="false"])`,
      );

      await reloadHouses(alice.page);
      expect(await hasSync(alice.page)).toBe(false);
    } finally {
      await admin.context.close();
      await alice.context.close();
    }
  });

  it('the organisation’s page shows its own profiles; another organisation’s are refused', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin');
    try {
      // admin as Acme's administrator (tenant-admin, organisation 1)
      await callAs(page, '/iam/v1/users/roles?roleId=2', 'PUT');
      await page.goto(`${baseUrl}/hpfm/profile-org`);
      await waitForShell(page);
      await waitForPanelText(page, 'SYNC_WUYE_FLAG');
      const shown = await page.$eval(
        '[role="tabpanel"]:not([hidden])',
        (panel) => (panel as HTMLElement).innerText,
      );
      expect(shown).not.toContain('GLOBEX.SHIFT_HOURS');
      // Acme's own value (the platform's is false)
      await rowButton(page, 'SYNC_WUYE_FLAG', '配置值');
      await page.waitForSelector(
        `::-p-xpath(${PANEL}//tr[td[normalize-space(.)="全局"]]/td[normalize-space(.)="true"])`,
      );
      expect(await callAs(page, '/hpfm/v1/2/profiles')).toMatchObject({
        failed: true,
        code: 'error.permission.tenant_mismatch',
      });
    } finally {
      await context.close();
    }
  });
});
