import {
  attemptAddress,
  attemptName,
  createChunkFetch,
  forgetObjects,
  loaderConfiguration,
  templateForAttempt,
} from './module-loading';

describe('createChunkFetch', () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));
  const chunk = '/apps/platform/242.a.async.js';
  const cases: Array<{
    name: string;
    address: string;
    answer: () => Promise<Response>;
    body: string | 'rejects';
    status: number;
    announced: boolean;
  }> = [
    {
      name: 'a lazy chunk that loads',
      address: chunk,
      answer: async () =>
        new Response('chunk()', { headers: { 'Content-Type': 'text/javascript' } }),
      body: 'chunk()',
      status: 200,
      announced: false,
    },
    {
      name: 'a lazy chunk offline: an empty script',
      address: chunk,
      answer: offline,
      body: '',
      status: 200,
      announced: true,
    },
    {
      name: 'a lazy chunk gone (404): an empty script',
      address: `${chunk}?retry=1`,
      answer: async () => new Response('nope', { status: 404 }),
      body: '',
      status: 200,
      announced: true,
    },
    {
      name: "a lazy chunk answered with the site's page: an empty script",
      address: chunk,
      answer: async () =>
        new Response('<!doctype html>', {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
      body: '',
      status: 200,
      announced: true,
    },
    {
      name: 'anything else offline still fails',
      address: '/apps/platform/',
      answer: offline,
      body: 'rejects',
      status: 0,
      announced: false,
    },
    {
      name: 'an API answer is left alone',
      address: '/hpfm/v1/x',
      answer: async () => new Response('{}', { status: 500 }),
      body: '{}',
      status: 500,
      announced: false,
    },
  ];

  it.each(cases)('$name', async ({ address, answer, body, status, announced }) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const announce = jest.fn();
    const fetch = createChunkFetch(answer, announce);
    if (body === 'rejects') {
      await expect(fetch(address)).rejects.toThrow('Failed to fetch');
    } else {
      const response = await fetch(address);
      expect(response.status).toBe(status);
      expect(await response.text()).toBe(body);
    }
    expect(announce.mock.calls).toEqual(announced ? [[address]] : []);
  });
});

describe('retry addresses', () => {
  it.each([
    ['polaris-platform', 0, 'polaris-platform'],
    ['polaris-platform', 2, 'polaris-platform~2'],
  ])('attemptName(%p, %i) → %p', (name, attempt, expected) => {
    expect(attemptName(name, attempt)).toBe(expected);
  });

  it.each([
    ['/apps/platform/', 0, '/apps/platform/'],
    ['/apps/platform/', 2, '/apps/platform/?attempt=2'],
    ['/apps/platform/?v=1', 1, '/apps/platform/?v=1&attempt=1'],
  ])('attemptAddress(%p, %i) → %p', (address, attempt, expected) => {
    expect(attemptAddress(address, attempt)).toBe(expected);
  });

  it("moves the module's own scripts and styles to new addresses, not inline code", () => {
    const processed = {
      template: '<div></div>',
      scripts: [
        'http://localhost:8000/apps/platform/framework.1.js',
        '<script>inline()</script>',
        { async: true, src: '/apps/platform/late.js' },
        'http://localhost:8000/apps/platform/umi.2.js',
      ],
      styles: ['/apps/platform/umi.css'],
      entry: 'http://localhost:8000/apps/platform/umi.2.js',
    };
    expect(templateForAttempt(0)(processed)).toBe(processed);
    expect(templateForAttempt(1)(processed)).toEqual({
      template: '<div></div>',
      scripts: [
        'http://localhost:8000/apps/platform/framework.1.js?attempt=1',
        '<script>inline()</script>',
        { async: true, src: '/apps/platform/late.js?attempt=1' },
        'http://localhost:8000/apps/platform/umi.2.js?attempt=1',
      ],
      styles: ['/apps/platform/umi.css?attempt=1'],
      entry: 'http://localhost:8000/apps/platform/umi.2.js?attempt=1',
    });
  });
});

describe('loaderConfiguration', () => {
  it('keeps a load by its name, and asks for new addresses on a retry', () => {
    const kept = { sandbox: true, singular: false, $$cacheLifecycleByAppName: true };
    expect(loaderConfiguration(0)).toEqual(kept);
    expect(loaderConfiguration(1)).toEqual({ ...kept, postProcessTemplate: expect.any(Function) });
  });
});

describe('forgetObjects', () => {
  it('empties what a library may keep, so nothing stays reachable through it', () => {
    const slot = { element: {} };
    const shell = { slots: [slot], navigate: () => undefined };
    const props = { polarisShell: shell };
    forgetObjects(props, shell);
    expect(props).toEqual({});
    expect(shell).toEqual({});
  });
});
