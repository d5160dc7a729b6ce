/**
 * Layouts chosen by the user's menuLayout, the embedding options of the address, and the areas
 * shown without the shell (/pub, /pubApprove).
 */
import { signInViaHttp } from '../../mock/testing/sign-in';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { addFault, resetGateway } from '../support/gateway-control';
import { freshPage, openSignedIn, signIn, waitForShell } from '../support/session';
import { chooseFromUserMenu, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

async function selfWith(patch: Record<string, string>): Promise<unknown> {
  const { accessToken } = await signInViaHttp(baseUrl, 'alice', 'Alice@1234');
  const response = await fetch(`${baseUrl}/iam/hzero/v1/users/self`, {
    headers: { Authorization: `bearer ${accessToken}` },
  });
  return { ...((await response.json()) as object), ...patch };
}

describe('layouts', () => {
  it.each([
    ['alice', 1280],
    ['alice', 1024],
    ['admin', 1280],
    ['admin', 1024],
    ['alice', 800],
  ] as const)(
    '%s at %i px: no header text clipped, every control on screen',
    async (account, width) => {
      const { context, page } = await openSignedIn(browser(), baseUrl, account, '/workplace');
      await page.setViewport({ width, height: 700 });
      if (account === 'alice') await page.waitForSelector('button[aria-label^="Project:"]'); // last
      const header = await page.$eval('header', (node) => {
        const right = Math.min(window.innerWidth, node.getBoundingClientRect().right);
        const shown = (element: Element) => (element as HTMLElement).offsetParent !== null;
        return {
          // a text cut short: its content is wider than its box
          clipped: Array.from(node.querySelectorAll('*'))
            .filter((element) => shown(element) && element.scrollWidth > element.clientWidth)
            .map((element) => `${element.className}: ${element.textContent}`),
          offScreen: Array.from(node.querySelectorAll('button, input'))
            .filter((control) => control.getBoundingClientRect().right > right + 0.5)
            .map((control) => control.getAttribute('aria-label') ?? control.textContent),
          overflows: node.scrollWidth > node.clientWidth,
          searchWidth: node.querySelector('[role="combobox"]')?.getBoundingClientRect().width ?? 0,
          texts: (node as HTMLElement).innerText,
        };
      });
      expect(header.clipped).toEqual([]);
      expect(header.offScreen).toEqual([]);
      expect(header.overflows).toBe(false);
      expect(header.searchWidth).toBeGreaterThanOrEqual(180);
      if (account === 'alice' && width === 1280) {
        // tenant and role readable in full
        expect(header.texts).toContain('Acme Property');
        expect(header.texts).toContain('Property Manager');
      }
      await context.close();
    },
  );

  it.each(['horizontal', 'side', 'side-all', 'only-content'])(
    'renders the %s layout the user chose',
    async (layout) => {
      const body = await selfWith({ menuLayout: layout });
      await addFault(baseUrl, { path: '^/iam/hzero/v1/users/self', status: 200, body, times: 1 });
      const { context, page } = await freshPage(browser());
      await page.goto(`${baseUrl}/workplace`);
      await signIn(page, 'alice');
      await waitForShell(page);
      expect(await page.$(`[data-layout="${layout}"]`)).not.toBeNull();
      expect(await page.$('nav [role="menu"]')).toEqual(
        layout === 'only-content' ? null : expect.anything(),
      );
      await context.close();
    },
  );

  it('lets the user choose a layout in the user menu: applied at once, kept on the server', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hiam/user/roles');
    await waitForPanelText(page, 'Production Planner');
    const loadedAt = await page.evaluate(() => performance.timeOrigin);
    await chooseFromUserMenu(page, 'Layout', 'Top menu');
    await page.waitForSelector('[data-layout="horizontal"] .polaris-topnav [role="menu"]');
    await waitForPanelText(page, 'Production Planner'); // the tab is still there
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt); // no reload

    await chooseFromUserMenu(page, 'Layout', 'Content only');
    await page.waitForSelector('[data-layout="only-content"]');
    await page.reload(); // the choice is the user's, on the server
    await page.waitForSelector('[data-layout="only-content"] [role="tablist"]');
    // and the user menu is still reachable there: back to the side menu
    await chooseFromUserMenu(page, 'Layout', 'Side menu');
    await page.waitForSelector('[data-layout="inline"] nav [role="menu"]');
    await context.close();
  });

  it('shows all of admin\'s top menus in the top-menu layout at 1280 px, none behind "…"', async () => {
    const { accessToken } = await signInViaHttp(baseUrl, 'admin', 'Admin@1234');
    await fetch(`${baseUrl}/iam/hzero/v1/users/menu-layout?menuLayout=horizontal`, {
      method: 'PUT',
      headers: { Authorization: `bearer ${accessToken}` },
    });
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/workplace');
    await page.setViewport({ width: 1280, height: 800 });
    await page.waitForSelector('[data-layout="horizontal"] .polaris-topnav [role="menu"]');
    const menu = await page.$eval('.polaris-topnav [role="menu"]', (list) => {
      const items = Array.from(list.children) as HTMLElement[];
      const visible = (item: HTMLElement) =>
        getComputedStyle(item).opacity !== '0' && item.getBoundingClientRect().width > 0;
      const rest = items.filter((item) => item.classList.contains('ant-menu-overflow-item-rest'));
      return {
        shown: items.filter((item) => !rest.includes(item) && visible(item)).length,
        restShown: rest.some(visible),
      };
    });
    expect(menu.restShown).toBe(false);
    expect(menu.shown).toBe(9);
    await context.close();
  });

  it('hides the tabs, or the whole layout, when the address asks for it', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${baseUrl}/hiam/user/info?hideTabs=1`);
    await signIn(page, 'alice');
    await page.waitForFunction(() => document.body.innerText.includes('alice@acme.example'));
    expect(await page.$('[role="tablist"]')).toBeNull();
    expect(await page.$('nav [role="menu"]')).not.toBeNull();

    await page.goto(`${baseUrl}/hiam/user/roles?hideLayout=1`);
    await page.waitForFunction(() => document.body.innerText.includes('Production Planner'));
    expect(await page.$('[data-layout="embedded"]')).not.toBeNull();
    expect(await page.$('nav [role="menu"]')).toBeNull();
    await context.close();
  });
});

describe('areas without the shell', () => {
  it('shows /pub pages with the session but without menu or tabs', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    await page.goto(`${baseUrl}/pub/user-info`);
    await page.waitForSelector('[data-page="user-info"]');
    expect(await page.$eval('[data-field="realName"]', (node) => node.textContent)).toContain(
      'Alice Chen',
    );
    expect(await page.$('[role="tablist"]')).toBeNull();
    await context.close();
  });

  it('shows an approval history with readable actions under /pubApprove', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    await page.goto(`${baseUrl}/pubApprove/10001`);
    await page.waitForSelector('[data-page="approval-history"] [data-action]');
    const actions = await page.$$eval('[data-action]', (nodes) =>
      nodes.map((node) => node.getAttribute('data-action')),
    );
    expect(actions.length).toBeGreaterThan(1);
    expect(await page.$('nav [role="menu"]')).toBeNull();
    await context.close();
  });

  it("shows the approval times in the user's date-time format", async () => {
    const body = await selfWith({ dateTimeFormat: 'DD/MM/YYYY HH:mm' });
    await addFault(baseUrl, { path: '^/iam/hzero/v1/users/self', status: 200, body, times: 1 });
    const { context, page } = await freshPage(browser());
    await page.goto(`${baseUrl}/pubApprove/10001`);
    await signIn(page, 'alice');
    await page.waitForSelector('[data-page="approval-history"] [data-action]');
    const text = await page.$eval(
      '[data-page="approval-history"]',
      (node) => (node as HTMLElement).innerText,
    );
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await context.close();
  });
});
