/**
 * Browser helpers for the texts console's pages (issue 26, part A; admin in zh_CN): searching a
 * resource page's list, changing a row's text in its dialog.
 */
import type { Page } from 'puppeteer';
import { chooseOption, clickButton, PANEL, rowButton } from './iam-console';
import { answerDialog, waitForNotification } from './shell-helpers';

/** The first tab's title (the workplace's, whose text is `hzero.common.title.workplace`). */
export const firstTabTitle = (page: Page) =>
  page.$eval('[role="tab"]', (tab) => tab.textContent?.trim() ?? '');

export async function waitForFirstTab(page: Page, title: string): Promise<void> {
  await page.waitForFunction(
    (expected: string) => document.querySelector('[role="tab"]')?.textContent?.trim() === expected,
    {},
    title,
  );
}

/** Types into the page's search fields (text inputs by id) and searches. */
export async function searchList(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [id, value] of Object.entries(fields)) {
    await page.locator(`${PANEL_CSS} #${id}`).fill(value);
  }
  await clickButton(page, PANEL, '查询');
}

const PANEL_CSS = '[role="tabpanel"]:not([hidden])';

/** Picks a search field's option (an antd Select of the search form). */
export async function chooseSearchOption(page: Page, id: string, title: string): Promise<void> {
  await page.locator(`${PANEL_CSS} #${id}`).click();
  await page
    .locator(`::-p-xpath(//div[contains(@class,"ant-select-item-option") and @title="${title}"])`)
    .click();
}

/** Edits the row whose cell reads `cell`: `field` of the dialog set to `value`, then saved. */
export async function editRow(
  page: Page,
  cell: string,
  field: string,
  value: string,
): Promise<void> {
  await rowButton(page, cell, '编辑');
  // what the field holds is selected and typed over (a text area's fill would add to it)
  await page.locator(`.ant-modal-content #record_${field}`).click();
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.type(value);
  await answerDialog(page, '确 定');
  await waitForNotification(page, '操作成功');
}

export { chooseOption };
