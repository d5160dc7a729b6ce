/**
 * The user's watermark (spec sections 4 and 9): alice (waterMarkFlag 1) sees her login name,
 * real name and the date over her pages; removing the mark, rewriting its style or class, or
 * hiding it with a stylesheet rule does not get rid of it; admin has none.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { freshPage, signIn, waitForShell } from '../support/session';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const MARK = '.polaris-content-frame > [data-polaris-watermark]';

/** Records what the page draws on canvases (the mark is drawn once, as an image). */
async function openRecordingDrawings(account: 'alice' | 'admin') {
  const { context, page } = await freshPage(browser());
  await page.evaluateOnNewDocument(() => {
    const drawn: string[] = [];
    Object.defineProperty(window, '__drawnTexts', { value: drawn });
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      drawn.push(String(text));
      return fillText.call(this, text, ...rest);
    };
  });
  await page.goto(`${baseUrl}/`);
  await signIn(page, account);
  await waitForShell(page);
  return { context, page };
}

/** Whether the mark lies over the page area, seen as the user sees it. */
const markShows = (page: Page) =>
  page.evaluate((selector) => {
    const mark = document.querySelector(selector);
    if (!mark) return 'absent';
    const style = getComputedStyle(mark);
    const box = mark.getBoundingClientRect();
    const shown =
      style.display !== 'none' &&
      style.visibility === 'visible' &&
      style.opacity === '1' &&
      style.transform === 'none' &&
      style.backgroundImage.startsWith('url("data:image/png') &&
      box.width > 200 &&
      box.height > 50;
    return shown ? 'shown' : `hidden (${style.display}, ${style.visibility}, ${style.opacity})`;
  }, MARK);

/**
 * Makes the first load of the shell's chunk that draws the mark fail as it does offline (which
 * chunk that is, is read from the chunk itself); later loads go through.
 */
async function failingMarkChunkOnce(page: Page): Promise<{ failed: boolean }> {
  const state = { failed: false };
  const holdsMark = new Map<string, Promise<boolean>>();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url();
    if (state.failed || !/^[^?]*\/[\w.]+\.async\.js$/.test(url) || url.includes('/apps/')) {
      void request.continue();
      return;
    }
    if (!holdsMark.has(url))
      holdsMark.set(
        url,
        fetch(url).then(async (answer) => (await answer.text()).includes('data-polaris-watermark')),
      );
    void holdsMark.get(url)!.then((holds) => {
      if (!holds || state.failed) return request.continue();
      state.failed = true;
      return request.abort('internetdisconnected');
    });
  });
  return state;
}

const after300ms = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('watermark', () => {
  it("draws alice's login name, real name and today's date over her pages", async () => {
    const { context, page } = await openRecordingDrawings('alice');
    try {
      await page.waitForSelector(MARK);
      expect(await markShows(page)).toBe('shown');
      const today = await page.evaluate(() => {
        const now = new Date();
        const pad = (value: number) => String(value).padStart(2, '0');
        return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
      });
      const drawn = await page.evaluate(
        () => (window as unknown as { __drawnTexts: string[] }).__drawnTexts,
      );
      expect(drawn).toContain(`alice Alice Chen ${today}`);
      // one layer, not a node per cell
      expect(await page.$$eval('[data-polaris-watermark]', (marks) => marks.length)).toBe(1);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['removed', 'document.querySelector(MARK).remove()'],
    ['restyled', 'document.querySelector(MARK).setAttribute("style", "display: none")'],
    [
      'given a class and hidden',
      'Object.assign(document.querySelector(MARK), { className: "x", hidden: true })',
    ],
    [
      'hidden by a stylesheet',
      `document.head.append(Object.assign(document.createElement('style'), { textContent:
        '[data-polaris-watermark] { display: none !important; visibility: hidden !important;' +
        ' opacity: 0 !important; transform: scale(0) !important; width: 0 !important }' }))`,
    ],
    [
      'hidden by a rule added through the CSS object model',
      `(() => { const sheet = new CSSStyleSheet();
        sheet.insertRule('.polaris-content-frame > div { clip-path: inset(50%) !important; filter: opacity(0) !important }');
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]; })()`,
    ],
  ])('is back within 300 ms when %s', async (_how, tamper) => {
    const { context, page } = await openRecordingDrawings('alice');
    try {
      await page.waitForSelector(MARK);
      await page.evaluate(`(() => { const MARK = ${JSON.stringify(MARK)}; ${tamper}; })()`);
      await after300ms();
      expect(await markShows(page)).toBe('shown');
      const style = await page.$eval(MARK, (mark) => {
        const computed = getComputedStyle(mark);
        return [computed.clipPath, computed.filter];
      });
      expect(style).toEqual(['none', 'none']);
    } finally {
      await context.close();
    }
  });

  it('draws the mark after the menu has shown and before any page data shows', async () => {
    const { context, page } = await freshPage(browser());
    await page.evaluateOnNewDocument(() => {
      // the page's changes in order: which one first showed each part (ties stay ties)
      const seen: Record<string, number> = {};
      let change = 0;
      Object.defineProperty(window, '__firstSeen', { value: seen });
      const note = (name: string, selector: string) => {
        if (seen[name] === undefined && document.querySelector(selector)) seen[name] = change;
      };
      new MutationObserver(() => {
        change += 1;
        note('menu', 'nav [role="menu"]');
        note('mark', '.polaris-content-frame > [data-polaris-watermark]');
        note('pageData', '.polaris-workplace-list li');
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${baseUrl}/`);
    await signIn(page, 'alice');
    await waitForShell(page);
    await page.waitForSelector('.polaris-workplace-list li');
    const seen = await page.evaluate(
      () => (window as unknown as { __firstSeen: Record<string, number> }).__firstSeen,
    );
    expect(seen.menu).toBeLessThan(seen.mark);
    expect(seen.mark).toBeLessThan(seen.pageData);
    await context.close();
  });

  it('keeps her pages hidden while the mark cannot load, says why, and shows them after Retry', async () => {
    const { context, page } = await freshPage(browser());
    try {
      const chunk = await failingMarkChunkOnce(page);
      await page.goto(`${baseUrl}/hiam/user/info`);
      await signIn(page, 'alice');
      await waitForShell(page);
      await page.waitForSelector('::-p-text(This page cannot be shown without your watermark)');
      expect(chunk.failed).toBe(true);
      expect(await page.$$(MARK)).toHaveLength(0);
      await page
        .locator(
          '::-p-xpath(//*[@role="tabpanel" and not(@hidden)]//button[normalize-space(.)="Retry"])',
        )
        .click();
      await page.waitForSelector(MARK);
      expect(await markShows(page)).toBe('shown');
      await page.waitForSelector('[role="tabpanel"]:not([hidden]) ::-p-text(alice@acme.example)');
      expect(
        await page.$('::-p-text(This page cannot be shown without your watermark)'),
      ).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('shows no mark to admin, who has no watermark flag', async () => {
    const { context, page } = await openRecordingDrawings('admin');
    try {
      await page.waitForSelector('.polaris-content-frame');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await page.$$('[data-polaris-watermark]')).toHaveLength(0);
      const drawn = await page.evaluate(
        () => (window as unknown as { __drawnTexts: string[] }).__drawnTexts,
      );
      expect(drawn).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
