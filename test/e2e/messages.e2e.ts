/**
 * The message centre in the browser (issue 14): a message created through /__mock__/messages
 * raises alice's bell within 2 s without a reload, comes first in the bell's panel, and marking
 * it read lowers the count; the socket comes back after the gateway drops it; an `<img onerror>`
 * in a message body does not run; the inbox page lists and opens a message.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { BELL, messageControls, waitForBell } from '../support/message-bell';
import { openSignedIn } from '../support/session';
import { clickMenu, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const { control, sendMessage, waitForSockets } = messageControls(baseUrl);

/** Text anywhere on the page (a drawer is not inside the tab panel). */
async function waitForText(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected: string) => document.body.innerText.includes(expected),
    {},
    text,
  );
}

async function openBell(page: Page): Promise<string[]> {
  await page.click(BELL);
  // the panel asks for the lists as it opens: the last answer shows under a spinner until then
  await page.waitForSelector(
    '.polaris-bell-panel[role="dialog"][aria-busy="false"] .polaris-bell-item-title',
  );
  return page.$$eval(
    '.polaris-bell-panel ul[aria-label="Messages"] .polaris-bell-item-title',
    (items) => items.map((item) => item.textContent ?? ''),
  );
}

describe('message bell', () => {
  it('rises live, shows the new message first, and falls when it is marked read', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    try {
      await waitForBell(page, 4, 20_000);
      await waitForSockets(1);
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => navigations.push(frame.url()));
      await sendMessage('Boiler inspection at 3 pm');
      await waitForBell(page, 5);
      expect(navigations).toEqual([]); // no reload
      const titles = await openBell(page);
      expect(titles[0]).toBe('Boiler inspection at 3 pm');
      await page.click(
        '.polaris-bell-panel button[aria-label="Mark read: Boiler inspection at 3 pm"]',
      );
      await waitForBell(page, 4);
    } finally {
      await context.close();
    }
  });

  it('reconnects after the gateway drops the socket', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    try {
      await waitForBell(page, 4, 20_000);
      await waitForSockets(1);
      expect(await control('DELETE', '/sockets?loginName=alice')).toEqual({ dropped: 1 });
      await waitForSockets(1); // the backoff's first wait is at most 0.5 s
      await sendMessage('After the drop');
      await waitForBell(page, 5);
    } finally {
      await context.close();
    }
  });

  it('opens a message whose body has an <img onerror>: it shows, and nothing runs', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    try {
      await waitForBell(page, 4, 20_000);
      await waitForSockets(1);
      await sendMessage(
        'Picture attached',
        '<p>See the picture</p><img src="/no-such-image.png" onerror="window.__messagePwned = 1">',
      );
      await waitForBell(page, 5);
      await openBell(page);
      await page.click('.polaris-bell-panel ::-p-text(Picture attached)');
      await waitForText(page, 'See the picture');
      const image = await page.waitForSelector('article[aria-label="Picture attached"] img');
      // the broken image has had its chance to fire onerror
      await page.waitForFunction((img: HTMLImageElement) => img.complete, {}, image!);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await image!.evaluate((img) => img.getAttribute('onerror'))).toBeNull();
      const pwned = await page.evaluate(
        () => (window as unknown as Record<string, unknown>).__messagePwned,
      );
      expect(pwned).toBeUndefined();
      // opened from the bell, it was marked read
      await waitForBell(page, 4);
    } finally {
      await context.close();
    }
  });
});

describe('inbox page', () => {
  it('lists the messages and opens one from the menu', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    try {
      await clickMenu(page, 'Messaging', 'Inbox Messages');
      await waitForPanelText(page, 'Repair request R-1024 assigned to you');
      await waitForPanelText(page, 'Unread');
      // opened, the message is marked read; the bell follows within LIVE_MS of the gateway's
      // change (the push), timed from its answer: the drawer's render and the mark's request
      // before it are no part of that deadline
      const marked = page.waitForResponse(
        (response) => response.url().includes('/messages/user/read-flag') && response.ok(),
      );
      await page.click('[role="tabpanel"]:not([hidden]) ::-p-text(Lease A-101 renewed)');
      await waitForText(page, 'The lease for A-101 was renewed until 2026-05-31.');
      await marked;
      await waitForBell(page, 3);
    } finally {
      await context.close();
    }
  });
});
