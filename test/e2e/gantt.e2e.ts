/**
 * Gantt Scheduling (issue 22) as alice under Globex, in a real browser: the chart of the
 * production sub-app opens from the menu, a task dragged to new dates and a link drawn between
 * two tasks are marked unsaved and saved in one batch each, and a reload shows both; a save
 * refused because someone else saved the task first keeps the edits with the server's message.
 */
import type { BrowserContext, Page } from 'puppeteer';
import { useBrowser } from '../support/browser';
import { gatewayUrl } from '../support/env';
import { apiAs } from '../support/page-api';
import { resetGateway } from '../support/gateway-control';
import { openSignedIn, waitForShell } from '../support/session';
import { answerDialog, clickMenu, waitForDialogsClosed } from '../support/shell-helpers';

const baseUrl = gatewayUrl();
const browser = useBrowser();
const PANEL = '[role="tabpanel"]:not([hidden])';
beforeEach(() => resetGateway(baseUrl, { tokens: true }));

/** The context openGantt opened, closed after each test. */
let opened: BrowserContext | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

interface WireTask {
  taskId: number;
  taskName: string;
  startDate: string;
  endDate: string;
  objectVersionNumber: number;
  [field: string]: unknown;
}

const tasksOf = (page: Page) =>
  apiAs<WireTask[]>(page, '/hpfm/v1/2/gantt-tasks?tenantId=2&ganttId=1');
const linksOf = (page: Page) =>
  apiAs<{ taskFromId: number; taskTargetId: number; linkType: string }[]>(
    page,
    '/hpfm/v1/2/gantt-task-links/1',
  );

/** alice, switched to Globex, on Gantt Scheduling opened from her menu. */
async function openGantt(): Promise<Page> {
  const { context, page } = await openSignedIn(browser(), baseUrl, 'alice');
  opened = context;
  await page.setViewport({ width: 1400, height: 900 });
  await apiAs(page, '/iam/v1/users/tenant-id?tenantId=2', { method: 'PUT' });
  await page.reload();
  await waitForShell(page);
  await clickMenu(page, 'Production', 'Gantt Scheduling');
  await page.waitForSelector(`${PANEL} .gantt_task_line[data-task-id="203"]`);
  return page;
}

interface Box {
  x: number;
  y: number;
  box: { x: number; y: number; width: number; height: number };
}

/**
 * Where an element of the chart is once the chart has stopped moving: the same box over three
 * frames. The chart redraws its rows as it settles into the tab's height after the first paint,
 * and a box measured before that belongs to an element that is gone.
 */
async function settledBox(page: Page, selector: string): Promise<Box> {
  const found = await page.waitForFunction(
    (wanted: string) => {
      const key = '__polarisGanttBox';
      const memo = window as unknown as Record<string, { box: string; frames: number } | undefined>;
      const rect = document.querySelector(wanted)?.getBoundingClientRect();
      if (!rect || rect.width === 0) {
        memo[key] = undefined;
        return false;
      }
      const box = JSON.stringify([rect.x, rect.y, rect.width, rect.height]);
      const frames = memo[key]?.box === box ? memo[key]!.frames + 1 : 1;
      memo[key] = { box, frames };
      if (frames < 3) return false;
      delete memo[key];
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    },
    { polling: 'raf' },
    selector,
  );
  const box = (await found.jsonValue()) as Box['box'];
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

const barSelector = (id: number) => `${PANEL} .gantt_task_line[data-task-id="${id}"]`;

/** Drags with the mouse in small steps, as a hand would (dhtmlx needs moves to start a drag). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) {
    await page.mouse.move(
      from.x + ((to.x - from.x) * step) / 8,
      from.y + ((to.y - from.y) * step) / 8,
    );
  }
  await page.mouse.up();
}

const status = (page: Page) =>
  page.$eval(`${PANEL} [role="status"]`, (node) => node.textContent?.trim() ?? '');

async function waitForStatus(page: Page, text: string | RegExp): Promise<void> {
  await page.waitForFunction(
    (selector, wanted, isRegExp) => {
      const now = document.querySelector(selector)?.textContent?.trim() ?? '';
      return isRegExp ? new RegExp(wanted).test(now) : now === wanted;
    },
    {},
    `${PANEL} [role="status"]`,
    text instanceof RegExp ? text.source : text,
    text instanceof RegExp,
  );
}

async function clickButton(page: Page, label: string): Promise<void> {
  await page
    .locator(
      `::-p-xpath(//*[@role="tabpanel" and not(@hidden)]//button[normalize-space(.)="${label}"])`,
    )
    .click();
}

/** The start date a task's row shows (the user's format here is `YYYY-MM-DD`). */
const startShown = (page: Page, id: number) =>
  page.$eval(
    `${PANEL} .gantt_row[data-task-id="${id}"] [data-column-name="start_date"]`,
    (cell) => cell.textContent?.trim() ?? '',
  );

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Clicks a task's row and waits until it is selected with the keyboard's focus in the chart. */
async function selectRow(page: Page, id: number): Promise<void> {
  // the grid may redraw a row between finding and clicking it: a locator tries again
  await page.locator(`${PANEL} .gantt_row[data-task-id="${id}"] [data-column-name="text"]`).click();
  await page.waitForFunction(
    (panel, task) =>
      document.querySelector(`${panel} .gantt_row.gantt_selected[data-task-id="${task}"]`) !==
        null && document.activeElement?.closest('.polaris-gantt') !== null,
    {},
    PANEL,
    id,
  );
}

/** Moves task 203 (Design, 10–15 June) three days later by dragging its bar. */
async function moveDesign(page: Page): Promise<void> {
  const design = await settledBox(page, barSelector(203));
  const dayWidth = await page.$eval(
    `${PANEL} .gantt_task_scale .gantt_scale_line:last-child .gantt_scale_cell`,
    (cell) => cell.getBoundingClientRect().width,
  );
  await drag(page, design, { x: design.x + dayWidth * 3, y: design.y });
  await waitForStatus(page, /^Unsaved changes: [1-9]/);
}

describe('Gantt Scheduling', () => {
  it('moves a task and links two tasks, saves both, and a reload shows them', async () => {
    const page = await openGantt();
    expect(await status(page)).toBe('All changes saved');
    // the library's own globals are not left on the page's window
    expect(await page.evaluate(() => ['gantt', 'Gantt'].filter((name) => name in window))).toEqual(
      [],
    );
    await moveDesign(page);
    expect(
      await page.$(`${PANEL} .gantt_task_line.polaris-gantt-unsaved[data-task-id="203"]`),
    ).not.toBeNull();
    // dropped where the mouse let go, on whole days: later than 10 June, still five days long
    const moved = await startShown(page, 203);
    expect(moved > '2024-06-10').toBe(true);

    // a finish-to-start link from Site survey (202) to Procurement (204), drawn with the mouse
    await page.hover(barSelector(202));
    const start = await settledBox(
      page,
      `${barSelector(202)} .gantt_link_control.task_end_date .gantt_link_point`,
    );
    const procurement = await settledBox(page, barSelector(204));
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) {
      await page.mouse.move(
        start.x + ((procurement.box.x - start.x) * step) / 8,
        start.y + ((procurement.y - start.y) * step) / 8,
      );
    }
    const end = await settledBox(
      page,
      `${barSelector(204)} .gantt_link_control.task_start_date .gantt_link_point`,
    );
    await page.mouse.move(end.x, end.y);
    await page.mouse.up();
    await waitForStatus(page, 'Unsaved changes: 2');

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && /gantt-task/.test(request.url())) {
        sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
      }
    });
    await clickButton(page, 'Save');
    await waitForStatus(page, 'All changes saved');
    expect(sent).toEqual(['POST /hpfm/v1/2/gantt-tasks/batch', 'POST /hpfm/v1/2/gantt-task-links']);

    const design = (await tasksOf(page)).find((task) => task.taskId === 203);
    expect(design).toMatchObject({
      startDate: `${moved} 00:00:00`,
      endDate: `${dayAfter(moved, 5)} 00:00:00`,
      objectVersionNumber: 2,
    });
    expect(await linksOf(page)).toContainEqual(
      expect.objectContaining({ taskFromId: 202, taskTargetId: 204, linkType: '0' }),
    );

    await page.reload();
    await waitForShell(page);
    await page.waitForSelector(`${PANEL} .gantt_task_line[data-task-id="203"]`);
    expect(await status(page)).toBe('All changes saved');
    expect(await startShown(page, 203)).toBe(moved);
    expect(await page.$(`${PANEL} .gantt_task_link[data-link-id]`)).not.toBeNull();
    expect(await page.$$eval(`${PANEL} .gantt_task_link`, (links) => links.length)).toBe(5);
  });

  it('a save refused for a stale version keeps the edit, marks the task and shows the message', async () => {
    const page = await openGantt();
    await moveDesign(page);
    // someone else renames Design meanwhile
    const design = (await tasksOf(page)).find((task) => task.taskId === 203)!;
    await apiAs(page, '/hpfm/v1/2/gantt-tasks/batch', {
      method: 'POST',
      body: JSON.stringify([{ ...design, taskName: 'Design (theirs)' }]),
    });
    await clickButton(page, 'Save');
    await page.waitForSelector(`${PANEL} .ant-alert-error`);
    const alert = await page.$eval(`${PANEL} .ant-alert-error`, (node) => node.textContent ?? '');
    expect(alert).toContain('Not saved: your changes are still here');
    expect(alert).toMatch(/modified by someone else|changed by someone else/i);
    expect(await status(page)).toBe('Unsaved changes: 1');
    expect(
      await page.$(`${PANEL} .gantt_task_line.polaris-gantt-failed[data-task-id="203"]`),
    ).not.toBeNull();
    expect((await tasksOf(page)).find((task) => task.taskId === 203)).toMatchObject({
      taskName: 'Design (theirs)',
      startDate: '2024-06-10 00:00:00',
    });
  });

  it('Enter edits a task, Undo and Redo step through edits, Delete asks, and Close asks before losing them', async () => {
    const page = await openGantt();
    const rowText = (id: number) =>
      page.$eval(`${PANEL} .gantt_row[data-task-id="${id}"] [data-column-name="text"]`, (cell) =>
        cell.textContent?.trim(),
      );
    await selectRow(page, 203);
    await page.keyboard.press('Enter');
    // the dialog zooms in: clicks into it before it stands still can miss the field
    await settledBox(page, '.ant-modal input[id$="_text"]');
    await page.$eval('.ant-modal input[id$="_text"]', (input) => {
      (input as HTMLInputElement).focus();
      (input as HTMLInputElement).select();
    });
    await page.keyboard.type('Design review');
    await answerDialog(page, 'OK');
    await waitForStatus(page, 'Unsaved changes: 1');
    expect(await rowText(203)).toBe('Design review');
    // the closing dialog's mask would take the next click
    await waitForDialogsClosed(page);

    await clickButton(page, 'Undo');
    await waitForStatus(page, 'All changes saved');
    expect(await rowText(203)).toBe('Design');
    await clickButton(page, 'Redo');
    await waitForStatus(page, 'Unsaved changes: 1');
    expect(await rowText(203)).toBe('Design review');

    await selectRow(page, 205);
    await page.keyboard.press('Delete');
    await page.waitForSelector(
      '::-p-xpath(//*[contains(@class,"ant-modal-confirm-title") and contains(., "Delete the task") and contains(., "Construction")])',
    );
    await answerDialog(page, 'Delete');
    await waitForDialogsClosed(page);
    await page.waitForFunction(
      (panel) => !document.querySelector(`${panel} .gantt_row[data-task-id="205"]`),
      {},
      PANEL,
    );
    // the task, its three links, and the summary task above it, now ending with Procurement
    await waitForStatus(page, /^Unsaved changes: \d+$/);
    expect(await status(page)).toBe('Unsaved changes: 6');

    await page.click('button[aria-label="Close Gantt Scheduling"]');
    await page.waitForSelector(
      '::-p-xpath(//*[contains(@class,"ant-modal-confirm-title") and .="Discard the unsaved changes of the chart?"])',
    );
    await answerDialog(page, 'Keep editing');
    await waitForStatus(page, 'Unsaved changes: 6');
    expect(await page.$('button[aria-label="Close Gantt Scheduling"]')).not.toBeNull();
    expect((await tasksOf(page)).map((task) => task.taskId)).toContain(205);
  });
});
