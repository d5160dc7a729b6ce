/**
 * Roles (issue 25), end to end against the gateway: the platform administrator (zh_CN) creates a
 * role in ACME with two menu pages and makes alice a member; alice (en_US, a second browser
 * context) switches to it and sees exactly those two pages in her menu. The administrator takes
 * one away; alice reloads and it is gone.
 */
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import {
  clickButton,
  createRole,
  DRAWER,
  menuPages,
  PANEL,
  rowButton,
  togglePages,
} from '../support/iam-console';
import { openSignedIn, waitForShell } from '../support/session';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

describe('a role’s menus are its members’ menu', () => {
  it('shows a member exactly the pages given, and not one taken away after a reload', async () => {
    const admin = await openSignedIn(browser(), baseUrl, 'admin', '/hiam/role');
    let alice: Awaited<ReturnType<typeof openSignedIn>> | undefined;
    try {
      const page = admin.page;
      await page.waitForSelector(`::-p-xpath(${PANEL}//td[normalize-space(.)="administrator"])`);

      // a role of ACME, chosen through the tenant lookup
      await createRole(page, 'acme-clerk', 'Clerk', 'Acme Property');

      await togglePages(page, 'acme-clerk', ['房屋档案', '账单查询']);

      await rowButton(page, 'acme-clerk', '分配成员');
      await page.locator(`::-p-xpath(${DRAWER}//input[@role="combobox"])`).fill('alice');
      await page
        .locator(
          '::-p-xpath(//div[contains(@class,"ant-select-item-option") and contains(normalize-space(.),"(alice)")])',
        )
        .click();
      await clickButton(page, DRAWER, '添加');
      await page.waitForSelector(`::-p-xpath(${DRAWER}//td[normalize-space(.)="alice"])`);
      await page.locator('.ant-drawer-open .ant-drawer-close').click();

      // alice, signing in in her own browser, switches to the new role
      alice = await openSignedIn(browser(), baseUrl, 'alice');
      const member = alice.page;
      await member.locator('button[aria-label="Role: Property Manager"]').click();
      await Promise.all([
        member.waitForNavigation(),
        member.locator('::-p-xpath(//li[@role="menuitem" and normalize-space(.)="Clerk"])').click(),
      ]);
      await waitForShell(member);
      expect(await menuPages(member)).toEqual(['Houses', 'Bills']);

      await togglePages(page, 'acme-clerk', ['账单查询']);
      await member.reload();
      await waitForShell(member);
      expect(await menuPages(member)).toEqual(['Houses']);
    } finally {
      await admin.context.close();
      await alice?.context.close();
    }
  }, 150_000);
});
