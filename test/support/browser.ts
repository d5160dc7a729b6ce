import puppeteer, { type Browser } from 'puppeteer';
import { CHROMIUM_ARGS, ensureChromium } from './chromium';

export interface LaunchOptions {
  /**
   * The system setting "reduce motion" (the product then opens dialogs, drawers and notices
   * without zooming or sliding). Browser tests use it: a click aimed at a dialog's field while
   * the dialog still zoomed in landed on the mask behind it and closed the dialog.
   */
  reducedMotion?: boolean;
}

export async function launchBrowser({
  reducedMotion = false,
}: LaunchOptions = {}): Promise<Browser> {
  return puppeteer.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: reducedMotion ? [...CHROMIUM_ARGS, '--force-prefers-reduced-motion'] : CHROMIUM_ARGS,
  });
}

/** One browser per test file (with reduced motion): launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser({ reducedMotion: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not running yet');
    return browser;
  };
}
