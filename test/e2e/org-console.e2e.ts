/**
 * The organisation console in a browser (issue 26, part H): a value disabled on the Data
 * Hierarchies page (admin, zh_CN) is no longer offered by the header's selector of its level
 * (alice, ACME) after her next load.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { PANEL, rowButton } from '../support/iam-console';
import { openSignedIn, waitForShell } from '../support/session';
import { answerDialog, waitForNotification } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** The values the header's selector `label` offers (its drop-down opened, then closed). */
async function offeredBy(page: Page, label: string): Promise<string[]> {
  await page.locator(`button[aria-label="${label}"]`).click();
  await page.waitForSelector('.ant-dropdown:not(.ant-dropdown-hidden) li[role="menuitem"]');
  const values = await page.$$eval(
    '.ant-dropdown:not(.ant-dropdown-hidden) li[role="menuitem"]',
    (items) => items.map((item) => item.textContent?.trim() ?? ''),
  );
  await page.keyboard.press('Escape');
  await page.waitForSelector('.ant-dropdown:not(.ant-dropdown-hidden)', { hidden: true });
  return values;
}

describe('data hierarchies', () => {
  it('a value disabled here leaves the header’s selector of its level at the next load', async () => {
    const alice = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    const admin = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/data-hierarchy');
    try {
      const project = 'Project: Sunrise Garden';
      expect(await offeredBy(alice.page, project)).toEqual([
        'Sunrise Garden',
        'Lakeside Court',
        'Central Plaza',
      ]);

      await rowButton(admin.page, 'PROJECT', '层级值');
      await admin.page.waitForSelector(`::-p-xpath(${PANEL}//td[normalize-space(.)="湖畔苑"])`);
      await rowButton(admin.page, '湖畔苑', '禁用');
      await answerDialog(admin.page, '禁 用');
      await waitForNotification(admin.page, '操作成功');

      await alice.page.reload();
      await waitForShell(alice.page);
      expect(await offeredBy(alice.page, project)).toEqual(['Sunrise Garden', 'Central Plaza']);
    } finally {
      await alice.context.close();
      await admin.context.close();
    }
  });
});
