/**
 * Files a browser test downloads: a temporary folder per test file (removed after it), a browser
 * context saving downloads into a fresh folder inside it, and waiting for a named file to land.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer';

export interface DownloadingPage {
  context: BrowserContext;
  page: Page;
  /** Where the page's downloads land. */
  downloads: string;
}

/**
 * Call at the top of a test file; each call of what it gives opens a new browser context (and
 * page) whose downloads go to a new, empty folder. Close the context when done.
 */
export function useDownloadingPages(
  prefix: string,
  browser: () => Browser,
): () => Promise<DownloadingPage> {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  return async () => {
    const downloads = await mkdtemp(join(folder, 'downloads-'));
    const context = await browser().createBrowserContext({
      downloadBehavior: { policy: 'allow', downloadPath: downloads },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return { context, page, downloads };
  };
}

/** The text of the file `name` once it is in `downloads` (within 20 s). */
export async function downloaded(downloads: string, name: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if ((await readdir(downloads)).includes(name)) {
      return (await readFile(join(downloads, name))).toString('utf8');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} was not downloaded; the folder holds ${await readdir(downloads)}`);
}
