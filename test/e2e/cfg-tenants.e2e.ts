/**
 * Tenant Initialisation in the running shell (issue 26), admin in zh_CN: a new tenant "Initech"
 * initialised with admin as its administrator; the page shows its steps until they succeed, and
 * after a reload admin's header tenant list offers Initech.
 */
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { chooseOption, clickButton, PANEL } from '../support/iam-console';
import { openSignedIn, waitForShell } from '../support/session';
import { answerDialog } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** The progress card of Initech's initialisation, below the log. */
const PROGRESS = `${PANEL}//div[contains(@class,"ant-card") and @aria-label="Initech 的初始化"]`;

describe('Tenant Initialisation', () => {
  it('initialises Initech for admin; after a reload the header offers it', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hpfm/tenant-init');
    try {
      await clickButton(page, PANEL, '新建');
      await page.locator('.ant-modal-content #record_tenantNum').fill('INITECH');
      await page.locator('.ant-modal-content #record_tenantName').fill('Initech');
      await chooseOption(page, 'record_adminUserId', '管理员 (admin)');
      await answerDialog(page, '确 定');
      // the steps as the gateway runs them, then all four done
      await page.waitForSelector(`::-p-xpath(${PROGRESS})`);
      await page.waitForSelector(
        `::-p-xpath(${PROGRESS}[count(.//div[contains(@class,"ant-steps-item-finish")])=4]//*[normalize-space(.)="成功"])`,
        { timeout: 15_000 },
      );

      await page.reload();
      await waitForShell(page);
      await page.locator('button[aria-label="租户: HZERO Platform"]').click();
      const offered = await page.waitForSelector(
        '::-p-xpath(//li[@role="menuitem" and normalize-space(.)="Initech"])',
      );
      expect(offered).not.toBeNull();
    } finally {
      await context.close();
    }
  });
});
