/**
 * Reference data in the running shell (issue 26, part B), admin in zh_CN: a currency created on
 * the Currencies page shows amounts in its own precision and is gone once deleted; a value set
 * created on the Value Sets page takes values, its lookup answers them, and deleting the set
 * ends its lookup (`error.lov.not_found`).
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { clickButton, PANEL, rowButton } from '../support/iam-console';
import { openSignedIn } from '../support/session';
import { answerDialog } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const rowWith = (page: Page, text: string) =>
  page.waitForSelector(`::-p-xpath(${PANEL}//tr[td[normalize-space(.)="${text}"]])`);

/** Waits until the visible list has no row holding `text`. */
const noRowWith = (page: Page, text: string) =>
  page.waitForFunction(
    (cell: string) =>
      ![...document.querySelectorAll('[role="tabpanel"]:not([hidden]) tbody td')].some(
        (td) => (td as HTMLElement).innerText.trim() === cell,
      ),
    {},
    text,
  );

/** Replaces the value of a dialog's input. */
async function fill(page: Page, id: string, value: string) {
  const input = await page.waitForSelector(`.ant-modal-content #${id}`);
  await input!.click({ clickCount: 3 });
  await input!.type(value);
}

/** A lookup's values by code, asked with the page's own session. */
async function lookupValues(page: Page, lovCode: string): Promise<unknown> {
  const cookies = await page.browserContext().cookies();
  const token = cookies.find((cookie) => cookie.name === 'access_token')?.value;
  const response = await fetch(`${baseUrl}/hpfm/v1/lovs/value?lovCode=${lovCode}`, {
    headers: { Authorization: `bearer ${token}` },
  });
  return response.json();
}

async function search(page: Page, id: string, value: string) {
  await page.locator(`[role="tabpanel"]:not([hidden]) input#${id}`).fill(value);
  await page.keyboard.press('Enter');
}

describe('Currencies: create and delete', () => {
  it('a new currency shows amounts in its precision; deleted, it is gone', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/currency');
    try {
      await clickButton(page, PANEL, '新建');
      await fill(page, 'record_currencyCode', 'XAU');
      await fill(page, 'record_currencyName', '黄金');
      await fill(page, 'record_defaultPrecision', '4');
      await fill(page, 'record_financialPrecision', '4');
      await answerDialog(page, '确 定');
      await search(page, 'currencyCode', 'XAU');
      const row = await rowWith(page, 'XAU');
      expect(await row!.evaluate((node) => (node as HTMLElement).innerText)).toContain(
        '1,234,567.8910',
      );

      await rowButton(page, 'XAU', '删除');
      await answerDialog(page, '确 定');
      await noRowWith(page, 'XAU');
    } finally {
      await context.close();
    }
  });
});

describe('Value Sets: create and delete', () => {
  it('a new set takes values its lookup answers; deleted, its lookup is no more', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/value-list');
    try {
      await clickButton(page, PANEL, '新建');
      await fill(page, 'record_lovCode', 'ACME.DOOR_TYPE');
      await fill(page, 'record_lovName', '门类型');
      await answerDialog(page, '确 定');
      await search(page, 'lovCode', 'ACME.DOOR');
      await rowButton(page, 'ACME.DOOR_TYPE', '值');
      const values = 'section[aria-label="ACME.DOOR_TYPE 的值"]';
      await page.waitForSelector(values);
      await clickButton(page, PANEL, '新增值');
      await page.keyboard.type('WOOD');
      await page.locator(`${values} input[aria-label*="含义"]`).fill('木门');
      await clickButton(page, PANEL, '保存');
      // saved: nothing left unsaved, so Save is off again
      await page.waitForSelector(
        `::-p-xpath(${PANEL}//button[translate(normalize-space(.)," ","")="保存" and @disabled])`,
      );
      expect(await lookupValues(page, 'ACME.DOOR_TYPE')).toEqual([
        expect.objectContaining({ value: 'WOOD', meaning: '木门' }),
      ]);

      await rowButton(page, 'ACME.DOOR_TYPE', '删除');
      await answerDialog(page, '确 定');
      await noRowWith(page, 'ACME.DOOR_TYPE');
      expect(await lookupValues(page, 'ACME.DOOR_TYPE')).toMatchObject({
        failed: true,
        code: 'error.lov.not_found',
      });
    } finally {
      await context.close();
    }
  });
});
