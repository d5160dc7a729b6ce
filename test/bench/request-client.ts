/**
 * Figures of the request client itself, run in this process against a real local HTTP server:
 * how many requests 20 identical calls within one second send (target 1), and how much time the
 * client adds to a request compared with a bare fetch of the same URL (target < 1 ms, median).
 */
import { request } from '../../src/request/client';
import { startRuntime } from '../../src/runtime/create-runtime';
import { storeTokens } from '../../src/session/tokens';
import { startEchoServer } from '../support/echo-server';
import { metric, type Metric } from './report';
import { spread } from './stats';

const IDENTICAL_CALLS = 20;
const LATENCY_ROUNDS = 300;
const TOKEN = 'bench-token';

async function identicalCalls(
  hits: Map<string, number>,
): Promise<{ burst: number; spread: number }> {
  await Promise.all(
    Array.from({ length: IDENTICAL_CALLS }, () => request('/echo', { params: { burst: 1 } })),
  );
  // the same call 20 times over ~0.9 s, one after the other
  for (let i = 0; i < IDENTICAL_CALLS; i += 1) {
    await request('/echo', { params: { spread: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 45));
  }
  return { burst: hits.get('/echo?burst=1') ?? 0, spread: hits.get('/echo?spread=1') ?? 0 };
}

async function addedLatency(baseUrl: string): Promise<number[]> {
  const raw: number[] = [];
  const client: number[] = [];
  for (let i = 0; i < LATENCY_ROUNDS; i += 1) {
    let started = performance.now();
    const response = await fetch(`${baseUrl}/echo?raw=${i}`, {
      headers: { Authorization: `bearer ${TOKEN}` },
      credentials: 'include',
    });
    await response.json();
    raw.push(performance.now() - started);
    started = performance.now();
    await request('/echo', { params: { client: i } });
    client.push(performance.now() - started);
  }
  // pairwise differences: each pair ran back to back, so machine noise mostly cancels
  return client.map((value, index) => value - raw[index]);
}

export async function measureRequestClient(): Promise<Record<string, Metric>> {
  const echo = await startEchoServer();
  // The client as an app runs it: its own runtime, pointed at the echo server, telling nobody.
  const runtime = startRuntime({ config: { apiHost: echo.url } });
  runtime.notices.notifier = () => undefined;
  storeTokens({ accessToken: TOKEN });
  try {
    const sent = await identicalCalls(echo.hits);
    const differences = await addedLatency(echo.url);
    const { median, min, max } = spread(differences, 3);
    return {
      'client.requestsFor20IdenticalCalls': metric({
        value: Math.max(sent.burst, sent.spread),
        unit: 'count',
        target: { op: '<=', value: 1, description: '20 identical GETs within 1 s' },
        details: { concurrent: sent.burst, overNineHundredMs: sent.spread },
      }),
      'client.addedLatencyMs': metric({
        value: median,
        unit: 'ms',
        statistic: 'median',
        min,
        max,
        target: { op: '<', value: 1, description: 'request() minus a bare fetch, pairwise' },
        details: { rounds: LATENCY_ROUNDS },
      }),
    };
  } finally {
    runtime.dispose();
    await echo.close();
  }
}
