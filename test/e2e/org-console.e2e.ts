/**
 * The organisation console in a browser (issue 26, part H): a value disabled on the Data
 * Hierarchies page (admin, zh_CN) is no longer offered by the header's selector of its level
 * (alice, ACME) after her next load; a page added to and one removed from a role's quick entries
 * on the Quick Entries page are in and out of the workplace card of a user in that role.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { chooseOption, clickButton, PANEL, rowButton } from '../support/iam-console';
import { openSignedIn, waitForShell } from '../support/session';
import { answerDialog, waitForNotification } from '../support/shell-helpers';
import { searchList } from '../support/texts-console';

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

/** The titles the workplace's quick-entry card lists, once loaded. */
async function quickEntryCard(page: Page): Promise<string[]> {
  const card = 'section[aria-labelledby="polaris-workplace-quick"]';
  await page.waitForSelector(`${card}[aria-busy="false"] li`);
  return page.$$eval(`${card} li button`, (items) =>
    items.map((item) => item.textContent?.trim() ?? ''),
  );
}

describe('quick entries', () => {
  it('a page added to a role here, and one removed, show on its users’ workplace card', async () => {
    const alice = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    const admin = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/quick-entry');
    try {
      expect(await quickEntryCard(alice.page)).toEqual([
        'Houses',
        'Bills',
        'Repair Orders',
        'Personal Centre',
      ]);

      await searchList(admin.page, { roleName: '物业经理' });
      await clickButton(admin.page, PANEL, '新建');
      await chooseOption(admin.page, 'record_roleId', '物业经理 (Acme Property)');
      await chooseOption(admin.page, 'record_menuCode', '业主档案');
      await answerDialog(admin.page, '确 定');
      await waitForNotification(admin.page, '操作成功');
      await admin.page.waitForSelector(`::-p-xpath(${PANEL}//td[normalize-space(.)="业主档案"])`);
      await rowButton(admin.page, '账单查询', '移除');
      await answerDialog(admin.page, '确 定');
      await admin.page.waitForSelector(`::-p-xpath(${PANEL}//td[normalize-space(.)="账单查询"])`, {
        hidden: true,
      });

      await alice.page.reload();
      await waitForShell(alice.page);
      expect(await quickEntryCard(alice.page)).toEqual([
        'Houses',
        'Repair Orders',
        'Personal Centre',
        'Owners',
      ]);
    } finally {
      await alice.context.close();
      await admin.context.close();
    }
  });
});
