/**
 * The texts console in a browser (issue 26, part A): a text changed on the Prompt Texts page is
 * what the shell shows after its texts load again. A language not loaded yet (en_US for admin,
 * who works in zh_CN) shows it at the switch; the language on screen keeps the texts it loaded
 * (the texts cache is per language and page load) and shows it after a reload. A language
 * disabled on the Languages page is no longer offered in the header.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { openSignedIn, waitForShell } from '../support/session';
import { rowButton } from '../support/iam-console';
import {
  answerDialog,
  chooseFromUserMenu,
  waitForDialogsClosed,
  waitForNotification,
} from '../support/shell-helpers';
import {
  chooseSearchOption,
  editRow,
  firstTabTitle,
  searchList,
  waitForFirstTab,
} from '../support/texts-console';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** The entries of the header's user menu › 语言 (Language). */
async function headerLanguages(page: Page): Promise<string[]> {
  await waitForDialogsClosed(page); // a closing dialog's mask would take the click
  await page.locator('.polaris-header-account').click();
  await page
    .locator(
      '::-p-xpath(//*[contains(@class, "submenu-title") and starts-with(normalize-space(.), "语言")])',
    )
    .click();
  await page.waitForSelector('.ant-dropdown-menu-submenu-popup li[role="menuitem"]');
  return page.$$eval('.ant-dropdown-menu-submenu-popup li[role="menuitem"]', (items) =>
    items.map((item) => item.textContent?.trim() ?? ''),
  );
}

describe('languages', () => {
  it('a language disabled here leaves the header’s language list', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/languages');
    try {
      await rowButton(page, 'ja_JP', '禁用');
      await answerDialog(page, '禁 用');
      await waitForNotification(page, '操作成功');
      const offered = await headerLanguages(page);
      expect(offered.some((entry) => entry.includes('English'))).toBe(true);
      expect(offered.some((entry) => entry.includes('日本語'))).toBe(false);
    } finally {
      await context.close();
    }
  });
});

/** On the Prompt Texts page: the workplace's title in the language named `language`, changed. */
async function changeWorkplaceText(page: Page, language: string, text: string): Promise<void> {
  await searchList(page, { promptCode: 'title.workplace' });
  await chooseSearchOption(page, 'lang', language);
  await searchList(page, {});
  await editRow(page, 'title.workplace', 'description', text);
}

describe('prompt texts', () => {
  it('an English text changed here is the shell’s at the switch to English', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/prompt');
    try {
      await changeWorkplaceText(page, 'English', 'My desk');
      expect(await firstTabTitle(page)).toBe('工作台');

      await chooseFromUserMenu(page, '语言', 'English');
      await waitForFirstTab(page, 'My desk');
    } finally {
      await context.close();
    }
  });

  it('a Chinese text changed here shows after a reload; until then the loaded texts stay', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/prompt');
    try {
      await changeWorkplaceText(page, '简体中文', '我的桌面');
      expect(await firstTabTitle(page)).toBe('工作台');

      await page.reload();
      await waitForShell(page);
      await waitForFirstTab(page, '我的桌面');
    } finally {
      await context.close();
    }
  });
});
