/**
 * The identity console's users part in a browser (issue 25): the platform administrator (zh_CN)
 * creates a user with a role; that user signs in in a second browser and gets that role's menu;
 * once locked, their sign-in is refused with the reason. A stricter lockout saved on the Security
 * Policy page locks alice after that many wrong passwords, saying why in her language, and the
 * Sign-in Log shows the failures.
 */
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { chooseOption, PANEL as panel, rowButton, signInError } from '../support/iam-console';
import { fillLogin, freshPage, openSignedIn, waitForShell } from '../support/session';
import { answerDialog, waitForNotification } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

describe('users', () => {
  it('a user created with a role signs in to that role’s menu; locked, they are refused', async () => {
    const { context, page } = await openSignedIn(
      browser(),
      baseUrl,
      'admin',
      '/hiam/sub-account-site',
    );
    try {
      await page
        .locator(`::-p-xpath(${panel}//button[contains(normalize-space(.), "新建")])`)
        .click();
      await page.locator('.ant-modal-content #record_loginName').fill('lin.wei');
      await page.locator('.ant-modal-content #record_realName').fill('林伟');
      await page.locator('.ant-modal-content #record_email').fill('lin.wei@acme.example');
      await chooseOption(page, 'record_organizationId', 'Acme Property');
      await page.locator('.ant-modal-content #record_password').fill('LinWei2026');
      await chooseOption(page, 'record_roleIds', '物业经理');
      // a multiple choice stays open after a pick: closed as a user would, by clicking elsewhere
      await page.locator('.ant-modal-title').click();
      await answerDialog(page, '确 定');
      await waitForNotification(page, '操作成功');
      await page.waitForSelector(`::-p-xpath(${panel}//tr[td[normalize-space(.)="lin.wei"]])`);
      // the notice shows where OK was clicked, and stays while the pointer is on it: moved away,
      // it goes, and no longer covers the new row's actions
      await page.mouse.move(10, 10);
      await page.waitForFunction(() => !document.querySelector('.ant-notification-notice'));

      const { context: theirs, page: their } = await freshPage(browser());
      try {
        await their.goto(`${baseUrl}/workplace`);
        await fillLogin(their, 'lin.wei', 'LinWei2026');
        await waitForShell(their);
        const roots = await their.$$eval('nav [role="menu"] > li', (items) =>
          items.map((item) => item.textContent?.trim()),
        );
        expect(roots).toEqual(['物业管理', '消息管理', '审批流程', '个人设置']);
      } finally {
        await theirs.close();
      }

      await rowButton(page, 'lin.wei', '锁定');
      await answerDialog(page, '确 定');
      await waitForNotification(page, '操作成功');
      expect(await signInError(browser(), baseUrl, 'lin.wei', 'LinWei2026')).toBe(
        '该账户已被锁定，请联系管理员解锁',
      );
    } finally {
      await context.close();
    }
  }, 120_000);

  it('the policy’s lockout locks alice after that many wrong passwords; the log shows why', async () => {
    const { context, page } = await openSignedIn(
      browser(),
      baseUrl,
      'admin',
      '/hiam/security-policy',
    );
    try {
      const failures = page.locator('input#security-policy_maxErrorTime');
      await failures.click({ count: 3 });
      await page.keyboard.type('2');
      const minutes = page.locator('input#security-policy_lockedExpireTime');
      await minutes.click({ count: 3 });
      await page.keyboard.type('0');
      await page
        .locator(`::-p-xpath(${panel}//button[contains(normalize-space(.), "保")])`)
        .click();
      await waitForNotification(page, '操作成功');

      expect(await signInError(browser(), baseUrl, 'alice', 'wrong-1')).toContain(
        'Incorrect username or password',
      );
      expect(await signInError(browser(), baseUrl, 'alice', 'wrong-2')).toBe(
        'Too many failed sign-ins: the account is locked until an administrator unlocks it',
      );
      expect(await signInError(browser(), baseUrl, 'alice', 'Alice@1234')).toBe(
        'This account is locked: ask an administrator to unlock it',
      );

      await page.goto(`${baseUrl}/hmnt/login-log`);
      await page.waitForSelector(
        `::-p-xpath(${panel}//tr[td[normalize-space(.)="失败次数过多，账户被锁定"]])`,
      );
    } finally {
      await context.close();
    }
  });
});
