/**
 * The property records (issue 23) as alice under Acme (Property Manager): a house created under
 * the organisation's room label ("Room": its form says "Room number"), a spreadsheet imported
 * whose bad row is reported by row and column while its good row is saved, and an owner's houses
 * opened on the Owners page.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { xlsxWorkbook } from '../../mock/server/api/xlsx';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { openSignedIn, waitForShell } from '../support/session';
import { answerDialog, waitForDialogsClosed, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
const PANEL = '//*[@role="tabpanel" and not(@hidden)]';
const DIALOG =
  '(//div[contains(@class, "ant-modal-wrap") and not(contains(@style, "display: none"))])[last()]';

let page: Page;
let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'polaris-records-e2e-'));
  await resetGateway(baseUrl, { tokens: true });
  ({ page } = await openSignedIn(browser(), baseUrl, 'alice'));
  await page.setViewport({ width: 1280, height: 800 });
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function openPage(path: string, text: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await waitForShell(page);
  await waitForPanelText(page, text);
}

const xpath = (path: string) => `::-p-xpath(${path})`;

/** Clicks a toolbar button of the page once its permission check has answered. */
const toolbar = (label: string) =>
  page.locator(xpath(`${PANEL}//button[normalize-space(.)="${label}" and not(@disabled)]`)).click();

/** Types into a dialog field by its input id (the kit's form: `record_<field>`). */
async function fill(id: string, text: string): Promise<void> {
  await page.locator(xpath(`${DIALOG}//input[@id="${id}"]`)).fill(text);
}

describe('property records as alice (Acme)', () => {
  it('creates a house: the form names rooms by the organisation’s label', async () => {
    await openPage('/wuye/house', '阳光花园 1-101');
    await toolbar('Create');
    await page.waitForSelector(xpath(`${DIALOG}//label[normalize-space(.)="Room number"]`));
    await fill('record_projectId', 'HPY');
    await page.waitForSelector(
      xpath('//div[contains(@class, "ant-select-item-option") and contains(@title, "HPY")]'),
    );
    await page.keyboard.press('Enter');
    await fill('record_building', '5');
    await fill('record_unit', '1');
    await fill('record_roomNumber', '501');
    await fill('record_area', '88.5');
    await answerDialog(page, 'OK');
    await waitForDialogsClosed(page);
    await waitForPanelText(page, '湖畔苑 5-501');
  });

  it('imports a spreadsheet: the good row is saved, the bad one reported by row and column', async () => {
    const file = join(folder, 'houses.xlsx');
    await writeFile(
      file,
      xlsxWorkbook(
        'Houses',
        [
          ['Project code', 'Building', 'Unit', 'Room number', 'Area (m²)', 'Status'],
          ['HPY', '6', '1', '601', 70, 'VACANT'],
          ['HPY', '', '1', '602', 70, 'VACANT'],
        ],
        true,
      ),
    );
    await openPage('/wuye/house', '阳光花园 1-101');
    await toolbar('Import');
    const input = await page.waitForSelector(xpath(`${DIALOG}//input[@type="file"]`));
    await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(file);
    await page.waitForSelector(xpath(`${DIALOG}//*[normalize-space(.)="houses.xlsx"]`));
    await answerDialog(page, 'Import');
    await page.waitForSelector(
      xpath(`${DIALOG}//*[normalize-space(.)="1 imported; 1 rows refused."]`),
    );
    const report = await page.waitForSelector(
      xpath(`${DIALOG}//tr[td[normalize-space(.)="3"]][td[normalize-space(.)="Building"]]`),
    );
    expect(await report!.evaluate((row) => (row as HTMLElement).innerText)).toContain(
      'is required',
    );
    await answerDialog(page, 'Close');
    await waitForDialogsClosed(page);
    await waitForPanelText(page, '湖畔苑 6-601');
  });

  it('shows an owner’s houses', async () => {
    await openPage('/wuye/owner', '陈志强');
    await page
      .locator(
        xpath(
          `${PANEL}//tr[td[normalize-space(.)="陈志强"]]//button[normalize-space(.)="Rooms" and not(@disabled)]`,
        ),
      )
      .click();
    const drawer = '//div[contains(@class, "ant-drawer-content-wrapper")]';
    await page.waitForSelector(xpath(`${drawer}//*[normalize-space(.)="Rooms of 陈志强"]`));
    await page.waitForSelector(xpath(`${drawer}//td[normalize-space(.)="湖畔苑 2-201"]`));
    await page.waitForSelector(xpath(`${drawer}//td[normalize-space(.)="湖畔苑 2-202"]`));
  });
});
