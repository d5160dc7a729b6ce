import { getRuntimeConfig, configureRuntime } from '../config/runtime';
import { getLanguage, mergeTexts, setLanguage, subscribeTexts, t } from '../i18n/intl';
import { permissionCheckerOf } from '../permissions/current-checker';
import { request } from '../request/client';
import { notify, type Notice } from '../request/notify';
import { getSession, updateSession } from '../session/current-session';
import { endSession, setSessionEndHandlers } from '../session/session-end';
import { getAccessToken, keepTokensInMemory } from '../session/tokens';
import type * as CurrentModule from './current';
import { bindRuntime, boundRuntime, currentRuntime } from './current';
import { createRuntime, startRuntime } from './create-runtime';

describe('the runtime object', () => {
  it('holds each app instance’s facts apart: config, session, tokens, texts, notices', () => {
    const first = startRuntime({ config: { apiHost: 'https://a.example/' } });
    updateSession({ organizationId: 1 });
    keepTokensInMemory({ accessToken: 'a' });
    setLanguage('en_US');
    const shown: Notice[] = [];
    first.notices.notifier = (notice) => shown.push(notice);

    const second = startRuntime({ bundledTexts: { en_US: { 'app.key': 'Second app' } } });
    expect(getRuntimeConfig().apiHost).toBe('');
    expect(getSession().organizationId).toBeUndefined();
    expect(getAccessToken()).toBeUndefined();
    expect(getLanguage()).toBe('zh_CN');

    bindRuntime(first);
    expect(getRuntimeConfig().apiHost).toBe('https://a.example'); // trailing slash trimmed
    expect(getSession().organizationId).toBe(1);
    expect(getAccessToken()).toBe('a');
    expect(t('app.key')).toBe('app.key');
    notify({ style: 'info', title: 'to the first app' });
    expect(shown).toEqual([{ style: 'info', title: 'to the first app' }]);

    bindRuntime(second);
    setLanguage('en_US');
    expect(t('app.key')).toBe('Second app');
    expect(t('hzero.common.button.close')).toBe('Close'); // the core's texts are there too
  });

  it('ends with one dispose: listeners, shared answers, parts, tokens in memory, handlers', async () => {
    const runtime = startRuntime();
    keepTokensInMemory({ accessToken: 'in-memory' });
    const heard = jest.fn();
    subscribeTexts(heard);
    const toLogin = jest.fn();
    setSessionEndHandlers({ toLogin, toKickoff: jest.fn() });
    const checker = permissionCheckerOf(runtime);
    expect(permissionCheckerOf(runtime)).toBe(checker); // one per runtime
    let sends = 0;
    await runtime.sharedGets.run('GET /x', async () => (sends += 1));

    runtime.dispose();

    expect(runtime.disposed).toBe(true);
    expect(runtime.texts.listeners.size).toBe(0);
    expect(runtime.sharedGets.size()).toBe(0);
    expect(getAccessToken()).toBeUndefined(); // still in-memory mode: nothing read from cookies
    expect(runtime.sessionEnd.handlers).toEqual({});
    mergeTexts(getLanguage(), { late: 'text' });
    expect(heard).not.toHaveBeenCalled();
    // a part asked for after the end is not kept
    expect(permissionCheckerOf(runtime)).not.toBe(checker);
    expect(permissionCheckerOf(runtime)).not.toBe(permissionCheckerOf(runtime));
    expect(sends).toBe(1);
  });

  it('lets a late call after dispose run harmlessly against the ended runtime', async () => {
    const runtime = startRuntime();
    runtime.dispose();
    runtime.notices.notifier = () => undefined; // nothing to show in a test
    configureRuntime({ apiHost: 'http://127.0.0.1:9' }); // nothing listens there
    await expect(request('/late', { timeout: 500 })).rejects.toMatchObject({ kind: 'network' });
    expect(currentRuntime()).toBe(runtime);
  });

  it('asks the session end once per runtime, and again in a new one', async () => {
    const first = startRuntime();
    first.notices.notifier = () => undefined;
    const toLogin = jest.fn();
    setSessionEndHandlers({ toLogin, toKickoff: jest.fn() });
    await Promise.all([endSession(), endSession()]);
    expect(toLogin).toHaveBeenCalledTimes(1);

    const second = startRuntime();
    second.notices.notifier = () => undefined;
    const again = jest.fn();
    setSessionEndHandlers({ toLogin: again, toKickoff: jest.fn() });
    await endSession();
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('names the mistake when code runs before any runtime is bound', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module slot
      const fresh = require('./current') as typeof CurrentModule;
      expect(fresh.boundRuntime()).toBeUndefined();
      expect(() => fresh.currentRuntime()).toThrow(/none bound yet/);
    });
    expect(boundRuntime()).toBeDefined();
  });

  it('creates without binding, for code that hands the runtime over itself', () => {
    const bound = startRuntime();
    const detached = createRuntime({ config: { clientId: 'other' } });
    expect(currentRuntime()).toBe(bound);
    expect(detached.config.clientId).toBe('other');
  });
});
