// /__mock__/jsonp and /__mock__/script.js for client tests of JSONP and dynamic scripts.
import { runInNewContext } from 'node:vm';
import { useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const fetchText = async (path: string) => {
  const response = await fetch(`${t.url}${path}`);
  return { response, text: await response.text() };
};

describe('GET /__mock__/jsonp', () => {
  it('calls the named callback with a payload echoing the other parameters', async () => {
    const { response, text } = await fetchText('/__mock__/jsonp?callback=cbs.done_1&id=7');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/javascript');
    const seen: unknown[] = [];
    runInNewContext(text, { cbs: { done_1: (payload: unknown) => seen.push(payload) } });
    expect(seen).toEqual([{ success: true, now: expect.any(Number), query: { id: '7' } }]);
  });

  it('waits delayMs before answering', async () => {
    const started = Date.now();
    await fetchText('/__mock__/jsonp?callback=cb&delayMs=150');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it.each([
    ['no callback', '/__mock__/jsonp'],
    ['a callback that is not an identifier', '/__mock__/jsonp?callback=alert(1)'],
    ['a delay above the limit', '/__mock__/jsonp?callback=cb&delayMs=999999'],
  ])('answers 400 for %s', async (_label, path) => {
    expect((await fetchText(path)).response.status).toBe(400);
  });

  it('needs no token and is not faulted', async () => {
    t.gateway.state.faults.add({ path: 'jsonp', status: 500 });
    expect((await fetchText('/__mock__/jsonp?callback=cb')).response.status).toBe(200);
  });
});

describe('GET /__mock__/script.js', () => {
  it('answers a script that counts its loads in a global', async () => {
    const { response, text } = await fetchText('/__mock__/script.js?global=loaded');
    expect(response.headers.get('content-type')).toContain('application/javascript');
    const context: Record<string, unknown> = {};
    context.globalThis = context;
    runInNewContext(text, context);
    runInNewContext(text, context);
    expect(context.loaded).toBe(2);
  });

  it.each([
    [404, 404],
    [500, 500],
    [200, 200],
  ])('answers status=%s with %s', async (status, expected) => {
    expect((await fetchText(`/__mock__/script.js?status=${status}`)).response.status).toBe(
      expected,
    );
  });

  it.each([
    ['a status out of range', '/__mock__/script.js?status=99'],
    ['a bad global name', '/__mock__/script.js?global=a.b'],
  ])('answers 400 for %s', async (_label, path) => {
    expect((await fetchText(path)).response.status).toBe(400);
  });

  it('waits delayMs', async () => {
    const started = Date.now();
    await fetchText('/__mock__/script.js?delayMs=120');
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });
});
