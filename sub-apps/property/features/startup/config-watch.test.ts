import { CHUNK_LOAD_ERROR_EVENT } from '@polaris/core/loading/code-loading';
import { buildStampOf, watchModuleConfig } from './config-watch';

const build = (js: string, version = '0.1.0') => ({
  version,
  commitHash: 'abc',
  indexAssets: { js: [js], css: [] },
});

function setup(manifests: unknown[], answer = true) {
  const events = new EventTarget();
  const reads = [...manifests];
  const env = {
    events,
    readManifest: jest.fn(async () => {
      const next = reads.length > 1 ? reads.shift() : reads[0];
      if (next instanceof Error) throw next;
      return next;
    }),
    confirmRefresh: jest.fn(async () => answer),
    reload: jest.fn(),
  };
  const fail = () => events.dispatchEvent(new Event(CHUNK_LOAD_ERROR_EVENT));
  return { env, fail };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the property module’s configuration watch', () => {
  it('a chunk failure after a new deploy asks once to refresh, and reloads on OK', async () => {
    const { env, fail } = setup([build('umi.1.js'), build('umi.2.js')]);
    const stop = watchModuleConfig(env);
    fail();
    await settle();
    expect(env.confirmRefresh).toHaveBeenCalledTimes(1);
    expect(env.reload).toHaveBeenCalledTimes(1);
    fail();
    await settle();
    expect(env.confirmRefresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('the same build deployed: the failure is the page’s to show, nobody is asked', async () => {
    const { env, fail } = setup([build('umi.1.js')]);
    const stop = watchModuleConfig(env);
    fail();
    await settle();
    expect(env.readManifest).toHaveBeenCalledTimes(2);
    expect(env.confirmRefresh).not.toHaveBeenCalled();
    stop();
  });

  it('Later: no reload; an unreadable manifest: nobody is asked', async () => {
    const later = setup([build('umi.1.js'), build('umi.2.js')], false);
    const stopLater = watchModuleConfig(later.env);
    later.fail();
    await settle();
    expect(later.env.reload).not.toHaveBeenCalled();
    stopLater();

    const unreadable = setup([build('umi.1.js'), new Error('offline')]);
    const stopUnreadable = watchModuleConfig(unreadable.env);
    unreadable.fail();
    await settle();
    expect(unreadable.env.confirmRefresh).not.toHaveBeenCalled();
    stopUnreadable();
  });

  it('stopped: failures are no longer watched', async () => {
    const { env, fail } = setup([build('umi.1.js'), build('umi.2.js')]);
    watchModuleConfig(env)();
    fail();
    await settle();
    expect(env.readManifest).toHaveBeenCalledTimes(1);
    expect(env.confirmRefresh).not.toHaveBeenCalled();
  });
});

describe.each([
  [build('umi.1.js'), '0.1.0|abc|umi.1.js'],
  [{ version: '2', indexAssets: { js: [] } }, '2|'],
  [{ indexAssets: { js: ['a.js', 'b.js'] } }, '||a.js|b.js'],
  [{}, null],
  [null, null],
  ['text', null],
])('buildStampOf(%p)', (manifest, expected) => {
  it(`is ${String(expected)}`, () => expect(buildStampOf(manifest)).toBe(expected));
});
