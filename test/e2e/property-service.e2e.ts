/**
 * The property office's customer service (issue 23) as alice under Acme (Property Manager): a
 * repair order created for a house, dispatched to a worker and closed with a photo uploaded
 * through the attachment field (its detail then shows the photo), and a complaint answered: the
 * reply shows in its thread under alice's name.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { openSignedIn, waitForShell } from '../support/session';
import { answerDialog, waitForDialogsClosed, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
const PANEL = '//*[@role="tabpanel" and not(@hidden)]';
const DIALOG =
  '//div[contains(@class, "ant-modal-wrap") and not(contains(@style, "display: none"))]';
const DRAWER = '//div[contains(@class, "ant-drawer-content-wrapper")]';
/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let page: Page;
let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'polaris-service-e2e-'));
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

/** The shown page's row holding a cell with `text`. */
const row = (text: string) =>
  `${PANEL}//tr[contains(@class, "ant-table-row")][td[normalize-space(.)="${text}"]]`;

/** Clicks a row's action once it is free and nothing covers it (a "done" notice, a dialog). */
async function rowAction(text: string, label: string): Promise<void> {
  await waitForDialogsClosed(page);
  await page.waitForFunction(() => !document.querySelector('.ant-notification-notice'));
  await page
    .locator(`::-p-xpath(${row(text)}//button[normalize-space(.)="${label}" and not(@disabled)])`)
    .click();
}

const waitForRow = (text: string, status: string) =>
  page.waitForSelector(`::-p-xpath(${row(text)}[td[normalize-space(.)="${status}"]])`);

/** Types into a field of the open dialog, by its id. */
async function type(id: string, text: string): Promise<void> {
  await page.locator(`::-p-xpath(${DIALOG}//*[@id="${id}"])`).click();
  await page.keyboard.type(text);
}

/** A searchable select of the open dialog: `text` typed, the option holding it taken. */
async function choose(id: string, text: string): Promise<void> {
  await type(id, text);
  await page.waitForSelector(
    `::-p-xpath(//div[contains(@class, "ant-select-item-option") and contains(@title, "${text}")])`,
  );
  await page.keyboard.press('Enter');
}

describe('customer service', () => {
  it('creates a repair order, dispatches it to a worker and closes it with a photo', async () => {
    const photo = join(folder, 'repaired-lock.png');
    await writeFile(photo, Buffer.from(PNG, 'base64'));
    await openPage('/wuye/repair-order', '厨房水龙头漏水');

    await page
      .locator(`::-p-xpath(${PANEL}//button[normalize-space(.)="Create" and not(@disabled)])`)
      .click();
    await choose('record_houseId', '1-102');
    await type('record_reporter', 'Alice Chen');
    await type('record_phone', '138 0000 0009');
    await type('record_description', 'Front door lock sticks');
    await answerDialog(page, 'OK');
    await waitForRow('Front door lock sticks', 'New');

    await rowAction('Front door lock sticks', 'Dispatch');
    await choose('record_workerId', '赵师傅');
    await answerDialog(page, 'OK');
    await waitForRow('Front door lock sticks', 'Dispatched');
    await page.waitForSelector(`::-p-xpath(${row('Front door lock sticks')}[td[.="赵师傅"]])`);

    await rowAction('Front door lock sticks', 'Close');
    await type('record_resolution', 'Replaced the lock cylinder');
    const input = await page.waitForSelector(`::-p-xpath(${DIALOG}//input[@type="file"])`);
    await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(photo);
    await page.waitForSelector(`::-p-xpath(${DIALOG}//*[normalize-space(.)="repaired-lock.png"])`);
    await answerDialog(page, 'OK');
    await waitForRow('Front door lock sticks', 'Closed');

    await rowAction('Front door lock sticks', 'View');
    await page.waitForSelector(`::-p-xpath(${DRAWER}//*[normalize-space(.)="repaired-lock.png"])`);
    await page.waitForSelector(
      `::-p-xpath(${DRAWER}//*[normalize-space(.)="Replaced the lock cylinder"])`,
    );
    await page.keyboard.press('Escape');
  });

  it('answers a complaint: the reply shows in its thread', async () => {
    await openPage('/wuye/complaint', '地下车库有积水');
    await rowAction('地下车库有积水', 'View');
    // the legacy files go through the file service (its handlers are installed 5 s after the
    // module started, and retry what failed before): the photo on the old storage host is read
    // again through its redirect address
    await page.waitForFunction(() => {
      const photo = document.querySelector<HTMLImageElement>('.ant-drawer img[data-file-key]');
      return Boolean(
        photo?.complete && photo.naturalWidth === 48 && /\/hfle-signed\//.test(photo.src),
      );
    });
    // (the document's download by key: property.e2e.ts)
    const box = await page.waitForSelector('.ant-drawer textarea#complaint-reply_text');
    await box!.type('The pump runs tonight; we will check the drains tomorrow.');
    await page
      .locator(`::-p-xpath(${DRAWER}//button[normalize-space(.)="Send reply" and not(@disabled)])`)
      .click();
    const reply = `${DRAWER}//ol//li[contains(., "Alice Chen")][contains(., "The pump runs tonight")]`;
    await page.waitForSelector(`::-p-xpath(${reply})`);
    await page.waitForFunction(
      () =>
        (document.querySelector('.ant-drawer textarea#complaint-reply_text') as HTMLTextAreaElement)
          .value === '',
    );
    await page.keyboard.press('Escape');
    await waitForRow('地下车库有积水', 'Replied');
  });
});
