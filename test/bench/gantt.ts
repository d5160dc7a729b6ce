/**
 * Gantt Scheduling figures (issue 22), as admin in the shell:
 * - a chart of 5,000 tasks and 5,000 links: from the last of its two data calls answered to the
 *   first bars painted; then the longest frame while scrolling the whole chart, top to bottom;
 * - 10 open/close cycles of the Gantt tab: DOM nodes, listeners and heap after each (flat after
 *   the second, within 10 %), and whether any dhtmlx node or stylesheet is left after closing;
 * - the chart's cost to the shell's first load: bytes of the container's build that hold it.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import type { Page } from 'puppeteer';
import {
  closeAllTabs,
  countsOverCycles,
  openByAddress,
  settledCounts,
  type PageCounts,
} from '../support/page-counts';
import { staticAssets } from './bytes';
import { metric, type Metric } from './report';

const BIG_GANTT = 5000;
const TASKS = 5000;
const CYCLES = 10;
const FLAT_WITHIN = 0.1;
const PAINT_TARGET_MS = 1000;
const BAR = '.gantt_task_line';

async function api<T>(baseUrl: string, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** 100 phases of 49 tasks each, staggered over two years; a link from each task to the next. */
async function seedBigChart(baseUrl: string, token: string, tenantId: number): Promise<void> {
  const day = (n: number) =>
    new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const phases = Array.from({ length: TASKS / 50 }, (_, p) => ({
    ganttId: BIG_GANTT,
    taskName: `Phase ${p + 1}`,
    orderSeq: p + 1,
    startDate: `${day(p * 7)} 00:00:00`,
    endDate: `${day(p * 7 + 30)} 00:00:00`,
    parentId: null,
    taskType: 'project',
    tenantId,
  }));
  const saved = await api<{ taskId: number }[]>(
    baseUrl,
    token,
    '/hpfm/v1/gantt-tasks/batch',
    phases,
  );
  const children = saved.flatMap((phase, p) =>
    Array.from({ length: 49 }, (_, c) => ({
      ganttId: BIG_GANTT,
      taskName: `Step ${p + 1}.${c + 1}`,
      orderSeq: c + 1,
      startDate: `${day(p * 7 + (c % 20))} 00:00:00`,
      endDate: `${day(p * 7 + (c % 20) + 3)} 00:00:00`,
      parentId: phase.taskId,
      tenantId,
      progress: (c % 10) / 10,
    })),
  );
  const steps = await api<{ taskId: number }[]>(
    baseUrl,
    token,
    '/hpfm/v1/gantt-tasks/batch',
    children,
  );
  const ids = [...saved, ...steps].map((task) => task.taskId);
  const links = ids.map((id, i) => ({
    ganttId: BIG_GANTT,
    linkType: '0',
    taskFromId: id,
    taskTargetId: ids[(i + 1) % ids.length],
    tenantId,
  }));
  await api(baseUrl, token, '/hpfm/v1/gantt-task-links', links);
}

/** Milliseconds from the chart's data answered (both calls) to its first bars painted. */
async function dataToPaint(page: Page): Promise<number> {
  await page.evaluate((bar: string) => {
    const probe = { painted: 0 };
    (window as unknown as { __ganttProbe: typeof probe }).__ganttProbe = probe;
    const observer = new MutationObserver(() => {
      if (!document.querySelector(bar)) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (probe.painted = performance.now()), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, BAR);
  // as Back/Forward would (openByAddress compares the path alone; this address has a query)
  await page.evaluate((target: string) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, `/hpfm/gantt?ganttId=${BIG_GANTT}`);
  await page.waitForFunction(
    () => (window as unknown as { __ganttProbe: { painted: number } }).__ganttProbe.painted > 0,
    { timeout: 60_000 },
  );
  return page.evaluate(() => {
    const answered = performance
      .getEntriesByType('resource')
      .filter((entry) => /gantt-task(s|-links)/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
    const probe = (window as unknown as { __ganttProbe: { painted: number } }).__ganttProbe;
    Reflect.deleteProperty(window, '__ganttProbe');
    return probe.painted - Math.max(...answered.slice(-2));
  });
}

/** Scrolls the chart from top to bottom a screen at a time: frame times (ms). */
function scrollFrames(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const scroller = document.querySelector(
      '[role="tabpanel"]:not([hidden]) .gantt_ver_scroll',
    ) as HTMLElement;
    const frames: number[] = [];
    let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    const step = Math.max(200, scroller.clientHeight);
    while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
      scroller.scrollTop += step;
      const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      frames.push(now - last);
      last = now;
    }
    return frames;
  });
}

const leftovers = (page: Page) =>
  page.evaluate(() => ({
    nodes: document.querySelectorAll('[class*="gantt_"]').length,
    styles: [...document.querySelectorAll('style, link[rel="stylesheet"]')].filter((node) =>
      /gantt_task_line/.test(
        node instanceof HTMLStyleElement
          ? (node.textContent ?? '')
          : [...((node as HTMLLinkElement).sheet?.cssRules ?? [])]
              .map((rule) => rule.cssText)
              .join(''),
      ),
    ).length,
  }));

/**
 * Bytes of the JS heap after a garbage collection, split into compiled code and everything else
 * (from a heap snapshot): the engine keeps compiling hotter code for a while as the same page
 * opens again and again, which levels off; objects that grow would be a leak.
 */
async function heapParts(page: Page): Promise<{ codeBytes: number; objectBytes: number }> {
  const session = await page.createCDPSession();
  const chunks: string[] = [];
  try {
    await session.send('HeapProfiler.collectGarbage');
    session.on('HeapProfiler.addHeapSnapshotChunk', (event) => chunks.push(event.chunk));
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    await session.detach();
  }
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const type = fields.indexOf('type');
  const size = fields.indexOf('self_size');
  let codeBytes = 0;
  let objectBytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (typeNames[snapshot.nodes[i + type]] === 'code') codeBytes += snapshot.nodes[i + size];
    else objectBytes += snapshot.nodes[i + size];
  }
  return { codeBytes, objectBytes };
}

function growth(counts: PageCounts[], key: 'nodes' | 'listeners' | 'heapMiB'): number {
  const base = counts[1][key];
  const rise = Math.max(...counts.slice(1).map((entry) => entry[key] - base));
  return Math.round((rise / base) * 1000) / 1000;
}

const CHART_SIGNATURE = /dhtmlxgantt|gantt_task_line/;

/**
 * The chart's cost to the shell's first load: bytes of the container's first-load scripts and
 * stylesheets that hold any of it (its code or its stylesheet), and of its lazy chunks too.
 */
export function ganttInShell(containerDist: string): Metric {
  const carries = (body: Buffer) => CHART_SIGNATURE.test(body.toString('utf8'));
  const firstLoad = staticAssets(containerDist).filter((asset) => carries(asset.body));
  const lazy = readdirSync(containerDist)
    .filter((name) => /\.(js|css)$/.test(name))
    .filter((name) => carries(readFileSync(join(containerDist, name))));
  return metric({
    value: firstLoad.reduce((sum, asset) => sum + asset.body.length, 0),
    unit: 'bytes',
    target: {
      op: '<=',
      value: 0,
      description: "bytes of the Gantt chart in the shell's first load",
    },
    details: {
      firstLoadFiles: firstLoad.map((asset) => asset.path),
      containerFilesWithChart: lazy,
    },
  });
}

/** `page` shows admin's shell. */
export async function measureGantt(page: Page, baseUrl: string): Promise<Record<string, Metric>> {
  const token = await page.evaluate(
    () => /(?:^|; )access_token=([^;]+)/.exec(document.cookie)?.[1] ?? '',
  );
  const self = await api<{ tenantId: number }>(baseUrl, token, '/iam/hzero/v1/users/self');
  await seedBigChart(baseUrl, token, self.tenantId);
  await page.setViewport({ width: 1400, height: 900 });

  const paintMs = Math.round(await dataToPaint(page));
  const frames = await scrollFrames(page);
  const sorted = [...frames].sort((a, b) => a - b);
  await closeAllTabs(page);

  await settledCounts(page);
  const openAndClose = async () => {
    await openByAddress(page, '/hpfm/gantt');
    await (await page.waitForSelector(`[role="tabpanel"]:not([hidden]) ${BAR}`))?.dispose();
  };
  const cycles = await countsOverCycles(page, 2, openAndClose);
  const second = await heapParts(page);
  cycles.push(...(await countsOverCycles(page, CYCLES - 2, openAndClose)));
  const last = await heapParts(page);
  const objectGrowth =
    Math.round(((last.objectBytes - second.objectBytes) / second.objectBytes) * 1000) / 1000;
  const left = await leftovers(page);
  const flat = (what: string) => ({
    op: '<=' as const,
    value: FLAT_WITHIN,
    description: `${what} after Gantt open/close cycles 2–${CYCLES}, rise over cycle 2 (fraction)`,
  });
  return {
    'gantt.dataToPaintMs': metric({
      value: paintMs,
      unit: 'ms',
      target: {
        op: '<',
        value: PAINT_TARGET_MS,
        description: `${TASKS} tasks and ${TASKS} links: data answered to first bars painted`,
      },
    }),
    'gantt.scrollLongestFrameMs': metric({
      value: Math.round(Math.max(...frames)),
      unit: 'ms',
      details: {
        frames: frames.length,
        medianMs: Math.round(sorted[frames.length >> 1]),
        p95Ms: Math.round(sorted[Math.floor(frames.length * 0.95)]),
        slowest: frames
          .map((ms, index) => ({ index, ms: Math.round(ms) }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 5),
      },
    }),
    'gantt.cycles.nodesGrowth': metric({
      value: growth(cycles, 'nodes'),
      unit: 'count',
      target: flat('DOM nodes'),
      details: { afterEachCycle: cycles },
    }),
    'gantt.cycles.listenersGrowth': metric({
      value: growth(cycles, 'listeners'),
      unit: 'count',
      target: flat('event listeners'),
    }),
    'gantt.cycles.heapGrowth': metric({
      value: objectGrowth,
      unit: 'count',
      target: flat('JS heap objects (compiled code aside)'),
      details: {
        afterSecond: second,
        afterLast: last,
        usedHeapGrowth: growth(cycles, 'heapMiB'),
        note: 'usedHeapGrowth includes the code the engine compiles as the page opens again; it levels off after about 12 cycles',
      },
    }),
    'gantt.leftoverAfterClose': metric({
      value: left.nodes + left.styles,
      unit: 'count',
      target: {
        op: '<=',
        value: 0,
        description: 'dhtmlx nodes and stylesheets left in the document after the tab closed',
      },
      details: left,
    }),
  };
}
