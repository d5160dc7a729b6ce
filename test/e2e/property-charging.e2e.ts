/**
 * The charging pages (issue 23) as alice under Acme (Property Manager): a charge preview whose
 * failure is a generic `__pms` one shows the flow's "Operation failed" dialog (Got it, z-index
 * 99999); a billing outcome ("Charge preview failed") shows on the page with no dialog; a
 * preview that works shows its total; the month export downloads the office's workbook, whose
 * sheet holds that month's bills and no other month's.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { useDownloadingPages } from '../support/downloads';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { signIn, waitForShell } from '../support/session';
import { answerDialog, waitForDialogsClosed, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
const downloadingPage = useDownloadingPages('polaris-charging-e2e-', browser);
const XPANEL = '//*[@role="tabpanel" and not(@hidden)]';

beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** A file of a zip archive (stored or deflated), by its name. */
function unzipEntry(zip: Buffer, name: string): string {
  let at = 0;
  while (at + 30 <= zip.length && zip.readUInt32LE(at) === 0x04034b50) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const entry = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extra;
    const data = zip.subarray(start, start + size);
    if (entry === name) return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    at = start + size;
  }
  throw new Error(`${name} is not in the workbook`);
}

/** The bytes of `name` once it is in `downloads` (within 20 s). */
async function downloadedFile(downloads: string, name: string): Promise<Buffer> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if ((await readdir(downloads)).includes(name)) {
      const bytes = await readFile(join(downloads, name));
      if (bytes.length > 0) return bytes;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} was not downloaded; the folder holds ${await readdir(downloads)}`);
}

/** Asks for the charge preview of a house for the month shown. */
async function preview(page: Page, house: string): Promise<void> {
  const input = await page.waitForSelector('input#charge-preview_houseId');
  await input!.click({ clickCount: 3 });
  await input!.type(house);
  await page
    .locator(`::-p-xpath(${XPANEL}//button[normalize-space(.)="Preview" and not(@disabled)])`)
    .click();
}

/** The dialogs shown now (antd keeps answered ones hidden in the page). */
const shownDialogs = (page: Page) =>
  page.$$eval('.ant-modal-wrap', (wraps) =>
    wraps
      .filter((wrap) => getComputedStyle(wrap).display !== 'none')
      .map((wrap) => ({
        text: (wrap as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        zIndex: getComputedStyle(wrap).zIndex,
      })),
  );

describe('the charging pages as alice', () => {
  it('previews charges: the dialog for a generic failure, the page for a billing outcome', async () => {
    const { context, page } = await downloadingPage();
    try {
      await page.goto(`${baseUrl}/wuye/bill`);
      await signIn(page, 'alice');
      await waitForShell(page);
      await waitForPanelText(page, 'Charge preview');
      await waitForPanelText(page, '阳光花园 1-101');

      // a house the office does not have: the flow's "Operation failed" dialog
      await preview(page, 'H999');
      await page.waitForSelector(
        '::-p-xpath(//div[contains(@class, "ant-modal-wrap")]//*[contains(., "House H999 does not exist")])',
      );
      const [dialog] = await shownDialogs(page);
      expect(dialog.text).toContain('Operation failed');
      expect(dialog.zIndex).toBe('99999');
      await answerDialog(page, 'Got it');
      await waitForDialogsClosed(page);

      // a house without a charge standard: said on the page, no dialog
      await preview(page, 'H201');
      const alert = await page.waitForSelector(`::-p-xpath(${XPANEL}//*[@role="alert"])`);
      expect(await alert!.evaluate((node) => (node as HTMLElement).innerText)).toContain(
        'Charge preview failed: house 湖畔苑 2-201 has no charge standard',
      );
      expect(await shownDialogs(page)).toEqual([]);

      // a preview that works: its items and total
      await preview(page, 'H101');
      const total = await page.waitForSelector('[data-testid="preview-total"]');
      expect(await total!.evaluate((node) => node.textContent)).toBe('265.60');
      const [result] = await shownDialogs(page);
      expect(result.text).toContain('物业服务费 250.60');
    } finally {
      await context.close();
    }
  });

  it('exports the month’s bills as a workbook holding that month only', async () => {
    const { context, page, downloads } = await downloadingPage();
    try {
      await page.goto(`${baseUrl}/wuye/bill`);
      await signIn(page, 'alice');
      await waitForShell(page);
      await waitForPanelText(page, '阳光花园 1-101');
      const month = await page.$eval(
        'input[aria-label="Month to export"]',
        (input) => (input as HTMLInputElement).value,
      );
      expect(month).toMatch(/^\d{4}-\d{2}$/);
      await page
        .locator(
          `::-p-xpath(${XPANEL}//button[normalize-space(.)="Export month" and not(@disabled)])`,
        )
        .click();
      const workbook = await downloadedFile(downloads, `Bills ${month}.xlsx`);
      expect(workbook.subarray(0, 2).toString()).toBe('PK');
      const sheet = unzipEntry(workbook, 'xl/worksheets/sheet1.xml');
      const [year, mm] = month.split('-').map(Number);
      const before = mm === 1 ? `${year - 1}12` : `${year}${String(mm - 1).padStart(2, '0')}`;
      for (const house of ['H101', 'H102', 'H103']) {
        expect(sheet).toContain(`B${month.replace('-', '')}-${house}`);
        expect(sheet).not.toContain(`B${before}-${house}`);
      }
      expect(sheet).not.toContain('G301'); // Globex's
    } finally {
      await context.close();
    }
  });
});
