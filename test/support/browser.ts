import puppeteer, { type Browser } from 'puppeteer';
import { CHROMIUM_ARGS, ensureChromium } from './chromium';

export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}
