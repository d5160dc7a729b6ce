/**
 * Two more modules next to the platform, declaring routes in their manifests: the higher priority
 * owns a path both answer; a module's code is fetched only when one of its pages opens; a
 * route's title, closable flag and authority reach the tab; the loading bar shows while a module
 * loads and is gone 3 s after.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { serveApps } from '../../mock/cli/serve-apps';
import { findApp } from '../../mock/cli/workspace';
import type { RunningGateway } from '../../mock/server/gateway';
import { useBrowser } from '../support/browser';
import { probeText, writeProbeModule } from '../support/probe-module';
import { openSignedIn } from '../support/session';
import { clickMenu, waitForPanelText } from '../support/shell-helpers';

const browser = useBrowser();
let gateway: RunningGateway;

beforeAll(async () => {
  const high = writeProbeModule({
    name: 'probe-high',
    priority: 20, // above the platform's 10
    routes: [
      { path: '/hpfm/tenants/mine' },
      { path: '/hprb/hello', title: 'Probe greeting', closable: false },
      { path: '/hprb/secret', title: 'Probe secret', authority: ['hprb.secret.view'] },
    ],
  });
  const low = writeProbeModule({
    name: 'probe-low',
    priority: 1, // below the platform's 10
    routes: [{ path: '/hiam/user/roles' }],
  });
  gateway = await serveApps({
    spaApp: findApp('container'),
    port: 0,
    quiet: true,
    extraModules: [high, low],
  });
});
afterAll(() => gateway.close());

/** The addresses of every request the page sends from now on. */
function requested(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: HTTPRequest) => void seen.push(new URL(request.url()).pathname));
  return seen;
}

const tabTitled = (title: string) =>
  `::-p-xpath(//*[@role="tab" and normalize-space(.)="${title}"])`;

/** How many close buttons the tab strip shows for the tab titled `title`. */
const closeButtonsFor = (page: Page, title: string) =>
  page.$$eval(
    '.polaris-tab-close',
    (buttons, wanted) =>
      buttons.filter((button) => button.getAttribute('aria-label')?.includes(wanted)).length,
    title,
  );

describe('modules declaring routes in their manifests', () => {
  it('gives a path to the higher priority and fetches a module only when its page opens', async () => {
    const { context, page } = await openSignedIn(browser(), gateway.url, 'alice');
    try {
      const seen = requested(page);
      await clickMenu(page, 'Personal', 'My Roles'); // the platform (10) beats probe-low (1)
      await waitForPanelText(page, 'Production Planner');
      expect(seen.some((path) => path.startsWith('/probe/'))).toBe(false);

      await clickMenu(page, 'Personal', 'My Tenants'); // probe-high (20) beats the platform
      await page.waitForSelector('[role="progressbar"]');
      await waitForPanelText(page, probeText('probe-high', '/hpfm/tenants/mine'));
      expect(seen.filter((path) => path.startsWith('/probe/probe-high/'))).toEqual(
        expect.arrayContaining(['/probe/probe-high/', '/probe/probe-high/probe.js']),
      );
      // the bar stays for 3 s after the load, then goes
      expect(await page.$('[role="progressbar"]')).not.toBeNull();
      await page.waitForSelector('[role="progressbar"]', { hidden: true, timeout: 6000 });
      expect(seen.some((path) => path.startsWith('/probe/probe-low/'))).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("titles a page the menu does not know by its route, and keeps a route's tab open", async () => {
    const { context, page } = await openSignedIn(browser(), gateway.url, 'alice', '/hprb/hello');
    try {
      await waitForPanelText(page, probeText('probe-high', '/hprb/hello'));
      await page.waitForSelector(tabTitled('Probe greeting'));
      expect(await closeButtonsFor(page, 'Probe greeting')).toBe(0);
      await clickMenu(page, 'Personal', 'My Tenants'); // a closable page, for comparison
      await page.waitForSelector(tabTitled('My Tenants'));
      expect(await closeButtonsFor(page, 'My Tenants')).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("shows the 403 page, without the module's code, for a route the user may not open", async () => {
    const { context, page } = await openSignedIn(browser(), gateway.url, 'alice', '/hprb/secret');
    try {
      await waitForPanelText(page, 'Sorry, you have no permission to access this page');
      const module = await page.$('[data-module-slot="probe-high"]');
      expect(module).toBeNull();
    } finally {
      await context.close();
    }
  });
});
