/**
 * Label templates in the running shell (issue 27), admin in zh_CN: a template made with a text
 * and a QR code shows both in its print preview where the layout put them, the text filled with
 * the field's sample value; printed, the page holds the label alone.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { clickButton, PANEL, rowButton } from '../support/iam-console';
import { openSignedIn } from '../support/session';
import { answerDialog, retypeInDialog as retype } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const DIALOG = '.ant-modal-content';

/** Types an element's place and size (millimetres) into its row. */
async function place(page: Page, row: number, [x, y, width, height]: number[]) {
  const cell = (column: string) => `input[aria-label="第 ${row} 行${column}"]`;
  await retype(page, cell('左'), String(x));
  await retype(page, cell('上'), String(y));
  await retype(page, cell('宽'), String(width));
  await retype(page, cell('高'), String(height));
}

/** Clicks the n-th Add button of the dialog (1: the fields, 2: the layout). */
const add = (page: Page, nth: number) =>
  page
    .locator(
      `::-p-xpath((//div[contains(@class,"ant-modal-content")]//button[translate(normalize-space(.)," ","")="添加"])[${nth}])`,
    )
    .click();

describe('Label Templates', () => {
  it('a new template previews its two elements where the layout puts them', async () => {
    const { context, page } = await openSignedIn(
      browser(),
      baseUrl,
      'admin',
      '/hrpt/label-template',
    );
    try {
      await clickButton(page, PANEL, '新建');
      await retype(page, '#record_templateCode', 'CARTON');
      await retype(page, '#record_templateName', '纸箱标签');
      await retype(page, '#record_width', '50');
      await retype(page, '#record_height', '30');
      await add(page, 1);
      await retype(page, 'input[aria-label="第 1 行字段"]', 'carton');
      await retype(page, 'input[aria-label="第 1 行示例值"]', 'C-9');
      await add(page, 2);
      await add(page, 2);
      const content = (row: number) => `input[aria-label="第 ${row} 行内容（{field} 打印字段）"]`;
      await retype(page, content(1), 'Carton {carton}');
      await place(page, 1, [4, 3, 30, 6]);
      await page.locator(`${DIALOG} [aria-label="第 2 行元素"]`).click();
      await page
        .locator('::-p-xpath(//div[contains(@class,"ant-select-item-option") and @title="二维码"])')
        .click();
      await retype(page, content(2), '{carton}');
      await place(page, 2, [34, 10, 14, 14]);
      await answerDialog(page, '确 定');

      await rowButton(page, 'CARTON', '预览');
      await page.waitForSelector(`${DIALOG} [data-label="CARTON"] [data-element="2"] svg`);
      const drawn = await page.evaluate((dialog: string) => {
        const label = document.querySelector(`${dialog} [data-label="CARTON"]`)!;
        const box = label.getBoundingClientRect();
        const mm = (px: number) => Math.round((px / box.width) * 50 * 10) / 10;
        return [...label.querySelectorAll<HTMLElement>('[data-element]')].map((element) => {
          const at = element.getBoundingClientRect();
          return {
            type: element.dataset.type,
            text: element.innerText,
            place: [at.left - box.left, at.top - box.top, at.width, at.height].map(mm),
          };
        });
      }, DIALOG);
      expect(drawn).toEqual([
        { type: 'TEXT', text: 'Carton C-9', place: [4, 3, 30, 6] },
        { type: 'QRCODE', text: '', place: [34, 10, 14, 14] },
      ]);

      // printed, the page shows the label alone at its own size (50 mm = 189 CSS pixels)
      await page.emulateMediaType('print');
      const printed = await page.evaluate(() =>
        [...document.body.children]
          .filter((child) => getComputedStyle(child).display !== 'none')
          .map((child) => [
            child.className,
            Math.round(child.querySelector('[data-label]')!.getBoundingClientRect().width),
          ]),
      );
      expect(printed).toEqual([['polaris-label-print', 189]]);
    } finally {
      await context.close();
    }
  });
});
