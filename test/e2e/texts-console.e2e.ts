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
import { PANEL, rowButton } from '../support/iam-console';
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

describe('static texts', () => {
  it('a rich text saved here is shown formatted, with nothing in it that could run', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/static-text');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await searchList(page, { textCode: 'HPFM.PRIVACY_POLICY' });
      await editRow(
        page,
        'HPFM.PRIVACY_POLICY',
        'text',
        '<h2>新的隐私政策</h2><img src="/none.png" onerror="alert(1)"><script>alert(2)</script>',
      );
      await page.locator(`::-p-xpath(${PANEL}//td//*[normalize-space(.)="隐私政策"])`).click();
      const drawer = await page.waitForSelector(
        '::-p-xpath(//*[contains(@class,"ant-drawer-open")]//h2[normalize-space(.)="新的隐私政策"])',
      );
      const shown = await drawer!.evaluate((heading) => ({
        scripts: heading.parentElement!.querySelectorAll('script').length,
        onerror: heading.parentElement!.querySelector('img')?.getAttribute('onerror') ?? null,
      }));
      expect(shown).toEqual({ scripts: 0, onerror: null });
      expect(alerts).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
