/**
 * Lookup views and translations in the running shell (issue 26, part E), admin in zh_CN: a view's
 * title and a column's title changed on the Lookup Views page show in the kit's LovField dialog
 * (the currency's country) on its next open, in a tab that had opened it before; a currency's
 * Chinese name translated on the Multilingual Texts page is what the Currencies page lists.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { clickButton, PANEL, rowButton } from '../support/iam-console';
import { openSignedIn } from '../support/session';
import { answerDialog, clickMenu, retypeInDialog } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** Searches the shown page's list by one field. */
async function search(page: Page, id: string, value: string) {
  await page.locator(`[role="tabpanel"]:not([hidden]) input#${id}`).fill(value);
  await page.keyboard.press('Enter');
}

/** Opens the country lookup of a new currency; waits for its title and a column title. */
async function openCountryLookup(page: Page, title: string, column: string) {
  await clickButton(page, PANEL, '新建');
  await page.locator('.ant-modal-content button[aria-label="选择"]').click();
  await page.waitForSelector(
    `::-p-xpath(//div[contains(@class,"ant-modal-title") and normalize-space(.)="${title}"])`,
  );
  await page.waitForSelector(
    `::-p-xpath(//div[contains(@class,"ant-modal-content")]//th[normalize-space(.)="${column}"])`,
  );
  await answerDialog(page, '取 消'); // the lookup
  await answerDialog(page, '取 消'); // the new currency
}

describe('Lookup Views: the LovField follows its view', () => {
  it('a changed title and column title show in the country lookup on its next open', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/currency');
    try {
      await openCountryLookup(page, '选择国家/地区', '国家/地区名称');

      await clickMenu(page, '平台管理', '基础数据', '值集视图');
      await rowButton(page, 'HPFM.COUNTRY', '编辑');
      await retypeInDialog(page, '#record_viewName', '选择一个国家');
      await retypeInDialog(page, 'input[aria-label="第 2 行标题"]', '国家名');
      await answerDialog(page, '确 定');
      await page.waitForSelector(`::-p-xpath(${PANEL}//td[normalize-space(.)="选择一个国家"])`);

      await clickMenu(page, '平台管理', '基础数据', '币种定义');
      await openCountryLookup(page, '选择一个国家', '国家名');
    } finally {
      await context.close();
    }
  });
});

describe('Multilingual Texts: the product shows the translation', () => {
  it('a currency name translated into Chinese is what the Currencies list shows', async () => {
    const { context, page } = await openSignedIn(
      browser(),
      baseUrl,
      'admin',
      '/hpfm/multi-language',
    );
    try {
      await search(page, 'recordCode', 'USD');
      await rowButton(page, 'USD', '翻译');
      await retypeInDialog(page, '#record_zh_CN', '美金');
      await answerDialog(page, '确 定');
      await page.waitForSelector(`::-p-xpath(${PANEL}//td[normalize-space(.)="美金"])`);

      await clickMenu(page, '平台管理', '基础数据', '币种定义');
      await search(page, 'currencyCode', 'USD');
      await page.waitForSelector(
        `::-p-xpath(${PANEL}//tr[td[normalize-space(.)="USD"]]/td[normalize-space(.)="美金"])`,
      );
    } finally {
      await context.close();
    }
  });
});
