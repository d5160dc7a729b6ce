/**
 * Changing language from the header: texts, menu names and tab titles follow; switching back to
 * a language already used costs no request; the choice is saved as the user's default.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { signInViaHttp } from '../../mock/testing/sign-in';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { openSignedIn } from '../support/session';
import {
  chooseFromUserMenu,
  phoneInputValue,
  typeUnsavedPhone,
  waitForPanelText,
} from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const tabTitles = (page: Page) =>
  page.$$eval('[role="tab"]', (tabs) => tabs.map((tab) => tab.textContent?.trim() ?? ''));

/** The user menu › Language (named in the current language) › the language. */
const chooseLanguage = (page: Page, languageTitle: string, item: string) =>
  chooseFromUserMenu(page, languageTitle, item);

describe('language', () => {
  it('switches zh_CN → en_US → zh_CN, the second zh_CN without any text or menu request', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hiam/user/info');
    await waitForPanelText(page, '登录名');
    expect(await tabTitles(page)).toEqual(['工作台', '个人中心']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

    await chooseLanguage(page, '语言', 'English');
    await page.waitForFunction(
      () => document.querySelector('[role="tab"]')?.textContent?.trim() === 'Workplace',
    );
    expect(await tabTitles(page)).toEqual(['Workplace', 'Personal Centre']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await waitForPanelText(page, 'Login name');
    await waitForPanelText(page, 'English'); // the user's own record follows the switch

    const requests: string[] = [];
    const record = (request: HTTPRequest) => requests.push(request.url());
    page.on('request', record);
    await chooseLanguage(page, 'Language', '简体中文');
    await page.waitForFunction(
      () => document.querySelector('[role="tab"]')?.textContent?.trim() === '工作台',
    );
    page.off('request', record);
    expect(await tabTitles(page)).toEqual(['工作台', '个人中心']);
    expect(requests.filter((url) => /\/prompt\/|\/menus\/tree/.test(url))).toEqual([]);
    await context.close();
  });

  it('shows menus and texts of a partly translated language, the rest in English', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    await waitForPanelText(page, 'alice@acme.example');
    await chooseLanguage(page, 'Language', '日本語');
    await page.waitForFunction(
      () => document.querySelector('[role="tab"]')?.textContent?.trim() === 'ワークスペース',
    );
    expect(await tabTitles(page)).toEqual(['ワークスペース', 'マイページ']);
    const menu = await page.$eval('nav [role="menu"]', (node) => (node as HTMLElement).innerText);
    expect(menu).toContain('個人設定');
    expect(menu.split('\n').every((line) => line.trim() !== '')).toBe(true);
    await waitForPanelText(page, 'Login name'); // not translated: the English text, never blank
    await context.close();
  });

  it("saves the choice as the user's default language", async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    await chooseLanguage(page, 'Language', '简体中文');
    await page.waitForFunction(
      () => document.querySelector('[role="tab"]')?.textContent?.trim() === '工作台',
    );
    const { accessToken } = await signInViaHttp(baseUrl, 'alice', 'Alice@1234');
    await new Promise((resolve) => setTimeout(resolve, 300)); // the save is fire-and-forget
    const self = await fetch(`${baseUrl}/iam/hzero/v1/users/self`, {
      headers: { Authorization: `bearer ${accessToken}` },
    });
    expect(((await self.json()) as { language: string }).language).toBe('zh_CN');
    await context.close();
  });

  it('shows the role and tenant names the server sends in German, English where untranslated', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    await chooseLanguage(page, 'Language', 'Deutsch');
    await page.waitForFunction(() => document.documentElement.lang === 'de-DE');
    // at this window width the header shows the names as accessible names (icons on screen)
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('header [aria-label]')).some((node) =>
        node.getAttribute('aria-label')?.includes('Immobilienverwalter'),
      ),
    );
    const headerNames = await page.$$eval('header [aria-label]', (nodes) =>
      nodes.map((node) => node.getAttribute('aria-label') ?? ''),
    );
    expect(headerNames.join(' | ')).toContain('Acme Immobilien');
    await context.close();
  });

  it('keeps what the user is typing when the language changes (no page is remounted)', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    await waitForPanelText(page, 'alice@acme.example');
    await typeUnsavedPhone(page, '13911112222');
    await chooseLanguage(page, 'Language', 'Deutsch');
    await page.waitForFunction(
      () => document.querySelector('[role="tab"]')?.textContent?.trim() !== 'Workplace',
    );
    expect(await phoneInputValue(page)).toBe('13911112222');
    await context.close();
  });
});
