/**
 * The storage configuration in the browser (issue 26): admin (zh_CN) makes Acme's Aliyun storage
 * ACME-OSS its default on /hfle/storage; a photo alice (Acme, en_US) then uploads through the
 * repair order's Close dialog is stored there, as the File Summary's Storage column shows.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { PANEL, rowButton } from '../support/iam-console';
import { openSignedIn } from '../support/session';
import { answerDialog, clickMenu } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const MODAL = '//div[contains(@class, "ant-modal-content")]';

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'polaris-storage-e2e-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** The shown page's row with a cell `first` and a cell `second`. */
const rowWith = (first: string, second: string) =>
  `::-p-xpath(${PANEL}//tr[td[normalize-space(.)="${first}"]][td[normalize-space(.)="${second}"]])`;

describe('storage configuration', () => {
  it('uploads go to the organisation’s default storage, once another is made the default', async () => {
    const admin = await openSignedIn(browser(), baseUrl, 'admin', '/hfle/storage');
    const alice = await openSignedIn(browser(), baseUrl, 'alice', '/wuye/repair-order');
    try {
      await rowButton(admin.page, 'ACME-OSS', '设为默认');
      await answerDialog(admin.page, '确 定');
      await admin.page.waitForSelector(rowWith('ACME-OSS', '是'));

      const photo = join(folder, 'drain-fixed.png');
      await writeFile(photo, Buffer.from(PNG, 'base64'));
      await rowButton(alice.page, '卫生间地漏堵塞', 'Close');
      const input = await alice.page.waitForSelector(`::-p-xpath(${MODAL}//input[@type="file"])`);
      await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(photo);
      await alice.page.waitForSelector(
        `::-p-xpath(${MODAL}//*[normalize-space(.)="drain-fixed.png"])`,
      );

      await clickMenu(admin.page, '文件管理', '文件汇总查询');
      await admin.page.waitForSelector(rowWith('drain-fixed.png', 'ACME-OSS'));
    } finally {
      await Promise.all([admin.context.close(), alice.context.close()]);
    }
  });
});
