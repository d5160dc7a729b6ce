import type { Action } from 'redux';
import { createModelStore, type ModelStoreOptions } from './createModelStore';
import { EffectCancelledError, isEffectCancelled } from './effectResults';
import { defineModel, type Effect, type Model, type ModelAction } from './types';

interface CountState {
  count: number;
}

const counter = defineModel<CountState>({
  namespace: 'counter',
  state: { count: 0 },
  reducers: {
    add: (state, { payload = 1 }: ModelAction<number>) => ({ count: state.count + payload }),
  },
});

const settings = defineModel({ namespace: 'settings', state: { step: 10 } });

/** A store whose onError is a jest mock, so failures are asserted rather than printed. */
function storeWith(models: ModelStoreOptions['models'], options: ModelStoreOptions = {}) {
  const onError = jest.fn();
  return { ...createModelStore({ models, onError, ...options }), onError };
}

const later = <T>(value: T, ms = 5) => new Promise<T>((r) => setTimeout(() => r(value), ms));

describe('reducers', () => {
  it('update their slice and dispatch returns the action itself', () => {
    const { dispatch, getState } = storeWith([counter, settings]);
    const action = { type: 'counter/add', payload: 2 };
    expect(dispatch(action)).toBe(action);
    expect(getState()).toEqual({ counter: { count: 2 }, settings: { step: 10 } });
  });
});

describe('effects', () => {
  const loader = defineModel<CountState>({
    namespace: 'loader',
    state: { count: 0 },
    reducers: { save: (_, { payload }: ModelAction<CountState>) => payload as CountState },
    effects: {
      *load({ payload }: ModelAction<number>, { call, put, select }) {
        const step: number = yield select(
          (root: { settings: { step: number } }) => root.settings.step,
        );
        const loaded: number = yield call(later, payload);
        yield put({ type: 'save', payload: { count: loaded * step } });
        return `loaded ${loaded}`;
      },
      *fail() {
        throw new Error('backend down');
      },
    },
  });

  it('use call, select (whole state) and put, and the dispatch promise gives the result', async () => {
    const { dispatch, getState } = storeWith([loader, settings]);
    await expect(dispatch({ type: 'loader/load', payload: 3 })).resolves.toBe('loaded 3');
    expect(getState().loader).toEqual({ count: 30 });
  });

  it('reject the dispatch promise and call onError when they throw, without killing watchers', async () => {
    const { dispatch, onError } = storeWith([loader, settings]);
    const action = { type: 'loader/fail' };
    await expect(dispatch(action)).rejects.toThrow('backend down');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'backend down' }), {
      type: 'loader/fail',
    });
    await expect(dispatch(action)).rejects.toThrow('backend down');
    await expect(dispatch({ type: 'loader/load', payload: 1 })).resolves.toBe('loaded 1');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('keep watching when onError itself throws', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const throwingHandler = () => {
        throw new Error('reporter down');
      };
      const { dispatch } = createModelStore({
        models: [loader, settings],
        onError: throwingHandler,
      });
      await expect(dispatch({ type: 'loader/fail' })).rejects.toThrow('backend down');
      await expect(dispatch({ type: 'loader/load', payload: 1 })).resolves.toBe('loaded 1');
      expect(consoleError).toHaveBeenCalledTimes(1);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('report to console.error when no onError is given', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { dispatch } = createModelStore({ models: [loader, settings] });
      await expect(dispatch({ type: 'loader/fail' })).rejects.toThrow('backend down');
      expect(consoleError).toHaveBeenCalledWith(
        '[model] loader/fail failed:',
        expect.objectContaining({ message: 'backend down' }),
      );
    } finally {
      consoleError.mockRestore();
    }
  });

  it('pass their action through reducers too, so store subscribers see it', async () => {
    const { dispatch, store } = storeWith([loader, settings]);
    const listener = jest.fn();
    store.subscribe(listener);
    const result = dispatch({ type: 'loader/load', payload: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    await result;
  });

  it('can wait for another effect with putResolve', async () => {
    const chain = defineModel({
      namespace: 'chain',
      state: null,
      effects: {
        *outer(_, { putResolve }) {
          const inner: string = yield putResolve({ type: 'loader/load', payload: 2 });
          return `outer got ${inner}`;
        },
      },
    });
    const { dispatchEffect } = storeWith([loader, settings, chain]);
    await expect(dispatchEffect<string>({ type: 'chain/outer' })).resolves.toBe(
      'outer got loaded 2',
    );
  });

  it('dispatchEffect rejects for an action no effect handles', async () => {
    const { dispatchEffect } = storeWith([counter]);
    await expect(dispatchEffect({ type: 'counter/add' })).rejects.toThrow(
      'No effect handles "counter/add"',
    );
  });
});

describe('relative action types inside a model', () => {
  const lastType = (state: { lastType?: string }, action: Action<string>) => ({
    lastType: action.type,
  });
  const user = defineModel<{ lastType?: string }>({
    namespace: 'user',
    state: {},
    reducers: { save: lastType },
    effects: {
      *emit({ payload }: ModelAction<string>, { put }) {
        yield put({ type: payload as string, payload: 'data' });
      },
      *waitFor({ payload }: ModelAction<string | string[]>, { take }) {
        const taken: Action<string> = yield take(payload);
        return taken.type;
      },
    },
  });
  const audit = defineModel<{ lastType?: string }>({
    namespace: 'audit',
    state: {},
    reducers: { record: lastType },
  });

  it.each([
    ['save', { user: { lastType: 'user/save' }, audit: {} }],
    ['user/save', { user: { lastType: 'user/save' }, audit: {} }],
    ['audit/record', { user: {}, audit: { lastType: 'audit/record' } }],
    ['record', { user: {}, audit: {} }], // becomes user/record, which nothing handles
  ])('put({ type: %j }) reaches the expected reducer', async (type, expected) => {
    const { dispatch, getState } = storeWith([user, audit]);
    await dispatch({ type: 'user/emit', payload: type });
    expect(getState()).toEqual(expected);
  });

  it.each<[string | string[], string[], string]>([
    ['save', ['save', 'audit/save', 'user/save'], 'user/save'],
    ['audit/record', ['record', 'user/record', 'audit/record'], 'audit/record'],
    [['save', 'audit/record'], ['save', 'audit/record'], 'audit/record'],
  ])('take(%j) waits for the resolved type', async (pattern, dispatched, expected) => {
    const { dispatch } = storeWith([user, audit]);
    const taken = dispatch({ type: 'user/waitFor', payload: pattern });
    dispatched.forEach((type) => dispatch({ type }));
    await expect(taken).resolves.toBe(expected);
  });
});

describe('watch strategies', () => {
  function modelWatching(effects: Model['effects']) {
    return defineModel({ namespace: 'search', state: null, effects });
  }
  const finished: string[] = [];
  const search: Effect = function* ({ payload }: ModelAction<string>, { call }) {
    try {
      const found: string = yield call(later, payload as string, 20);
      return found;
    } finally {
      finished.push(payload as string);
    }
  };
  beforeEach(() => finished.splice(0));

  it('takeLatest cancels the earlier run and rejects its promise as cancelled', async () => {
    const { dispatch, onError } = storeWith([
      modelWatching({ run: [search, { type: 'takeLatest' }] }),
    ]);
    const first = dispatch({ type: 'search/run', payload: 'a' });
    const second = dispatch({ type: 'search/run', payload: 'ab' });
    await expect(first).rejects.toEqual(new EffectCancelledError('search/run', 'cancelled'));
    expect(finished).toEqual(['a']); // its finally ran at cancellation
    await expect(second).resolves.toBe('ab');
    expect(onError).not.toHaveBeenCalled();
  });

  it('takeEvery (the default) runs every action', async () => {
    const { dispatch } = storeWith([modelWatching({ run: search })]);
    const results = [
      dispatch({ type: 'search/run', payload: 'a' }),
      dispatch({ type: 'search/run', payload: 'b' }),
    ];
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b']);
  });

  it('takeLeading drops actions while a run is busy', async () => {
    const { dispatch } = storeWith([modelWatching({ run: [search, { type: 'takeLeading' }] })]);
    const first = dispatch({ type: 'search/run', payload: 'a' });
    const second = dispatch({ type: 'search/run', payload: 'b' });
    const error = await (second as Promise<unknown>).catch((e: unknown) => e);
    expect(isEffectCancelled(error) && error.reason).toBe('dropped');
    await expect(first).resolves.toBe('a');
    await expect(dispatch({ type: 'search/run', payload: 'c' })).resolves.toBe('c');
  });

  it('throttle runs the first action, then the latest one after the window', async () => {
    const { dispatch } = storeWith([
      modelWatching({ run: [search, { type: 'throttle', ms: 30 }] }),
    ]);
    const [a, b, c] = ['a', 'b', 'c'].map((payload) => dispatch({ type: 'search/run', payload }));
    await expect(b).rejects.toEqual(new EffectCancelledError('search/run', 'dropped'));
    await expect(a).resolves.toBe('a');
    await expect(c).resolves.toBe('c');
    expect(finished).toEqual(['a', 'c']);
  });
});
