/** The kit's "Move to…" in the browser, as a keyboard user does it (src/kit/tree/MoveToDialog). */
import type { Page } from 'puppeteer';
import { clickButton } from './iam-console';
import { answerDialog } from './shell-helpers';

/**
 * Opens "移动到…" under the node's "操作" (admin works in zh_CN), types `search` into the parent
 * choice (it has the focus), takes the match shown as `choice` with Enter, and confirms.
 */
export async function moveWithDialog(
  page: Page,
  node: string,
  search: string,
  choice: string,
): Promise<void> {
  await clickButton(page, node, '操作');
  await page
    .locator(
      '::-p-xpath(//li[@role="menuitem" and not(@aria-disabled="true")][normalize-space(.)="移动到…"])',
    )
    .click();
  await page.waitForSelector('.ant-modal-content #move-to_parent');
  await page.waitForFunction(() => document.activeElement?.id === 'move-to_parent');
  await page.keyboard.type(search);
  await page.waitForSelector(
    `::-p-xpath(//*[contains(@class,"ant-select-tree-title")][normalize-space(.)="${choice}"])`,
  );
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (taken: string) =>
      document
        .querySelector('.ant-modal-content .ant-select-selection-item')
        ?.textContent?.includes(taken),
    {},
    search,
  );
  await answerDialog(page, '确 定');
}
