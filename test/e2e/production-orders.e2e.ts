/**
 * The production planner's orders (issue 22) as alice under Globex (Production Planner): a new
 * plan, a work order made from it and moved Released → Started, a routing's operations reordered
 * from the keyboard (dnd-kit's keyboard sensor on the drag handle) and still in that order after a
 * reload, an inspection recorded with a photo attached, and a plan opened on the Gantt: its chart
 * shows the plan's work orders.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { apiAs } from '../support/page-api';
import { resetGateway } from '../support/gateway-control';
import { openSignedIn, selectedTabTitle, waitForShell } from '../support/session';
import { waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
const PANEL = '//*[@role="tabpanel" and not(@hidden)]';
/** The dialog on top (the last one opened). */
const DIALOG =
  '(//div[contains(@class, "ant-modal-wrap") and not(contains(@style, "display: none"))])[last()]';
const DRAWER = '//div[contains(@class, "ant-drawer-content-wrapper")]';

let page: Page;
let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'polaris-orders-e2e-'));
  await resetGateway(baseUrl, { tokens: true });
  ({ page } = await openSignedIn(browser(), baseUrl, 'alice'));
  await page.setViewport({ width: 1280, height: 800 });
  // alice starts at Acme: to Globex as its production planner
  await page.locator('button[aria-label="Role: Property Manager"]').click();
  await Promise.all([
    page.waitForNavigation(),
    page
      .locator('::-p-xpath(//li[@role="menuitem" and normalize-space(.)="Production Planner"])')
      .click(),
  ]);
  await waitForShell(page);
});
// the browser's own end closes the context
afterAll(() => rm(folder, { recursive: true, force: true }));

async function openPage(path: string, text: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await waitForShell(page);
  await waitForPanelText(page, text);
}

/** The visible page's row holding `text` in one of its cells. */
const rowXPath = (text: string, within = PANEL) =>
  `${within}//tr[contains(@class, "ant-table-row")][td[normalize-space(.)="${text}"]]`;

/**
 * Waits until no list is being asked again and no dialog is still closing (its fading mask would
 * take a click meant for a row).
 */
const settled = () =>
  page.waitForFunction(
    () =>
      document.querySelectorAll('[aria-busy="true"]').length === 0 &&
      [...document.querySelectorAll('.ant-modal-wrap, .ant-modal-mask')].every(
        (node) => getComputedStyle(node).display === 'none',
      ),
  );

/** Clicks a row's action once enabled (a guarded action waits for its permission). */
async function rowAction(text: string, label: string, within = PANEL): Promise<void> {
  await closeNotices();
  await settled();
  const button = `::-p-xpath(${rowXPath(text, within)}//button[normalize-space(.)="${label}" and not(@disabled)])`;
  await page.locator(button).click();
}

/**
 * Closes the "done" notices: at the bottom right they can cover a dialog's buttons (and the
 * pointer resting on one holds it open).
 */
async function closeNotices(): Promise<void> {
  for (const close of await page.$$('.ant-notification-notice-close')) {
    await close.click().catch(() => undefined); // already leaving
  }
  await page.mouse.move(1, 1); // off where notices show
  await page.waitForFunction(() => !document.querySelector('.ant-notification-notice'));
}

/**
 * Clicks a button of the dialog on top once it shows and stands still (a closed dialog may
 * linger hidden; one zooming in or out moves its buttons under the pointer).
 */
async function dialogButton(label: string): Promise<void> {
  await closeNotices();
  const button = await page.waitForFunction(
    (text: string) =>
      [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-wrap button')]
        .filter(
          (candidate) =>
            candidate.textContent?.trim() === text &&
            !candidate.disabled &&
            candidate.offsetParent !== null &&
            !/zoom/.test(candidate.closest('.ant-modal')?.className ?? ''),
        )
        .at(-1) ?? null,
    {},
    label,
  );
  await (button as unknown as { click(): Promise<void> }).click();
}

/** Types into a dialog field by its input id (the kit's form: `record_<field>`). */
async function fill(id: string, text: string): Promise<void> {
  const input = await page.waitForSelector(`::-p-xpath(${DIALOG}//input[@id="${id}"])`);
  await input!.click();
  await input!.evaluate((element) => (element as HTMLInputElement).select());
  await input!.type(text);
}

/** Waits until no picker or select popup covers the dialog (a click would land on it). */
const popupsClosed = () =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('.ant-picker-dropdown, .ant-select-dropdown')].every(
      (popup) => popup.offsetParent === null || popup.className.includes('-hidden'),
    ),
  );

/** A day picker: the date typed in the user's format, Enter to take it. */
async function day(id: string, date: string): Promise<void> {
  await fill(id, date);
  await page.keyboard.press('Enter');
  await popupsClosed();
}

/** A searchable select: the text typed, the first option matching it chosen. */
async function choose(id: string, text: string): Promise<void> {
  await fill(id, text);
  await page.waitForSelector(
    `::-p-xpath(//div[contains(@class, "ant-select-item-option") and contains(@title, "${text}")])`,
  );
  await page.keyboard.press('Enter');
  await popupsClosed();
}

async function rowText(text: string, within = PANEL): Promise<string> {
  const row = await page.waitForSelector(`::-p-xpath(${rowXPath(text, within)})`);
  return row!.evaluate((node) => (node as HTMLElement).innerText);
}

async function waitForRowText(text: string, expected: string, within = PANEL): Promise<void> {
  await page.waitForFunction(
    (xpath: string, wanted: string) => {
      const row = document.evaluate(
        xpath,
        document,
        null,
        XPathResult.FIRST_ORDERED_NODE_TYPE,
        null,
      ).singleNodeValue as HTMLElement | null;
      return row?.innerText.includes(wanted) ?? false;
    },
    {},
    rowXPath(text, within),
    expected,
  );
}

describe('the production planner', () => {
  it('creates a plan, then a work order from it, and moves it Released → Started', async () => {
    await openPage('/mes/plan', 'PP-2026-12A');
    await page
      .locator(`::-p-xpath(${PANEL}//button[normalize-space(.)="Create" and not(@disabled)])`)
      .click();
    await fill('record_planCode', 'PP-E2E-1');
    await fill('record_planName', 'Browser plan');
    await day('record_startDate', '2027-03-01');
    await day('record_endDate', '2027-03-31');
    await dialogButton('OK');
    await waitForRowText('PP-E2E-1', 'Draft');

    await rowAction('Browser plan', 'Work orders');
    await page.waitForSelector(
      `::-p-xpath(${DRAWER}//*[normalize-space(.)="Work orders of plan PP-E2E-1"])`,
    );
    await page
      .locator(`::-p-xpath(${DRAWER}//button[normalize-space(.)="Create" and not(@disabled)])`)
      .click();
    await fill('record_itemCode', 'GX-100');
    await fill('record_quantity', '50');
    await day('record_plannedStart', '2027-03-02');
    await day('record_plannedEnd', '2027-03-05');
    await dialogButton('OK');
    await waitForRowText('GX-100', 'Created', DRAWER);
    const number = (await rowText('GX-100', DRAWER)).match(/WO-\d{4}-\d{4}/)?.[0];
    expect(number).toBe('WO-2027-0007');

    await rowAction('GX-100', 'Release', DRAWER);
    await dialogButton('Release');
    await waitForRowText('GX-100', 'Released', DRAWER);
    await rowAction('GX-100', 'Start', DRAWER);
    await dialogButton('Start');
    await waitForRowText('GX-100', 'Started', DRAWER);
    await page.locator('.ant-drawer .ant-drawer-close').click();

    // the Work Orders page shows it Started too
    await openPage('/mes/work-order', 'WO-2026-0001');
    await waitForRowText(number!, 'Started');
  });

  it('reorders a routing’s operations from the keyboard; the order stays after a reload', async () => {
    await openPage('/mes/routing', 'RT-GX-100');
    const codes = () =>
      page.$$eval('.ant-drawer tbody tr[data-row-key]', (rows) =>
        rows.map((row) => (row as HTMLTableRowElement).cells[2]?.innerText.trim()),
      );
    const openOperations = async () => {
      await rowAction('GX-100', 'Operations');
      await page.waitForSelector('.ant-drawer tbody tr[data-row-key]');
    };
    await openOperations();
    expect(await codes()).toEqual(['CAST', 'DEBURR', 'MILL', 'DRILL', 'INSPECT']);
    // Space picks DEBURR up by its handle, ArrowDown moves it one place, Space drops it
    const handle = await page.waitForSelector(
      '.ant-drawer button[aria-label="Drag to reorder DEBURR"]',
    );
    await handle!.focus();
    await page.keyboard.press('Space');
    await page.waitForSelector(
      '.ant-drawer button[aria-label="Drag to reorder DEBURR"][aria-pressed="true"]',
    );
    // the sensor measures the rows once the drag has started: a key pressed before that moves
    // nothing, so press again until the screen reader hears the row over place 3
    const over = () =>
      page.evaluate(() => document.body.innerText.includes('Operation DEBURR is over place 3.'));
    for (let tries = 0; tries < 5 && !(await over()); tries += 1) {
      await page.keyboard.press('ArrowDown');
      await page
        .waitForFunction(
          () => document.body.innerText.includes('Operation DEBURR is over place 3.'),
          { timeout: 1000 },
        )
        .catch(() => undefined);
    }
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.ant-drawer tbody tr[data-row-key]')]
          .map((row) => (row as HTMLTableRowElement).cells[2]?.innerText.trim())
          .join() === 'CAST,MILL,DEBURR,DRILL,INSPECT',
    );
    await page
      .locator(
        '::-p-xpath(//div[contains(@class,"ant-drawer")]//button[normalize-space(.)="Save order" and not(@disabled)])',
      )
      .click();
    await page.waitForSelector(
      '::-p-xpath(//div[contains(@class,"ant-drawer")]//button[normalize-space(.)="Save order" and @disabled])',
    );

    await page.reload();
    await waitForShell(page);
    await waitForPanelText(page, 'RT-GX-100');
    await openOperations();
    expect(await codes()).toEqual(['CAST', 'MILL', 'DEBURR', 'DRILL', 'INSPECT']);
    await page.keyboard.press('Escape');
  });

  it('records an inspection with a photo attached, and shows the file with the result', async () => {
    const photo = join(folder, 'flange-porosity.png');
    await writeFile(
      photo,
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    );
    await openPage('/mes/inspection', 'L-1204-01');
    await page
      .locator(`::-p-xpath(${PANEL}//button[normalize-space(.)="Create" and not(@disabled)])`)
      .click();
    await choose('record_workOrderId', 'WO-2026-0001');
    await fill('record_lotNumber', 'L-E2E-01');
    await fill('record_inspector', 'Alice Chen');
    await fill('record_defectCount', '1');
    const input = await page.waitForSelector(`::-p-xpath(${DIALOG}//input[@type="file"])`);
    await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(photo);
    await page.waitForSelector(
      `::-p-xpath(${DIALOG}//*[normalize-space(.)="flange-porosity.png"])`,
    );
    await dialogButton('OK');
    // 1 of 50 is 2 %: within the plan's 2.5 %
    await waitForRowText('L-E2E-01', 'Pass');
    await rowAction('L-E2E-01', 'View');
    await page.waitForSelector(
      `::-p-xpath(${DRAWER}//*[normalize-space(.)="Inspection of lot L-E2E-01"])`,
    );
    await page.waitForSelector(
      `::-p-xpath(${DRAWER}//*[normalize-space(.)="flange-porosity.png"])`,
    );
    await page.keyboard.press('Escape');
  });

  it('opens a plan on the Gantt: the Gantt Scheduling tab shows the plan’s work orders', async () => {
    await openPage('/mes/plan', 'PP-2026-12A');
    await rowAction('December gearbox run', 'Open on Gantt');
    await page.waitForFunction(() => window.location.pathname === '/hpfm/gantt');
    expect(new URL(page.url()).searchParams.get('ganttId')).toBe('2001');
    await page.waitForFunction(
      () =>
        document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() ===
        'Gantt Scheduling',
    );
    expect(await selectedTabTitle(page)).toBe('Gantt Scheduling');
    const tasks = await apiAs<{ taskName: string }[]>(
      page,
      '/hpfm/v1/2/gantt-tasks?tenantId=2&ganttId=2001',
    );
    expect(tasks.length).toBeGreaterThan(0);
    await page.waitForSelector('[role="tabpanel"]:not([hidden]) .gantt_row[data-task-id]');
    const rows = await page.$$eval(
      '[role="tabpanel"]:not([hidden]) .gantt_row [data-column-name="text"]',
      (cells) => cells.map((cell) => cell.textContent?.trim()),
    );
    expect(rows).toEqual(tasks.map((task) => task.taskName));
  });
});
