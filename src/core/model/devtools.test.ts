import { createModelStore } from './createModelStore';
import { defineModel } from './types';

const counter = defineModel({
  namespace: 'counter',
  state: { count: 0 },
  reducers: { add: (state) => ({ count: state.count + 1 }) },
});

describe('devtools', () => {
  const KEY = '__REDUX_DEVTOOLS_EXTENSION_COMPOSE__';
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[KEY];
  });

  it('does not read the global unless asked to', () => {
    const read = jest.fn(() => undefined);
    Object.defineProperty(globalThis, KEY, { get: read, configurable: true });
    createModelStore({ models: [counter] }).destroy();
    expect(read).not.toHaveBeenCalled();
  });

  it('wraps the store with the extension when asked and installed', () => {
    const seen: string[] = [];
    const compose = jest.fn(() => (enhancer: (next: unknown) => unknown) => {
      return (
        createStore: (...args: unknown[]) => { dispatch: (a: { type: string }) => unknown },
      ) =>
        (enhancer as (c: typeof createStore) => typeof createStore)((...args) => {
          const store = createStore(...args);
          const dispatch = store.dispatch;
          return { ...store, dispatch: (a: { type: string }) => (seen.push(a.type), dispatch(a)) };
        });
    });
    (globalThis as Record<string, unknown>)[KEY] = compose;
    const app = createModelStore({ models: [counter], devtools: true, name: 'orders' });
    app.dispatch({ type: 'counter/add' });
    expect(compose).toHaveBeenCalledWith({ name: 'orders' });
    expect(seen).toContain('counter/add');
    expect(app.getState().counter).toEqual({ count: 1 });
  });

  it('works without the extension', () => {
    const app = createModelStore({ models: [counter], devtools: true });
    app.dispatch({ type: 'counter/add' });
    expect(app.getState().counter).toEqual({ count: 1 });
  });
});
