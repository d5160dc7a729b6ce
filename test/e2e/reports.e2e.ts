/**
 * The report centre in the running shell (issue 27), admin in zh_CN: Report Query runs the
 * regional sales report with a region chosen, shows that run's rows and its chart, and Export
 * answers the CSV of exactly those rows.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { clickButton, PANEL } from '../support/iam-console';
import { openSignedIn } from '../support/session';
import { waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** Picks the option titled `title` of the antd Select whose input is `input`, in the page shown. */
async function choose(page: Page, input: string, title: string): Promise<void> {
  await page
    .locator(
      `::-p-xpath(${PANEL}//input[${input}]/ancestor::div[contains(@class,"ant-select")][1])`,
    )
    .click();
  await page
    .locator(`::-p-xpath(//div[contains(@class,"ant-select-item-option") and @title="${title}"])`)
    .click();
}

describe('Report Query', () => {
  it('runs a report with a parameter, shows its rows and exports them as CSV', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hrpt/report-query');
    try {
      await choose(page, '@aria-label="报表"', '区域销售报表 (RPT_SALES_REGION)');
      // the required start day comes with its default (2026-01-01)
      await choose(page, '@id="report-params_region"', 'NORTH');
      await clickButton(page, PANEL, '查询');
      // 120 days of five products in the north
      await waitForPanelText(page, '共 600 行');
      await waitForPanelText(page, 'NORTH');
      // and the amount per region as a bar chart (chart.js, loaded with this page only)
      await page.waitForSelector(
        '[role="tabpanel"]:not([hidden]) canvas[role="img"][aria-label="结果图表"]',
      );
      const answer = page.waitForResponse(
        (response) =>
          response.url().includes('/hrpt/v1/report-runs/1/rows') &&
          response.url().includes('exportType=COLUMN'),
      );
      await clickButton(page, PANEL, '导出');
      const csv = (await (await answer).text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(csv[0]).toBe('"日期","区域","产品","数量","金额"');
      expect(csv).toHaveLength(601);
      expect(csv.slice(1).every((line) => line.includes(',"NORTH",'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
