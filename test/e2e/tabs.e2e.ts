/**
 * Tab behaviour a user relies on beyond opening and closing: a bounded number of inactive
 * sub-app pages stays mounted (memory), and evicted pages come back when their tab is shown.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { menuPages, openByMenuSearch } from '../support/page-counts';
import { signInViaHttp } from '../../mock/testing/sign-in';
import { openSignedIn, selectedTabTitle, waitForShell } from '../support/session';
import {
  clickMenu,
  phoneInputValue,
  typeUnsavedPhone,
  waitForDialogsClosed,
  waitForPanelText,
  answerDialog,
} from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const WORKPLACE = '工作台';

async function clickTab(page: Page, title: string): Promise<void> {
  await page.locator(`::-p-xpath(//*[@role="tab" and normalize-space(.)="${title}"])`).click();
}

/** Opens the workplace's quick links one after the other; returns their titles. */
async function openQuickLinks(page: Page, count: number): Promise<string[]> {
  const titles: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await clickTab(page, WORKPLACE);
    const buttons = await page.$$('.polaris-quick-links button');
    titles.push(await buttons[i].evaluate((button) => button.textContent?.trim() ?? ''));
    await buttons[i].click();
    await page.waitForFunction(
      (title: string) =>
        document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() === title,
      {},
      titles[i],
    );
    await waitForActiveModulePage(page);
  }
  return titles;
}

/** The active tab shows a sub-app page (its slot has content: a page, or the sub-app's 404). */
async function waitForActiveModulePage(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (document.querySelector('[role="tabpanel"]:not([hidden]) [data-module-slot]')
        ?.childElementCount ?? 0) > 0,
  );
}

const tabTitles = (page: Page) =>
  page.$$eval('[role="tab"]', (tabs) => tabs.map((tab) => tab.textContent?.trim() ?? ''));

const mountedModulePages = (page: Page) =>
  page.$$eval(
    '[data-module-slot]',
    (slots) => slots.filter((slot) => slot.childElementCount > 0).length,
  );

describe('tabs', () => {
  it('keeps at most five inactive sub-app pages mounted and remounts an evicted one on demand', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/workplace');
    const titles = await openQuickLinks(page, 7);
    await clickTab(page, WORKPLACE);
    expect(await mountedModulePages(page)).toBe(5);
    await clickTab(page, titles[0]); // the least recently used: it was unmounted
    await waitForActiveModulePage(page);
    expect(await selectedTabTitle(page)).toBe(titles[0]);
    expect(await mountedModulePages(page)).toBe(6);
    await context.close();
  });
});

/** Whether the selected tab lies wholly inside the strip's visible part. */
const selectedTabInView = (page: Page) =>
  page.$eval('[role="tablist"]', (list) => {
    const tab = list.querySelector('[role="tab"][aria-selected="true"]')!.closest('.polaris-tab')!;
    const strip = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    return box.left >= strip.left - 0.5 && box.right <= strip.right + 0.5;
  });

describe('more tabs than the strip shows', () => {
  it('keeps the active tab in view and lists every tab, by mouse and by keyboard', async () => {
    const { accessToken } = await signInViaHttp(baseUrl, 'admin', 'Admin@1234');
    // A narrow window, so that eight pages overflow the strip (each page opened costs time).
    const pages = (await menuPages(baseUrl, accessToken)).slice(0, 8);
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/workplace');
    await page.setViewport({ width: 960, height: 800 });
    for (const { code } of pages) {
      await openByMenuSearch(page, code);
      expect(await selectedTabInView(page)).toBe(true);
    }
    expect(await page.$eval('[role="tablist"]', (list) => list.scrollLeft)).toBeGreaterThan(0);

    // the first tab is out of view: the list reaches it (mouse)
    await page.click('.polaris-tab-overflow'); // admin works in Chinese: found by its place
    const items = await page.$$eval('.polaris-tab-overflow-menu [role="menuitem"]', (nodes) =>
      nodes.map((node) => node.textContent?.trim() ?? ''),
    );
    expect(items).toHaveLength(9); // the workplace and the 8 pages
    await page
      .locator(
        '::-p-xpath(//*[contains(@class,"polaris-tab-overflow-menu")]//li[@role="menuitem"][1])',
      )
      .click();
    await page.waitForFunction(() => window.location.pathname === '/workplace');
    expect(await selectedTabInView(page)).toBe(true);

    // keyboard: focus the list's button, open it, go to the last entry, choose it
    await page.waitForSelector('.polaris-tab-overflow-menu', { hidden: true }); // closed again
    await page.focus('.polaris-tab-overflow');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('role') === 'menuitem', // focus is in the list
    );
    await page.keyboard.press('End'); // the last entry
    await page.waitForFunction(
      (last: string) => document.activeElement?.textContent?.trim() === last,
      {},
      items[8],
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.location.pathname !== '/workplace');
    expect(await selectedTabTitle(page)).toBe(items[8]);
    expect(await selectedTabInView(page)).toBe(true);
    await context.close();
  });
});

describe('tab menu, persistence and guards', () => {
  it('restores ten open pages and the active one after a reload, per role', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/workplace');
    const titles = await openQuickLinks(page, 8);
    await page.keyboard.down('Control');
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    await page.keyboard.type('grzx');
    await page.waitForSelector('[role="listbox"] [role="option"]');
    await page.keyboard.press('Enter');
    await waitForActiveModulePage(page);
    await clickTab(page, titles[2]);
    const before = await tabTitles(page);
    expect(before).toHaveLength(10);

    await page.reload();
    await waitForShell(page);
    await page.waitForFunction(() => document.querySelectorAll('[role="tab"]').length === 10);
    expect(await tabTitles(page)).toEqual(before);
    expect(await selectedTabTitle(page)).toBe(titles[2]);
    await waitForActiveModulePage(page);
    await context.close();
  });

  it("closes other tabs from the context menu, and a reload restores the role's tabs", async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    await clickMenu(page, 'My Roles');
    await waitForPanelText(page, 'Production Planner');
    await clickMenu(page, 'My Tenants');
    await waitForPanelText(page, 'Globex Manufacturing');
    const rolesTab = await page.waitForSelector(
      '::-p-xpath(//*[@role="tab" and normalize-space(.)="My Roles"])',
    );
    await rolesTab!.click({ button: 'right' });
    await page
      .locator('::-p-xpath(//li[@role="menuitem" and normalize-space(.)="Close others"])')
      .click();
    await page.waitForFunction(() => document.querySelectorAll('[role="tab"]').length === 2);
    expect(await tabTitles(page)).toEqual(['Workplace', 'My Roles']);

    await page.reload();
    await waitForShell(page);
    await page.waitForFunction(() => document.querySelectorAll('[role="tab"]').length === 2);
    expect(await tabTitles(page)).toEqual(['Workplace', 'My Roles']);
    expect(await selectedTabTitle(page)).toBe('My Roles');
    await context.close();
  });

  it('asks before closing a tab with unsaved input, and keeps the input when the user stays', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    await waitForPanelText(page, 'alice@acme.example');
    await typeUnsavedPhone(page, '13911112222');
    await page.click('button[aria-label="Close Personal Centre"]');
    await page.waitForFunction(() => document.body.innerText.includes('Discard unsaved changes?'));
    await answerDialog(page, 'Keep editing');
    await waitForDialogsClosed(page);
    expect(await tabTitles(page)).toEqual(['Workplace', 'Personal Centre']);
    expect(await phoneInputValue(page)).toBe('13911112222');

    await page.click('button[aria-label="Close Personal Centre"]');
    // the first confirm stays in the DOM (hidden): take the newest dialog's button
    await answerDialog(page, 'Discard');
    await page.waitForFunction(() => document.querySelectorAll('[role="tab"]').length === 1);
    await context.close();
  });
});

describe('refresh and inner links', () => {
  it('refreshes a tab from its context menu: the page mounts afresh', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/roles');
    await waitForPanelText(page, 'Production Planner');
    await page.$eval('[role="tabpanel"]:not([hidden]) .ant-table', (table) =>
      table.setAttribute('data-marker', 'before-refresh'),
    );
    const tab = await page.waitForSelector(
      '::-p-xpath(//*[@role="tab" and normalize-space(.)="My Roles"])',
    );
    await tab!.click({ button: 'right' });
    await page
      .locator('::-p-xpath(//li[@role="menuitem" and normalize-space(.)="Refresh"])')
      .click();
    await page.waitForFunction(() => !document.querySelector('[data-marker="before-refresh"]'));
    await waitForPanelText(page, 'Production Planner');
    await context.close();
  });

  it('asks before a refresh throws unsaved input away, as Close does', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    await waitForPanelText(page, 'alice@acme.example');
    await typeUnsavedPhone(page, '13911112222');
    const refresh = async () => {
      await page
        .locator('::-p-xpath(//*[@role="tab" and normalize-space(.)="Personal Centre"])')
        .click({ button: 'right' });
      await page
        .locator('::-p-xpath(//li[@role="menuitem" and normalize-space(.)="Refresh"])')
        .click();
      // a dialog on screen: the first confirm stays in the DOM, hidden, once answered
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLElement>('.ant-modal-wrap')).some(
          (wrap) =>
            getComputedStyle(wrap).display !== 'none' &&
            wrap.innerText.includes('Discard unsaved changes?'),
        ),
      );
    };
    await refresh();
    await answerDialog(page, 'Keep editing');
    await waitForDialogsClosed(page);
    expect(await phoneInputValue(page)).toBe('13911112222');

    await refresh();
    await answerDialog(page, 'Discard');
    await page.waitForFunction(() => !document.querySelector('input#phone')); // read mode again
    await waitForPanelText(page, 'alice@acme.example');
    await context.close();
  });

  it('shows an inner-link menu page inside a tab', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    await clickMenu(page, 'Personal', 'Developer Guide');
    const frame = await page.waitForSelector('[role="tabpanel"]:not([hidden]) iframe');
    expect(await frame!.evaluate((node) => node.getAttribute('src'))).toBe('/mock-docs/guide.html');
    expect(await selectedTabTitle(page)).toBe('Developer Guide');
    await context.close();
  });
});

describe('menu search and often-used menus', () => {
  it('finds a page by its pinyin initials from the keyboard', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/workplace');
    await page.keyboard.down('Control');
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    await page.keyboard.type('grzx');
    await page.waitForSelector('[role="listbox"] [role="option"]');
    expect(
      await page.$eval('[role="listbox"] [role="option"]', (option) => option.textContent),
    ).toContain('个人中心');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.location.pathname === '/hiam/user/info');
    expect(await selectedTabTitle(page)).toBe('个人中心');
    await context.close();
  });

  it('lists recently visited menu pages under "Often used"', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    await clickMenu(page, 'Personal', 'My Roles');
    await waitForPanelText(page, 'Production Planner');
    await clickMenu(page, 'My Tenants');
    await waitForPanelText(page, 'Globex Manufacturing');
    await page.click('button[aria-label="Often used"]');
    await page.waitForSelector('[role="menu"] [role="menuitem"]');
    const items = await page.$$eval(
      '[role="menu"][aria-label="Often used"] [role="menuitem"]',
      (nodes) => nodes.map((node) => node.textContent?.trim()),
    );
    expect(items).toEqual(['My Tenants', 'My Roles']);
    await context.close();
  });
});
