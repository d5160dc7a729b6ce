/**
 * The container mounted and unmounted 20 times by the foreign host page (test/host, plain
 * qiankun, strictStyleIsolation) on another origin, signed in as alice on Personal Centre (so the
 * platform module is loaded by the embedded shell each time). After each unmount the garbage
 * collector runs twice and Chrome's counters are read: JS heap, DOM nodes (attached or not), and
 * the listeners on the host's window (DOMDebugger.getEventListeners). The first cycles load code
 * and fill caches; from the warm-up on, all three must stay flat.
 */
import type { Browser, CDPSession, Page } from 'puppeteer';
import { signInViaHttp } from '../../mock/testing/sign-in';
import {
  containerHostAddress,
  hostAction,
  waitForEmbeddedText,
} from '../support/embedded-container';
import { metric, type Metric } from './report';

const CYCLES = 20;
const WARM_UP = 5;
const MiB = 2 ** 20;
/** 0.2 MB per cycle, in MiB. */
const HEAP_PER_CYCLE_MIB = 0.2e6 / MiB;
const NODES_GROWTH = 50;

interface WindowListener {
  type: string;
  useCapture: boolean;
  /** where the handler was defined (script and line), to tell whose it is */
  at: string;
}

interface Counts {
  heapBytes: number;
  nodes: number;
  listeners: number;
  windowListeners: WindowListener[];
}

async function windowListeners(session: CDPSession): Promise<WindowListener[]> {
  const { result } = await session.send('Runtime.evaluate', { expression: 'window' });
  try {
    const { listeners } = await session.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId!,
    });
    return listeners.map((listener) => ({
      type: listener.type,
      useCapture: listener.useCapture,
      at: `${listener.scriptId}:${listener.lineNumber}:${listener.columnNumber}`,
    }));
  } finally {
    await session.send('Runtime.releaseObject', { objectId: result.objectId! });
  }
}

async function counts(page: Page, session: CDPSession): Promise<Counts> {
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const metrics = await page.metrics();
  return {
    heapBytes: metrics.JSHeapUsedSize ?? 0,
    nodes: metrics.Nodes ?? 0,
    listeners: metrics.JSEventListeners ?? 0,
    windowListeners: await windowListeners(session),
  };
}

const key = (listener: WindowListener) =>
  `${listener.type}${listener.useCapture ? ' (capture)' : ''} @${listener.at}`;

/** Listeners in `after` that `before` did not have. */
function added(before: WindowListener[], after: WindowListener[]): string[] {
  const left = before.map(key);
  return after.map(key).filter((entry) => {
    const index = left.indexOf(entry);
    if (index === -1) return true;
    left.splice(index, 1);
    return false;
  });
}

const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;

/** `hostUrl`: the foreign host page (startForeignHost), an origin the gateway trusts. */
export async function measureEmbeddedContainer(
  browser: Browser,
  gatewayUrl: string,
  hostUrl: string,
): Promise<Record<string, Metric>> {
  const host = { url: hostUrl };
  const context = await browser.createBrowserContext();
  try {
    const { accessToken } = await signInViaHttp(gatewayUrl, 'alice', 'Alice@1234');
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(containerHostAddress(host.url, { gatewayUrl, token: accessToken }));
    const session = await page.createCDPSession();
    const before = await counts(page, session);
    const cycles: Counts[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      await hostAction(page, 'mount', 'mounted');
      await waitForEmbeddedText(page, 'alice@acme.example');
      await hostAction(page, 'unmount', 'unmounted');
      cycles.push(await counts(page, session));
    }
    await session.detach();

    const settled = cycles[WARM_UP - 1];
    const last = cycles[CYCLES - 1];
    const steps = CYCLES - WARM_UP;
    const heapPerCycle = (last.heapBytes - settled.heapBytes) / steps / MiB;
    const listenersAfterWarmUp = added(settled.windowListeners, last.windowListeners);
    const series = {
      heapMiB: cycles.map((entry) => round(entry.heapBytes / MiB, 2)),
      nodes: cycles.map((entry) => entry.nodes),
      jsEventListeners: cycles.map((entry) => entry.listeners),
      windowListeners: cycles.map((entry) => entry.windowListeners.length),
    };
    const details = {
      cycles: CYCLES,
      warmUpCycles: WARM_UP,
      before: { ...before, windowListeners: before.windowListeners.length },
    };
    return {
      'embedded.heapPerCycleMiB': metric({
        value: round(heapPerCycle),
        unit: 'MiB',
        target: {
          op: '<',
          value: round(HEAP_PER_CYCLE_MIB),
          description: `0.2 MB per mount+unmount, cycles ${WARM_UP}–${CYCLES}`,
        },
        details: { ...details, heapMiB: series.heapMiB },
      }),
      'embedded.nodesGrowth': metric({
        value: last.nodes - settled.nodes,
        unit: 'count',
        target: {
          op: '<',
          value: NODES_GROWTH,
          description: `DOM nodes after cycle ${CYCLES} over cycle ${WARM_UP}`,
        },
        details: { nodes: series.nodes, jsEventListeners: series.jsEventListeners },
      }),
      'embedded.windowListenersGrowth': metric({
        value: last.windowListeners.length - settled.windowListeners.length,
        unit: 'count',
        target: {
          op: '<=',
          value: 0,
          description: `host window listeners, cycle ${WARM_UP} → ${CYCLES}`,
        },
        details: {
          windowListeners: series.windowListeners,
          addedAfterWarmUp: listenersAfterWarmUp,
          // what the first mount left on the host's window for good (the bundle's own, once)
          addedByFirstCycle: added(before.windowListeners, cycles[0].windowListeners),
        },
      }),
    };
  } finally {
    await context.close();
  }
}
