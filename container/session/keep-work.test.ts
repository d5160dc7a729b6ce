import { startRuntime } from '@polaris/core/runtime/create-runtime';
import { renewalOf } from '@polaris/core/session/renew/renewal';
import { memoryStore } from '@polaris/core/session/stores';
import { endSession } from '@polaris/core/session/session-end';
import { createBeforeRemoveRegistry } from '../tabs/before-remove';
import { keepWorkOverSessionEnd } from './keep-work';

function setup(roleId = 11) {
  const runtime = startRuntime();
  const hooks = createBeforeRemoveRegistry();
  const store = memoryStore();
  const subject = { userId: 2, loginName: 'alice', roleId };
  const bridge = keepWorkOverSessionEnd({
    runtime,
    tabKeys: () => ['/workplace', '/hiam/user/info'],
    subject: () => subject,
    storage: () => store,
    hooks,
  });
  return { runtime, hooks, store, subject, bridge };
}

describe('the shell keeps the work of its pages over a kick-off', () => {
  it('keeps what unsaved pages describe, per role, and hands each draft out once', () => {
    const { runtime, hooks, store, subject, bridge } = setup();
    hooks.register('/hiam/user/info', () => true);
    bridge.keepDraft('/hiam/user/info', () => ({ realName: 'Ally' }));
    bridge.keepDraft('/workplace', () => 'nothing unsaved here');
    runtime.sessionEnd.handlers.keepDrafts?.();

    expect(bridge.hasDraft('/workplace')).toBe(false);
    subject.roleId = 12; // another role does not get the page's draft
    expect(bridge.hasDraft('/hiam/user/info')).toBe(false);
    subject.roleId = 11;
    expect(bridge.hasDraft('/hiam/user/info')).toBe(true);
    expect(bridge.takeDraft('/hiam/user/info')?.value).toEqual({ realName: 'Ally' });
    expect(bridge.takeDraft('/hiam/user/info')).toBeUndefined();
    expect(store.length).toBe(0);
  });

  it('keeps nothing where the app has no storage', () => {
    const runtime = startRuntime();
    const hooks = createBeforeRemoveRegistry();
    const bridge = keepWorkOverSessionEnd({
      runtime,
      tabKeys: () => ['/a'],
      subject: () => ({ userId: 2, loginName: 'alice' }),
      storage: () => undefined,
      hooks,
    });
    hooks.register('/a', () => true);
    bridge.keepDraft('/a', () => 1);
    expect(() => runtime.sessionEnd.handlers.keepDrafts?.()).not.toThrow();
    expect(bridge.takeDraft('/a')).toBeUndefined();
  });

  it('gives the modules the shell’s own session end', () => {
    expect(setup().bridge.endSession).toBe(endSession);
  });

  it('renews in place only while a tab holds unsaved input', async () => {
    const { runtime, hooks } = setup();
    const renew = runtime.sessionEnd.handlers.renew!;
    expect(await renew()).toBe(false); // nothing unsaved: leave as before
    hooks.register('/hiam/user/info', () => true);
    const outcome = renew();
    await Promise.resolve();
    const question = renewalOf(runtime);
    for (let i = 0; i < 5 && !question.current(); i += 1) await Promise.resolve();
    question.current()?.answer(true);
    expect(await outcome).toBe(true);
  });
});
