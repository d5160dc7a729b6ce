/** The shell's update prompt after a deploy ("The system has been updated"), in browser tests. */
import type { Page } from 'puppeteer';

export const UPDATE_TITLE = 'The system has been updated';

/** How many update prompts are on screen. */
export const updatePrompts = (page: Page) =>
  page.$$eval(
    '.ant-modal-title',
    (titles, text) => titles.filter((title) => title.textContent === text).length,
    UPDATE_TITLE,
  );

export async function waitForUpdatePrompt(page: Page): Promise<void> {
  await page.waitForSelector(`::-p-xpath(//div[@class="ant-modal-title" and .="${UPDATE_TITLE}"])`);
}
