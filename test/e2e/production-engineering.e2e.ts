/**
 * The production planner's engineering pages in a real browser, as alice under Globex: a BOM
 * edited in its tree (a component added under a line, saved, there after a reload; an invalid
 * line blocks the save and is shown), the Capacity Board's chart with an overloaded day, and the
 * Daily Production Report exported as a CSV file of its columns.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { downloaded, useDownloadingPages } from '../support/downloads';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { signIn, waitForShell } from '../support/session';
import { waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
const PANEL = '[role="tabpanel"]:not([hidden])';
const XPANEL = '//*[@role="tabpanel" and not(@hidden)]';

const downloadingPage = useDownloadingPages('polaris-production-e2e-', browser);
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const button = (name: string, within = XPANEL) =>
  `::-p-xpath(${within}//button[normalize-space(.)="${name}"])`;

/** Signs alice in and moves her to Globex (her Production Planner role there). */
async function aliceAtGlobex(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/hiam/user/roles`);
  await signIn(page, 'alice');
  await waitForShell(page);
  await page.locator('button[aria-label="Tenant: Acme Property"]').click();
  await Promise.all([
    page.waitForNavigation(),
    page
      .locator('::-p-xpath(//li[@role="menuitem" and normalize-space(.)="Globex Manufacturing"])')
      .click(),
  ]);
  await waitForShell(page);
}

async function open(page: Page, path: string, text: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await waitForShell(page);
  await waitForPanelText(page, text);
}

const EDITOR = `${XPANEL}//section[@aria-label="Lines of FG-EB100 revision A"]`;
const rowOf = (title: string) =>
  `${EDITOR}//tr[contains(@class, "ant-table-row")][.//*[@title="${title}"]]`;

/** Opens BOM FG-EB100 revision A below the list. */
async function openBom(page: Page): Promise<void> {
  await open(page, '/mes/bom', 'E-bike City 100');
  const row = `${XPANEL}//tbody/tr[contains(@class, "ant-table-row")][td[normalize-space(.)="A"]][.//*[contains(., "FG-EB100")]]`;
  await page.locator(button('Open', row)).click();
  await page.waitForSelector(`::-p-xpath(${rowOf('SA-WHL20 Wheel assembly')})`);
}

/** Adds a line under the wheel assembly: the new row (its component has the focus) is marked. */
async function addUnderWheel(page: Page, component: string, quantity: string): Promise<void> {
  await page.locator(button('Add under', rowOf('SA-WHL20 Wheel assembly'))).click();
  await page.waitForFunction(() => {
    const active = document.activeElement;
    if (active?.getAttribute('aria-label') !== 'Component') return false;
    active.closest('tr')?.setAttribute('data-e2e', 'added');
    return true;
  });
  // the item master is long: typed, the picker keeps the matching items
  await page.keyboard.type(component.split(' ')[0]);
  await page
    .locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${component}"]`)
    .click();
  const input = await page.waitForSelector('tr[data-e2e="added"] input[aria-label="Quantity"]');
  await input!.evaluate((element) => (element as HTMLInputElement).select());
  await input!.type(quantity);
}

describe('the production planner’s engineering pages, as alice under Globex', () => {
  it('adds a component under a BOM line that stays after a reload; an invalid line blocks the save', async () => {
    const context = await browser().createBrowserContext();
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await aliceAtGlobex(page);
      await openBom(page);
      await addUnderWheel(page, 'RM-BLT09 Bolt M6', '6');
      const saved = page.waitForResponse((response) =>
        response.url().includes('/mes/v1/2/boms/1/lines/batch-save'),
      );
      await page.locator(button('Save', EDITOR)).click();
      expect((await (await saved).json()).bom.objectVersionNumber).toBe(2);

      await page.reload();
      await waitForShell(page);
      await openBom(page);
      await page
        .locator(
          `::-p-xpath(${rowOf('SA-WHL20 Wheel assembly')}//button[contains(@class, "ant-table-row-expand-icon")])`,
        )
        .click();
      const bolt = await page.waitForSelector(
        `::-p-xpath(${rowOf('RM-BLT09 Bolt M6')}//input[@aria-label="Quantity"])`,
      );
      expect(await bolt!.evaluate((input) => (input as HTMLInputElement).value)).toBe('6');

      // the spokes are already under the wheel: the line is refused before anything is sent
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('batch-save')) sent.push(request.url());
      });
      await addUnderWheel(page, 'RM-SPK02 Spoke', '2');
      await page.locator(button('Save', EDITOR)).click();
      await waitForPanelText(page, 'This component is already under the same parent');
      expect(
        await page.$eval('tr[data-e2e="added"] input[aria-label="Component"]', (input) =>
          input.getAttribute('aria-invalid'),
        ),
      ).toBe('true');
      expect(sent).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the capacity board as a chart with an overloaded day, and exports the daily report as CSV', async () => {
    const { context, page, downloads } = await downloadingPage();
    try {
      await aliceAtGlobex(page);

      await open(page, '/mes/capacity', 'Overloaded');
      const chart = await page.waitForSelector(
        `${PANEL} canvas[role="img"][aria-label="Load against capacity per work centre and day"]`,
      );
      const box = await chart!.boundingBox();
      expect(box?.width).toBeGreaterThan(200);
      expect(box?.height).toBeGreaterThan(200);
      await waitForPanelText(page, 'overloaded work centre days in this range');

      await open(page, '/hrpt/daily-production', 'Assembly line 1');
      await page.waitForSelector(
        `${PANEL} canvas[role="img"][aria-label="Output against target per day"]`,
      );
      await page.waitForFunction(
        (selector: string) => {
          const exporter = Array.from(document.querySelectorAll(selector)).find(
            (node) => node.textContent?.trim() === 'Export',
          ) as HTMLButtonElement | undefined;
          return exporter && !exporter.disabled;
        },
        {},
        `${PANEL} button`,
      );
      await page.locator(button('Export')).click();
      const csv = await downloaded(downloads, 'daily-production.csv');
      const [header, first] = csv.replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toBe('"Day","Line","Target","Output","Scrap"');
      expect(first).toMatch(/^"\d{4}-\d{2}-\d{2}","[^"]+","\d+","\d+","\d+"$/);
    } finally {
      await context.close();
    }
  });
});
