/**
 * Files (issue 14): admin's File Summary page. A file uploaded into a bucket shows its progress
 * bar while it goes, is listed, downloads as the same bytes and is deleted; a file of a
 * disallowed kind is refused before anything is sent (only the bucket's upload configuration is
 * asked). admin works in zh_CN.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { addFault, resetGateway } from '../support/gateway-control';
import { signIn, waitForShell } from '../support/session';
import { answerDialog, clickMenu, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
const PANEL = '[role="tabpanel"]:not([hidden])';

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'polaris-files-e2e-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** admin on the File Summary page (opened from the menu) in a context that saves downloads. */
async function openFilesPage(downloads: string) {
  const context = await browser().createBrowserContext({
    downloadBehavior: { policy: 'allow', downloadPath: downloads },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${baseUrl}/`);
  await signIn(page, 'admin');
  await waitForShell(page);
  await clickMenu(page, '文件管理', '文件汇总查询');
  await waitForPanelText(page, '上传到存储桶');
  await page.waitForSelector(`${PANEL} tbody tr.ant-table-row`);
  return { context, page };
}

/** The file API requests the page sends from now on. */
function recordFileCalls(page: Page): HTTPRequest[] {
  const seen: HTTPRequest[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/hfle/v1/')) seen.push(request);
  });
  return seen;
}

/**
 * Chooses a file as a user can: once the upload button is enabled, that is once the bucket's
 * upload configuration is first answered (a file chosen before would share that first request).
 */
async function chooseFile(page: Page, path: string): Promise<void> {
  await page.waitForSelector(`${PANEL} .polaris-attachment-uploader button:not([disabled])`);
  const input = await page.waitForSelector(`${PANEL} input[type="file"]`);
  await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(path);
}

const rowXPath = (name: string) =>
  `//*[@role="tabpanel" and not(@hidden)]//tr[.//button[normalize-space(.)="${name}"]]`;

/** A file that lands in `folder` (Chromium writes `.crdownload` until it is done). */
async function downloaded(downloads: string, name: string): Promise<Buffer> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if ((await readdir(downloads)).includes(name)) return readFile(join(downloads, name));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} was not downloaded; the folder holds ${await readdir(downloads)}`);
}

describe('File Summary', () => {
  it('uploads with a progress bar, lists, downloads the same bytes and deletes', async () => {
    const downloads = await mkdtemp(join(folder, 'downloads-'));
    const { context, page } = await openFilesPage(downloads);
    try {
      const name = `上传测试 ${Date.now()}.txt`;
      const bytes = Buffer.concat([Buffer.from('Polaris 文件\n'), randomBytes(3 * 1024 * 1024)]);
      const path = join(folder, name);
      await writeFile(path, bytes);
      // the gateway waits before it reads the upload: the bar shows while the bytes go
      await addFault(baseUrl, {
        method: 'POST',
        path: '/hfle/v1/files/attachment/multipart',
        delayMs: 1500,
        times: 1,
      });
      await chooseFile(page, path);
      const bar = await page.waitForSelector(`${PANEL} [role="progressbar"]`);
      expect(await bar!.evaluate((node) => node.getAttribute('aria-label'))).toBe(
        `正在上传 ${name}`,
      );
      const percent = Number(await bar!.evaluate((node) => node.getAttribute('aria-valuenow')));
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
      await waitForPanelText(page, `${name} 已上传`);
      expect(await page.$(`${PANEL} [role="progressbar"]`)).toBeNull();

      // listed, newest first
      const row = await page.waitForSelector(`::-p-xpath(${rowXPath(name)})`);
      const text = await row!.evaluate((node) => (node as HTMLElement).innerText);
      expect(text).toContain('hfle');
      expect(text).toContain('3 MB');

      // the download is the same bytes, under the name the server gives
      await page
        .locator(
          `::-p-xpath(${rowXPath(name)}//button[translate(normalize-space(.), " ", "")="下载"])`,
        )
        .click();
      expect((await downloaded(downloads, name)).equals(bytes)).toBe(true);

      await page
        .locator(
          `::-p-xpath(${rowXPath(name)}//button[translate(normalize-space(.), " ", "")="删除"])`,
        )
        .click();
      await answerDialog(page, '删 除');
      await page.waitForSelector(`::-p-xpath(${rowXPath(name)})`, { hidden: true });
    } finally {
      await context.close();
    }
  });

  it('refuses a file of a disallowed kind before any request', async () => {
    const { context, page } = await openFilesPage(await mkdtemp(join(folder, 'downloads-')));
    try {
      const calls = recordFileCalls(page);
      const path = join(folder, 'setup.exe');
      await writeFile(path, Buffer.from('MZ fake program'));
      await chooseFile(page, path);
      await waitForPanelText(page, 'setup.exe 不能上传：此处不允许 .exe 文件');
      // give a request that should not happen the time to show
      await new Promise((resolve) => setTimeout(resolve, 500));
      // nothing is sent: no attachment, no upload. (The bucket's upload configuration is asked
      // again as the file is chosen, unless it was answered less than a second before: the
      // request layer sends the same GET once a second, spec section 7.)
      const sent = calls.filter((call) => !call.url().includes('/upload-configs/detail'));
      expect(sent.map((call) => `${call.method()} ${new URL(call.url()).pathname}`)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
