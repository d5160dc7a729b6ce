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
      // the dialog zooms in: a click on a switch still moving, or under something, can miss; click
      // once the dialog has stopped and the switch is the element at its own centre
      await page.waitForFunction(
        () => {
          const toggle = document.querySelector('.ant-modal-content #record_webEnabled');
          if (!toggle || document.querySelector('.ant-modal[class*="ant-zoom"]')) return false;
          const box = toggle.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top !== null && toggle.contains(top);
        },
        { polling: 'raf' },
      );
      await page.locator('.ant-modal-content #record_webEnabled').click();
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
      // the sender is told it was not delivered, and why (not "sent"): the notice shows for
      // 2.5 s, so it is waited for from before the send
      const notDelivered = page.waitForSelector(
        '::-p-xpath(//div[contains(@class,"ant-notification-notice")][contains(., "未送达")][contains(., "Alice Chen (alice)")])',
      );
      await answerDialog(page, '确 定'); // the send
      await notDelivered;
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
