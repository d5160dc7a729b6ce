/**
 * Code rules in the running product (issue 26, part F): admin (zh_CN) changes the prefix of
 * Globex's work order rule on the Code Rules page, the dialog previewing the next number as it is
 * typed; alice, Globex's production planner, creates a work order and it gets that number.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { DRAWER, PANEL, clickButton, rowButton } from '../support/iam-console';
import { openSignedIn, waitForShell } from '../support/session';
import { answerDialog, waitForDialogsClosed, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
// one story in two steps: the rule changed, then a work order numbered by it
beforeAll(() => resetGateway(baseUrl, { tokens: true }));

const PREVIEW = '.ant-modal-content [role="status"]';

/** Replaces a dialog input's text, found by a selector. */
async function retype(page: Page, selector: string, text: string): Promise<void> {
  const input = await page.waitForSelector(`.ant-modal-content ${selector}`);
  await input!.click({ clickCount: 3 });
  await input!.type(text);
}

/** A day picker of the dialog: the date typed, Enter to take it. */
async function day(page: Page, id: string, date: string): Promise<void> {
  await retype(page, `#${id}`, date);
  await page.keyboard.press('Enter');
}

/** alice, switched from Acme to Globex's production planner. */
async function planner() {
  const session = await openSignedIn(browser(), baseUrl, 'alice');
  const { page } = session;
  await page.locator('button[aria-label="Role: Property Manager"]').click();
  await Promise.all([
    page.waitForNavigation(),
    page
      .locator('::-p-xpath(//li[@role="menuitem" and normalize-space(.)="Production Planner"])')
      .click(),
  ]);
  await waitForShell(page);
  return session;
}

describe('Code Rules: PROD.WORK_ORDER', () => {
  it('a new prefix of Globex’s rule is previewed in the dialog and saved', async () => {
    const admin = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/code-rule');
    try {
      const page = admin.page;
      await waitForPanelText(page, 'Work order numbers');
      await rowButton(page, 'Work order numbers', '编辑');
      await page.waitForFunction(
        (selector: string) => document.querySelector(selector)?.textContent?.includes('WO-'),
        {},
        PREVIEW,
      );
      await retype(page, 'input[aria-label="常量段 1"]', 'GX-');
      const preview = await page.waitForFunction(
        (selector: string) => {
          const text = document.querySelector(selector)?.textContent ?? '';
          return /GX-\d{4}-0007/.test(text) ? text : null;
        },
        {},
        PREVIEW,
      );
      expect(await preview.jsonValue()).toMatch(/GX-\d{4}-0007/);
      await answerDialog(page, '确 定');
      await waitForDialogsClosed(page);
    } finally {
      await admin.context.close();
    }
  });

  it('the next work order Globex creates takes the new prefix', async () => {
    const alice = await planner();
    try {
      const page = alice.page;
      await page.goto(`${baseUrl}/mes/plan`);
      await waitForShell(page);
      await waitForPanelText(page, 'Pump housings, week 50');
      // an English label: rowButton's text match drops spaces (it is made for Chinese labels)
      await page
        .locator(
          `::-p-xpath(${PANEL}//tr[td[normalize-space(.)="Pump housings, week 50"]]//button[normalize-space(.)="Work orders" and not(@disabled)])`,
        )
        .click();
      await clickButton(page, DRAWER, 'Create');
      await retype(page, '#record_itemCode', 'PH-500');
      await retype(page, '#record_quantity', '40');
      await day(page, 'record_plannedStart', '2026-12-08');
      await day(page, 'record_plannedEnd', '2026-12-10');
      await answerDialog(page, 'OK');
      await page.waitForSelector(
        `::-p-xpath(${DRAWER}//tr[td[normalize-space(.)="GX-2026-0007"]])`,
      );
    } finally {
      await alice.context.close();
    }
  });
});
