/**
 * Browser helpers for the identity console's pages (admin in zh_CN): rows and their buttons, the
 * role's Permissions drawer, the menu a member sees, and the sign-in page's refusal.
 */
import type { Browser, Page } from 'puppeteer';
import { fillLogin, freshPage } from './session';
import { answerDialog, waitForNotification } from './shell-helpers';

export const PANEL = '//*[@role="tabpanel" and not(@hidden)]';
export const DRAWER = '//*[contains(@class,"ant-drawer-open")]';
/** Text of an element without antd's space between two Chinese characters. */
const text = (value: string) => `translate(normalize-space(.)," ","")="${value}"`;

/** Clicks a button once it is enabled (a guarded one waits for its permission answer). */
export const clickButton = (page: Page, scope: string, label: string) =>
  page.locator(`::-p-xpath(${scope}//button[${text(label)} and not(@disabled)])`).click();

/**
 * Clicks a row's button. The actions column sits bottom right, where a request's notice shows for
 * 2.5 s (spec section 8): a click there lands on the notice, so wait for it to go, as a user would
 * (with the pointer off it: a hovered notice stays).
 */
export async function rowButton(page: Page, cell: string, label: string): Promise<void> {
  await page.mouse.move(10, 10);
  await page.waitForFunction(() => !document.querySelector('.ant-notification-notice'));
  await clickButton(page, `${PANEL}//tr[td[normalize-space(.)="${cell}"]]`, label);
}

/** Picks the option titled `title` of the antd Select whose input is `#id` in the open dialog. */
export async function chooseOption(page: Page, id: string, title: string): Promise<void> {
  await page.locator(`.ant-modal-content #${id}`).click();
  await page
    .locator(`::-p-xpath(//div[contains(@class,"ant-select-item-option") and @title="${title}"])`)
    .click();
}

/** On the Roles page: a role of `tenant` (chosen through the tenant lookup). */
export async function createRole(page: Page, code: string, name: string, tenant: string) {
  await clickButton(page, PANEL, '新建');
  await page.locator('#record_code').fill(code);
  await page.locator('#record_name').fill(name);
  await page.locator('.ant-modal-content button[aria-label="选择"]').click();
  await page
    .locator(`::-p-xpath(//tr[td[normalize-space(.)="${tenant}"]]//input[@type="radio"])`)
    .click();
  await answerDialog(page, '确 定');
  await page.waitForFunction(
    () => (document.querySelector('input[aria-label="所属租户"]') as HTMLInputElement)?.value,
  );
  await answerDialog(page, '确 定');
  await page.waitForSelector(`::-p-xpath(${PANEL}//td[normalize-space(.)="${code}"])`);
}

/** Opens the role's Permissions drawer, toggles the pages found by each search, saves. */
export async function togglePages(page: Page, code: string, searches: string[]): Promise<void> {
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
export async function menuPages(page: Page): Promise<string[]> {
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

/** The sign-in page's error after posting `password` for `username` in a fresh browser. */
export async function signInError(
  browser: Browser,
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const { context, page } = await freshPage(browser);
  try {
    await page.goto(`${baseUrl}/workplace`);
    await fillLogin(page, username, password);
    return await page.$eval('#form-error', (node) => node.textContent?.trim() ?? '');
  } finally {
    await context.close();
  }
}
