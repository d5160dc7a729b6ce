/**
 * Memory a user gives back: opening many pages and closing them all, again and again, must not
 * leave the closed pages behind (detached DOM with its event listeners). Counts, not times.
 */
import { signInViaHttp } from '../../mock/testing/sign-in';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import {
  countsOverCycles,
  menuPages,
  menuRoutes,
  openByAddress,
  openByMenuSearch,
  type PageCounts,
} from '../support/page-counts';
import { openSignedIn } from '../support/session';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

// Three: the first fills caches, the second is the base, the third must not have grown. A page
// left behind a cycle (hundreds of nodes) shows in any later cycle; the bench runs five.
const CYCLES = 3;
const TABS_PER_CYCLE = 12;

/** Flat after the first cycle: the later ones within 10 % of the second. */
function expectFlatAfterFirst([, second, ...later]: PageCounts[]): void {
  for (const counts of later) {
    expect(counts.listeners).toBeLessThanOrEqual(second.listeners * 1.1);
    expect(counts.nodes).toBeLessThanOrEqual(second.nodes * 1.1);
  }
}

describe('closed tabs', () => {
  it('leave nothing behind: nodes and listeners stay flat over open/close cycles', async () => {
    const { accessToken } = await signInViaHttp(baseUrl, 'admin', 'Admin@1234');
    // sub-app pages (/hiam, /hpfm) and pages no module serves, as admin's menu has them
    const routes = (await menuRoutes(baseUrl, accessToken)).slice(0, TABS_PER_CYCLE);
    expect(routes.filter((route) => /^\/(hiam|hpfm)\//.test(route)).length).toBeGreaterThan(3);
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin');
    expectFlatAfterFirst(
      await countsOverCycles(page, CYCLES, async () => {
        for (const route of routes) await openByAddress(page, route);
      }),
    );
    await context.close();
  });

  // Typed searches stay in the browser's own undo history for the search box (about one text
  // node each, capped by the browser): that is why nodes may rise slightly here, listeners not.
  it('opened through the menu search leave nothing behind either', async () => {
    const { accessToken } = await signInViaHttp(baseUrl, 'admin', 'Admin@1234');
    // Five pages: what is left behind here is the search's own (the pages themselves are the
    // first test's), and five pages a cycle show it as well as eight did, in less time.
    const pages = (await menuPages(baseUrl, accessToken)).slice(0, 5);
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin');
    expectFlatAfterFirst(
      await countsOverCycles(page, CYCLES, async () => {
        for (const { code } of pages) await openByMenuSearch(page, code);
      }),
    );
    await context.close();
    // The first entries are the identity console's real pages (issue 25): opening them cycle
    // after cycle takes about 20 s on an idle 2-core machine, close to jest's 45 s when the
    // machine is busy. This test counts what is left behind, not how fast pages open.
  }, 120_000);
});
