/**
 * Workflow administration in the running shell (issue 27), admin in zh_CN: a new version of a
 * process is deployed from the current one with a new name, and its diagram is drawn; in the
 * Process Monitor an instance is suspended and resumed, and its diagram marks the step it waits
 * at.
 */
import type { Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { resetGateway } from '../support/gateway-control';
import { DRAWER, rowButton } from '../support/iam-console';
import { openSignedIn } from '../support/session';
import { answerDialog } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** Waits until the row whose first cell is `cell` shows `text`. */
const rowShows = (page: Page, cell: string, text: string) =>
  page.waitForFunction(
    (first: string, expected: string) =>
      [...document.querySelectorAll('[role="tabpanel"]:not([hidden]) tbody tr')].some(
        (row) =>
          (row.querySelector('td') as HTMLElement | null)?.innerText.trim() === first &&
          (row as HTMLElement).innerText.includes(expected),
      ),
    {},
    cell,
    text,
  );

/** The diagram's boxes in the open drawer, once drawn: their texts, the highlighted one's. */
async function drawnDiagram(page: Page, boxes: number) {
  await page.waitForFunction(
    (count: number) =>
      document.querySelectorAll('.ant-drawer-open .react-flow__node').length === count,
    {},
    boxes,
  );
  return page.$$eval('.ant-drawer-open .react-flow__node', (nodes) =>
    nodes.map((node) => ({
      text: (node as HTMLElement).innerText.trim(),
      current: node.classList.contains('polaris-step-current'),
    })),
  );
}

describe('Workflow administration', () => {
  it('deploys a new version of a process and draws it', async () => {
    const { context, page } = await openSignedIn(
      browser(),
      baseUrl,
      'admin',
      '/hwfl/process-define',
    );
    try {
      await rowShows(page, 'RENOVATION_BUDGET', 'v2');
      await rowButton(page, 'RENOVATION_BUDGET', '部署');
      const name = await page.waitForSelector('.ant-modal-content #deploy-process_name');
      await name!.click({ count: 3 });
      await name!.type('装修预算 2026');
      await answerDialog(page, '部 署');
      await rowShows(page, 'RENOVATION_BUDGET', 'v3');
      await rowButton(page, 'RENOVATION_BUDGET', '流程图');
      await page.waitForSelector(`::-p-xpath(${DRAWER}//*[normalize-space(.)="装修预算 2026 v3"])`);
      const boxes = await drawnDiagram(page, 6);
      expect(boxes.map((box) => box.text)).toEqual([
        'Start',
        'Submit',
        'Department review',
        'Safety review',
        'Finance review',
        'End',
      ]);
    } finally {
      await context.close();
    }
  });

  it('suspends and resumes an instance in the monitor; its diagram marks the waiting step', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'admin', '/hwfl/monitor');
    try {
      await rowShows(page, '10001', '运行中');
      await rowButton(page, '10001', '挂起');
      await answerDialog(page, '确 定');
      await rowShows(page, '10001', '已挂起');
      await rowButton(page, '10001', '恢复');
      await answerDialog(page, '确 定');
      await rowShows(page, '10001', '运行中');
      await rowButton(page, '10001', '流程图');
      const boxes = await drawnDiagram(page, 6);
      expect(boxes.filter((box) => box.current)).toEqual([
        { text: 'Department review', current: true },
      ]);
    } finally {
      await context.close();
    }
  });
});
