import { createModelStore, type ModelAction } from '@polaris/core/core/model';
import { composeModel, globalOf, GLOBAL, type ModelPart } from './global-state';

interface Counter {
  count: number;
}
interface Label {
  label: string;
}
type Both = Counter & Label;

const counter: ModelPart<Both, Counter> = {
  area: 'counter',
  state: { count: 0 },
  reducers: {
    add: (state, { payload }: ModelAction<number>) => ({
      ...state,
      count: state.count + (payload ?? 1),
    }),
  },
};
const label: ModelPart<Both, Label> = {
  area: 'label',
  state: { label: 'none' },
  effects: {
    *rename({ payload }: ModelAction<string>, { put }) {
      yield put({ type: 'updateState', payload: { label: payload } });
    },
  },
  subscriptions: { start: () => undefined },
};

describe('composeModel', () => {
  it('puts the parts’ fields, actions and subscriptions into one model', () => {
    const model = composeModel<Both>(GLOBAL, [counter, label]);
    expect(model.namespace).toBe('global');
    expect(model.state).toEqual({ count: 0, label: 'none' });
    expect(Object.keys(model.reducers ?? {})).toEqual(['updateState', 'add']);
    expect(Object.keys(model.effects ?? {})).toEqual(['rename']);
    expect(Object.keys(model.subscriptions ?? {})).toEqual(['start']);
  });

  it('gives the model updateState, and each part’s actions work on the whole state', async () => {
    const store = createModelStore({ models: [composeModel<Both>(GLOBAL, [counter, label])] });
    store.dispatch({ type: 'global/add', payload: 2 });
    await store.dispatchEffect({ type: 'global/rename', payload: 'two' } as ModelAction<string>);
    expect(store.getState().global).toEqual({ count: 2, label: 'two' });
    store.destroy();
  });

  it.each<[string, ModelPart<Both, object>, string]>([
    [
      'a field',
      { area: 'other', state: { count: 1 } },
      'state count is declared by counter and other',
    ],
    [
      'a reducer',
      { area: 'other', state: {}, reducers: { add: (state) => state } },
      'action add is declared by counter and other',
    ],
    [
      'an effect named as a reducer',
      { area: 'other', state: {}, effects: { *add() {} } },
      'action add is declared by counter and other',
    ],
    [
      'updateState',
      { area: 'other', state: {}, reducers: { updateState: (state) => state } },
      'action updateState is declared by the model and other',
    ],
    [
      'a subscription',
      { area: 'other', state: {}, subscriptions: { start: () => undefined } },
      'subscriptions start is declared by label and other',
    ],
  ])('refuses %s two parts declare', (_what, clashing, message) => {
    expect(() => composeModel<Both>(GLOBAL, [counter, label, clashing])).toThrow(
      `global: ${message}`,
    );
  });
});

describe('globalOf', () => {
  it.each<[string, Record<string, unknown>, Counter]>([
    ['the model’s state once registered', { global: { count: 3, other: true } }, { count: 3 }],
    ['the part’s starting values before', {}, { count: 0 }],
  ])('reads %s', (_when, root, expected) => {
    expect(globalOf(root, { count: 0 })).toMatchObject(expected);
  });
});
