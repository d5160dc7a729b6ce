/**
 * The send configuration in the browser (issue 26, part I): the administrator turns off the web
 * channel of HMSG.TEST on Send Configuration, then sends a test of HMSG.TEST to alice from the
 * message query: the bell of alice's open shell does not count it, and the message query lists
 * the send as failed, saying the web channel is off; the sender is told at once it was not delivered.
 */
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { PANEL, clickButton, rowButton } from '../support/iam-console';
import { messageControls, waitForBell } from '../support/message-bell';
import { openSignedIn } from '../support/session';
import { answerDialog, waitForPanelText } from '../support/shell-helpers';
import { apiAs } from '../support/page-api';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const { waitForSockets } = messageControls(baseUrl);

describe('send configuration', () => {
  it('a code whose web channel is off reaches no bell, and the message query says why', async () => {
    const alice = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    const admin = await openSignedIn(browser(), baseUrl, 'admin', '/hmsg/send-config');
    try {
      await waitForBell(alice.page, 4, 20_000);
      await waitForSockets(1);
      const { page } = admin;
      await waitForPanelText(page, 'HMSG.TEST');
      await rowButton(page, 'HMSG.TEST', '编辑');
      const web = await page.waitForSelector('.ant-modal-content #record_webEnabled');
      expect(await web!.evaluate((el) => el.getAttribute('aria-checked'))).toBe('true');
      await web!.click();
      await page.waitForFunction(
        () =>
          document.querySelector('#record_webEnabled')?.getAttribute('aria-checked') === 'false',
      );
      await answerDialog(page, '确 定');
      await waitForPanelText(page, '站内消息: HMSG.TEST 停用');

      await page.goto(`${baseUrl}/hmsg/message-query`);
      await clickButton(page, PANEL, '发送测试');
      await page.locator('.ant-modal-content button[aria-label="选择"]').click();
      await page
        .locator('::-p-xpath(//tr[td[normalize-space(.)="alice"]]//input[@type="radio"])')
        .click();
      await answerDialog(page, '确 定'); // the lookup
      await page.waitForFunction(
        () =>
          (document.querySelector('input#send-test_receiver') as HTMLInputElement | null)?.value ===
          'Alice Chen',
      );
      await answerDialog(page, '确 定'); // the send
      // the sender is told it was not delivered, and why (not "sent")
      await page.waitForSelector(
        '::-p-xpath(//div[contains(@class,"ant-notification-notice")][contains(., "未送达")][contains(., "Alice Chen (alice)")])',
      );
      await waitForPanelText(page, '发送配置 HMSG.TEST 的站内消息渠道未启用');
      await waitForPanelText(page, 'Alice Chen (alice)');
      // the send has landed (its record shows): alice's unread count is still the seed's 4
      const self = await apiAs<{ tenantId: number }>(alice.page, '/iam/hzero/v1/users/self');
      const count = await apiAs<{ unreadMessageCount: number }>(
        alice.page,
        `/hmsg/v1/${self.tenantId}/messages/user/count`,
      );
      expect(count.unreadMessageCount).toBe(4);
      await waitForBell(alice.page, 4);
    } finally {
      await admin.context.close();
      await alice.context.close();
    }
  });
});
