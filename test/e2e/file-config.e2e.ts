/**
 * The file service's configuration in the browser (issue 26, part D): an upload configuration set
 * on /hfle/upload-config is what the attachment kit obeys. With the `hfle` bucket limited to 1 KB
 * of .txt, the File Summary's uploader refuses a 2 KB text file before anything is sent; raised
 * to 4 KB, the same file is uploaded. admin works in zh_CN.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { PANEL, chooseOption, clickButton, rowButton } from '../support/iam-console';
import { openSignedIn } from '../support/session';
import { answerDialog, clickMenu, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'polaris-file-config-e2e-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const FILE_INPUT = '[role="tabpanel"]:not([hidden]) input[type="file"]';

/** The upload requests the page sends from now on. */
function recordUploads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/multipart')) seen.push(request.url());
  });
  return seen;
}

/**
 * Replaces the size in the open dialog: its text selected and typed over, then checked (a triple
 * click on a dialog still zooming in may select less, and the typed digit joins what was there).
 */
async function setSize(page: Page, size: string): Promise<void> {
  const selector = '.ant-modal-content #record_storageSize';
  const input = await page.waitForSelector(selector);
  await input!.focus();
  await input!.evaluate((element) => (element as HTMLInputElement).select());
  await input!.type(size);
  await page.waitForFunction(
    (query: string, value: string) =>
      (document.querySelector(query) as HTMLInputElement | null)?.value === value,
    {},
    selector,
    size,
  );
}

describe('upload configuration', () => {
  it('limits what the attachment kit sends: refused at 1 KB, uploaded at 4 KB', async () => {
    const { context, page } = await openSignedIn(
      browser(),
      baseUrl,
      'admin',
      '/hfle/upload-config',
    );
    try {
      const path = join(folder, 'notes.txt');
      await writeFile(path, 'x'.repeat(2048));
      await clickButton(page, PANEL, '新建');
      await page.locator('.ant-modal-content #record_fileFormat').fill('txt');
      await setSize(page, '1');
      await chooseOption(page, 'record_storageUnit', 'KB');
      await answerDialog(page, '确 定');
      await waitForPanelText(page, '1 KB');

      const uploads = recordUploads(page);
      await clickMenu(page, '文件管理', '文件汇总查询');
      await waitForPanelText(page, '最大 1 KB：txt');
      const input = await page.waitForSelector(FILE_INPUT);
      await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(path);
      await waitForPanelText(page, 'notes.txt 不能上传');
      expect(uploads).toEqual([]);

      await clickMenu(page, '文件管理', '文件上传配置');
      await rowButton(page, 'hfle', '编辑');
      await setSize(page, '4');
      await answerDialog(page, '确 定');
      await waitForPanelText(page, '4 KB');
      await clickMenu(page, '文件管理', '文件汇总查询');
      await waitForPanelText(page, '最大 4 KB：txt');
      const again = await page.waitForSelector(FILE_INPUT);
      await (again as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(path);
      await waitForPanelText(page, 'notes.txt 已上传');
      expect(uploads).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
