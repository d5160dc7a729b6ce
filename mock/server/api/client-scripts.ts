// /__mock__/jsonp and /__mock__/script.js: script answers for client tests of JSONP and dynamic
// script loading, with a delay (to provoke timeouts) or an error status.
import { setTimeout as sleep } from 'node:timers/promises';
import { publicRoute, type ApiRoute, type RequestContext } from '../context';
import { failed, text, type Reply } from '../http/reply';
import { intParam } from './query-params';

const MAX_DELAY_MS = 120_000;
const JS_IDENTIFIER = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
const JS_HEADERS = {
  'Content-Type': 'application/javascript; charset=utf-8',
  'Cache-Control': 'no-store',
};

async function delay(ctx: RequestContext): Promise<Reply | undefined> {
  const delayMs = intParam(ctx.query, 'delayMs') ?? 0;
  if (delayMs > MAX_DELAY_MS) {
    return failed('error.mock.delay', `delayMs must be at most ${MAX_DELAY_MS}`, 400);
  }
  if (delayMs > 0) await sleep(delayMs);
  return undefined;
}

async function jsonp(ctx: RequestContext): Promise<Reply> {
  const callback = ctx.query.get('callback') ?? '';
  if (!JS_IDENTIFIER.test(callback)) {
    return failed('error.mock.callback', 'callback must be a JavaScript identifier path', 400);
  }
  const delayed = await delay(ctx);
  if (delayed) return delayed;
  const echo = Object.fromEntries(
    [...ctx.query.entries()].filter(([key]) => key !== 'callback' && key !== 'delayMs'),
  );
  const payload = { success: true, now: ctx.state.clock.now(), query: echo };
  return { status: 200, headers: JS_HEADERS, body: `${callback}(${JSON.stringify(payload)});` };
}

async function script(ctx: RequestContext): Promise<Reply> {
  const variable = ctx.query.get('global') ?? '__mockScriptLoads';
  if (!/^[A-Za-z_$][\w$]*$/.test(variable)) {
    return failed('error.mock.global', 'global must be a JavaScript identifier', 400);
  }
  const delayed = await delay(ctx);
  if (delayed) return delayed;
  const status = intParam(ctx.query, 'status');
  if (status !== undefined && (status < 200 || status > 599)) {
    return failed('error.mock.status', 'status must be an HTTP status (200-599)', 400);
  }
  if (status !== undefined && status >= 300) return text(`mock script error ${status}`, status);
  const body = `globalThis.${variable} = (globalThis.${variable} || 0) + 1;\n`;
  return { status: status ?? 200, headers: JS_HEADERS, body };
}

export const clientScriptRoutes: ApiRoute[] = [
  publicRoute('GET', '/__mock__/jsonp', jsonp),
  publicRoute('GET', '/__mock__/script.js', script),
];
