/**
 * Concurrent Requests in the running shell (issue 27), admin in zh_CN: a running request of the
 * seed is cancelled; a request submitted with a parameter goes on to its finished status while
 * the page is open, and its log tells the run.
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
  it('cancels a running request; a submitted one finishes and its log tells the run', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hsdr/concurrent');
    try {
      // the seed's month-end archive runs for ten minutes
      await rowShows(page, '3', '运行中');
      await rowButton(page, '3', '取消');
      await answerDialog(page, '确 定');
      await rowShows(page, '3', '失败');

      await clickButton(page, PANEL, '提交请求');
      await chooseOption(page, 'submit-request_concurrentId', 'HPFM.EXCHANGE_RATE_IMPORT 汇率导入');
      const currency = await page.waitForSelector(
        '.ant-modal-content #submit-request_params_currencyCode',
      );
      await currency!.type('EUR');
      await answerDialog(page, '确 定');
      await rowShows(page, '4', 'currencyCode=EUR');
      await rowShows(page, '4', '成功');

      await rowButton(page, '4', '日志');
      const log = await page.waitForSelector('.ant-modal-content pre');
      const text = await log!.evaluate((node) => (node as HTMLElement).innerText);
      expect(text).toContain('HPFM.EXCHANGE_RATE_IMPORT(currencyCode=EUR)');
      expect(text).toContain('finished: SUCCESS');
    } finally {
      await context.close();
    }
  });
});
