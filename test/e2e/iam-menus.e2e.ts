/**
 * Menu Configuration (issue 26) end to end, admin in zh_CN: a page renamed, a page disabled and a
 * new page created under a directory; after a reload
 * the shell's menu shows each change (the gateway serves the role's menu from the edited
 * catalogue). A page's permission code switched off disables its control on that page.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { clickButton, menuPages, PANEL } from '../support/iam-console';
import { openSignedIn, waitForShell } from '../support/session';
import { answerDialog, waitForDialogsClosed } from '../support/shell-helpers';
import { moveWithDialog } from '../support/tree-move';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const NODE = (title: string) =>
  `${PANEL}//*[contains(@class,"ant-tree-treenode")][.//span[normalize-space(.)="${title}"]]`;

/** Types into the tree's search box over what it held. */
async function searchTree(page: Page, text: string): Promise<void> {
  const box = await page.waitForSelector(
    `::-p-xpath(${PANEL}//input[@aria-label="按名称或编码搜索"])`,
  );
  await box!.click({ count: 3 });
  await page.keyboard.press('Backspace');
  if (text) await box!.type(text);
}

/** Waits until the tree shows a node titled `title` (with `mark` among its marks, if given). */
function waitForNode(page: Page, title: string, mark?: string): Promise<unknown> {
  return page.waitForFunction(
    (wanted: string, marked: string | null) =>
      [...document.querySelectorAll('[role="tabpanel"]:not([hidden]) .ant-tree-title')].some(
        (node) =>
          node.querySelector('.ant-space-item')?.textContent === wanted &&
          (marked === null || (node.textContent ?? '').includes(marked)),
      ),
    {},
    title,
    mark ?? null,
  );
}

/** Types into a dialog's field over the value it opened with (`held`): select it all, type. */
async function typeOver(page: Page, selector: string, held: string, text: string): Promise<void> {
  await page.waitForFunction(
    (query: string, value: string) =>
      (document.querySelector(query) as HTMLInputElement | null)?.value === value,
    {},
    `.ant-modal-content ${selector}`,
    held,
  );
  const input = await page.waitForSelector(`.ant-modal-content ${selector}`);
  await input!.focus();
  await input!.evaluate((element) => (element as HTMLInputElement).select());
  await input!.type(text);
}

/** Clicks a node's action once its permission is answered. */
const nodeAction = (page: Page, title: string, label: string) =>
  clickButton(page, NODE(title), label);

async function reloadMenu(page: Page): Promise<string[]> {
  await page.reload();
  await waitForShell(page);
  return menuPages(page);
}

describe('menu configuration changes the shell’s menu', () => {
  it('renames, disables and creates menus; a reload shows each', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hiam/menu');
    try {
      const before = await menuPages(page);
      expect(before).toEqual(expect.arrayContaining(['标签管理', '在线用户']));

      // rename 标签管理
      await searchTree(page, 'hzero.system.label');
      await nodeAction(page, '标签管理', '编辑');
      await typeOver(page, '#record_zhName', '标签管理', '标签库');
      await answerDialog(page, '确 定');
      await waitForNode(page, '标签库');

      // disable 在线用户
      await searchTree(page, 'hzero.system.online');
      await nodeAction(page, '在线用户', '禁用');
      await waitForNode(page, '在线用户', '启用');

      // a new page under 租户管理
      await searchTree(page, 'tenant.');
      await nodeAction(page, '租户管理', '新建下级');
      await typeOver(
        page,
        '#record_code',
        'hzero.system.tenant.',
        'hzero.system.tenant.currencies',
      );
      await page.locator('#record_zhName').fill('租户币种');
      await page.locator('#record_enName').fill('Tenant currencies');
      await page.locator('#record_route').fill('/hpfm/currency');
      await answerDialog(page, '确 定');
      await waitForNode(page, '租户币种');

      const after = await reloadMenu(page);
      expect(after).not.toContain('标签管理');
      expect(after).not.toContain('在线用户');
      expect(after.indexOf('标签库')).toBe(after.indexOf('接口权限') + 1);
      expect(after.indexOf('租户币种')).toBe(after.indexOf('组织架构') + 1);
    } finally {
      await context.close();
    }
  }, 150_000);

  it('moves a page into another directory with Move to…; a reload shows it there', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hiam/menu');
    try {
      await searchTree(page, 'hzero.system.label');
      await moveWithDialog(page, NODE('标签管理'), '租户管理', '租户管理 (hzero.system.tenant)');
      await waitForDialogsClosed(page); // closed once the move landed
      const after = await reloadMenu(page);
      expect(after.indexOf('标签管理')).toBe(after.indexOf('组织架构') + 1);
    } finally {
      await context.close();
    }
  });

  it('a permission code switched off leaves its control disabled on the page', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hiam/menu');
    try {
      await searchTree(page, 'hzero.platform.currency');
      await nodeAction(page, '币种定义', '权限集');
      const row = `//div[contains(@class,"ant-drawer-content")]//tr[td[normalize-space(.)="hpfm.currency.button.create"]]`;
      await clickButton(page, row, '禁用');
      await page.waitForSelector(`::-p-xpath(${row}//button[normalize-space(.)="启用"])`);

      // Currencies, opened afresh: its Create is refused to admin too
      await page.goto(`${baseUrl}/hpfm/currency`);
      await waitForShell(page);
      const create = await page.waitForSelector(
        `::-p-xpath(${PANEL}//button[normalize-space(.)="新建"][@data-permission="denied"])`,
      );
      expect(await create!.evaluate((button) => (button as HTMLButtonElement).disabled)).toBe(true);
      // Edit, still in force, is not
      await page.waitForSelector(
        `::-p-xpath(${PANEL}//tr//button[normalize-space(.)="编辑"][@data-permission="allowed"])`,
      );
    } finally {
      await context.close();
    }
  });
});
