/**
 * The message bell in the browser tests: the gateway's message controls (/__mock__/messages: a
 * new message, the user's open sockets) and the bell's live count.
 */
import type { Page } from 'puppeteer';

export const BELL = 'button.polaris-bell-button';
/** How soon a new message must show on the bell. */
export const LIVE_MS = 2000;

/** The gateway's message controls at `baseUrl` (the gateway itself, not a server in front). */
export function messageControls(baseUrl: string) {
  async function control(method: string, path: string, body?: unknown) {
    const response = await fetch(`${baseUrl}/__mock__/messages${path}`, {
      method,
      headers: body ? { 'Content-Type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} /__mock__/messages${path}: ${response.status}`);
    return response.json();
  }
  return {
    control,
    sendMessage: (subject: string, content?: string) =>
      control('POST', '', { loginName: 'alice', subject, content }),
    /** Waits until alice has `count` signed-in sockets (the page's socket is up). */
    async waitForSockets(count: number): Promise<void> {
      for (let tries = 0; tries < 100; tries += 1) {
        const { sockets } = await control('GET', '/sockets?loginName=alice');
        if (sockets === count) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`alice never had ${count} socket(s)`);
    },
  };
}

export async function waitForBell(page: Page, count: number, timeout = LIVE_MS): Promise<void> {
  await page.waitForFunction(
    (selector: string, label: string) =>
      document.querySelector(selector)?.getAttribute('aria-label') === label,
    { timeout },
    BELL,
    `Messages, ${count} unread`,
  );
}
