/**
 * The headers the product is served with, as a browser enforces them: the shell works under its
 * Content-Security-Policy (qiankun included), the sign-in page cannot be framed by anybody, and
 * the product's pages only by the hosts a deployment allows.
 */
import type { Frame, Page } from 'puppeteer';
import { serveApps } from '../../mock/cli/serve-apps';
import { findApp } from '../../mock/cli/workspace';
import type { RunningGateway } from '../../mock/server/gateway';
import { signInViaHttp } from '../../mock/testing/sign-in';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { startForeignHost, type ForeignHost } from '../support/foreign-host';
import { resetGateway } from '../support/gateway-control';
import { freshPage, signIn, waitForShell } from '../support/session';
import { clickMenu, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

let host: ForeignHost;
beforeAll(async () => {
  host = await startForeignHost();
});
afterAll(() => host.close());

/** What the browser refused for the page's Content-Security-Policy. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Opens a page of the foreign host that frames `src`: the frame, or 'refused'. */
async function frameFromForeignHost(page: Page, src: string): Promise<Frame | 'refused'> {
  await page.goto(host.url);
  const frameElement = await page.evaluateHandle((address: string) => {
    const frame = document.createElement('iframe');
    frame.src = address;
    document.body.appendChild(frame);
    return new Promise<HTMLIFrameElement>((resolve) => {
      frame.addEventListener('load', () => resolve(frame), { once: true });
    });
  }, src);
  const frame = await frameElement.asElement()!.contentFrame();
  await frameElement.dispose();
  if (!frame) return 'refused';
  // the frame's load event can reach the page before DevTools reports where the frame went:
  // wait until it names an address (a refused frame shows the browser's own error page)
  const settled = Date.now() + 5000;
  while (['', 'about:blank'].includes(frame.url()) && Date.now() < settled) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return frame.url().startsWith('chrome-error:') ? 'refused' : frame;
}

describe('served headers', () => {
  it('let the sign-in, the shell, a sub-app and an inner link work under the policy', async () => {
    const { context, page } = await freshPage(browser());
    const violations = watchViolations(page);
    await page.goto(`${baseUrl}/workplace`);
    await signIn(page, 'alice'); // the sign-in page under its own, stricter policy
    await waitForShell(page);
    const document = await page.reload();
    expect(document!.headers()['content-security-policy']).toContain(
      "script-src 'self' 'unsafe-eval'",
    );
    await waitForShell(page);
    await clickMenu(page, 'Personal', 'Personal Centre'); // a sub-app, evaluated by qiankun
    await waitForPanelText(page, 'Alice Chen');
    await clickMenu(page, 'Developer Guide'); // our own page in a frame
    await page.waitForSelector('[role="tabpanel"]:not([hidden]) iframe');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('never let another origin frame the sign-in page', async () => {
    const { context, page } = await freshPage(browser());
    expect(await frameFromForeignHost(page, `${baseUrl}/workplace`)).toBe('refused'); // → sign-in
    await context.close();
  });

  it('keep the token of a /private address out of every Referer', async () => {
    const { accessToken } = await signInViaHttp(baseUrl, 'alice', 'Alice@1234');
    const { context, page } = await freshPage(browser());
    const referers: string[] = [];
    page.on('request', (request) => referers.push(request.headers().referer ?? ''));
    await page.goto(`${baseUrl}/private/user-info?access_token=${accessToken}`);
    await page.waitForFunction(() => document.body.innerText.includes('Alice Chen'));
    expect(page.url()).not.toContain(accessToken);
    expect(referers.filter((referer) => referer !== '')).not.toHaveLength(0);
    expect(referers.filter((referer) => referer.includes(accessToken))).toEqual([]);
    await context.close();
  });

  describe('for a deployment that lets a portal frame the product', () => {
    let framed: RunningGateway;
    beforeAll(async () => {
      framed = await serveApps({
        spaApp: findApp('container'),
        port: 0,
        quiet: true,
        frameAncestors: [host.url],
      });
    });
    afterAll(() => framed.close());

    it('let that portal frame a page, and nobody else', async () => {
      const { context, page } = await freshPage(browser());
      const page404 = '/exception/404'; // shown without a session
      const frame = await frameFromForeignHost(page, `${framed.url}${page404}`);
      expect(frame).not.toBe('refused');
      await (frame as Frame).waitForFunction(() =>
        document.body.innerText.includes('Sorry, the page you visited does not exist'),
      );
      expect(await frameFromForeignHost(page, `${baseUrl}${page404}`)).toBe('refused');
      await context.close();
    });
  });
});
