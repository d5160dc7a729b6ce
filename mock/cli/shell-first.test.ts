// npm start serves the shell as soon as it is built; sub-apps build behind it.
import type { PendingModules } from './serve-apps';
import { startShellFirst } from './shell-first';
import type { AppInfo } from './workspace';

const app = (name: string, kind: AppInfo['kind'] = 'sub-app'): AppInfo => ({
  name,
  kind,
  dir: `/repo/${name}`,
  distDir: `/repo/${name}/dist`,
});
const container = app('container', 'container');
const platform = app('platform');
const messages = app('messages');
const settings = async (of: AppInfo) => ({
  publicPath: `/apps/${of.name}/`,
  micro: { name: `polaris-${of.name}`, registerRegex: `^/${of.name}(/|$)`, priority: 10 },
});

/** Builds that finish when the test says so, recording what was started. */
function heldBuilds() {
  const started: string[] = [];
  const finish = new Map<string, { done: () => void; fail: (error: Error) => void }>();
  const build = (built: AppInfo) =>
    new Promise<void>((done, fail) => {
      started.push(built.name);
      finish.set(built.name, { done, fail });
    });
  const settle = async () => {
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };
  return { started, finish, build, settle };
}

function setup(stale: AppInfo[]) {
  const builds = heldBuilds();
  let served: PendingModules | undefined;
  const start = startShellFirst({
    apps: [container, platform, messages],
    isStale: (candidate) => stale.includes(candidate),
    readSettings: settings,
    serve: async (pending) => {
      served = pending;
      return 'gateway';
    },
    build: builds.build,
    concurrency: 2,
    log: () => undefined,
  });
  const listed = () =>
    served?.modules.map((module) => [module.name, module.state()?.status ?? 'built']);
  return { ...builds, start, served: () => served, listed };
}

describe('startShellFirst', () => {
  it('serves once the shell is built, a sub-app building beside it, and lists the rest as building', async () => {
    const run = setup([container, platform, messages]);
    await run.settle();
    expect(run.started).toEqual(['container', 'platform']);
    expect(run.served()).toBeUndefined();

    run.finish.get('container')!.done();
    const start = await run.start;
    expect(start.served).toBe('gateway');
    expect(run.listed()).toEqual([
      ['polaris-platform', 'building'],
      ['polaris-messages', 'building'],
    ]);
    expect(run.served()!.modules[0].state()).toEqual({
      status: 'building',
      registerRegex: '^/platform(/|$)',
      priority: 10,
      promptKeys: undefined,
      routes: undefined,
    });
    expect(start.building()).toEqual(['platform', 'messages']);

    run.finish.get('platform')!.done();
    await run.settle();
    expect(run.started).toEqual(['container', 'platform', 'messages']);
    run.finish.get('messages')!.fail(new Error('building messages failed (exit 1)'));
    const outcome = await start.rest;
    expect(run.listed()).toEqual([
      ['polaris-platform', 'built'],
      ['polaris-messages', 'failed'],
    ]);
    expect(outcome.failed.map((failure) => failure.app.name)).toEqual(['messages']);
    expect(start.building()).toEqual([]);
  });

  it('serves at once when the shell is up to date, only stale sub-apps pending', async () => {
    const run = setup([messages]);
    const start = await run.start;
    expect(run.listed()).toEqual([['polaris-messages', 'building']]);
    run.finish.get('messages')!.done();
    await start.rest;
    expect(run.listed()).toEqual([['polaris-messages', 'built']]);
  });

  it('does not serve when the shell fails to build, and stops the other builds', async () => {
    const run = setup([container, platform, messages]);
    await run.settle();
    run.finish.get('container')!.fail(new Error('building container failed (exit 2)'));
    run.finish.get('platform')!.done();
    await expect(run.start).rejects.toThrow('building container failed');
    expect(run.served()).toBeUndefined();
    expect(run.started).toEqual(['container', 'platform']);
  });
});
