/**
 * Pages as declarations (issue 21): two pages built on the kit's resource page, Currencies (site
 * level) and Scheduled Jobs (the organisation's), behave the same way in a real browser: 50 rows
 * a page, the server's sort, a save refused because someone else saved first keeps the dialog and
 * what was typed, and the list exported as a CSV file of the columns shown. admin works in zh_CN.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { downloaded, useDownloadingPages } from '../support/downloads';
import { gatewayUrl } from '../support/env';
import { apiAs } from '../support/page-api';
import { resetGateway } from '../support/gateway-control';
import { signIn, waitForShell } from '../support/session';
import { waitForNotification } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
const PANEL = '//*[@role="tabpanel" and not(@hidden)]';

const downloadingPage = useDownloadingPages('polaris-resource-e2e-', browser);
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

interface Case {
  name: string;
  path: string;
  /** The list's API path (as the gateway sees it, the organisation filled in). */
  api: RegExp;
  rowKey: string;
  /** The row edited (one its page lets be edited). */
  editRow: string;
  /** The sortable column's heading and field. */
  sortHeading: string;
  sortField: string;
  /** The form field changed, its input's id, and the value typed. */
  input: string;
  typed: string;
  /** Saves the row behind the page's back (a newer version than the page holds). */
  saveElsewhere(page: Page, row: Record<string, unknown>, listPath: string): Promise<void>;
  file: string;
  headings: string[];
}

const CASES: Case[] = [
  {
    name: 'Currencies',
    path: '/hpfm/currency',
    api: /^\/hpfm\/v1\/currencys$/,
    rowKey: 'currencyCode',
    editRow: 'USD',
    sortHeading: '币种代码',
    sortField: 'currencyCode',
    input: 'record_currencyName',
    typed: '改名的币种',
    saveElsewhere: async (page, row) => {
      await apiAs(page, '/hpfm/v1/currencys', {
        method: 'PUT',
        body: JSON.stringify({
          currencyId: row.currencyId,
          objectVersionNumber: row.objectVersionNumber,
          currencySymbol: 'X$',
        }),
      });
    },
    file: 'currencies.csv',
    headings: ['币种代码', '币种名称'],
  },
  {
    name: 'Scheduled Jobs',
    path: '/hsdr/job-info',
    api: /^\/hsdr\/v1\/\d+\/job-info$/,
    rowKey: 'jobCode',
    editRow: 'HPFM.HOLIDAY_IMPORT',
    sortHeading: '优先级',
    sortField: 'jobPriority',
    input: 'record_description',
    typed: '改过的任务描述',
    saveElsewhere: async (page, row, listPath) => {
      await apiAs(page, listPath, {
        method: 'PUT',
        body: JSON.stringify({
          jobId: row.jobId,
          objectVersionNumber: row.objectVersionNumber,
          cron: '0 0 2 * * ?',
        }),
      });
    },
    file: 'jobs.csv',
    headings: ['任务编码', '任务描述'],
  },
];

/** The list requests the page sends from now on, by their query. */
function listCalls(page: Page, api: RegExp): URL[] {
  const seen: URL[] = [];
  page.on('request', (request: HTTPRequest) => {
    const url = new URL(request.url());
    if (api.test(url.pathname) && request.method() === 'GET') seen.push(url);
  });
  return seen;
}

const rows = (page: Page) =>
  page.$$eval('[role="tabpanel"]:not([hidden]) tbody tr.ant-table-row', (trs) => trs.length);

/** The rows of the table as the answer the page holds (what the user sees, read back). */
async function answered(page: Page, api: RegExp, act: () => Promise<void>) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (res) => api.test(new URL(res.url()).pathname) && res.request().method() === 'GET',
    ),
    act(),
  ]);
  return (await response.json()) as { content: Record<string, unknown>[]; totalElements: number };
}

/** A button's text without the space antd puts between two Chinese characters. */
const button = (text: string) =>
  `::-p-xpath(${PANEL}//button[translate(normalize-space(.), " ", "")="${text}"])`;

describe.each(CASES)('$name on the kit', (spec) => {
  it('pages by 50, sorts on the server, keeps a refused edit, and exports what it lists', async () => {
    const { context, page, downloads } = await downloadingPage();
    try {
      const calls = listCalls(page, spec.api);
      await page.goto(`${baseUrl}${spec.path}`);
      await signIn(page, 'admin');
      await waitForShell(page);
      await page.waitForSelector('[role="tabpanel"]:not([hidden]) tbody tr.ant-table-row');

      // 50 rows a page: the size is sent, and as many rows show as the answer holds
      await page
        .locator('[role="tabpanel"]:not([hidden]) .ant-pagination-options .ant-select-selector')
        .click();
      const fifty = await answered(page, spec.api, () =>
        page.locator('.ant-select-item-option[title="50 条/页"]').click(),
      );
      expect(calls.at(-1)?.searchParams.get('size')).toBe('50');
      await page.waitForFunction(
        (count) =>
          document.querySelectorAll('[role="tabpanel"]:not([hidden]) tbody tr.ant-table-row')
            .length === count,
        {},
        Math.min(50, fifty.totalElements),
      );
      expect(await rows(page)).toBeGreaterThan(Math.min(10, fifty.totalElements - 1));

      // the server's sort, ascending then descending, with the first row following it
      const heading = `::-p-xpath(${PANEL}//th[.//*[normalize-space(.)="${spec.sortHeading}"]])`;
      const ascending = await answered(page, spec.api, () => page.locator(heading).click());
      expect(calls.at(-1)?.searchParams.get('sort')).toBe(`${spec.sortField},asc`);
      const descending = await answered(page, spec.api, () => page.locator(heading).click());
      expect(calls.at(-1)?.searchParams.get('sort')).toBe(`${spec.sortField},desc`);
      expect(descending.content[0][spec.sortField]).not.toBe(ascending.content[0][spec.sortField]);
      const first = descending.content[0];
      await page.waitForFunction(
        (code) =>
          document
            .querySelector('[role="tabpanel"]:not([hidden]) tbody tr.ant-table-row')
            ?.textContent?.includes(code),
        {},
        String(first[spec.rowKey]),
      );

      // an edit refused because someone saved first keeps the dialog and what was typed
      const edited = descending.content.find((row) => row[spec.rowKey] === spec.editRow)!;
      const rowXPath = `${PANEL}//tbody/tr[contains(@class, "ant-table-row")][td[normalize-space(.)="${spec.editRow}"]]`;
      const editLink = `::-p-xpath(${rowXPath}//button[translate(normalize-space(.), " ", "")="编辑"])`;
      // this browser's system asks for reduced motion (test/support/browser.ts): the dialog shows
      // at once, without zooming in (no zoom step ever goes active)
      await page.evaluate(() => {
        const seen = window as unknown as { __polarisZoomed?: boolean };
        seen.__polarisZoomed = false;
        new MutationObserver((changes) => {
          if (
            changes.some((change) => /zoom-\w+-active/.test((change.target as Element).className))
          )
            seen.__polarisZoomed = true;
        }).observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true });
      });
      if (await page.$(editLink)) await page.locator(editLink).click();
      else {
        // behind the row's "操作" menu (the first links are the job's own actions)
        await page.locator(`::-p-xpath(${rowXPath}//button[normalize-space(.)="操作"])`).click();
        await page.locator('::-p-xpath(//li[@role="menuitem"][normalize-space(.)="编辑"])').click();
      }
      const input = await page.waitForSelector(`.ant-modal input#${spec.input}`);
      expect(
        await page.evaluate(
          () => (window as unknown as { __polarisZoomed: boolean }).__polarisZoomed,
        ),
      ).toBe(false);
      await spec.saveElsewhere(page, edited, calls.at(-1)?.pathname ?? '');
      // the whole old value chosen, so what is typed replaces it (a triple click may land before
      // the input has the focus and choose nothing)
      await input!.focus();
      await input!.evaluate((element) => (element as HTMLInputElement).select());
      await input!.type(spec.typed);
      await page
        .locator(
          '::-p-xpath(//div[contains(@class, "ant-modal")]//button[translate(normalize-space(.), " ", "")="确定"])',
        )
        .click();
      await waitForNotification(page, '记录已被他人修改，请刷新后重试。');
      expect(
        await page.$eval(`.ant-modal input#${spec.input}`, (el) => (el as HTMLInputElement).value),
      ).toBe(spec.typed);
      // the warning shows bottom right (spec), here over the dialog's buttons (a small window, and
      // the pointer on it keeps it open): closed, as a user would, before pressing Cancel
      await page.locator('.ant-notification-notice-close').click();
      await page.waitForFunction(() => !document.querySelector('.ant-notification-notice'));
      await page
        .locator(
          '::-p-xpath(//div[contains(@class, "ant-modal")]//button[translate(normalize-space(.), " ", "")="取消"])',
        )
        .click();
      // the question zooms in from where the pointer was: a click before it stands lands beside
      // its moving button
      await page.waitForSelector('.ant-modal-confirm:not([class*="zoom"])');
      await page
        .locator('::-p-xpath(//button[translate(normalize-space(.), " ", "")="放弃"])')
        .click();
      await page.waitForFunction(() => !document.querySelector(`.ant-modal input[id^="record_"]`));

      // the export: every row as sorted, in the columns shown, as a CSV file
      await page.locator(button('导出')).click();
      const csv = await downloaded(downloads, spec.file);
      const [header, firstLine] = csv.replace(/^\uFEFF/, '').split('\r\n');
      for (const title of spec.headings) expect(header).toContain(`"${title}"`);
      expect(firstLine).toContain(`"${String(first[spec.rowKey])}"`);
      expect(
        csv
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n'),
      ).toHaveLength(fifty.totalElements + 1);
    } finally {
      await context.close();
    }
  });
});
