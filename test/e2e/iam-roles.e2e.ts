/**
 * Roles (issue 25), end to end against the gateway: the platform administrator (zh_CN) creates a
 * role in ACME with two menu pages and makes alice a member; alice (en_US, a second browser
 * context) switches to it and sees exactly those two pages in her menu. The administrator takes
 * one away; alice reloads and it is gone.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { openSignedIn, waitForShell } from '../support/session';
import { answerDialog, waitForNotification } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const PANEL = '//*[@role="tabpanel" and not(@hidden)]';
/** Text of an element without antd's space between two Chinese characters. */
const text = (value: string) => `translate(normalize-space(.)," ","")="${value}"`;

/** Clicks a button once it is enabled (a guarded one waits for its permission answer). */
const clickButton = (page: Page, scope: string, label: string) =>
  page.locator(`::-p-xpath(${scope}//button[${text(label)} and not(@disabled)])`).click();

/**
 * Clicks a row's button. The actions column sits bottom right, where a request's notice shows for
 * 2.5 s (spec section 8): a click there lands on the notice, so wait for it to go, as a user would.
 */
async function rowButton(page: Page, code: string, label: string) {
  await page.waitForFunction(() => !document.querySelector('.ant-notification-notice'));
  await clickButton(page, `${PANEL}//tr[td[normalize-space(.)="${code}"]]`, label);
}

const DRAWER = '//*[contains(@class,"ant-drawer-open")]';

/** Opens the role's Permissions drawer, toggles the pages found by each search, saves. */
async function togglePages(page: Page, code: string, searches: string[]) {
  await rowButton(page, code, '分配权限');
  const search = `${DRAWER}//input[@aria-label="按名称或编码搜索"]`;
  for (const query of searches) {
    // the search box keeps the last search: select it and type over it
    const box = await page.waitForSelector(`::-p-xpath(${search})`);
    await box!.click({ count: 3 });
    await box!.type(query);
    await page
      .locator(
        `::-p-xpath(${DRAWER}//*[contains(@class,"ant-tree-treenode")][.//*[starts-with(normalize-space(.),"${query}")]]//span[contains(@class,"ant-tree-checkbox")])`,
      )
      .click();
  }
  await clickButton(page, DRAWER, '保存');
  await waitForNotification(page, '已保存');
  await page.locator('.ant-drawer-open .ant-drawer-close').click();
  await page.waitForSelector('.ant-drawer-open', { hidden: true });
}

/** The pages in the menu: every directory opened, then the leaves' titles. */
async function menuPages(page: Page): Promise<string[]> {
  for (;;) {
    const closed = await page.$(
      'nav .ant-menu-submenu:not(.ant-menu-submenu-open) > [role="menuitem"]',
    );
    if (!closed) break;
    await closed.click();
    await page.waitForFunction(() => !document.querySelector('nav [class*="-motion-collapse"]'));
  }
  return page.$$eval('nav li.ant-menu-item', (items) =>
    items.map((item) => (item as HTMLElement).innerText.trim()),
  );
}

describe('a role’s menus are its members’ menu', () => {
  it('shows a member exactly the pages given, and not one taken away after a reload', async () => {
    const admin = await openSignedIn(browser(), baseUrl, 'admin', '/hiam/role');
    let alice: Awaited<ReturnType<typeof openSignedIn>> | undefined;
    try {
      const page = admin.page;
      await page.waitForSelector(`::-p-xpath(${PANEL}//td[normalize-space(.)="administrator"])`);

      // a role of ACME, chosen through the tenant lookup
      await clickButton(page, PANEL, '新建');
      await page.locator('#record_code').fill('acme-clerk');
      await page.locator('#record_name').fill('Clerk');
      await page.locator('.ant-modal-content button[aria-label="选择"]').click();
      await page
        .locator('::-p-xpath(//tr[td[normalize-space(.)="Acme Property"]]//input[@type="radio"])')
        .click();
      await answerDialog(page, '确 定');
      await page.waitForFunction(
        () => (document.querySelector('input[aria-label="所属租户"]') as HTMLInputElement)?.value,
      );
      await answerDialog(page, '确 定');
      await page.waitForSelector(`::-p-xpath(${PANEL}//td[normalize-space(.)="acme-clerk"])`);

      await togglePages(page, 'acme-clerk', ['房屋档案', '账单查询']);

      await rowButton(page, 'acme-clerk', '分配成员');
      await page.locator(`::-p-xpath(${DRAWER}//input[@role="combobox"])`).fill('alice');
      await page
        .locator(
          '::-p-xpath(//div[contains(@class,"ant-select-item-option") and contains(normalize-space(.),"(alice)")])',
        )
        .click();
      await clickButton(page, DRAWER, '添加');
      await page.waitForSelector(`::-p-xpath(${DRAWER}//td[normalize-space(.)="alice"])`);
      await page.locator('.ant-drawer-open .ant-drawer-close').click();

      // alice, signing in in her own browser, switches to the new role
      alice = await openSignedIn(browser(), baseUrl, 'alice');
      const member = alice.page;
      await member.locator('button[aria-label="Role: Property Manager"]').click();
      await Promise.all([
        member.waitForNavigation(),
        member.locator('::-p-xpath(//li[@role="menuitem" and normalize-space(.)="Clerk"])').click(),
      ]);
      await waitForShell(member);
      expect(await menuPages(member)).toEqual(['Houses', 'Bills']);

      await togglePages(page, 'acme-clerk', ['账单查询']);
      await member.reload();
      await waitForShell(member);
      expect(await menuPages(member)).toEqual(['Houses']);
    } finally {
      await admin.context.close();
      await alice?.context.close();
    }
  }, 150_000);
});
