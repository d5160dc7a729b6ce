/**
 * Where the product may go, as an attacker would probe it: inner links that are script or an
 * outside page, a menu route that is script, protocol-relative addresses that would take the
 * window to another host, and an error text planted in the sign-in address.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { addFault, resetGateway } from '../support/gateway-control';
import { freshPage, openSignedIn, signIn, waitForShell } from '../support/session';
import { clickMenu } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** Watches for script running where it must not: any dialog, or the payload's marker. */
function watchForScript(page: Page): { dialogs: string[] } {
  const seen = { dialogs: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __x?: unknown }).__x ?? null);
const activePanel = (page: Page) =>
  page.$eval('[role="tabpanel"]:not([hidden])', (panel) => (panel as HTMLElement).innerText);

async function waitForActivePanel(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected: string) =>
      (
        document.querySelector('[role="tabpanel"]:not([hidden])') as HTMLElement | null
      )?.innerText.includes(expected),
    {},
    text,
  );
}

const SCRIPT_LINKS = [
  'javascript%3Aparent.__x%3D1%3Balert(document.cookie)',
  'JaVaScRiPt%3Aparent.__x%3D1%3Balert(1)',
  '%20%09javascript%3Aparent.__x%3D1',
  'java%09script%3Aparent.__x%3D1',
  'javascript%253Aparent.__x%253D1', // encoded twice
  'data%3Atext%2Fhtml%2C%3Cscript%3Eparent.__x%3D1%3C%2Fscript%3E',
  'vbscript%3Amsgbox(1)',
];

describe('inner links (/link/…)', () => {
  it('never run script, signed out and brought back after sign-in, nor after a reload', async () => {
    const { context, page } = await freshPage(browser());
    const seen = watchForScript(page);
    await page.goto(`${baseUrl}/link/${SCRIPT_LINKS[0]}`);
    await signIn(page, 'alice');
    await waitForShell(page);
    await waitForActivePanel(page, 'This address cannot be shown here');
    expect(await activePanel(page)).toContain('Only web addresses (http or https)');
    expect(await page.$('iframe')).toBeNull();

    await page.reload(); // the tab was saved: it must not run on the next load either
    await waitForActivePanel(page, 'This address cannot be shown here');
    expect(await marker(page)).toBeNull();
    expect(seen.dialogs).toEqual([]);
    await context.close();
  });

  it('refuse every script or data form, however encoded or cased', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    const seen = watchForScript(page);
    for (const link of SCRIPT_LINKS.slice(1)) {
      await page.goto(`${baseUrl}/link/${link}`);
      await waitForShell(page);
      await waitForActivePanel(page, 'This address cannot be shown here');
      expect(await page.$('[role="tabpanel"]:not([hidden]) iframe')).toBeNull();
    }
    expect(await marker(page)).toBeNull();
    expect(seen.dialogs).toEqual([]);
    await context.close();
  });

  it('do not frame a page of an origin that is not allowed, and say why', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    await page.goto(`${baseUrl}/link/https%3A%2F%2Fevil.example%2Fphish`);
    await waitForShell(page);
    await waitForActivePanel(page, 'not on the list of allowed addresses');
    expect(await activePanel(page)).toContain('https://evil.example/phish');
    expect(await page.$('iframe')).toBeNull();
    // the way home is the shell's own: the workplace tab, no reload
    const loadedAt = await page.evaluate(() => performance.timeOrigin);
    await page
      .locator(
        '::-p-xpath(//*[@role="tabpanel" and not(@hidden)]//button[normalize-space(.)="Back to home"])',
      )
      .click();
    await page.waitForFunction(() => window.location.pathname === '/workplace');
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
    await context.close();
  });

  it('show a page of our own in a sandbox that cannot reach the shell or its tokens', async () => {
    const { context, page } = await openSignedIn(
      browser(),
      baseUrl,
      'admin',
      `/link/${encodeURIComponent('/mock-docs/guide.html')}`,
    );
    const frameElement = await page.waitForSelector('[role="tabpanel"]:not([hidden]) iframe');
    expect(await frameElement!.evaluate((node) => node.getAttribute('sandbox'))).not.toContain(
      'allow-same-origin',
    );
    const frame = await frameElement!.contentFrame();
    await frame.waitForFunction(() => document.readyState === 'complete');
    expect(await frame.evaluate(() => window.origin)).toBe('null');
    const reach = await frame.evaluate(() => {
      try {
        return parent.document.cookie;
      } catch {
        return 'blocked';
      }
    });
    expect(reach).toBe('blocked');
    await context.close();
  });
});

describe('menu routes from the server', () => {
  const menuWith = (
    ...leaves: Array<{ id: number; name: string; type: string; route: string }>
  ) => [
    {
      id: 900,
      code: 'probe',
      name: 'Probe',
      type: 'root',
      icon: 'setting',
      subMenus: leaves.map((leaf) => ({ ...leaf, code: `probe.${leaf.id}`, parentId: 900 })),
    },
  ];

  it('are followed only when they are paths of ours or allowed links, never as script', async () => {
    await addFault(baseUrl, {
      path: '^/iam/hzero/v1/menus/tree',
      status: 200,
      body: menuWith(
        { id: 901, name: 'Evil script', type: 'menu', route: 'javascript:window.__x=1' },
        { id: 902, name: 'Outside page', type: 'link', route: 'https://evil.example/x' },
        { id: 903, name: 'Hidden host', type: 'menu', route: '//evil.example/y' },
        { id: 904, name: 'My Roles', type: 'menu', route: '/hiam/user/roles' },
      ),
    });
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    const seen = watchForScript(page);
    for (const title of ['Evil script', 'Outside page', 'Hidden host']) {
      await clickMenu(page, 'Probe');
      const item = await page.waitForSelector(
        `::-p-xpath(//nav//*[@role="menuitem" and normalize-space(.)="${title}"])`,
      );
      expect(await item!.evaluate((node) => node.getAttribute('aria-disabled'))).toBe('true');
      expect(
        await item!.evaluate((node) => node.querySelector('[title]')?.getAttribute('title')),
      ).toMatch(/cannot be opened|not on the list of allowed addresses/);
      await item!.click();
      await clickMenu(page, 'Probe'); // fold it again for the next round
    }
    expect(new URL(page.url()).pathname).toBe('/workplace');
    expect(await context.pages()).toHaveLength(1); // no window was opened
    expect(await marker(page)).toBeNull();
    expect(seen.dialogs).toEqual([]);

    await clickMenu(page, 'Probe', 'My Roles');
    await page.waitForFunction(() => window.location.pathname === '/hiam/user/roles');
    await context.close();
  });
});

describe('protocol-relative addresses', () => {
  const origin = new URL(baseUrl).origin;

  it('open as a page of ours that stays on our origin when its tab is shown again', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '//evil.example/y');
    expect(page.url()).toBe(`${origin}/evil.example/y`);
    await waitForActivePanel(page, 'Sorry, the page you visited does not exist');
    await page.locator('::-p-xpath(//*[@role="tab" and normalize-space(.)="Workplace"])').click();
    await page.waitForFunction(() => window.location.pathname === '/workplace');
    await page.locator('::-p-xpath(//*[@role="tab" and normalize-space(.)="404"])').click();
    await page.waitForFunction(() => window.location.pathname === '/evil.example/y');
    expect(new URL(page.url()).origin).toBe(origin);
    await context.close();
  });

  it('bring a signed-out user back to our origin after sign-in, without the token', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${baseUrl}//evil.example/x`);
    await signIn(page, 'alice');
    await waitForShell(page);
    expect(page.url()).toBe(`${origin}/evil.example/x`);
    await context.close();
  });

  it('saved as the active tab of a role, do not take a role switch off our origin', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    const forged = {
      tabs: [{ key: '//evil.example/z', path: '//evil.example/z', title: 'z', type: 'other' }],
      activeTabKey: '//evil.example/z',
    };
    await page.evaluate((record) => {
      sessionStorage.setItem('menuTabSessionKey12', JSON.stringify(record));
    }, forged);
    await page.locator('button[aria-label="Role: Property Manager"]').click();
    await Promise.all([
      page.waitForNavigation(),
      page
        .locator('::-p-xpath(//li[@role="menuitem" and normalize-space(.)="Production Planner"])')
        .click(),
    ]);
    await waitForShell(page);
    expect(page.url()).toBe(`${origin}/workplace`);
    await context.close();
  });
});

describe('an error text in the sign-in address', () => {
  it('is quoted as coming from the address, never said in our own words', async () => {
    const planted = 'Your account is locked. Call +1-555-0100 to unlock it.';
    const { context, page } = await freshPage(browser());
    await page.goto(`${baseUrl}/workplace?errorMessage=${encodeURIComponent(planted)}`);
    await page.waitForFunction(() => window.location.pathname === '/public/error-message');
    const quote = await page.waitForSelector('figure blockquote');
    expect(await quote!.evaluate((node) => node.textContent)).toBe(planted);
    expect(await page.$eval('figure figcaption', (node) => node.textContent)).toContain(
      'It was not written by this product',
    );
    await context.close();
  });

  it('is our own text when it is a known code', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${baseUrl}/workplace?errorMessage=access_denied`);
    await page.waitForFunction(() =>
      document.body.innerText.includes('Access was refused by the sign-in service.'),
    );
    expect(await page.$('figure')).toBeNull();
    await context.close();
  });
});
