import {
  canRemove,
  createBeforeRemoveRegistry,
  mayLeaveAll,
  registerBeforeRemove,
  type BeforeRemoveHook,
} from './before-remove';

const allow: BeforeRemoveHook = () => true;
const veto: BeforeRemoveHook = () => false;

describe('createBeforeRemoveRegistry: canRemove', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => error.mockRestore());

  it.each<[string, BeforeRemoveHook | undefined, boolean]>([
    ['no hook', undefined, true],
    ['a hook returning true', allow, true],
    ['a hook returning false', veto, false],
    ['a hook resolving true', () => Promise.resolve(true), true],
    ['a hook resolving false', () => Promise.resolve(false), false],
    ['a hook rejecting', () => Promise.reject(new Error('no')), false],
    [
      'a hook throwing',
      () => {
        throw new Error('bug');
      },
      false,
    ],
    ['a hook returning nothing (not an explicit false)', (() => undefined) as never, true],
  ])('%s → removable: %p', async (_situation, hook, removable) => {
    const registry = createBeforeRemoveRegistry();
    if (hook) registry.register('/a', hook);
    expect(await registry.canRemove(['/a', '/b'])).toEqual(removable ? ['/a', '/b'] : ['/b']);
  });

  it('asks the hooks one after the other, in the order of the keys', async () => {
    const registry = createBeforeRemoveRegistry();
    const log: string[] = [];
    let answerFirst: (value: boolean) => void = () => {};
    registry.register('/a', () => {
      log.push('a asked');
      return new Promise<boolean>((resolve) => {
        answerFirst = resolve;
      });
    });
    registry.register('/b', () => {
      log.push('b asked');
      return true;
    });
    const result = registry.canRemove(['/a', '/b']);
    await Promise.resolve();
    expect(log).toEqual(['a asked']); // b's confirm does not show while a's is open
    answerFirst(false);
    expect(await result).toEqual(['/b']);
    expect(log).toEqual(['a asked', 'b asked']);
  });

  it('resolves to no keys for no keys', async () => {
    expect(await createBeforeRemoveRegistry().canRemove([])).toEqual([]);
  });
});

describe('createBeforeRemoveRegistry: register', () => {
  it('keeps the first hook registered for a key', async () => {
    const registry = createBeforeRemoveRegistry();
    const first = jest.fn(veto);
    const second = jest.fn(allow);
    registry.register('/a', first);
    registry.register('/a', second);
    expect(await registry.canRemove(['/a'])).toEqual([]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('removes a hook with the function register returned', async () => {
    const registry = createBeforeRemoveRegistry();
    const unregister = registry.register('/a', veto);
    unregister();
    expect(await registry.canRemove(['/a'])).toEqual(['/a']);
  });

  it('does not let an ignored registration remove the kept hook', async () => {
    const registry = createBeforeRemoveRegistry();
    registry.register('/a', veto);
    const unregisterIgnored = registry.register('/a', allow);
    unregisterIgnored();
    expect(await registry.canRemove(['/a'])).toEqual([]);
  });

  it('does not let a stale unregister remove the hook of a later page', async () => {
    const registry = createBeforeRemoveRegistry();
    const unregisterOld = registry.register('/a', allow);
    registry.forget(['/a']); // the tab closed
    registry.register('/a', veto); // the tab opened again, its page guards its input
    unregisterOld(); // the old page unmounts late
    expect(await registry.canRemove(['/a'])).toEqual([]);
  });

  it('forget drops the hooks of the given keys only', async () => {
    const registry = createBeforeRemoveRegistry();
    registry.register('/a', veto);
    registry.register('/b', veto);
    registry.forget(['/a']);
    expect(await registry.canRemove(['/a', '/b'])).toEqual(['/a']);
    registry.register('/a', allow); // a new first hook for the forgotten key
    expect(await registry.canRemove(['/a'])).toEqual(['/a']);
  });
});

describe('registerBeforeRemove and canRemove', () => {
  it('use the shared registry', async () => {
    const unregister = registerBeforeRemove('/shared', veto);
    expect(await canRemove(['/shared', '/other'])).toEqual(['/other']);
    unregister();
    expect(await canRemove(['/shared'])).toEqual(['/shared']);
  });
});

describe('mayLeaveAll', () => {
  it.each<[string, BeforeRemoveHook[], boolean, number]>([
    ['no hooks', [], true, 0],
    ['every page allows', [allow, allow], true, 2],
    ['the first page vetoes: the second is not asked', [veto, allow], false, 1],
    ['the last page vetoes', [allow, veto], false, 2],
  ])('%s', async (_label, hooks, expected, asked) => {
    const registry = createBeforeRemoveRegistry();
    let calls = 0;
    hooks.forEach((hook, index) =>
      registry.register(`/p${index}`, () => {
        calls += 1;
        return hook();
      }),
    );
    expect(await registry.mayLeaveAll(['/p0', '/p1', '/free'])).toBe(expected);
    expect(calls).toBe(asked);
  });

  it('asks the shared registry', async () => {
    const unregister = registerBeforeRemove('/editing', veto);
    expect(await mayLeaveAll(['/workplace', '/editing'])).toBe(false);
    unregister();
    expect(await mayLeaveAll(['/workplace', '/editing'])).toBe(true);
  });
});

describe('createBeforeRemoveRegistry: unsaved input and its drafts', () => {
  it('knows which open pages hold unsaved input', () => {
    const registry = createBeforeRemoveRegistry();
    const remove = registry.register('/a', allow);
    expect(registry.anyUnsaved(['/a', '/b'])).toBe(true);
    expect(registry.anyUnsaved(['/b'])).toBe(false);
    remove();
    expect(registry.anyUnsaved(['/a'])).toBe(false);
  });

  it('collects the drafts of unsaved pages only, the latest description winning', () => {
    const registry = createBeforeRemoveRegistry();
    registry.register('/a', allow);
    registry.keepDraft('/a', () => ({ name: 'first' }));
    registry.keepDraft('/a', () => ({ name: 'second' }));
    registry.keepDraft('/b', () => ({ name: 'saved already' })); // no hook: nothing unsaved
    expect(registry.draftsOf(['/a', '/b', '/c'])).toEqual({ '/a': { name: 'second' } });
  });

  it('gives no draft for a page that fails to describe its input, and keeps the others', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const registry = createBeforeRemoveRegistry();
    registry.register('/a', allow);
    registry.register('/b', allow);
    registry.keepDraft('/a', () => {
      throw new Error('bug');
    });
    registry.keepDraft('/b', () => 'text');
    expect(registry.draftsOf(['/a', '/b'])).toEqual({ '/b': 'text' });
    error.mockRestore();
  });

  it('removes only its own description, and forgets a closed tab’s', () => {
    const registry = createBeforeRemoveRegistry();
    registry.register('/a', allow);
    const first = registry.keepDraft('/a', () => 1);
    registry.keepDraft('/a', () => 2);
    first();
    expect(registry.draftsOf(['/a'])).toEqual({ '/a': 2 });
    registry.forget(['/a']);
    registry.register('/a', allow);
    expect(registry.draftsOf(['/a'])).toEqual({});
  });
});
