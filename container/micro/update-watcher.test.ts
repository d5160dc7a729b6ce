import { announceChunkLoadError } from '@polaris/core/loading/code-loading';
import { parseModuleConfigs, type ModuleConfig } from './manifest';
import { RELOAD_INTERVAL_MS } from './update-rules';
import { createUpdateWatcher, UPDATE_MEMORY_KEY } from './update-watcher';

const platform = (version: string): ModuleConfig =>
  parseModuleConfigs([
    { name: 'platform', publicUrl: '/apps/platform/', registerRegex: '^/h', version },
  ]).modules[0];
const CHUNK = '/apps/platform/121.d5e5.async.js';

/** sessionStorage as a map, shared by the "pages" of one browser tab. */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function setup(options: {
  running?: ModuleConfig;
  deployed?: ModuleConfig;
  runningScripts?: string[];
  deployedScripts?: string[];
  storage?: ReturnType<typeof tabStorage>;
  now?: () => number;
}) {
  const running = options.running ?? platform('1');
  const deployed = { current: options.deployed ?? running };
  const events = new EventTarget();
  const reload = jest.fn();
  const refreshModules = jest.fn(async () => [deployed.current]);
  const deployedScripts = jest.fn(async () => options.deployedScripts ?? []);
  const watcher = createUpdateWatcher({
    modules: () => [running],
    refreshModules,
    loadedBuild: () => running,
    runningScripts: options.runningScripts ?? [],
    deployedScripts,
    storage: options.storage ?? tabStorage(),
    reload,
    events,
    base: 'https://polaris.example.com/hiam/user',
    now: options.now,
  });
  const prompts: Array<string | undefined> = [];
  watcher.subscribe(() => prompts.push(watcher.prompt()?.build));
  return { watcher, events, reload, refreshModules, deployedScripts, prompts, deployed };
}

describe('update watcher: a module chunk fails', () => {
  it('asks once when the module was deployed anew, and OK reloads', async () => {
    const { watcher, reload, prompts } = setup({ deployed: platform('2') });
    await watcher.check(CHUNK);
    expect(watcher.prompt()?.build).toMatch(/^platform@/);
    await watcher.check(CHUNK); // a second chunk of the same build fails
    expect(prompts).toHaveLength(1);
    watcher.accept();
    expect(watcher.prompt()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the module is unchanged: the page keeps its Retry', async () => {
    const { watcher, refreshModules } = setup({ deployed: platform('1') });
    await watcher.check(CHUNK);
    expect(refreshModules).toHaveBeenCalledTimes(1);
    expect(watcher.prompt()).toBeNull();
  });

  it('asks nothing when the manifests cannot be read (offline)', async () => {
    const { watcher, refreshModules } = setup({ deployed: platform('2') });
    refreshModules.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await watcher.check(CHUNK);
    expect(watcher.prompt()).toBeNull();
  });

  it('hears the announced chunk error, and no more once disposed', async () => {
    const { watcher, events, refreshModules } = setup({ deployed: platform('2') });
    announceChunkLoadError(CHUNK, events);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(watcher.prompt()).not.toBeNull();
    watcher.dismiss();
    watcher.dispose();
    announceChunkLoadError(CHUNK, events);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refreshModules).toHaveBeenCalledTimes(1);
  });

  it('asks again for a newer build, not for one already asked about after the reload', async () => {
    const storage = tabStorage();
    const first = setup({ deployed: platform('2'), storage });
    await first.watcher.check(CHUNK);
    first.watcher.dismiss();
    // the next page of the browser tab, still running build 1 (Later was chosen, then a reload)
    const second = setup({ deployed: platform('2'), storage });
    await second.watcher.check(CHUNK);
    expect(second.watcher.prompt()).toBeNull();
    second.deployed.current = platform('3');
    await second.watcher.check(CHUNK);
    expect(second.watcher.prompt()?.build).not.toBe(first.prompts[0]);
  });

  it('reloads at most once per 30 s', async () => {
    const storage = tabStorage();
    let now = 1_000_000;
    const first = setup({ deployed: platform('2'), storage, now: () => now });
    await first.watcher.check(CHUNK);
    first.watcher.accept();
    expect(first.reload).toHaveBeenCalledTimes(1);
    // after the reload, another deploy within 30 s: asked, but OK does not reload again
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    now += RELOAD_INTERVAL_MS - 1;
    const second = setup({
      running: platform('2'),
      deployed: platform('3'),
      storage,
      now: () => now,
    });
    await second.watcher.check(CHUNK);
    second.watcher.accept();
    expect(second.reload).not.toHaveBeenCalled();
    expect(JSON.parse(storage.items.get(UPDATE_MEMORY_KEY)!).reloadedAt).toBe(1_000_000);
  });

  it('remembers for the page when storage refuses', async () => {
    const refusing = {
      items: new Map<string, string>(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const { watcher, prompts } = setup({ deployed: platform('2'), storage: refusing });
    await watcher.check(CHUNK);
    watcher.dismiss();
    await watcher.check(CHUNK);
    expect(prompts.filter(Boolean)).toHaveLength(1);
  });
});

describe("update watcher: a chunk of the shell's own fails", () => {
  it("asks when the shell's page names new scripts", async () => {
    const { watcher, deployedScripts } = setup({
      runningScripts: ['/framework.1.js', '/umi.1.js'],
      deployedScripts: ['/framework.1.js', '/umi.2.js'],
    });
    await watcher.check('/7008.3288a54b.async.js');
    expect(deployedScripts).toHaveBeenCalledTimes(1);
    expect(watcher.prompt()?.build).toBe('shell@/framework.1.js,/umi.2.js');
  });

  it.each([
    ['the same scripts', ['/umi.1.js'], ['/umi.1.js']],
    ['a page without scripts (maintenance)', ['/umi.1.js'], []],
    ['a shell not started from its page (embedded)', [], ['/umi.2.js']],
  ])('asks nothing for %s', async (_, runningScripts, deployedScripts) => {
    const { watcher } = setup({ runningScripts, deployedScripts });
    await watcher.check(undefined);
    expect(watcher.prompt()).toBeNull();
  });
});
