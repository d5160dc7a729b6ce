/**
 * What a new user saw in a 1280×800 window with the side menu, and must not see again: workplace
 * links clipped on the left.
 */
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { freshPage, signIn, waitForShell, type AccountName } from '../support/session';
import { waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

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
