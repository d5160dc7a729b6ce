/**
 * Menu entries this deployment does not include yet open one page, with one wording, wherever
 * the gap is: no module answers the address (the shell says it), or the module that owns the
 * address has no page there (the module says it). The page names the entry by its menu title
 * and has the way back; an address that is no menu entry stays a 404. (Every seed menu entry is
 * checked without a browser in mock/data/menus/menu-entries.test.ts.)
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { apiAs } from '../support/page-api';
import { openSignedIn, selectedTabTitle } from '../support/session';
import { clickMenu, goBackHome, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

const panelText = (page: Page) =>
  page.$eval('[role="tabpanel"]:not([hidden])', (panel) => (panel as HTMLElement).innerText);

describe('a menu entry that is not built here yet', () => {
  // every entry of a module this deployment has opens a page (the scheduler's included): what
  // is left are the entries of modules it does not have (reports, workflow)
  it('says so by its menu title when no module answers it (admin, zh_CN)', async () => {
    const menuPath = ['报表中心', '报表查询'];
    const title = menuPath[menuPath.length - 1];
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin');
    try {
      await clickMenu(page, ...menuPath);
      await waitForPanelText(page, `${title}暂未开放`);
      expect(await selectedTabTitle(page)).toBe(title);
      const text = await panelText(page);
      expect(text).toContain(`当前部署尚未包含“${title}”`);
      expect(text).toContain('返回首页');
      expect(text).not.toContain('404');
    } finally {
      await context.close();
    }
  });

  it('has the way back home (admin in English, an address of a service not deployed)', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin');
    try {
      await apiAs(page, '/iam/hzero/v1/users/default-language?language=en_US', { method: 'PUT' });
      await page.goto(`${baseUrl}/hwfl/monitor`);
      await waitForPanelText(page, 'Process Monitoring is not available yet');
      await goBackHome(page);
      expect(await selectedTabTitle(page)).toBe('Workplace');
    } finally {
      await context.close();
    }
  });

  it('keeps the 404 for an address that is no menu entry inside a module (alice)', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'alice', '/hpfm/no-such-page');
    try {
      // an address the platform module owns (/hpfm) that is no entry of any menu
      await waitForPanelText(page, 'Sorry, the page you visited does not exist');
      expect(await panelText(page)).not.toContain('not available yet');
    } finally {
      await context.close();
    }
  });
});
