/** Browser tests: calls to the gateway with a page's own session (a new sign-in would end it). */
import type { Page } from 'puppeteer';
import { gatewayUrl } from './env';

/** The answer of `path` (parsed JSON; undefined when empty) with the page's access token. */
export async function apiAs<T>(page: Page, path: string, init: RequestInit = {}): Promise<T> {
  const cookies = await page.browserContext().cookies();
  const token = cookies.find((cookie) => cookie.name === 'access_token')?.value;
  const response = await fetch(`${gatewayUrl()}${path}`, {
    ...init,
    headers: { Authorization: `bearer ${token}`, 'Content-Type': 'application/json' },
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
