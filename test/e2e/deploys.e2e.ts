/**
 * After a deploy: a module's chunk that is gone (404) makes the shell read the manifests again.
 * A changed module brings the update prompt, once per build; Refresh reloads and the page works.
 * An unchanged module leaves the page's own failure with Retry. The rest of the shell keeps
 * working meanwhile.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { openSignedIn } from '../support/session';
import { answerDialog, clickMenu, waitForPanelText } from '../support/shell-helpers';
import { UPDATE_TITLE, updatePrompts, waitForUpdatePrompt } from '../support/update-prompt';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const PAGE_FAILED = 'This page could not be loaded';

interface Deploy {
  /** The platform's lazy chunks answer 404 (gone with the old build). */
  chunksGone: boolean;
  /** The version the manifests give the platform (undefined: as built). */
  platformVersion?: string;
}

/** The gateway as it is after a deploy that `deploy` describes. */
async function serveDeploy(page: Page, deploy: Deploy): Promise<void> {
  const built = (await (await fetch(`${baseUrl}/packages/microConfig.json`)).json()) as Array<{
    name: string;
    version?: string;
  }>;
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url();
    if (deploy.chunksGone && /\/apps\/platform\/.*\.async\.js/.test(url)) {
      void request.respond({ status: 404, contentType: 'text/plain', body: 'gone' });
    } else if (deploy.platformVersion && url.includes('/packages/microConfig.json')) {
      const manifests = built.map((manifest) =>
        manifest.name === 'polaris-platform'
          ? { ...manifest, version: deploy.platformVersion }
          : manifest,
      );
      void request.respond({
        status: 200,
        contentType: 'application/json',
        headers: { 'Cache-Control': 'no-cache' },
        body: JSON.stringify(manifests),
      });
    } else {
      void request.continue();
    }
  });
}

/** Waits until the manifests have been read again (the update check). */
const manifestsRead = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/packages/microConfig.json'));

async function retryPage(page: Page): Promise<void> {
  await page
    .locator(
      '::-p-xpath(//*[@role="tabpanel" and not(@hidden)]//button[normalize-space(.)="Retry"])',
    )
    .click();
}

describe('a deploy while the shell is open', () => {
  it('asks once per new build, Refresh reloads, and the page works after', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(String(error)));
    try {
      const deploy: Deploy = { chunksGone: false };
      await serveDeploy(page, deploy);
      await clickMenu(page, 'Personal', 'Personal Centre');
      await waitForPanelText(page, 'Alice Chen');

      // a chunk is gone but the platform is unchanged: the page's failure, no prompt
      deploy.chunksGone = true;
      let read = manifestsRead(page);
      await clickMenu(page, 'Personal', 'My Tenants');
      await waitForPanelText(page, PAGE_FAILED);
      await read;
      expect(await updatePrompts(page)).toBe(0);

      // the platform was deployed anew: asked once
      deploy.platformVersion = 'deployed-1';
      await retryPage(page);
      await waitForUpdatePrompt(page);
      expect(await updatePrompts(page)).toBe(1);
      await answerDialog(page, 'Later');
      await page.waitForFunction(
        (text) =>
          !Array.from(document.querySelectorAll('.ant-modal-title')).some(
            (title) => title.textContent === text,
          ),
        {},
        UPDATE_TITLE,
      );

      // the rest of the shell works; another page of the same build fails without a new prompt
      await clickMenu(page, 'Personal', 'Personal Centre');
      await waitForPanelText(page, 'Alice Chen');
      read = manifestsRead(page);
      await clickMenu(page, 'Personal', 'My Roles');
      await waitForPanelText(page, PAGE_FAILED);
      await read;
      expect(await updatePrompts(page)).toBe(0);

      // a newer build: asked again; Refresh reloads onto what is deployed now
      deploy.platformVersion = 'deployed-2';
      await retryPage(page);
      await waitForUpdatePrompt(page);
      deploy.chunksGone = false;
      deploy.platformVersion = undefined;
      const reloaded = page.waitForNavigation();
      await answerDialog(page, 'Refresh');
      await reloaded;
      await waitForPanelText(page, 'Production Planner');
      expect(await updatePrompts(page)).toBe(0);
      expect(uncaught).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a deploy of the shell's own code", () => {
  it("asks when a chunk of the shell is gone and the shell's page names new scripts", async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
    try {
      // The deploy comes while the user works: what the shell fetches when first idle (the update
      // dialog among it) has arrived. An idle callback asked now runs after the ones the shell
      // asked for at start-up, and webpack removes a chunk's script element once it has loaded.
      // (A deploy racing the first second of start-up finds the dialog gone: the browser's own
      // confirm asks then.)
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve())),
      );
      await page.waitForFunction(() => !document.querySelector('script[src*=".async.js"]'));
      const shellPage = await (await fetch(`${baseUrl}/`)).text();
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => {
        if (request.isInterceptResolutionHandled()) return;
        const url = new URL(request.url());
        if (/^\/\d+\.[0-9a-f]+\.async\.js$/.test(url.pathname)) {
          void request.respond({ status: 404, contentType: 'text/plain', body: 'gone' });
        } else if (url.pathname === '/' && request.resourceType() === 'fetch') {
          void request.respond({
            status: 200,
            contentType: 'text/html',
            body: shellPage.replace(/umi\.[0-9a-f]+\.js/, 'umi.0ddba11.js'),
          });
        } else {
          void request.continue();
        }
      });
      await clickMenu(page, 'Personal', 'Developer Guide'); // the shell's link page, a lazy chunk
      await waitForPanelText(page, PAGE_FAILED);
      await waitForUpdatePrompt(page);
      expect(await updatePrompts(page)).toBe(1);
    } finally {
      await context.close();
    }
  });
});
