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
  /** The `storagePrefix` prop: where we may keep things in the host's storage. */
  storagePrefix?: string;
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
  if (options.storagePrefix) query.set('storagePrefix', options.storagePrefix);
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

/** What the host's origin keeps: the names of its local and session storage keys and cookies. */
export function hostStorageNames(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
    cookies: document.cookie
      .split(';')
      .map((pair) => pair.split('=')[0].trim())
      .filter(Boolean)
      .sort(),
  }));
}

/** The host's own things in its storage and cookies, as a real host page has them. */
export function seedHostStorage(page: Page): Promise<void> {
  return page.evaluate(() => {
    localStorage.setItem('host.theme', 'dark');
    sessionStorage.setItem('host.lastPage', '/orders');
    document.cookie = 'host_session=1; path=/';
  });
}

/** The entries of the embedded shell's often-used menus (opens its list, then closes it). */
export async function embeddedOftenUsed(page: Page, label = 'Often used'): Promise<string[]> {
  await page.evaluate(() => {
    const area = document.querySelector('#slot > div')?.shadowRoot;
    area?.querySelector<HTMLElement>('.polaris-often-used-button')?.click();
  });
  const list = `[role="menu"][aria-label="${label}"] [role="menuitem"]`;
  await page.waitForFunction(
    (selector: string) =>
      document.querySelector('#slot > div')?.shadowRoot?.querySelector(selector) ?? false,
    {},
    list,
  );
  const entries = await page.evaluate(
    (selector: string) =>
      Array.from(
        document.querySelector('#slot > div')?.shadowRoot?.querySelectorAll(selector) ?? [],
        (item) => item.textContent?.trim() ?? '',
      ),
    list,
  );
  await page.keyboard.press('Escape');
  return entries;
}
