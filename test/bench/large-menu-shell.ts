/**
 * The shell with a 5,000-leaf menu (the gateway's menu tree replaced through fault injection):
 * how long until the side menu shows, how long opening a directory of the menu takes, and how
 * long the header search takes from a keystroke to its results on screen.
 */
import type { Browser, Page } from 'puppeteer';
import { generateLargeMenu, keystrokeQueries } from '../support/large-menu';
import { waitForShell } from '../support/session';
import { metric, type Metric } from './report';
import { spread } from './stats';

const SAMPLES = 3;
const QUERY_COUNT = 5;

async function control(baseUrl: string, method: string, body?: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/__mock__/faults`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`faults ${method}: HTTP ${response.status}`);
}

/** Click the first directory and wait until its items are painted; the page's own clock. */
function openFirstDirectory(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const title = document.querySelector<HTMLElement>('nav .ant-menu-submenu-title');
    if (!title) throw new Error('no menu directory');
    const started = performance.now();
    title.click();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return performance.now() - started;
  });
}

/** Type one query into the header search and wait for its listbox to show results. */
async function searchOnce(page: Page, query: string): Promise<number> {
  const input = await page.waitForSelector('[role="combobox"]');
  await input!.click({ clickCount: 3 });
  await page.keyboard.press('Backspace');
  const started = await page.evaluate(() => performance.now());
  await input!.type(query);
  await page.waitForFunction(
    (wanted: string) =>
      (document.querySelector('[role="combobox"]') as HTMLInputElement | null)?.value === wanted &&
      document.querySelectorAll('[role="listbox"] [role="option"]').length > 0,
    { polling: 'raf' },
    query,
  );
  return (await page.evaluate(() => performance.now())) - started;
}

export async function measureLargeMenu(
  browser: Browser,
  baseUrl: string,
  accessToken: () => Promise<string>,
): Promise<Record<string, Metric>> {
  const tree = generateLargeMenu({ leaves: 5000 });
  const queries = keystrokeQueries(tree, QUERY_COUNT);
  await control(baseUrl, 'POST', { path: '^/iam/hzero/v1/menus/tree', status: 200, body: tree });
  const menuVisible: number[] = [];
  const directory: number[] = [];
  const search: number[] = [];
  try {
    for (let i = 0; i < SAMPLES; i += 1) {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        await page.setViewport({ width: 1280, height: 800 }); // a desktop, as the shell is built for
        const token = await accessToken();
        const started = Date.now();
        await page.goto(
          `${baseUrl}/workplace#access_token=${token}&token_type=bearer&expires_in=3600`,
        );
        await waitForShell(page);
        await page.waitForSelector('nav [role="menu"]');
        menuVisible.push(Date.now() - started);
        directory.push(await openFirstDirectory(page));
        for (const query of queries) search.push(await searchOnce(page, query));
      } finally {
        await context.close();
      }
    }
  } finally {
    await control(baseUrl, 'DELETE');
  }
  const sampled = (values: number[], target?: number, description?: string) => {
    const { median, min, max } = spread(values, 1);
    return metric({
      value: median,
      unit: 'ms',
      statistic: 'median',
      min,
      max,
      samples: values,
      ...(target ? { target: { op: '<' as const, value: target, description } } : {}),
    });
  };
  return {
    'largeMenu.menuVisibleMs': sampled(menuVisible),
    'largeMenu.openDirectoryMs': sampled(directory, 100, 'click → items painted, 5,000 leaves'),
    'largeMenu.searchToResultsMs': sampled(
      search,
      250,
      'typed query → results shown, incl. the 200 ms debounce',
    ),
  };
}
