/**
 * The sessions part of the identity console and the monitor's audit configuration in a real
 * browser (issue 25), admin in zh_CN, alice in en_US:
 * - admin signs alice out from Online Users, and alice's open shell (another browser context,
 *   doing nothing) shows the kick-off page: the gateway closes her message socket at once;
 * - a redirect address removed from a client on the Clients page makes the authorisation page
 *   refuse it, saying why;
 * - an entity switched off on the Audit Configuration page gets no new version in Audit Data when
 *   its record changes; switched on again, it does.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { apiAs } from '../support/page-api';
import { freshPage, openSignedIn } from '../support/session';
import { clickMenu, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const PANEL = '//*[@role="tabpanel" and not(@hidden)]';
const rowWith = (cell: string) =>
  `${PANEL}//tbody/tr[contains(@class, "ant-table-row")][td[normalize-space(.)="${cell}"]]`;
/** A button by its text; antd spaces out two-character labels (确定 as 确 定). */
const button = (scope: string, label: string) =>
  `::-p-xpath(${scope}//button[translate(normalize-space(.), " ", "")="${label}"])`;
const MODAL = '//div[contains(@class, "ant-modal-content")]';

/** Runs a row action and, where it asks first, answers the question with the same word. */
async function rowAction(page: Page, cell: string, action: string, confirm = false) {
  await page.locator(button(rowWith(cell), action)).click();
  if (!confirm) return;
  await page.waitForSelector(`::-p-xpath(${MODAL})`);
  // the question zooms in: a click during the animation can miss
  await page.waitForFunction(
    () => !document.querySelector('[class*="zoom-appear"], [class*="zoom-enter"]'),
  );
  await page.locator(button(MODAL, action)).click();
  await page.waitForFunction(() => !document.querySelector('.ant-modal-content'));
}

async function socketsOf(loginName: string): Promise<number> {
  const response = await fetch(`${baseUrl}/__mock__/messages/sockets?loginName=${loginName}`);
  return ((await response.json()) as { sockets: number }).sockets;
}

describe('Online Users', () => {
  it("signs alice out, and alice's open shell shows the kick-off page", async () => {
    const alice = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    const admin = await openSignedIn(browser(), baseUrl, 'admin', '/workplace');
    try {
      // her shell is signed in to the message socket: the sign-out reaches it that way
      await alice.page.waitForFunction(
        async (url: string) =>
          ((await (await fetch(url)).json()) as { sockets: number }).sockets > 0,
        { polling: 200 },
        `${baseUrl}/__mock__/messages/sockets?loginName=alice`,
      );
      await clickMenu(admin.page, '系统管理', '账户管理', '在线用户');
      await waitForPanelText(admin.page, 'Alice Chen');
      await rowAction(admin.page, 'alice', '强制下线', true);
      await alice.page.waitForFunction(() => window.location.pathname === '/public/kickoff', {
        timeout: 10_000,
      });
      await alice.page.waitForFunction(() =>
        document.body.innerText.includes('an administrator ended your session'),
      );
      expect(await socketsOf('alice')).toBe(0);
      // the list no longer has her
      await admin.page.waitForFunction(
        (xpath: string) =>
          document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null)
            .singleNodeValue === null,
        {},
        rowWith('alice'),
      );
    } finally {
      await Promise.all([alice.context.close(), admin.context.close()]);
    }
  });
});

describe('Clients', () => {
  it('a redirect address removed from a client makes the authorisation page refuse it', async () => {
    const authorize = `${baseUrl}/oauth/oauth/authorize?${new URLSearchParams({
      response_type: 'token',
      client_id: 'polaris-mobile',
      redirect_uri: `${baseUrl}/mobile/home`,
    })}`;
    const visitor = await freshPage(browser());
    const admin = await openSignedIn(browser(), baseUrl, 'admin', '/workplace');
    try {
      await visitor.page.goto(authorize);
      await visitor.page.waitForSelector('input[name=username]');

      await clickMenu(admin.page, '系统管理', '账户管理', '客户端');
      await admin.page.waitForSelector(`::-p-xpath(${rowWith('polaris-mobile')})`);
      await rowAction(admin.page, 'polaris-mobile', '编辑');
      const uris = await admin.page.waitForSelector('.ant-modal textarea#record_redirectUris');
      expect(await uris!.evaluate((el) => (el as HTMLTextAreaElement).value)).toContain(
        `${baseUrl}/mobile/`,
      );
      await uris!.focus();
      await uris!.evaluate((el) => (el as HTMLTextAreaElement).select());
      await uris!.type(`${baseUrl}/mobile-preview/`);
      await admin.page.locator(button(MODAL, '确定')).click();
      await admin.page.waitForFunction(() => !document.querySelector('.ant-modal textarea'));
      await admin.page.waitForFunction(
        (text: string) =>
          !document
            .querySelector('[role="tabpanel"]:not([hidden]) tbody')
            ?.textContent?.includes(text),
        {},
        `${baseUrl}/mobile/`,
      );

      const refused = await visitor.page.goto(authorize);
      expect(refused?.status()).toBe(400);
      const page = await visitor.page.evaluate(() => document.body.innerText);
      expect(page).toContain('Redirect address not allowed');
      expect(page).toContain(`${baseUrl}/mobile/home is not registered for the client`);
      expect(await visitor.page.$('input[name=username]')).toBeNull();
    } finally {
      await Promise.all([visitor.context.close(), admin.context.close()]);
    }
  });
});

describe('Audit Configuration', () => {
  /**
   * The rows Audit Data shows for a search of currency versions (`query`: what the search sends
   * besides the entity; a search asked again with the same filters is answered from the page's
   * cache, so each search here differs).
   */
  async function currencyVersions(page: Page, query: string): Promise<string[]> {
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes('/audit-datas?') &&
        response.url().includes('entityCode=HPFM.CURRENCY') &&
        response.url().includes(query),
    );
    await page.locator(button(PANEL, '查询')).click();
    await searched;
    await page.waitForFunction(() => {
      const rows = document.querySelectorAll(
        '[role="tabpanel"]:not([hidden]) tbody tr.ant-table-row',
      );
      return rows.length > 0 && [...rows].every((row) => row.textContent?.includes('CURRENCY'));
    });
    return page.$$eval('[role="tabpanel"]:not([hidden]) tbody tr.ant-table-row', (rows) =>
      rows.map((row) => (row as HTMLElement).innerText.replace(/\s+/g, ' ')),
    );
  }

  const changeSymbol = async (page: Page, objectVersionNumber: number, currencySymbol: string) =>
    apiAs(page, '/hpfm/v1/currencys', {
      method: 'PUT',
      body: JSON.stringify({ currencyId: 2, objectVersionNumber, currencySymbol }),
    });

  it('an entity switched off gets no new version in Audit Data; on again, it does', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/workplace');
    try {
      await clickMenu(page, '运维监控', '审计配置');
      await page.waitForSelector(`::-p-xpath(${rowWith('HPFM.CURRENCY')})`);
      await rowAction(page, 'HPFM.CURRENCY', '停止审计', true);
      await page.waitForSelector(button(rowWith('HPFM.CURRENCY'), '开启审计'));
      await changeSymbol(page, 1, 'U$');

      await clickMenu(page, '运维监控', '数据审计');
      await waitForPanelText(page, '数据审计');
      await page.locator(`::-p-xpath(${PANEL}//input[@id="entityCode"])`).fill('HPFM.CURRENCY');
      expect(await currencyVersions(page, 'page=0')).toHaveLength(3);

      await clickMenu(page, '运维监控', '审计配置');
      await rowAction(page, 'HPFM.CURRENCY', '开启审计');
      await page.waitForSelector(button(rowWith('HPFM.CURRENCY'), '停止审计'));
      await changeSymbol(page, 2, 'US$$');

      await clickMenu(page, '运维监控', '数据审计');
      await page.locator(`::-p-xpath(${PANEL}//input[@id="entityId"])`).fill('2');
      const versions = await currencyVersions(page, 'entityId=2');
      expect(versions).toHaveLength(4);
      expect(versions[0]).toContain('货币符号');
      expect(versions[0]).toContain('管理员');
    } finally {
      await context.close();
    }
  });
});
