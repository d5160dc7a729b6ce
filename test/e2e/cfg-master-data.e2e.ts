/**
 * The platform's master data in the running shell (issue 26, part G), admin in zh_CN: a country
 * created on Countries and Regions is what a country field offers next (the currency's country
 * lookup), and one disabled there is offered no more; a bank created and disabled on Banks.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { clickButton, PANEL, rowButton } from '../support/iam-console';
import { openSignedIn } from '../support/session';
import { answerDialog, waitForNotification } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const rowWith = (page: Page, text: string) =>
  page.waitForSelector(`::-p-xpath(${PANEL}//tr[td[normalize-space(.)="${text}"]])`);

const rowText = (page: Page, text: string) =>
  rowWith(page, text).then((row) => row!.evaluate((node) => (node as HTMLElement).innerText));

/** Replaces the value of a dialog's input. */
async function fill(page: Page, id: string, value: string) {
  const input = await page.waitForSelector(`.ant-modal-content #${id}`);
  await input!.click({ clickCount: 3 });
  await input!.type(value);
}

async function search(page: Page, id: string, value: string) {
  await page.locator(`[role="tabpanel"]:not([hidden]) input#${id}`).fill(value);
  await page.keyboard.press('Enter');
}

/** The newest dialog (the lookup over the edit dialog). */
const LOOKUP = '(//div[contains(@class,"ant-modal-content")])[last()]';

/** Searches the open country lookup by code; the names of the rows it then offers. */
async function lookupCountries(page: Page, code: string): Promise<string[]> {
  await fill(page, 'countryCode', code);
  await page.keyboard.press('Enter');
  // the rows of this search: every one holds the code (or none is left)
  await page.waitForFunction(
    (wanted: string) => {
      const dialogs = document.querySelectorAll('.ant-modal-content');
      const lookup = dialogs[dialogs.length - 1];
      const rows = [...lookup.querySelectorAll('tbody tr.ant-table-row')];
      const empty = lookup.querySelector('.ant-empty');
      const busy = lookup.querySelector('.ant-spin-spinning');
      return (
        !busy &&
        (empty ||
          (rows.length > 0 && rows.every((row) => (row as HTMLElement).innerText.includes(wanted))))
      );
    },
    {},
    code,
  );
  return page.$$eval(
    `::-p-xpath(${LOOKUP}//tbody/tr[contains(@class,"ant-table-row")]/td[3])`,
    (cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()),
  );
}

describe('Countries and Regions: what country fields offer', () => {
  it('a created country is chosen in a currency; a disabled one is offered no more', async () => {
    const first = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/country');
    try {
      const { page } = first;
      await clickButton(page, PANEL, '新建');
      await fill(page, 'record_countryCode', 'PT');
      await fill(page, 'record_countryName', '葡萄牙');
      await answerDialog(page, '确 定');
      await waitForNotification(page, '操作成功');
      await search(page, 'countryCode', 'DE');
      expect(await rowText(page, '德国')).toContain('启用');
      await rowButton(page, '德国', '禁用');
      await answerDialog(page, '确 定');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[role="tabpanel"]:not([hidden]) tbody tr')].some(
          (tr) =>
            (tr as HTMLElement).innerText.includes('德国') &&
            (tr as HTMLElement).innerText.includes('禁用') &&
            (tr as HTMLElement).innerText.includes('启用'), // the status Disabled, the action Enable
        ),
      );
    } finally {
      await first.context.close();
    }

    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/currency');
    try {
      await search(page, 'currencyCode', 'EUR');
      await rowButton(page, 'EUR', '编辑');
      await page.locator('.ant-modal-content button[aria-label="选择"]').click();
      expect(await lookupCountries(page, 'DE')).toEqual([]);
      expect(await lookupCountries(page, 'PT')).toEqual(['葡萄牙']);
      await page
        .locator(
          `::-p-xpath(${LOOKUP}//tbody/tr[td[normalize-space(.)="PT"]]//input[@type="radio"])`,
        )
        .click();
      await page.waitForSelector('.ant-modal-content tr.ant-table-row-selected');
      await answerDialog(page, '确 定');
      await page.waitForFunction(
        () =>
          (document.querySelector('.ant-modal-content #record_country') as HTMLInputElement)
            ?.value === '葡萄牙',
      );
      await answerDialog(page, '确 定');
      await waitForNotification(page, '操作成功');
      expect(await rowText(page, 'EUR')).toContain('葡萄牙');
    } finally {
      await context.close();
    }
  });
});

describe('Banks', () => {
  it('a created bank is listed, and disabled in place', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/bank');
    try {
      await clickButton(page, PANEL, '新建');
      await fill(page, 'record_bankCode', 'WEBANK');
      await fill(page, 'record_bankName', '深圳前海微众银行');
      await fill(page, 'record_bankShortName', '微众银行');
      await answerDialog(page, '确 定');
      await search(page, 'bankName', '微众');
      expect(await rowText(page, 'WEBANK')).toContain('深圳前海微众银行');
      await rowButton(page, 'WEBANK', '禁用');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[role="tabpanel"]:not([hidden]) tbody tr')].some(
          (tr) =>
            /禁用/.test((tr as HTMLElement).innerText) &&
            /WEBANK/.test((tr as HTMLElement).innerText) &&
            /启用/.test((tr as HTMLElement).innerText),
        ),
      );
    } finally {
      await context.close();
    }
  });
});
