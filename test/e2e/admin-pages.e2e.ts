/**
 * The kit proven by real pages (issue 12): Scheduled Jobs (one permission request for the whole
 * page, an action that lasts), Value Sets (an invalid row blocks Save and gets the focus; a stale
 * version keeps the user's rows), Currencies (amounts by each currency's precision), and the 403
 * page for a user whose menu lacks a page. admin works in zh_CN; alice in en_US.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { openSignedIn, selectedTabTitle } from '../support/session';
import { waitForNotification, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** The visible page's table row holding `text`. */
const rowWith = (page: Page, text: string) =>
  page.waitForSelector(
    `::-p-xpath(//*[@role="tabpanel" and not(@hidden)]//tr[td[normalize-space(.)="${text}"]])`,
  );

/**
 * Clicks a row's button once it is enabled: a guarded action stays disabled while its
 * permission is being checked, and a click on it then does nothing.
 */
const clickRowButton = (page: Page, text: string, label: string) =>
  page
    .locator(
      `::-p-xpath(//*[@role="tabpanel" and not(@hidden)]//tr[td[normalize-space(.)="${text}"]]//button[normalize-space(.)="${label}"])`,
    )
    .click();

const rowText = (page: Page, text: string) =>
  rowWith(page, text).then((row) => row!.evaluate((node) => (node as HTMLElement).innerText));

/** Requests to an API path, as the page sends them from now on. */
function recordCalls(page: Page, path: string): HTTPRequest[] {
  const seen: HTTPRequest[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) seen.push(request);
  });
  return seen;
}

/** An API call with the page's own session (a new sign-in would end it: one session a user). */
async function apiAs(page: Page, path: string, init: RequestInit = {}) {
  const cookies = await page.browserContext().cookies();
  const accessToken = cookies.find((cookie) => cookie.name === 'access_token')?.value;
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { Authorization: `bearer ${accessToken}`, 'Content-Type': 'application/json' },
  });
  return response.json();
}

describe('Scheduled Jobs', () => {
  it('checks every action of the page in one request, and a pause lasts', async () => {
    const { context, page } = await freshAdminPage('/hsdr/job-info');
    const settled = () =>
      page.waitForFunction(
        () =>
          document.querySelectorAll('[role="tabpanel"]:not([hidden]) [aria-busy="true"]').length ===
          0,
      );
    try {
      // the first load's own check is answered before counting: on a busy machine it could
      // otherwise leave as the reload starts and be counted with the reloaded page's
      await rowWith(page, 'HPFM.CLEAN_TEMP_FILES');
      await settled();
      const checks = recordCalls(page, '/menus/check-permissions');
      await page.reload();
      const row = await rowWith(page, 'HPFM.CLEAN_TEMP_FILES');
      // 10 jobs, 4 or 5 actions each: every one waits for the same answer
      await settled();
      expect(checks).toHaveLength(1);
      // 45 jobs on one page: over 200 guarded actions, and still no new request
      await page
        .locator('[role="tabpanel"]:not([hidden]) .ant-pagination-options .ant-select')
        .click();
      await page
        .locator(
          '::-p-xpath(//div[contains(@class,"ant-select-item-option") and contains(normalize-space(.), "50")])',
        )
        .click();
      await page.waitForFunction(
        () =>
          document.querySelectorAll('[role="tabpanel"]:not([hidden]) tbody tr.ant-table-row')
            .length === 45,
      );
      await settled();
      const guarded = await page.$$eval(
        '[role="tabpanel"]:not([hidden]) [data-guarded-actions]',
        (lists) =>
          lists.reduce((sum, list) => sum + Number(list.getAttribute('data-guarded-actions')), 0),
      );
      expect(guarded).toBeGreaterThan(200);
      expect(checks).toHaveLength(1);
      expect(JSON.parse(checks[0].postData() ?? '[]')).toEqual(
        expect.arrayContaining(['hsdr.job-info.button.pause', 'hsdr.job-info.button.delete']),
      );

      expect(await row!.evaluate((node) => (node as HTMLElement).innerText)).toContain('运行中');
      await clickRowButton(page, 'HPFM.CLEAN_TEMP_FILES', '暂停');
      await waitForNotification(page, '操作成功');
      await page.reload();
      await rowWith(page, 'HPFM.CLEAN_TEMP_FILES');
      expect(await rowText(page, 'HPFM.CLEAN_TEMP_FILES')).toContain('已暂停');
    } finally {
      await context.close();
    }
  });

  it("opens a job's runs over the list, and the Job Logs page for it from there", async () => {
    const { context, page } = await freshAdminPage('/hsdr/job-info');
    try {
      await rowWith(page, 'HPFM.CLEAN_TEMP_FILES');
      await clickRowButton(page, 'HPFM.CLEAN_TEMP_FILES', '操作');
      await page
        .locator(
          '::-p-xpath(//li[contains(@class,"ant-dropdown-menu-item") and normalize-space(.)="日志"])',
        )
        .click();
      const drawer = await page.waitForSelector(
        '::-p-xpath(//*[contains(@class,"ant-drawer-content") and .//*[normalize-space(.)="HPFM.CLEAN_TEMP_FILES 的运行记录"]])',
        { visible: true },
      );
      // the job's two runs, shown where the user asked, over the list: no tab opened
      await page.waitForFunction(
        (element: Element) => element.querySelectorAll('tbody tr.ant-table-row').length === 2,
        {},
        drawer!,
      );
      expect(await selectedTabTitle(page)).toBe('任务调度');
      await page.locator('::-p-xpath(//button[normalize-space(.)="在调度日志中打开"])').click();
      await page.waitForFunction(
        () => `${window.location.pathname}${window.location.search}` === '/hsdr/job-log?jobId=1',
      );
      expect(await selectedTabTitle(page)).toBe('调度日志');
    } finally {
      await context.close();
    }
  });

  it('shows alice, whose menu lacks the page, the 403 page', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hsdr/job-info');
    try {
      await waitForPanelText(page, 'Sorry, you have no permission to access this page');
      expect(
        await page.$('::-p-xpath(//td[normalize-space(.)="HPFM.CLEAN_TEMP_FILES"])'),
      ).toBeNull();
    } finally {
      await context.close();
    }
  });
});

async function freshAdminPage(path: string) {
  return openSignedIn(browser(), baseUrl, 'admin', path);
}

async function openValues(page: Page, lovCode: string) {
  await page.locator('[role="tabpanel"]:not([hidden]) input#lovCode').fill(lovCode);
  await page
    .locator(
      '::-p-xpath(//*[@role="tabpanel" and not(@hidden)]//button[normalize-space(.)="查 询"])',
    )
    .click();
  await clickRowButton(page, lovCode, '值');
  await page.waitForSelector(`section[aria-label="${lovCode} 的值"] tbody tr`);
}

describe('Value Sets', () => {
  it('blocks Save on an invalid row, sends nothing and puts the focus on the field', async () => {
    const { context, page } = await freshAdminPage('/hpfm/value-list');
    try {
      await openValues(page, 'HPFM.FLAG');
      const saves = recordCalls(page, '/lov-values/batch-save');
      await page.locator('::-p-xpath(//button[normalize-space(.)="新增值"])').click();
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      await page.keyboard.type('MAYBE');
      await page.locator('::-p-xpath(//button[normalize-space(.)="保 存"])').click();
      await page.waitForSelector('[aria-invalid="true"]');
      const now = await page.evaluate(() => ({
        label: document.activeElement?.getAttribute('aria-label'),
        invalid: document.activeElement?.getAttribute('aria-invalid'),
      }));
      expect(focused).toContain('值'); // the new row's first field had the focus
      expect(now.invalid).toBe('true'); // now the missing meaning has it
      expect(now.label).toContain('含义');
      expect(saves).toHaveLength(0);
    } finally {
      await context.close();
    }
  });

  it("keeps the user's rows when the server says another user changed the value first", async () => {
    const { context, page } = await freshAdminPage('/hpfm/value-list');
    try {
      await openValues(page, 'HPFM.FLAG');
      const meaning = await page.waitForSelector(
        'section[aria-label="HPFM.FLAG 的值"] input[aria-label*="含义"]',
      );
      await meaning!.click({ clickCount: 3 });
      await meaning!.type('是的');
      // meanwhile someone else saves the same value
      const headers = await apiAs(page, '/hpfm/v1/lov-headers?lovCode=HPFM.FLAG');
      const lovId = headers.content.find(
        (h: { lovCode: string }) => h.lovCode === 'HPFM.FLAG',
      ).lovId;
      const values = await apiAs(page, `/hpfm/v1/lov-values?lovId=${lovId}`);
      const first = values.content[0];
      const saved = await apiAs(page, '/hpfm/v1/lov-values/batch-save', {
        method: 'POST',
        body: JSON.stringify([{ ...first, _status: 'update', meaning: '是（他人修改）' }]),
      });
      expect(saved[0].objectVersionNumber).toBe(first.objectVersionNumber + 1);
      await page.locator('::-p-xpath(//button[normalize-space(.)="保 存"])').click();
      await page.waitForSelector('.ant-notification-notice');
      const notices = await page.$$eval('.ant-notification-notice', (nodes) =>
        nodes.map((node) => (node as HTMLElement).innerText),
      );
      expect(notices.join(' ')).toMatch(/修改|changed/);
      expect(await meaning!.evaluate((input) => (input as HTMLInputElement).value)).toBe('是的');
    } finally {
      await context.close();
    }
  });
});

describe('Currencies', () => {
  it("shows a sample amount in each currency's precision", async () => {
    const { context, page } = await freshAdminPage('/hpfm/currency');
    try {
      await page.locator('[role="tabpanel"]:not([hidden]) input#currencyCode').fill('JPY');
      await page.keyboard.press('Enter');
      expect(await rowText(page, 'JPY')).toMatch(/1,234,568(?![.\d])/);
      await page.locator('[role="tabpanel"]:not([hidden]) input#currencyCode').fill('KWD');
      await page.keyboard.press('Enter');
      expect(await rowText(page, 'KWD')).toContain('1,234,567.891');
    } finally {
      await context.close();
    }
  });

  it('saves a country chosen with the lookup field', async () => {
    const { context, page } = await freshAdminPage('/hpfm/currency');
    try {
      await page.locator('[role="tabpanel"]:not([hidden]) input#currencyCode').fill('EUR');
      await page.keyboard.press('Enter');
      // the searched list, not the first page still on screen while it loads
      await page.waitForFunction(
        () =>
          document.querySelectorAll('[role="tabpanel"]:not([hidden]) tbody tr.ant-table-row')
            .length === 1,
      );
      await clickRowButton(page, 'EUR', '编辑');
      await page.locator('.ant-modal-content button[aria-label="选择"]').click();
      const lookup = await page.waitForSelector(
        '::-p-xpath((//div[contains(@class,"ant-modal-content")])[last()][.//th]//tbody/tr[contains(@class,"ant-table-row")][1])',
      );
      const country = await lookup!.evaluate(
        (node) => (node.querySelectorAll('td')[2] as HTMLElement).innerText,
      );
      // the dialog zooms in: a click during the animation can miss
      await page.waitForFunction(
        () => !document.querySelector('[class*="zoom-appear"], [class*="zoom-enter"]'),
      );
      await (await lookup!.waitForSelector('input[type="radio"]'))!.click();
      await page.waitForSelector('.ant-modal-content tr.ant-table-row-selected');
      await page
        .locator(
          '::-p-xpath((//div[contains(@class,"ant-modal-content")])[last()]//button[normalize-space(.)="确 定"])',
        )
        .click();
      await page
        .locator(
          '::-p-xpath(//div[contains(@class,"ant-modal-content")]//button[normalize-space(.)="确 定"])',
        )
        .click();
      await waitForNotification(page, '操作成功');
      await page.waitForFunction(
        (name: string) =>
          Array.from(document.querySelectorAll('[role="tabpanel"]:not([hidden]) tr')).some(
            (tr) =>
              (tr as HTMLElement).innerText.includes('EUR') &&
              (tr as HTMLElement).innerText.includes(name),
          ),
        {},
        country,
      );
    } finally {
      await context.close();
    }
  });
});
