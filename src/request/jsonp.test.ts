import { FakeDocument, type FakeElement } from '../../test/support/fake-document';
import { jsonp, JSONP_TIMEOUT_MS, withCallbackParam } from './jsonp';

let doc: FakeDocument;
let host: Record<string, unknown>;

beforeEach(() => {
  doc = new FakeDocument();
  host = {};
});
afterEach(() => jest.useRealTimers());

function lastScript(): FakeElement {
  const scripts = doc.all('script');
  return scripts[scripts.length - 1];
}

/** The callback named in the script's URL, as the loaded script would call it. */
function callbackOf(script: FakeElement, param = 'callback'): string {
  return new URL(script.attributes.src).searchParams.get(param) ?? '';
}

function expectCleanedUp(script: FakeElement): void {
  expect(script.isAttached).toBe(false);
  expect(Object.keys(host)).toEqual([]);
}

describe('withCallbackParam', () => {
  it.each([
    ['http://x/a', 'callback', 'cb1', 'http://x/a?callback=cb1'],
    ['http://x/a?b=1', 'callback', 'cb1', 'http://x/a?b=1&callback=cb1'],
    ['http://x/a?b=1#top', 'jsonp', 'cb1', 'http://x/a?b=1&jsonp=cb1#top'],
  ])('%s + %s=%s → %s', (url, param, name, expected) => {
    expect(withCallbackParam(url, param, name)).toBe(expected);
  });
});

describe('jsonp', () => {
  it.each([
    ['object', { ok: true, list: [1, 2] }, undefined],
    ['string', 'hello', 'cb'],
    ['number', 42, 'jsonp'],
  ])('resolves with a %s payload and cleans up', async (_case, payload, callbackParam) => {
    const pending = jsonp('http://api.test/data?x=1', {
      document: doc,
      window: host,
      callbackParam,
    });
    const script = lastScript();
    expect(script.parent).toBe(doc.head);
    expect(script.attributes.src).toMatch(/^http:\/\/api\.test\/data\?x=1&/);
    const name = callbackOf(script, callbackParam);
    expect(typeof host[name]).toBe('function');
    (host[name] as (value: unknown) => void)(payload);
    await expect(pending).resolves.toEqual(payload);
    expectCleanedUp(script);
  });

  it('gives each call its own callback', async () => {
    const first = jsonp('http://api.test/a', { document: doc, window: host });
    const second = jsonp('http://api.test/b', { document: doc, window: host });
    const [a, b] = doc.all('script').map((script) => callbackOf(script));
    expect(a).not.toBe(b);
    (host[b] as (value: unknown) => void)('B');
    (host[a] as (value: unknown) => void)('A');
    await expect(first).resolves.toBe('A');
    await expect(second).resolves.toBe('B');
    expect(Object.keys(host)).toEqual([]);
  });

  it('rejects after the given timeout and cleans up', async () => {
    const pending = jsonp('http://api.test/slow', { document: doc, window: host, timeoutMs: 20 });
    const script = lastScript();
    await expect(pending).rejects.toThrow('JSONP request timed out');
    expectCleanedUp(script);
  });

  it('times out after 5000 ms by default', async () => {
    jest.useFakeTimers();
    const pending = jsonp('http://api.test/slow', { document: doc, window: host });
    const outcome = pending.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    jest.advanceTimersByTime(JSONP_TIMEOUT_MS - 1);
    expect(lastScript().isAttached).toBe(true);
    jest.advanceTimersByTime(1);
    await expect(outcome).resolves.toBe('JSONP request timed out');
    expectCleanedUp(lastScript());
  });

  it('rejects when the script fails to load and cleans up', async () => {
    const pending = jsonp('http://api.test/missing', { document: doc, window: host });
    const script = lastScript();
    script.fire('error');
    await expect(pending).rejects.toThrow('JSONP request failed');
    expectCleanedUp(script);
  });

  it('ignores a late callback after the timeout', async () => {
    const pending = jsonp('http://api.test/slow', { document: doc, window: host, timeoutMs: 10 });
    const name = callbackOf(lastScript());
    const callback = host[name] as (value: unknown) => void;
    await expect(pending).rejects.toThrow('timed out');
    expect(() => callback('late')).not.toThrow();
  });

  it('rejects without a document', async () => {
    await expect(jsonp('http://api.test/a', { window: host })).rejects.toThrow(/document/);
  });
});
