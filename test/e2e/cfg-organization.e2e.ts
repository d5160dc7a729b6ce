/**
 * Organisation (issue 26): admin (zh_CN) picks Acme on the site page and moves Customer Service
 * under Headquarters with the keyboard's "Move to…" (dragging is tested in the page test); after a
 * reload the tree shows it there, the tenant still chosen. As Acme's administrator, the organisation's own page shows
 * Acme's units and none of Globex's.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { PANEL } from '../support/iam-console';
import { apiAs } from '../support/page-api';
import { openSignedIn, waitForShell } from '../support/session';
import { waitForPanelText } from '../support/shell-helpers';
import { moveWithDialog } from '../support/tree-move';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const PANEL_CSS = '[role="tabpanel"]:not([hidden])';
const NODE = (title: string) =>
  `${PANEL}//*[contains(@class,"ant-tree-treenode")][.//span[normalize-space(.)="${title}"]]`;

/**
 * In the page: the run of tree rows (each unit's name and depth, 0 at the top) from the first of
 * `wanted` on, as JSON; false while it differs from `wanted`, unless `anyway`.
 */
function treeRun(wanted: string, anyway: boolean): string | false {
  const shown = [
    ...document.querySelectorAll('[role="tabpanel"]:not([hidden]) .ant-tree-treenode'),
  ].map((node) => [
    node.querySelector('.ant-tree-title .ant-space-item')?.textContent ?? '',
    node.querySelectorAll('.ant-tree-indent-unit').length,
  ]);
  const rows = JSON.parse(wanted) as [string, number][];
  const at = shown.findIndex(([name]) => name === rows[0][0]);
  const run = JSON.stringify(at < 0 ? shown : shown.slice(at, at + rows.length));
  return run === wanted || anyway ? run : false;
}

/** Waits until the tree shows `rows` (names with depths) in a run; answers what it shows. */
async function waitForRun(page: Page, rows: [string, number][]): Promise<unknown> {
  const wanted = JSON.stringify(rows);
  await page.waitForFunction(treeRun, {}, wanted, false).catch(() => undefined);
  // on a timeout, the comparison that follows says what was shown instead
  return JSON.parse((await page.evaluate(treeRun, wanted, true)) as string);
}

/** Picks Acme on the site page and waits for its tree. */
async function chooseAcme(page: Page): Promise<void> {
  await page.locator('#organization-tenant').click();
  await page
    .locator(
      '::-p-xpath(//div[contains(@class,"ant-select-item-option") and @title="Acme Property"])',
    )
    .click();
  await page.waitForSelector(`::-p-xpath(${NODE('Customer Service')})`);
}

describe('Organisation', () => {
  it('moves a unit under another with Move to…; a reload shows it there', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/organization');
    try {
      await chooseAcme(page);
      await moveWithDialog(
        page,
        NODE('Customer Service'),
        'Headquarters',
        'Headquarters (ACME-HQ)',
      );

      const under: [string, number][] = [
        ['Headquarters', 1],
        ['Finance', 2],
        ['Human Resources', 2],
        ['Customer Service', 2],
        ['Acme Property Services', 1],
      ];
      expect(await waitForRun(page, under)).toEqual(under);

      // the chosen tenant is kept in the address: a reload shows Acme's tree again
      expect(new URL(page.url()).search).toBe('?tenantId=1');
      await page.reload();
      await waitForShell(page);
      expect(await waitForRun(page, under)).toEqual(under);
    } finally {
      await context.close();
    }
  });

  it('the organisation’s own page shows its units only', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin');
    try {
      // admin as Acme's administrator (tenant-admin, organisation 1)
      await apiAs(page, '/iam/v1/users/roles?roleId=2', { method: 'PUT' });
      await page.goto(`${baseUrl}/hpfm/organization-org`);
      await waitForShell(page);
      await waitForPanelText(page, 'Repairs Team');
      const text = await page.$eval(PANEL_CSS, (panel) => (panel as HTMLElement).innerText);
      expect(text).toContain('Acme Group');
      expect(text).toContain('Former Branch');
      expect(text).not.toContain('Globex');
    } finally {
      await context.close();
    }
  });
});
