/**
 * What a new user saw in a 1280×800 window with the side menu, and must not see again: workplace
 * links clipped on the left, the fixed actions column of Scheduled Jobs covering Priority and job
 * codes broken mid-word, a value set's values opening below the fold, an announcement dialog
 * taller than the window.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { freshPage, signIn, waitForShell, type AccountName } from '../support/session';
import { chooseFromUserMenu, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const PANEL = '[role="tabpanel"]:not([hidden])';

async function openAt1280(account: AccountName, path: string) {
  const { context, page } = await freshPage(browser());
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${baseUrl}${path}`);
  await signIn(page, account);
  await waitForShell(page);
  return { context, page };
}

describe('the workplace cards', () => {
  it('show each link from its first letter, a long one ending in an ellipsis', async () => {
    const { context, page } = await openAt1280('alice', '/workplace');
    try {
      // the longest seeds: an announcement and a message that do not fit a card's line
      await waitForPanelText(page, 'Security tip: do not share accounts');
      await waitForPanelText(page, 'Repair request R-1024 assigned to you');
      const links = await page.$$eval('.polaris-workplace-list .ant-btn-link', (buttons) =>
        buttons.map((button) => {
          const label = button.querySelector('span')!;
          const range = document.createRange();
          range.setStart(label.firstChild!, 0);
          range.setEnd(label.firstChild!, 1);
          const meta = button.parentElement!.querySelector('.polaris-bell-item-meta');
          const lines = document.createRange();
          if (meta) lines.selectNodeContents(meta);
          return {
            text: label.textContent,
            title: button.getAttribute('title'),
            firstLetterLeft: range.getBoundingClientRect().left,
            buttonLeft: button.getBoundingClientRect().left,
            overflows: label.scrollWidth > label.clientWidth,
            ellipsis: getComputedStyle(label).textOverflow === 'ellipsis',
            // the date beside the link keeps one line
            metaLines: meta ? lines.getClientRects().length : 1,
          };
        }),
      );
      expect(links.length).toBeGreaterThanOrEqual(8);
      expect(links.some((link) => link.overflows)).toBe(true);
      for (const link of links) {
        expect({ text: link.text, clipped: link.firstLetterLeft < link.buttonLeft - 0.5 }).toEqual({
          text: link.text,
          clipped: false,
        });
        if (link.overflows) expect(link.ellipsis).toBe(true);
        expect(link.title).toBe(link.text);
        expect(link.metaLines).toBe(1);
      }
    } finally {
      await context.close();
    }
  });
});

/** Where the columns are while the table is scrolled to its start, and how job codes wrap. */
function jobsTableLayout(page: Page) {
  return page.$eval(PANEL, (panel) => {
    const headers = Array.from(panel.querySelectorAll('thead th')).map((cell) => ({
      text: (cell as HTMLElement).innerText.trim(),
      left: cell.getBoundingClientRect().left,
      right: cell.getBoundingClientRect().right,
      fixed: cell.className.includes('ant-table-cell-fix-right'),
    }));
    const actions = Array.from(panel.querySelectorAll('tbody .polaris-actions')).map((list) => ({
      right: list.getBoundingClientRect().right,
      cellRight: list.closest('td')!.getBoundingClientRect().right,
    }));
    // a line break inside a code must come right after one of its separators
    const badBreaks: string[] = [];
    for (const code of Array.from(panel.querySelectorAll('tbody .polaris-code-text'))) {
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const letters: { character: string; top: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < node.textContent!.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          letters.push({
            character: node.textContent![index],
            top: range.getBoundingClientRect().top,
          });
        }
      }
      letters.forEach((letter, index) => {
        const before = letters[index - 1];
        if (before && letter.top > before.top + 1 && !'._-/:'.includes(before.character)) {
          badBreaks.push(`${code.textContent} after "${before.character}"`);
        }
      });
    }
    return { headers, actions, badBreaks };
  });
}

async function expectJobsToFit(page: Page, priority: string) {
  await page.waitForFunction(
    (selector: string) => document.querySelectorAll(`${selector} [aria-busy="true"]`).length === 0,
    {},
    PANEL,
  );
  const { headers, actions, badBreaks } = await jobsTableLayout(page);
  const fixed = headers.find((header) => header.fixed)!;
  const upToPriority = headers.slice(
    0,
    headers.findIndex((header) => header.text === priority) + 1,
  );
  expect(upToPriority.length).toBeGreaterThan(1);
  for (const header of upToPriority) {
    expect({ column: header.text, coveredBy: Math.max(0, header.right - fixed.left) }).toEqual({
      column: header.text,
      coveredBy: 0,
    });
  }
  for (const list of actions) expect(list.right).toBeLessThanOrEqual(list.cellRight);
  expect(badBreaks).toEqual([]);
}

describe('Scheduled Jobs', () => {
  it('keeps the columns up to Priority clear of the fixed actions, in Chinese and in English', async () => {
    const { context, page } = await openAt1280('admin', '/hsdr/job-info');
    try {
      await waitForPanelText(page, 'HPFM.CLEAN_TEMP_FILES');
      await expectJobsToFit(page, '优先级');
      await chooseFromUserMenu(page, '语言', 'English');
      await waitForPanelText(page, 'Priority');
      await expectJobsToFit(page, 'Priority');
    } finally {
      await context.close();
    }
  });
});

describe('Value Sets', () => {
  it("brings a lower row's values into view and says what opened", async () => {
    const { context, page } = await openAt1280('admin', '/hpfm/value-list');
    try {
      await waitForPanelText(page, 'HWFL.APPROVE_ACTION');
      const lowest = await page.$$eval(`${PANEL} tbody tr`, (rows) =>
        rows
          .filter((row) =>
            Array.from(row.querySelectorAll('button')).some((b) => b.textContent === '值'),
          )
          .map((row) => row.querySelector('td')!.textContent!)
          .pop(),
      );
      const row = `//*[@role="tabpanel" and not(@hidden)]//tr[td[normalize-space(.)="${lowest}"]]`;
      await page.locator(`::-p-xpath(${row}//button[normalize-space(.)="值"])`).click();
      const heading = await page.waitForSelector(
        `::-p-xpath(//section[@aria-label="${lowest} 的值"]//h5)`,
      );
      await page.waitForFunction(
        (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        },
        {},
        heading!,
      );
      expect(await heading!.evaluate((element) => element === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('an announcement being written', () => {
  it('fits the window however long its text: the body scrolls, OK and Cancel stay', async () => {
    const { context, page } = await openAt1280('admin', '/hmsg/notices');
    try {
      await page
        .locator(
          '::-p-xpath(//*[@role="tabpanel" and not(@hidden)]//button[normalize-space(.)="新建"])',
        )
        .click();
      const content = await page.waitForSelector('.ant-modal textarea#record_noticeContent');
      // a long text: the preview under the form grows with it
      // a long text (set at once: typed, every letter re-renders the preview under the form)
      const text = Array.from({ length: 30 }, (_, i) => `<p>Line ${i + 1}</p>`).join('\n');
      await content!.evaluate((area, value) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!;
        setValue.set!.call(area, value);
        area.dispatchEvent(new Event('input', { bubbles: true }));
      }, text);
      await page.waitForFunction(() =>
        (document.querySelector('.ant-modal') as HTMLElement | null)?.innerText.includes('Line 30'),
      );
      const box = await page.$eval('.ant-modal-content', (dialog) => {
        const rect = dialog.getBoundingClientRect();
        const body = dialog.querySelector('.ant-modal-body')!;
        const buttons = Array.from(dialog.querySelectorAll('.ant-modal-footer button')).map(
          (button) => button.getBoundingClientRect().bottom,
        );
        return {
          top: rect.top,
          bottom: rect.bottom,
          bodyScrolls: body.scrollHeight > body.clientHeight,
          buttonsBottom: Math.max(...buttons),
        };
      });
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(800);
      expect(box.buttonsBottom).toBeLessThanOrEqual(800);
      expect(box.bodyScrolls).toBe(true);
    } finally {
      await context.close();
    }
  });
});
