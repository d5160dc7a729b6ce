/**
 * Switching tenant and role from the header: the other scope's menu and the tabs the user had
 * open under that role come back, nothing of the old scope stays, and a failed switch leaves the
 * user where they were with the reason.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { addFault, resetGateway } from '../support/gateway-control';
import { apiAs } from '../support/page-api';
import { openSignedIn, selectedTabTitle, waitForShell } from '../support/session';
import { installStartProbe, rootMenus, startProbe } from '../support/start-probe';
import {
  clickMenu,
  phoneInputValue,
  typeUnsavedPhone,
  waitForDialogsClosed,
  waitForNotification,
  waitForPanelText,
  answerDialog,
} from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const tabTitles = (page: Page) =>
  page.$$eval('[role="tab"]', (tabs) => tabs.map((tab) => tab.textContent?.trim() ?? ''));

/** The visible page's Edit button: 'enabled', 'pending', 'disabled: <reason>' or 'absent'. */
const editButton = (page: Page) =>
  page.evaluate(() => {
    const panel = document.querySelector('[role="tabpanel"]:not([hidden])');
    const button = Array.from(panel?.querySelectorAll('button') ?? []).find(
      (node) => node.textContent?.trim() === 'Edit',
    );
    if (!button) return 'absent';
    if (!button.disabled) return 'enabled';
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    return button.getAttribute('aria-busy') ? 'pending' : `disabled: ${reason?.textContent}`;
  });

async function waitForEditButton(page: Page, state: RegExp): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const now = await editButton(page);
    if (state.test(now)) return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return editButton(page);
}

async function choose(page: Page, selector: string, item: string): Promise<void> {
  await page.locator(selector).click();
  await page.locator(`::-p-xpath(//li[@role="menuitem" and normalize-space(.)="${item}"])`).click();
}

describe('switching tenant and role', () => {
  it("moves alice to Globex with Globex's menu, and back to Acme with her Acme tabs", async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/roles');
    await clickMenu(page, 'My Tenants');
    await waitForPanelText(page, 'Globex Manufacturing');
    const acmeMenu = await rootMenus(page);

    await Promise.all([
      page.waitForNavigation(),
      choose(page, 'button[aria-label="Tenant: Acme Property"]', 'Globex Manufacturing'),
    ]);
    await waitForShell(page);
    expect(await page.$('button[aria-label="Role: Production Planner"]')).not.toBeNull();
    expect(await rootMenus(page)).not.toEqual(acmeMenu);
    expect(await tabTitles(page)).toEqual(['Workplace']);

    await Promise.all([
      page.waitForNavigation(),
      choose(page, 'button[aria-label="Role: Production Planner"]', 'Property Manager'),
    ]);
    await waitForShell(page);
    await page.waitForFunction(() => document.querySelectorAll('[role="tab"]').length === 3);
    expect(await tabTitles(page)).toEqual(['Workplace', 'My Roles', 'My Tenants']);
    expect(await selectedTabTitle(page)).toBe('My Tenants');
    expect(await rootMenus(page)).toEqual(acmeMenu);
    await context.close();
  });

  it('shows the role switched to elsewhere with its own tabs, never the menu this browser remembered', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    const acmeMenu = await rootMenus(page);
    // a page of her own under Globex, then back to Acme: this browser now remembers Acme
    await Promise.all([
      page.waitForNavigation(),
      choose(page, 'button[aria-label="Role: Property Manager"]', 'Production Planner'),
    ]);
    await waitForShell(page);
    const globexMenu = await rootMenus(page);
    await clickMenu(page, 'Personal', 'My Tenants');
    await waitForPanelText(page, 'Globex Manufacturing');
    await Promise.all([
      page.waitForNavigation(),
      choose(page, 'button[aria-label="Role: Production Planner"]', 'Property Manager'),
    ]);
    await waitForShell(page);
    expect(await rootMenus(page)).toEqual(acmeMenu);

    // another tab of this browser switches her to Globex; this one starts again
    await apiAs(page, '/iam/v1/users/roles?roleId=12', { method: 'PUT' });
    await installStartProbe(page);
    await page.reload();
    await waitForShell(page);
    await page.waitForFunction(() => document.querySelectorAll('[role="tab"]').length === 2);
    expect(await rootMenus(page)).toEqual(globexMenu);
    expect(await tabTitles(page)).toEqual(['Workplace', 'My Tenants']);
    const acmeOnly = acmeMenu.filter((label) => !globexMenu.includes(label));
    expect(acmeOnly.length).toBeGreaterThan(0);
    const { labels } = await startProbe(page);
    expect(labels.filter((label) => acmeOnly.includes(label))).toEqual([]);
    await context.close();
  });

  it('asks afresh what the new role may do: Edit on Personal Centre is allowed under Acme, not under Globex', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    const checks: string[][] = [];
    page.on('request', (request) => {
      if (request.url().includes('/menus/check-permissions')) {
        checks.push(JSON.parse(request.postData() ?? '[]') as string[]);
      }
    });
    await waitForPanelText(page, 'alice@acme.example');
    expect(await waitForEditButton(page, /^enabled$/)).toBe('enabled');

    await Promise.all([
      page.waitForNavigation(),
      choose(page, 'button[aria-label="Role: Property Manager"]', 'Production Planner'),
    ]);
    await waitForShell(page);
    await clickMenu(page, 'Personal', 'Personal Centre');
    await waitForPanelText(page, 'Production Planner');
    expect(await waitForEditButton(page, /^disabled/)).toBe(
      'disabled: Your role may not use this operation',
    );
    expect(checks).toEqual([['hzero.user.info.button.edit'], ['hzero.user.info.button.edit']]);
    await context.close();
  });

  it('asks before a switch would throw away unsaved input, and keeps it when the user stays', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/info');
    await waitForPanelText(page, 'alice@acme.example');
    await typeUnsavedPhone(page, '13911112222');
    await choose(page, 'button[aria-label="Role: Property Manager"]', 'Production Planner');
    await page.waitForFunction(() => document.body.innerText.includes('Discard unsaved changes?'));
    await answerDialog(page, 'Keep editing');
    await waitForDialogsClosed(page);
    expect(await page.$('button[aria-label="Role: Property Manager"]')).not.toBeNull();
    expect(await phoneInputValue(page)).toBe('13911112222');
    await context.close();
  });

  it('keeps the user in place and says why when a switch fails', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    await addFault(baseUrl, {
      path: '^/iam/v1/users/roles',
      status: 200,
      body: {
        failed: true,
        code: 'error.role.locked',
        message: 'This role is locked for maintenance',
        type: 'error',
      },
      times: 1,
    });
    await choose(page, 'button[aria-label="Role: Property Manager"]', 'Production Planner');
    await waitForNotification(page, 'This role is locked for maintenance');
    expect(await page.$('button[aria-label="Role: Property Manager"]')).not.toBeNull();
    expect(new URL(page.url()).pathname).toBe('/workplace');
    await context.close();
  });

  it('lets alice scope her data to another project from the header, and admin has no such selector', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    await choose(page, 'button[aria-label="Project: Sunrise Garden"]', 'Lakeside Court');
    await page.waitForSelector('button[aria-label="Project: Lakeside Court"]');
    await context.close();

    const admin = await openSignedIn(browser(), baseUrl, 'admin', '/workplace');
    expect(await admin.page.$('button[aria-label="数据层级"]')).toBeNull();
    expect(await admin.page.$('button[aria-label^="项目"]')).toBeNull();
    await admin.context.close();
  });

  it('lets alice choose her Globex plant in the data hierarchy dialog', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    await Promise.all([
      page.waitForNavigation(),
      choose(page, 'button[aria-label="Tenant: Acme Property"]', 'Globex Manufacturing'),
    ]);
    await waitForShell(page);
    expect(await page.$('button[aria-label^="Project:"]')).toBeNull();
    await page.locator('button[aria-label="Data hierarchy"]').click();
    await choose(page, 'button[aria-label="Plant: Shanghai Plant"]', 'Suzhou Plant');
    await page.waitForSelector('button[aria-label="Plant: Suzhou Plant"]');
    // the keyboard goes on from the drop-down (focus left on the page ignored Escape)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Plant: Suzhou Plant',
    );

    // the server keeps the choice: reopening the dialog shows it
    await page.keyboard.press('Escape');
    await waitForDialogsClosed(page);
    await page.locator('button[aria-label="Data hierarchy"]').click();
    await page.waitForSelector('button[aria-label="Plant: Suzhou Plant"]');
    await context.close();
  });
});
