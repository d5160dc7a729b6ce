/**
 * Concurrent Requests in the running shell (issue 27), admin in zh_CN: a running request of the
 * seed is cancelled; a program defined on the Programs tab with one required parameter is
 * submitted: the request dialog asks exactly that parameter (required, named), the request goes
 * on to its finished status while the page is open, and its log tells the run.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { chooseOption, clickButton, PANEL, rowButton } from '../support/iam-console';
import { openSignedIn } from '../support/session';
import { answerDialog } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** Waits until the row of request `id` shows `text`. */
const rowShows = (page: Page, id: string, text: string) =>
  page.waitForFunction(
    (cell: string, expected: string) =>
      [...document.querySelectorAll('[role="tabpanel"]:not([hidden]) tbody tr')].some(
        (row) =>
          (row.querySelector('td') as HTMLElement | null)?.innerText.trim() === cell &&
          (row as HTMLElement).innerText.includes(expected),
      ),
    {},
    id,
    text,
  );

describe('Concurrent Requests', () => {
  it('cancels a running request; a program defined is submitted, finishes and logs the run', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hsdr/concurrent');
    try {
      // the seed's month-end archive runs for ten minutes
      await rowShows(page, '3', '运行中');
      await rowButton(page, '3', '取消');
      await answerDialog(page, '确 定');
      await rowShows(page, '3', '失败');

      await page.locator('::-p-xpath(//*[@role="tab" and normalize-space(.)="并发程序"])').click();
      await clickButton(page, PANEL, '新建');
      await page.locator('.ant-modal-content #record_concurrentCode').fill('HPFM.RATE_CHECK');
      await page.locator('.ant-modal-content #record_concurrentName').fill('汇率检查');
      await page.locator('.ant-modal-content #record_executable').fill('hpfm.rateCheck');
      await clickButton(page, '//div[contains(@class,"ant-modal-content")]', '添加');
      await page.locator('.ant-modal-content input[aria-label="第 1 行参数名"]').fill('currency');
      await page.locator('.ant-modal-content [aria-label="第 1 行必填"]').click();
      await answerDialog(page, '确 定');
      await page.waitForSelector(
        `::-p-xpath(${PANEL}//td[normalize-space(.)="currency*: STRING"])`,
      );
      await page.locator('::-p-xpath(//*[@role="tab" and normalize-space(.)="请求"])').click();

      await clickButton(page, PANEL, '提交请求');
      await chooseOption(page, 'submit-request_concurrentId', 'HPFM.RATE_CHECK 汇率检查');
      const currency = await page.waitForSelector(
        '.ant-modal-content #submit-request_params_currency',
      );
      // exactly the program's parameters: the required one refused empty, by its name
      expect(
        await page.$$eval(
          '.ant-modal-content input[id^="submit-request_params_"]',
          (all) => all.length,
        ),
      ).toBe(1);
      await answerDialog(page, '确 定');
      await page.waitForSelector(
        '::-p-xpath(//div[contains(@class,"ant-form-item-explain-error") and normalize-space(.)="请输入currency"])',
      );
      await currency!.type('EUR');
      await answerDialog(page, '确 定');
      await rowShows(page, '4', 'currency=EUR');
      await rowShows(page, '4', '成功');

      await rowButton(page, '4', '日志');
      const log = await page.waitForSelector('.ant-modal-content pre');
      const text = await log!.evaluate((node) => (node as HTMLElement).innerText);
      expect(text).toContain('HPFM.RATE_CHECK(currency=EUR)');
      expect(text).toContain('running hpfm.rateCheck');
      expect(text).toContain('finished: SUCCESS');
    } finally {
      await context.close();
    }
  });
});
