/**
 * How fast a new message reaches the bell (issue 14): from the moment the test control
 * `POST /__mock__/messages` is sent to the moment the bell's accessible name carries the new count
 * (a MutationObserver in the page stamps it; the gateway pushes over the message socket, the shell
 * renders). Same machine, so both ends read the same wall clock. Target: under 500 ms.
 */
import type { Page } from 'puppeteer';
import { metric, type Metric } from './report';
import { spread } from './stats';

const SAMPLES = 5;
const BELL = 'button.polaris-bell-button';
const TARGET_MS = 500;

async function postMessage(baseUrl: string, subject: string): Promise<void> {
  const response = await fetch(`${baseUrl}/__mock__/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ loginName: 'alice', subject }),
  });
  if (!response.ok) throw new Error(`POST /__mock__/messages answered ${response.status}`);
}

async function socketUp(baseUrl: string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const answer = await fetch(`${baseUrl}/__mock__/messages/sockets?loginName=alice`);
    if (((await answer.json()) as { sockets: number }).sockets > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the page never opened its message socket');
}

const STAMP = 'data-bench-bell';

/**
 * Stamps every change of the bell's label, with the wall-clock time, on the document element
 * (the observer is in place before anything is sent, so no change is missed).
 */
async function watchBell(page: Page): Promise<void> {
  await page.evaluate(
    (selector: string, stamp: string) => {
      const bell = document.querySelector(selector);
      if (!bell) throw new Error('no bell in the header');
      new MutationObserver(() => {
        const label = bell.getAttribute('aria-label');
        document.documentElement.setAttribute(stamp, JSON.stringify({ label, at: Date.now() }));
      }).observe(bell, { attributes: true, attributeFilter: ['aria-label'] });
    },
    BELL,
    STAMP,
  );
}

/** The wall-clock time the bell's label turned into `label`. */
async function labelShown(page: Page, label: string): Promise<number> {
  const stamp = await page.waitForFunction(
    (expected: string, attribute: string) => {
      const shown = JSON.parse(document.documentElement.getAttribute(attribute) ?? 'null') as {
        label: string;
        at: number;
      } | null;
      return shown?.label === expected ? shown.at : false;
    },
    { timeout: 10_000 },
    label,
    STAMP,
  );
  return (await stamp.jsonValue()) as number;
}

/** Alice's workplace must be open in `page`. */
export async function measureBellUpdate(
  page: Page,
  baseUrl: string,
): Promise<Record<string, Metric>> {
  try {
    await page.waitForSelector(BELL);
    await socketUp(baseUrl);
    await page.waitForFunction(
      (selector: string) =>
        /\b[1-9]\d* unread/.test(
          document.querySelector(selector)?.getAttribute('aria-label') ?? '',
        ),
      { timeout: 10_000 },
      BELL,
    );
    const readCount = async () =>
      Number(
        /(\d+) unread/.exec(
          (await page.$eval(BELL, (bell) => bell.getAttribute('aria-label'))) ?? '',
        )?.[1],
      );
    await watchBell(page);
    const times: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const next = (await readCount()) + 1;
      const sent = Date.now();
      await postMessage(baseUrl, `Bench message ${sample + 1}`);
      times.push((await labelShown(page, `Messages, ${next} unread`)) - sent);
    }
    const { median, min, max } = spread(times);
    return {
      'messages.bellUpdateMs': metric({
        value: median,
        unit: 'ms',
        statistic: 'median',
        min,
        max,
        samples: times,
        target: { op: '<', value: TARGET_MS, description: 'POST /__mock__/messages to the bell' },
        details: {
          from: 'POST /__mock__/messages sent (node, wall clock)',
          to: "the bell's accessible name with the new count (MutationObserver, wall clock)",
          path: 'gateway store → message socket push → global model → header',
        },
      }),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { 'messages.bellUpdateMs': { value: null, unit: 'ms', error: message } };
  }
}
