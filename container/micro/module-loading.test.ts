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
  const cases: Array<[string, string, () => Promise<Response>, string | 'rejects', number]> = [
    [
      'a lazy chunk that loads',
      '/apps/platform/242.a.async.js',
      async () => new Response('chunk()'),
      'chunk()',
      200,
    ],
    ['a lazy chunk offline: an empty script', '/apps/platform/242.a.async.js', offline, '', 200],
    [
      'a lazy chunk gone (404): an empty script',
      '/apps/platform/242.a.async.js?retry=1',
      async () => new Response('nope', { status: 404 }),
      '',
      200,
    ],
    ['anything else offline still fails', '/apps/platform/', offline, 'rejects', 0],
    [
      'an API answer is left alone',
      '/hpfm/v1/x',
      async () => new Response('{}', { status: 500 }),
      '{}',
      500,
    ],
  ];

  it.each(cases)('%s', async (_name, address, answer, body, status) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = createChunkFetch(answer);
    if (body === 'rejects') {
      await expect(fetch(address)).rejects.toThrow('Failed to fetch');
      return;
    }
    const response = await fetch(address);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
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
  it('asks for nothing special on a first load, and new addresses on a retry', () => {
    expect(loaderConfiguration(0)).toEqual({ sandbox: true, singular: false });
    expect(loaderConfiguration(1)).toEqual({
      sandbox: true,
      singular: false,
      postProcessTemplate: expect.any(Function),
    });
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
