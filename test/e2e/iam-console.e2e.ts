/**
 * The identity and access console end to end (issue 25's "done when"), admin in zh_CN: a role of
 * Acme gets two pages; a user created on the Users page with that role signs in in a second
 * browser and sees exactly those two pages; signed out from Online Users, their open shell shows
 * the kick-off page; locked on the Users page, their next sign-in is refused with the reason.
 * (A client's redirect address removed is refused by the authorisation page: iam-sessions.e2e.ts.)
 */
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import {
  chooseOption,
  clickButton,
  createRole,
  menuPages,
  PANEL,
  rowButton,
  signInError,
  togglePages,
} from '../support/iam-console';
import { fillLogin, freshPage, openSignedIn, waitForShell } from '../support/session';
import {
  answerDialog,
  clickMenu,
  waitForNotification,
  waitForPanelText,
} from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

it('a new user given a role with two pages sees those two, is signed out, then locked', async () => {
  const admin = await openSignedIn(browser(), baseUrl, 'admin', '/hiam/role');
  const user = await freshPage(browser());
  try {
    const page = admin.page;
    await createRole(page, 'acme-clerk', 'Clerk', 'Acme Property');
    await togglePages(page, 'acme-clerk', ['房屋档案', '账单查询']);

    await clickMenu(page, '系统管理', '账户管理', '用户管理');
    await clickButton(page, PANEL, '新建');
    await page.locator('.ant-modal-content #record_loginName').fill('lin.wei');
    await page.locator('.ant-modal-content #record_realName').fill('林伟');
    await page.locator('.ant-modal-content #record_email').fill('lin.wei@acme.example');
    await chooseOption(page, 'record_organizationId', 'Acme Property');
    await page.locator('.ant-modal-content #record_password').fill('LinWei2026');
    await chooseOption(page, 'record_roleIds', 'Clerk');
    await answerDialog(page, '确 定');
    await waitForNotification(page, '操作成功');

    await user.page.goto(`${baseUrl}/workplace`);
    await fillLogin(user.page, 'lin.wei', 'LinWei2026');
    await waitForShell(user.page);
    expect(await menuPages(user.page)).toEqual(['房屋档案', '账单查询']);

    await clickMenu(page, '系统管理', '账户管理', '在线用户');
    await waitForPanelText(page, '林伟');
    await rowButton(page, 'lin.wei', '强制下线');
    await answerDialog(page, '强制下线');
    await user.page.waitForFunction(() => window.location.pathname === '/public/kickoff');

    await clickMenu(page, '系统管理', '账户管理', '用户管理');
    await rowButton(page, 'lin.wei', '锁定');
    await answerDialog(page, '确 定');
    await waitForNotification(page, '操作成功');
    expect(await signInError(browser(), baseUrl, 'lin.wei', 'LinWei2026')).toBe(
      '该账户已被锁定，请联系管理员解锁',
    );
  } finally {
    await Promise.all([admin.context.close(), user.context.close()]);
  }
}, 150_000);
