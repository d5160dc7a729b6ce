/**
 * The message service's server accounts in the browser (issue 26, part I): an administrator
 * creates an email account with its password, which the list shows only as set; editing it shows
 * an empty password that, left blank, keeps the stored one. The SMS page lists the platform's
 * provider account the same way.
 */
import type { EmailServerDto } from '../../src/services/message/account-types';
import type { Page as ListPage } from '../../src/request/paging';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { PANEL, clickButton, rowButton } from '../support/iam-console';
import { apiAs } from '../support/page-api';
import { openSignedIn } from '../support/session';
import { answerDialog, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const rowText = (code: string) => `::-p-xpath(${PANEL}//tr[td[normalize-space(.)="${code}"]])`;

describe('message server accounts', () => {
  it('an email account’s password is written, shown only as set, and kept when left blank', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hmsg/email');
    try {
      await waitForPanelText(page, 'HZERO.MAIL');
      await clickButton(page, PANEL, '新建');
      await page.locator('#record_serverCode').fill('ACME.MAIL');
      await page.locator('#record_serverName').fill('Acme 邮件');
      await page.locator('#record_host').fill('smtp.acme.example');
      await page.locator('#record_passwordEncrypted').fill('pa55word');
      await page.locator('#record_sender').fill('robot@acme.example');
      await answerDialog(page, '确 定');
      const row = await page.waitForSelector(rowText('ACME.MAIL'));
      expect(await row!.evaluate((tr) => (tr as HTMLElement).innerText)).toContain('已设置');

      await rowButton(page, 'ACME.MAIL', '编辑');
      const password = await page.waitForSelector('#record_passwordEncrypted');
      expect(await password!.evaluate((input) => (input as HTMLInputElement).value)).toBe('');
      await page.locator('#record_serverName').fill('Acme 邮件服务器');
      await answerDialog(page, '确 定');
      await waitForPanelText(page, 'Acme 邮件服务器');

      const listed = await apiAs<ListPage<EmailServerDto>>(
        page,
        '/hmsg/v1/0/email/servers?serverCode=ACME',
      );
      expect(listed.content).toEqual([
        expect.objectContaining({ serverName: 'Acme 邮件服务器', passwordSetFlag: 1 }),
      ]);
      expect(JSON.stringify(listed)).not.toContain('pa55word');
    } finally {
      await context.close();
    }
  });

  it('the SMS page lists the platform’s provider account, its secret shown as set', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hmsg/sms');
    try {
      const row = await page.waitForSelector(rowText('HZERO.SMS'));
      const text = await row!.evaluate((tr) => (tr as HTMLElement).innerText);
      expect(text).toContain('阿里云');
      expect(text).toContain('已设置');
    } finally {
      await context.close();
    }
  });
});
