/**
 * The message service's configuration in the browser (issue 26, part D): "Send a test" on the
 * message query sends the platform's HMSG.TEST template to alice, and the bell of alice's open
 * shell counts it at once (the same push as any message); the message query lists it as sent.
 */
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { PANEL, clickButton } from '../support/iam-console';
import { messageControls, waitForBell } from '../support/message-bell';
import { openSignedIn } from '../support/session';
import { answerDialog, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const { waitForSockets } = messageControls(baseUrl);

describe('message configuration', () => {
  it('a test sent from the message query reaches the bell of the chosen user’s open shell', async () => {
    const alice = await openSignedIn(browser(), baseUrl, 'alice', '/workplace');
    const admin = await openSignedIn(browser(), baseUrl, 'admin', '/hmsg/message-query');
    try {
      await waitForBell(alice.page, 4, 20_000);
      await waitForSockets(1);
      const { page } = admin;
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
      await waitForBell(alice.page, 5);
      await waitForPanelText(page, 'Alice Chen (alice)');
      await waitForPanelText(page, '测试消息：${title}');
    } finally {
      await admin.context.close();
      await alice.context.close();
    }
  });
});
