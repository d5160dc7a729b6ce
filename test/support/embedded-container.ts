/**
 * The container mounted by the foreign host page (test/host, `app=container`): the address that
 * mounts it, and what a test or the bench reads of it. Our DOM lives in the shadow root qiankun
 * attaches under strictStyleIsolation; `isolation: 'none'` mounts it without one.
 */
import type { Page } from 'puppeteer';

export interface EmbedOptions {
  gatewayUrl: string;
  token: string;
  path?: string;
  hideLayout?: boolean;
  hideTabs?: boolean;
  isolation?: 'strict' | 'none';
}

export function containerHostAddress(hostUrl: string, options: EmbedOptions): string {
  const query = new URLSearchParams({
    app: 'container',
    entry: `${options.gatewayUrl}/`,
    token: options.token,
    path: options.path ?? '/hiam/user/info',
    hideLayout: options.hideLayout === false ? '0' : '1',
    hideTabs: options.hideTabs === false ? '0' : '1',
    isolation: options.isolation ?? 'strict',
  });
  return `${hostUrl}/?${query.toString()}`;
}

/** Clicks one of the host's buttons and waits for the host's status line to say `status`. */
export async function hostAction(
  page: Page,
  button: 'mount' | 'unmount' | 'update',
  status: string,
): Promise<void> {
  await page.click(`#${button}`);
  await page.waitForFunction(
    (wanted: string) => document.getElementById('status')?.textContent === wanted,
    {},
    status,
  );
}

/** Waits until the container's area (its shadow root, or the wrapper) shows `text`. */
export async function waitForEmbeddedText(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted: string) => {
      const wrapper = document.querySelector<HTMLElement>('#slot > div');
      const area = wrapper?.shadowRoot ?? wrapper;
      const root = area?.querySelector<HTMLElement>('#root');
      return root?.innerText.includes(wanted) ?? false;
    },
    {},
    text,
  );
}

/** What the host page holds outside its slot: to compare before mounting and after unmounting. */
export function hostFootprint(page: Page) {
  return page.evaluate(() => ({
    head: Array.from(document.head.children).map((element) => element.outerHTML),
    body: Array.from(document.body.children).map((element) => `${element.tagName}#${element.id}`),
    slot: document.getElementById('slot')?.innerHTML ?? null,
    htmlAttributes: Array.from(document.documentElement.attributes).map(
      (attribute) => `${attribute.name}=${attribute.value}`,
    ),
    title: document.title,
  }));
}
