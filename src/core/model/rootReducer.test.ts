import { createRootReducer, type ModelSlice } from './rootReducer';
import type { Reducer } from './types';

function slice(
  namespace: string,
  initialState: unknown,
  reducers: Record<string, Reducer<unknown>> = {},
): ModelSlice {
  return { namespace, initialState, reducersByType: new Map(Object.entries(reducers)) };
}

const counter = slice(
  'counter',
  { n: 0 },
  {
    'counter/add': (state) => ({ n: (state as { n: number }).n + 1 }),
  },
);
const user = slice('user', { name: 'anon' });

describe('createRootReducer', () => {
  it('starts every slice from its initial state', () => {
    const reduce = createRootReducer([counter, user]);
    expect(reduce(undefined, { type: '@@init' })).toEqual({
      counter: { n: 0 },
      user: { name: 'anon' },
    });
  });

  it('runs only the reducer registered for the action type', () => {
    const reduce = createRootReducer([counter, user]);
    const before = reduce(undefined, { type: '@@init' });
    const after = reduce(before, { type: 'counter/add' });
    expect(after).toEqual({ counter: { n: 1 }, user: { name: 'anon' } });
    expect(after.user).toBe(before.user);
  });

  it('returns the same root object when no slice changed', () => {
    const reduce = createRootReducer([counter, user]);
    const state = reduce(undefined, { type: '@@init' });
    expect(reduce(state, { type: 'other/thing' })).toBe(state);
  });

  it('drops slices that are no longer listed and keeps the others', () => {
    const state = createRootReducer([counter, user])(undefined, { type: '@@init' });
    const next = createRootReducer([user])(state, { type: '@@replace' });
    expect(next).toEqual({ user: { name: 'anon' } });
    expect(next.user).toBe(state.user);
  });

  it('keeps existing state over the initial state', () => {
    const reduce = createRootReducer([counter]);
    expect(reduce({ counter: { n: 5 } }, { type: 'counter/add' })).toEqual({ counter: { n: 6 } });
  });

  it('names the reducer that returned undefined', () => {
    const broken = slice('user', {}, { 'user/clear': () => undefined });
    expect(() => createRootReducer([broken])({}, { type: 'user/clear' })).toThrow(
      'Reducer "user/clear" returned undefined for "user"',
    );
  });
});
