import {
  AUTHORITY_DELAY_MS,
  CONFIG_WATCH_DELAY_MS,
  FILE_LINKS_DELAY_MS,
  houseAliasOf,
  SETTINGS_DELAY_MS,
  startPropertyStartup,
  syncFlagOf,
  type PropertyStartupEnvironment,
} from './property-startup';
import type { PropertySettings } from './property-settings';

interface Harness {
  env: PropertyStartupEnvironment;
  calls: string[];
  state: Partial<PropertySettings>;
  update: (patch: Partial<PropertySettings>) => void;
  stopWatch: jest.Mock;
  removeLinks: jest.Mock;
}

function harness(overrides: Partial<PropertyStartupEnvironment> = {}): Harness {
  const calls: string[] = [];
  const state: Partial<PropertySettings> = {};
  const stopWatch = jest.fn();
  const removeLinks = jest.fn();
  const env: PropertyStartupEnvironment = {
    fetchAuthority: async () => {
      calls.push('authority');
      return ['Pages', 'Pages.Property.House'];
    },
    fetchHouseAlias: async () => {
      calls.push('alias');
      return '单元';
    },
    fetchSelfTenantId: async () => {
      calls.push('self');
      return 1;
    },
    fetchSyncFlag: async (tenantId) => {
      calls.push(`sync:${tenantId}`);
      return 'false';
    },
    watchConfig: () => {
      calls.push('watch');
      return stopWatch;
    },
    installFileLinks: () => {
      calls.push('links');
      return removeLinks;
    },
    ...overrides,
  };
  return {
    env,
    calls,
    state,
    update: (patch) => Object.assign(state, patch),
    stopWatch,
    removeLinks,
  };
}

/** Moves the fake clock and lets the answers of the calls it started arrive. */
async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('property start-up (spec sections 4 and 9)', () => {
  it('runs each step at its delay: authority 500, alias and flag 600, watch 1000, links 5000', async () => {
    const h = harness();
    startPropertyStartup(h.env, h.update);
    await advance(AUTHORITY_DELAY_MS - 1);
    expect(h.calls).toEqual([]);
    await advance(1);
    expect(h.calls).toEqual(['authority']);
    expect(h.state.authority).toEqual(['Pages', 'Pages.Property.House']);
    await advance(SETTINGS_DELAY_MS - AUTHORITY_DELAY_MS - 1);
    expect(h.calls).toEqual(['authority']);
    await advance(1);
    expect(h.calls).toEqual(['authority', 'alias', 'self', 'sync:1']);
    expect(h.state).toMatchObject({ houseAlias: '单元', tenantId: 1, syncWuyeFlag: false });
    await advance(CONFIG_WATCH_DELAY_MS - SETTINGS_DELAY_MS);
    expect(h.calls.slice(4)).toEqual(['watch']);
    await advance(FILE_LINKS_DELAY_MS - CONFIG_WATCH_DELAY_MS - 1);
    expect(h.calls.slice(4)).toEqual(['watch']);
    await advance(1);
    expect(h.calls.slice(4)).toEqual(['watch', 'links']);
  });

  it('falls back when the calls fail: room label 房间, the sync flag on, the authority marked failed', async () => {
    const h = harness({
      fetchAuthority: () => Promise.reject(new Error('503')),
      fetchHouseAlias: () => Promise.reject(new Error('503')),
      fetchSyncFlag: () => Promise.reject(new Error('503')),
    });
    startPropertyStartup(h.env, h.update);
    await advance(SETTINGS_DELAY_MS);
    expect(h.state).toEqual({
      authority: [],
      authorityFailed: true,
      houseAlias: '房间',
      tenantId: 1,
      syncWuyeFlag: true,
    });
  });

  it('turns the flag on when the self user cannot be read (no organisation to ask for)', async () => {
    const h = harness({ fetchSelfTenantId: () => Promise.reject(new Error('500')) });
    startPropertyStartup(h.env, h.update);
    await advance(SETTINGS_DELAY_MS);
    expect(h.calls).not.toContain('sync:1');
    expect(h.state.syncWuyeFlag).toBe(true);
  });

  it('asks for the authority again on request, waiting (null) meanwhile', async () => {
    let answer: Promise<readonly string[]> = Promise.reject(new Error('503'));
    const h = harness({ fetchAuthority: () => answer });
    const startup = startPropertyStartup(h.env, h.update);
    await advance(AUTHORITY_DELAY_MS);
    expect(h.state.authorityFailed).toBe(true);
    answer = Promise.resolve(['Pages']);
    startup.reloadAuthority();
    expect(h.state).toMatchObject({ authority: null, authorityFailed: false });
    await advance(0);
    expect(h.state).toMatchObject({ authority: ['Pages'], authorityFailed: false });
  });

  it('stopped before its steps: none runs; stopped after: the watch and the handlers end', async () => {
    const early = harness();
    startPropertyStartup(early.env, early.update).stop();
    await advance(FILE_LINKS_DELAY_MS);
    expect(early.calls).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);

    const late = harness();
    const startup = startPropertyStartup(late.env, late.update);
    await advance(FILE_LINKS_DELAY_MS);
    startup.stop();
    expect(late.stopWatch).toHaveBeenCalledTimes(1);
    expect(late.removeLinks).toHaveBeenCalledTimes(1);
  });

  it('ignores answers that arrive after it stopped', async () => {
    let release: (codes: string[]) => void = () => undefined;
    const h = harness({ fetchAuthority: () => new Promise((resolve) => (release = resolve)) });
    const startup = startPropertyStartup(h.env, h.update);
    await advance(AUTHORITY_DELAY_MS);
    startup.stop();
    release(['Pages']);
    await advance(0);
    expect(h.state.authority).toBeUndefined();
  });
});

describe.each([
  [undefined, true],
  ['', true],
  ['true', true],
  ['1', true],
  ['Y', true],
  ['something', true],
  ['false', false],
  [' FALSE ', false],
  ['0', false],
  ['N', false],
  ['off', false],
])('syncFlagOf(%p)', (value, expected) => {
  it(`is ${expected}`, () => expect(syncFlagOf(value)).toBe(expected));
});

describe.each([
  [undefined, '房间'],
  ['', '房间'],
  ['  ', '房间'],
  ['单元', '单元'],
  [' 铺位 ', '铺位'],
])('houseAliasOf(%p)', (value, expected) => {
  it(`is ${expected}`, () => expect(houseAliasOf(value)).toBe(expected));
});
