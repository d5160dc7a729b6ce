/**
 * Permission requests of a page of many guarded controls: admin's Scheduled Jobs with 50 rows a
 * page (45 jobs, over 200 actions, each permission-checked). Target: one request for the page.
 */
import type { Browser } from 'puppeteer';
import { metric, type Metric } from './report';

const PANEL = '[role="tabpanel"]:not([hidden])';

export async function measurePagePermissions(
  browser: Browser,
  baseUrl: string,
  accessToken: string,
): Promise<Record<string, Metric>> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/menus/check-permissions')) requests += 1;
    });
    await page.goto(
      `${baseUrl}/hsdr/job-info#access_token=${accessToken}&token_type=bearer&expires_in=3600`,
    );
    await page.waitForSelector(`${PANEL} tbody tr.ant-table-row`, { timeout: 30_000 });
    await page.locator(`${PANEL} .ant-pagination-options .ant-select`).click();
    await page
      .locator(
        '::-p-xpath(//div[contains(@class,"ant-select-item-option") and contains(normalize-space(.), "50")])',
      )
      .click();
    await page.waitForFunction(
      (panel: string) =>
        document.querySelectorAll(`${panel} tbody tr.ant-table-row`).length > 40 &&
        document.querySelectorAll(`${panel} [aria-busy="true"]`).length === 0,
      { timeout: 30_000 },
      PANEL,
    );
    const controls = await page.$$eval(`${PANEL} [data-guarded-actions]`, (lists) =>
      lists.reduce((sum, list) => sum + Number(list.getAttribute('data-guarded-actions')), 0),
    );
    return {
      'permissions.requestsForPageControls': metric({
        value: requests,
        unit: 'count',
        target: { op: '<=', value: 1, description: 'check requests for a page of 200+ controls' },
        details: { controls, page: '/hsdr/job-info, 50 rows a page' },
      }),
    };
  } finally {
    await context.close();
  }
}
