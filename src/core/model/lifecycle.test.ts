import { createModelStore, type ModelStoreOptions } from './createModelStore';
import { EffectCancelledError } from './effectResults';
import { defineModel, type HistoryLike, type Model, type ModelAction } from './types';

/** A history whose listener count proves that subscriptions unlisten. */
function createFakeHistory(pathname = '/') {
  const listeners = new Set<() => void>();
  const history = {
    location: { pathname, search: '', hash: '' },
    listen(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    push(path: string) {
      history.location = { pathname: path, search: '', hash: '' };
      listeners.forEach((listener) => listener());
    },
    get listenerCount() {
      return listeners.size;
    },
  };
  history satisfies HistoryLike; // the fake must keep to the public contract
  return history;
}

interface AppState {
  [namespace: string]: unknown;
  counter: { count: number };
  page: PageState;
}

function storeWith(models: Model[], options: ModelStoreOptions = {}) {
  const onError = jest.fn();
  return { ...createModelStore<AppState>({ models, onError, ...options }), onError };
}

interface PageState {
  path: string;
  ticks: number;
}

/** Tracks the route through a history subscription and runs a ticker until cancelled. */
function pageModel(namespace: string, log: string[]) {
  return defineModel<PageState>({
    namespace,
    state: { path: '', ticks: 0 },
    reducers: {
      route: (state, { payload }: ModelAction<string>) => ({ ...state, path: payload as string }),
      tick: (state) => ({ ...state, ticks: state.ticks + 1 }),
    },
    effects: {
      *poll(_, { delay, put, cancelled }) {
        try {
          while (true) {
            yield delay(1000);
            yield put({ type: 'tick' });
          }
        } finally {
          if (yield cancelled()) log.push(`${namespace}: poll cancelled`);
          yield put({ type: 'tick' }); // must not change state once the store is torn down
        }
      },
    },
    subscriptions: {
      route({ dispatch, history }) {
        if (!history) return;
        const sync = () => dispatch({ type: 'route', payload: history.location.pathname });
        sync();
        return history.listen(sync);
      },
      heartbeat() {
        const timer = setInterval(() => log.push(`${namespace}: heartbeat`), 5000);
        return () => {
          clearInterval(timer);
          log.push(`${namespace}: heartbeat stopped`);
        };
      },
    },
  });
}

const counter = defineModel({
  namespace: 'counter',
  state: { count: 0 },
  reducers: { add: (state) => ({ count: state.count + 1 }) },
  effects: {
    *addLater({ payload = 1 }: ModelAction<number>, { put, delay }) {
      yield delay(payload);
      yield put({ type: 'add' });
      return 'added';
    },
  },
});

describe('model() at run time', () => {
  it('adds the state slice and effects, leaving other slices untouched', async () => {
    const app = storeWith([counter]);
    const counterBefore = app.getState().counter;
    app.model(pageModel('page', []));
    expect(app.hasModel('page')).toBe(true);
    expect(app.getState().page).toEqual({ path: '', ticks: 0 });
    expect(app.getState().counter).toBe(counterBefore);
    app.destroy();
  });

  it('uses initialState over model.state the first time a namespace registers', () => {
    const app = storeWith([counter], { initialState: { counter: { count: 7 }, late: { n: 1 } } });
    const late = defineModel({ namespace: 'late', state: { n: 0 } });
    app.model(late);
    expect(app.getState()).toEqual({ counter: { count: 7 }, late: { n: 1 } });
    app.unmodel('late');
    app.model(late);
    expect(app.getState().late).toEqual({ n: 0 });
  });

  it('throws a clear error on a duplicate namespace and changes nothing', () => {
    const app = storeWith([counter]);
    const before = app.getState();
    expect(() => app.model({ namespace: 'counter', state: {} })).toThrow(
      'Model "counter" is already registered; unmodel it first',
    );
    expect(() => app.model({ namespace: 'a/b', state: {} })).toThrow('may not contain "/"');
    expect(app.getState()).toBe(before);
  });

  it('rolls back a model whose subscription throws', () => {
    const unlisten = jest.fn();
    const app = storeWith([]);
    const broken = defineModel({
      namespace: 'broken',
      state: {},
      subscriptions: {
        first: () => unlisten,
        second: () => {
          throw new Error('no history');
        },
      },
    });
    expect(() => app.model(broken)).toThrow('no history');
    expect(app.hasModel('broken')).toBe(false);
    expect(app.getState()).toEqual({});
    expect(unlisten).toHaveBeenCalledTimes(1);
  });
});

describe('subscriptions', () => {
  it('get dispatch (with relative types) and history, and their listeners fire', () => {
    const history = createFakeHistory('/home');
    const app = storeWith([pageModel('page', [])], { history });
    expect(app.getState().page.path).toBe('/home');
    expect(history.listenerCount).toBe(1);
    history.push('/orders');
    expect(app.getState().page.path).toBe('/orders');
    app.destroy();
  });

  it('run once per registration', () => {
    const subscription = jest.fn();
    const app = storeWith([
      defineModel({ namespace: 'x', state: 0, subscriptions: { subscription } }),
    ]);
    app.dispatch({ type: 'x/anything' });
    expect(subscription).toHaveBeenCalledTimes(1);
  });
});

describe('unmodel()', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('cancels running effects, unlistens subscriptions and removes only its slice', async () => {
    const log: string[] = [];
    const history = createFakeHistory('/a');
    const app = storeWith([counter, pageModel('page', log)], { history });
    const polling = app.dispatch({ type: 'page/poll' });
    await jest.advanceTimersByTimeAsync(2000);
    expect(app.getState().page.ticks).toBe(2);
    const counterBefore = app.getState().counter;

    app.unmodel('page');

    expect(log).toEqual(['page: heartbeat stopped', 'page: poll cancelled']);
    await expect(polling).rejects.toEqual(new EffectCancelledError('page/poll', 'cancelled'));
    expect(history.listenerCount).toBe(0);
    expect(app.getState()).toEqual({ counter: { count: 0 } });
    expect(app.getState().counter).toBe(counterBefore);
    expect(app.hasModel('page')).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
    // Its effect types are plain actions again.
    const action = { type: 'page/poll' };
    expect(app.dispatch(action)).toBe(action);
  });

  it('ignores an unknown namespace and allows registering the namespace again', () => {
    const app = storeWith([counter]);
    expect(() => app.unmodel('nope')).not.toThrow();
    app.dispatch({ type: 'counter/add' });
    app.unmodel('counter');
    app.model(counter);
    expect(app.getState()).toEqual({ counter: { count: 0 } });
  });

  it('reports an unlistener that throws and still tears the model down', () => {
    const failure = new Error('cannot unlisten');
    const app = storeWith([
      defineModel({
        namespace: 'x',
        state: 0,
        subscriptions: {
          bad: () => () => {
            throw failure;
          },
        },
      }),
    ]);
    app.unmodel('x');
    expect(app.onError).toHaveBeenCalledWith(failure, { type: 'x/bad' });
    expect(app.hasModel('x')).toBe(false);
  });
});

describe('destroy()', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('cancels everything, unlistens everything and leaves no timers', async () => {
    const log: string[] = [];
    const history = createFakeHistory('/a');
    const app = storeWith([counter, pageModel('one', log), pageModel('two', log)], { history });
    const runs = [
      app.dispatch({ type: 'one/poll' }),
      app.dispatch({ type: 'two/poll' }),
      app.dispatch({ type: 'counter/addLater', payload: 5000 }),
    ];
    await jest.advanceTimersByTimeAsync(1000);
    expect(history.listenerCount).toBe(2);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    const lastState = app.getState();

    app.destroy();

    expect(jest.getTimerCount()).toBe(0);
    expect(history.listenerCount).toBe(0);
    expect(log).toEqual([
      'one: heartbeat stopped',
      'one: poll cancelled',
      'two: heartbeat stopped',
      'two: poll cancelled',
    ]);
    for (const run of runs) await expect(run).rejects.toBeInstanceOf(EffectCancelledError);
    // The last state stays readable; `put`s from `finally` blocks were swallowed.
    expect(app.getState()).toBe(lastState);
    expect(app.hasModel('counter')).toBe(false);
  });

  it('makes dispatch a no-op, model() throw and a second destroy harmless', () => {
    const app = storeWith([counter]);
    app.destroy();
    const action = { type: 'counter/add' };
    expect(app.dispatch(action)).toBe(action);
    expect(app.store.dispatch(action)).toBe(action);
    expect(app.getState()).toEqual({ counter: { count: 0 } });
    expect(() => app.model(pageModel('page', []))).toThrow(
      'Cannot add model "page": store destroyed',
    );
    expect(() => app.destroy()).not.toThrow();
  });
});

describe('independent stores (one per sub-app)', () => {
  it('do not share state, effects or subscriptions', async () => {
    const history = createFakeHistory('/start');
    const first = storeWith([counter, pageModel('page', [])], { history });
    const second = storeWith([counter, pageModel('page', [])], { history });

    first.dispatch({ type: 'counter/add' });
    await second.dispatch({ type: 'counter/addLater' });
    await second.dispatch({ type: 'counter/addLater' });
    expect(first.getState().counter).toEqual({ count: 1 });
    expect(second.getState().counter).toEqual({ count: 2 });

    first.destroy();
    expect(history.listenerCount).toBe(1);
    history.push('/next');
    expect(first.getState().page.path).toBe('/start');
    expect(second.getState().page.path).toBe('/next');
    second.destroy();
  });
});
