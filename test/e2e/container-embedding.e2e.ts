/**
 * The whole container mounted by a foreign host on another origin (plain qiankun, test/host with
 * `app=container`): signed in with the token the host hands over, on the host's initialPath,
 * layout and tabs hidden, changed by the host's update, gone without a trace on unmount (in the
 * host's page and in its storage and cookies), and its styles and the host's kept apart by the
 * shadow root strictStyleIsolation gives it.
 */
import type { Page } from 'puppeteer';
import { signInViaHttp } from '../../mock/testing/sign-in';
import { useBrowser } from '../support/browser';
import {
  containerHostAddress,
  embeddedOftenUsed,
  hostAction,
  hostFootprint,
  hostStorageNames,
  seedHostStorage,
  waitForEmbeddedText,
  type EmbedOptions,
} from '../support/embedded-container';
import { foreignHostUrl, gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { freshPage } from '../support/session';

const baseUrl = gatewayUrl();
// a host the gateway trusts (global setup lists it, as MOCK_ALLOWED_ORIGINS would)
const host = { url: foreignHostUrl() };
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

async function openHost(options: Partial<EmbedOptions> = {}) {
  const { accessToken } = await signInViaHttp(baseUrl, 'alice', 'Alice@1234');
  const { context, page } = await freshPage(browser());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push((error as Error).message));
  await page.goto(
    containerHostAddress(host.url, { gatewayUrl: baseUrl, token: accessToken, ...options }),
  );
  return { context, page, errors, accessToken };
}

/** Reads inside the container's area (shadow root, or the wrapper when not isolated). */
async function inArea<T>(page: Page, read: (area: ParentNode) => T): Promise<T> {
  const area = await page.evaluateHandle(() => {
    const wrapper = document.querySelector<HTMLElement>('#slot > div');
    const found: ParentNode | null | undefined = wrapper?.shadowRoot ?? wrapper;
    if (!found) throw new Error('the container is not mounted');
    return found;
  });
  try {
    return (await area.evaluate(read)) as T;
  } finally {
    await area.dispose();
  }
}

const STYLE_KEYS = ['fontFamily', 'fontSize', 'fontStyle', 'color', 'backgroundColor', 'margin'];

/** The computed styles of the host's own elements that a leaking stylesheet would change. */
function hostStyles(page: Page) {
  return page.evaluate((keys: string[]) => {
    const pick = (selector: string) => {
      const style = getComputedStyle(document.querySelector(selector)!);
      return Object.fromEntries(
        keys.map((key) => [
          key,
          style.getPropertyValue(key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)),
        ]),
      );
    };
    return { body: pick('body'), h1: pick('header h1'), button: pick('#mount') };
  }, STYLE_KEYS);
}

/** The computed style of the container's Edit button (antd's, unless a host rule reaches it). */
async function editButtonStyle(page: Page) {
  // enabled once its permission is known (disabled, it is greyed)
  await page.waitForFunction(() => {
    const wrapper = document.querySelector<HTMLElement>('#slot > div');
    return Array.from((wrapper?.shadowRoot ?? wrapper)?.querySelectorAll('button') ?? []).some(
      (button) => button.textContent?.trim() === 'Edit' && !button.disabled,
    );
  });
  return inArea(page, (area) => {
    const button = Array.from(area.querySelectorAll('button')).find(
      (candidate) => candidate.textContent?.trim() === 'Edit',
    );
    if (!button) throw new Error('no Edit button');
    const style = getComputedStyle(button);
    return {
      background: style.backgroundColor,
      font: style.fontFamily,
      radius: style.borderTopLeftRadius,
    };
  });
}

describe('the container in a foreign host', () => {
  it('opens the initialPath page signed in with the handed token, layout and tabs hidden', async () => {
    const { context, page, errors, accessToken } = await openHost();
    const before = await hostFootprint(page);

    await hostAction(page, 'mount', 'mounted');
    await waitForEmbeddedText(page, 'alice@acme.example');
    const shown = await inArea(page, (area) => ({
      text: (area.querySelector('#root') as HTMLElement).innerText,
      tabs: area.querySelectorAll('[role="tablist"]').length,
      header: area.querySelectorAll('.polaris-header').length,
      menu: area.querySelectorAll('.polaris-sider').length,
    }));
    expect(shown.text).toContain('Personal Centre');
    expect(shown).toMatchObject({ tabs: 0, header: 0, menu: 0 });
    // the platform module loaded by the embedded shell calls our gateway with the same token
    await page.waitForFunction(() => {
      const area = document.querySelector('#slot > div')?.shadowRoot;
      return Array.from(area?.querySelectorAll('button') ?? []).some(
        (button) => button.textContent?.trim() === 'Edit' && !button.disabled,
      );
    });

    // the token stays in memory: nothing of it on the host's origin
    const stored = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      address: window.location.href.replace(/token=[^&]*/, ''),
    }));
    for (const place of Object.values(stored)) expect(place).not.toContain(accessToken);

    // the host changes its props: another page, the layout and tabs shown
    await page.evaluate(() => {
      (window as unknown as { hostUpdate: object }).hostUpdate = {
        initialPath: '/hiam/user/roles',
        hideLayout: false,
        hideTabs: false,
      };
    });
    await hostAction(page, 'update', 'updated');
    await waitForEmbeddedText(page, 'Production Planner');
    await page.waitForFunction(() => {
      const area = document.querySelector('#slot > div')?.shadowRoot;
      return area?.querySelector('[role="tablist"]') && area.querySelector('.polaris-header');
    });

    await hostAction(page, 'unmount', 'unmounted');
    const after = await hostFootprint(page);
    expect(after).toEqual(before);
    expect(after.slot).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mounts again after an unmount, fresh', async () => {
    const { context, page, errors } = await openHost({ path: '/hiam/user/roles' });
    for (let round = 0; round < 2; round += 1) {
      await hostAction(page, 'mount', 'mounted');
      await waitForEmbeddedText(page, 'Production Planner');
      await hostAction(page, 'unmount', 'unmounted');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('styles of the container and of its host', () => {
  it('stay apart both ways in the shadow root of strictStyleIsolation', async () => {
    const { context, page } = await openHost();
    const hostBefore = await hostStyles(page);

    await hostAction(page, 'mount', 'mounted');
    await waitForEmbeddedText(page, 'alice@acme.example');
    // ours do not reach the host (shell.css sets body margin and font, antd its own rules)
    expect(await hostStyles(page)).toEqual(hostBefore);
    // the host's do not reach ours: its `#slot button` rule paints buttons red, in Comic Sans
    const edit = await editButtonStyle(page);
    expect(edit.background).not.toBe('rgb(255, 0, 0)');
    expect(edit.font).not.toContain('Comic Sans');
    expect(edit.radius).toBe('6px'); // antd's own rules do apply in there
    // inherited properties do cross a shadow root: our root sets its own font and colour
    const rootStyle = await inArea(page, (area) => {
      const style = getComputedStyle(area.querySelector('#root')!);
      return { font: style.fontFamily, size: style.fontSize, color: style.color };
    });
    expect(rootStyle.font).toMatch(/^-apple-system/);
    expect(rootStyle).toMatchObject({ size: '14px', color: 'rgb(0, 0, 0)' });

    await hostAction(page, 'unmount', 'unmounted');
    expect(await hostStyles(page)).toEqual(hostBefore);
    await context.close();
  });

  it('mix without it (why the container asks its host for strictStyleIsolation)', async () => {
    const { context, page } = await openHost({ isolation: 'none' });
    const hostBefore = await hostStyles(page);
    await hostAction(page, 'mount', 'mounted');
    await waitForEmbeddedText(page, 'alice@acme.example');
    // the host's hostile rule reaches our button, and shell.css reaches the host's body
    expect((await editButtonStyle(page)).background).toBe('rgb(255, 0, 0)');
    expect((await hostStyles(page)).body).not.toEqual(hostBefore.body);
    await hostAction(page, 'unmount', 'unmounted');
    await context.close();
  });
});

describe("the host's storage and cookies", () => {
  /** Mounted with the whole shell, two menu pages opened; the answers that carried a token. */
  async function mountAndUse(options: Partial<EmbedOptions> = {}) {
    const opened = await openHost({ hideLayout: false, hideTabs: false, ...options });
    const { page } = opened;
    await seedHostStorage(page);
    const before = await hostStorageNames(page);
    const verificationTokens: string[] = [];
    page.on('response', (response) => {
      const token = response.headers()['requestverificationtoken'];
      if (response.url().startsWith(baseUrl) && token) verificationTokens.push(token);
    });
    await hostAction(page, 'mount', 'mounted');
    await waitForEmbeddedText(page, 'alice@acme.example');
    await page.evaluate(() => {
      (window as unknown as { hostUpdate: object }).hostUpdate = {
        initialPath: '/hiam/user/roles',
      };
    });
    await hostAction(page, 'update', 'updated');
    await waitForEmbeddedText(page, 'Production Planner');
    // used meanwhile: often-used menus, and answers carrying a verification token
    expect(await embeddedOftenUsed(page)).toEqual(['My Roles', 'Personal Centre']);
    expect(verificationTokens.length).toBeGreaterThan(0);
    return { ...opened, before };
  }

  it('keep nothing of ours, while mounted nor after unmount', async () => {
    const { context, page, errors, before } = await mountAndUse();
    expect(before.local).toEqual(['host.theme']);
    expect(await hostStorageNames(page)).toEqual(before); // kept in memory meanwhile
    await hostAction(page, 'unmount', 'unmounted');
    expect(await hostStorageNames(page)).toEqual(before);
    // mounted again, it starts afresh: the memory went with the first mount
    await hostAction(page, 'mount', 'mounted');
    await waitForEmbeddedText(page, 'alice@acme.example');
    expect(await embeddedOftenUsed(page)).toEqual(['Personal Centre']);
    await hostAction(page, 'unmount', 'unmounted');
    expect(await hostStorageNames(page)).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keep ours under the storagePrefix the host passes, and nothing elsewhere', async () => {
    const prefix = 'partner.polaris.';
    const { context, page, before } = await mountAndUse({ storagePrefix: prefix });
    await hostAction(page, 'unmount', 'unmounted');
    const after = await hostStorageNames(page);
    const outside = (names: string[]) => names.filter((name) => !name.startsWith(prefix));
    expect(outside(after.local)).toEqual(before.local);
    expect(outside(after.session)).toEqual(before.session);
    expect(after.cookies).toEqual(before.cookies);
    expect(after.local).toContain(`${prefix}polaris.requestVerificationToken`);
    expect(after.local.some((name) => name.startsWith(`${prefix}polaris.oftenUsed.`))).toBe(true);
    await context.close();
  });
});
