/**
 * The monitor sub-app in the shell (issue 14): Audit Data's diff view shows a changed field's old
 * and new value; the Approval History menu page shows all ten approval actions, readable; and,
 * in a deployment with the trace log setting on (the container's page carries the
 * `polaris-trace-log` meta), the header's trace tool starts a trace, a call is made, and ending it
 * shows that call in the drawer. admin works in zh_CN, alice in en_US.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Page } from 'puppeteer';
import { serveApps } from '../../mock/cli/serve-apps';
import { findApp } from '../../mock/cli/workspace';
import { APPROVAL_ACTIONS } from '../../src/services/workflow/types';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { freshPage, openSignedIn, signIn, waitForShell } from '../support/session';
import { clickMenu, waitForPanelText } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** Clicks the button reading `label` inside `scope` (an XPath); antd spaces out 查询 as 查 询. */
const clickButton = (page: Page, scope: string, label: string) =>
  page
    .locator(`::-p-xpath(${scope}//button[translate(normalize-space(.), " ", "")="${label}"])`)
    .click();

const panel = '//*[@role="tabpanel" and not(@hidden)]';
const drawer = '//*[contains(@class, "ant-drawer-content")]';

describe('Audit Data', () => {
  it("shows a changed field's old and new value side by side", async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin');
    try {
      expect(await page.$('.polaris-trace-tool')).toBeNull(); // the setting is off here
      await clickMenu(page, '运维监控', '数据审计');
      await waitForPanelText(page, '数据审计');
      await page.locator(`::-p-xpath(${panel}//input[@id="entityCode"])`).fill('HPFM.CURRENCY');
      await clickButton(page, panel, '查询');
      // the version that changed the symbol (its changed fields read 货币符号)
      const row = `${panel}//tr[td[normalize-space(.)="货币符号"]]`;
      await page.waitForSelector(`::-p-xpath(${row})`);
      await clickButton(page, row, '版本');
      await clickButton(
        page,
        `${drawer}//tr[td[normalize-space(.)="Tell it from other dollars"]]`,
        '变更',
      );

      const changed = await page.waitForSelector(
        `::-p-xpath(${drawer}//section[@data-diff="1-2"]//tr[@data-changed="true"])`,
      );
      const sides = await changed!.evaluate((tr) => ({
        field: tr.querySelector('td')?.textContent,
        old: tr.querySelector('[data-side="old"]')?.textContent,
        new: tr.querySelector('[data-side="new"]')?.textContent,
        text: (tr as HTMLElement).innerText,
      }));
      expect(sides).toMatchObject({ field: '货币符号', old: '$', new: 'US$' });
      expect(sides.text).toContain('已变更');
      // the other fields are there, unchanged and not highlighted
      const unchanged = await page.$$eval(
        `::-p-xpath(${drawer}//section[@data-diff="1-2"]//tr[@data-changed="false"])`,
        (rows) => rows.map((tr) => tr.querySelector('td')?.textContent),
      );
      expect(unchanged).toEqual(['币种名称', '财务精度', '启用']);
    } finally {
      await context.close();
    }
  });
});

describe('Approval History', () => {
  it('shows the ten approval actions of a process instance, readable', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin');
    try {
      await clickMenu(page, '工作流', '审批历史');
      const row = `${panel}//tr[td[normalize-space(.)="10001"]]`;
      await page.waitForSelector(`::-p-xpath(${row})`);
      await clickButton(page, row, '审批历史');
      await page.waitForFunction(
        () => document.querySelectorAll('[data-page="approval-history"] [data-action]').length > 1,
      );
      const steps = await page.$$eval('[data-page="approval-history"] [data-action]', (nodes) =>
        nodes.map((node) => ({
          action: node.getAttribute('data-action'),
          text: node.querySelector('.polaris-approval-action')?.textContent ?? '',
        })),
      );
      expect(new Set(steps.map((step) => step.action))).toEqual(
        new Set([...APPROVAL_ACTIONS, 'running']),
      );
      const readable = new Set(steps.map((step) => step.text));
      for (const text of [
        '同意',
        '拒绝',
        '加签',
        '同意并加签',
        '转交',
        '驳回',
        '撤回',
        '撤销',
        '自动转交',
        '抄送',
        '审批中',
      ]) {
        expect(readable).toContain(text);
      }
    } finally {
      await context.close();
    }
  });
});

describe('Trace, where the deployment enables it', () => {
  let tracedUrl: string;
  let close: () => Promise<void>;
  let copy: string;

  beforeAll(async () => {
    // the built container with the page setting a deployment switches without a rebuild
    const container = findApp('container');
    copy = mkdtempSync(join(tmpdir(), 'polaris-traced-'));
    cpSync(container.distDir, copy, { recursive: true });
    const index = join(copy, 'index.html');
    const html = readFileSync(index, 'utf8');
    writeFileSync(
      index,
      html.replace('</head>', '<meta name="polaris-trace-log" content="true"></head>'),
    );
    const gateway = await serveApps({
      spaApp: { ...container, distDir: copy },
      port: 0,
      quiet: true,
    });
    tracedUrl = gateway.url;
    close = () => gateway.close();
  });
  afterAll(async () => {
    await close();
    rmSync(copy, { recursive: true, force: true });
  });

  it('shows the status at start-up, starts, and on its end shows the call made meanwhile', async () => {
    const { context, page } = await freshPage(browser());
    const asked: string[] = [];
    page.on('request', (request) => void asked.push(new URL(request.url()).pathname));
    await page.goto(`${tracedUrl}/workplace`);
    await signIn(page, 'alice');
    await waitForShell(page);
    try {
      const tool = '//header//button[contains(@class, "polaris-trace-tool")]';
      await page.waitForSelector(`::-p-xpath(${tool}[normalize-space(.)="Start trace"])`);
      expect(asked).toContain('/hmnt/v1/trace/status');
      await page.locator(`::-p-xpath(${tool})`).click();
      await page.waitForSelector(`::-p-xpath(${tool}[normalize-space(.)="End trace"])`);

      await clickMenu(page, 'Personal', 'My Roles');
      await waitForPanelText(page, 'Production Planner');

      await page.locator(`::-p-xpath(${tool})`).click();
      const log = await page.waitForSelector('.polaris-trace-log');
      await page.waitForFunction(
        (table: Element) => (table as HTMLElement).innerText.includes('self-roles'),
        {},
        log!,
      );
      const calls = await log!.$$eval('tbody tr', (rows) =>
        rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
      );
      expect(calls).toContainEqual([
        'GET',
        '/iam/hzero/v1/member-roles/self-roles',
        '200',
        expect.stringMatching(/^\d+$/),
      ]);
      await page.waitForSelector(`::-p-xpath(${tool}[normalize-space(.)="Start trace"])`);
    } finally {
      await context.close();
    }
  });
});
