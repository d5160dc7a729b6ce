/**
 * Layouts chosen by the user's menuLayout, the embedding options of the address, and the areas
 * shown without the shell (/pub, /pubApprove).
 */
import { signInViaHttp } from '../../mock/testing/sign-in';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { addFault, resetGateway } from '../support/gateway-control';
import { freshPage, openSignedIn, signIn, waitForShell } from '../support/session';

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
  it.each([1280, 1024, 800])(
    'keeps every header control on screen at %i px for the user with the most selectors',
    async (width) => {
      const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
      await page.setViewport({ width, height: 700 });
      await page.waitForSelector('button[aria-label^="Project:"]'); // the last selector to load
      const header = await page.$eval('header', (node) => {
        const right = Math.min(window.innerWidth, node.getBoundingClientRect().right);
        const controls = Array.from(node.querySelectorAll('button, input'));
        return {
          offScreen: controls
            .filter((control) => control.getBoundingClientRect().right > right + 0.5)
            .map((control) => control.getAttribute('aria-label') ?? control.textContent),
          searchWidth: node.querySelector('[role="combobox"]')?.getBoundingClientRect().width ?? 0,
        };
      });
      expect(header.offScreen).toEqual([]);
      expect(header.searchWidth).toBeGreaterThanOrEqual(180);
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
