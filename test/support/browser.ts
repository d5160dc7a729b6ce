import puppeteer, { type Browser } from 'puppeteer';
import { CHROMIUM_ARGS, ensureChromium } from './chromium';

export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** One browser per test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not running yet');
    return browser;
  };
}
