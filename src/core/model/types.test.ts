// Type-level checks: `npx tsc --noEmit -p .` fails if an @ts-expect-error below stops erroring.
import { createModelStore } from './createModelStore';
import { defineModel, type Model, type ModelAction } from './types';

interface TodoState {
  items: string[];
}

const todo = defineModel<TodoState>({
  namespace: 'todo',
  state: { items: [] },
  reducers: {
    // The state parameter is inferred from the model; the action may be narrowed.
    add: (state, { payload }: ModelAction<string>) => ({ items: [...state.items, payload ?? ''] }),
    // @ts-expect-error a reducer must return the model's state type
    broken: (state) => state.items,
  },
  effects: {
    *load(_, { call, put }) {
      const items: string[] = yield call(() => Promise.resolve(['a']));
      yield put({ type: 'add', payload: items[0] });
      return items.length;
    },
  },
});

describe('public types', () => {
  it('accept typed models where Model<unknown> is expected and type the root state', () => {
    const models: Model[] = [todo];
    const app = createModelStore<{ todo: TodoState }>({ models });
    const items: string[] = app.getState().todo.items;
    expect(items).toEqual([]);
    // @ts-expect-error state from `initialState` must come as a record of slices
    createModelStore({ initialState: 'nope' });
  });
});
