/**
 * My Tasks and Done Tasks in the running shell (issue 27): alice approves her department review
 * of meter readings MR-B-2024-06 with a comment; the approval history shows it; admin, who
 * reviews finance next, sees his bell rise in his own browser; alice recalls the approval from
 * Done Tasks and the task is hers again in My Tasks.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { BELL } from '../support/message-bell';
import { clickButton, DRAWER, PANEL, rowButton } from '../support/iam-console';
import { openSignedIn } from '../support/session';
import { answerDialog, clickMenu, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const KEY = 'MR-B-2024-06';
const COMMENT = 'Readings checked on site';

/** Waits until the bell's label counts `count` unread (admin reads zh_CN: "消息，4 条未读"). */
const bellShows = (page: Page, count: number) =>
  page.waitForFunction(
    (selector: string, expected: number) => {
      const label = document.querySelector(selector)?.getAttribute('aria-label') ?? '';
      return Number(/\d+/.exec(label)?.[0]) === expected;
    },
    {},
    BELL,
    count,
  );

/** Types into the open dialog's comment and answers it with `button`. */
async function answerWithComment(page: Page, action: string, button: string) {
  const comment = await page.waitForSelector(`.ant-modal-content #task-${action}_comment`);
  await comment!.type(COMMENT);
  await answerDialog(page, button);
}

describe('workflow tasks', () => {
  it('alice approves with a comment, admin is told, and she recalls it from Done Tasks', async () => {
    const admin = await openSignedIn(browser(), baseUrl, 'admin', '/workplace');
    const alice = await openSignedIn(browser(), baseUrl, 'alice', '/hwfl/task');
    try {
      // admin's five unread seed messages
      await bellShows(admin.page, 5);
      const { page } = alice;
      await waitForPanelText(page, KEY);
      await rowButton(page, KEY, 'Handle');
      await clickButton(page, DRAWER, 'Approve');
      await answerWithComment(page, 'Approved', 'Approve');
      // done: it leaves My Tasks
      await page.waitForFunction(
        (key: string) =>
          ![...document.querySelectorAll('[role="tabpanel"]:not([hidden]) td')].some(
            (cell) => cell.textContent === key,
          ),
        {},
        KEY,
      );
      // admin's finance review is next: his bell rises in his own browser
      await bellShows(admin.page, 6);

      await clickMenu(page, 'Workflow', 'Done Tasks');
      await rowButton(page, KEY, 'History');
      await page.waitForSelector(
        `::-p-xpath(${DRAWER}//*[@data-action="Approved"][.//*[normalize-space(.)="${COMMENT}"]])`,
      );
      await page.keyboard.press('Escape');
      await rowButton(page, KEY, 'Recall');
      await answerWithComment(page, 'Recall', 'Recall');

      await clickMenu(page, 'Workflow', 'My Tasks');
      await page.waitForSelector(
        `::-p-xpath(${PANEL}//tr[td[normalize-space(.)="${KEY}"]][td[normalize-space(.)="Department review"]])`,
      );
    } finally {
      await alice.context.close();
      await admin.context.close();
    }
  });
});
