import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createModelStore } from './createModelStore';
import { useModelDispatch, useModelState } from './react';
import { defineModel, type ModelDispatch } from './types';

interface UserState {
  name: string;
  roles: string[];
}

const user = defineModel<UserState>({
  namespace: 'user',
  state: { name: 'guest', roles: [] },
  effects: {
    *rename() {
      return 'renamed';
    },
  },
});

function UserCard() {
  const state = useModelState(user);
  const roleCount = useModelState(user, (current) => current.roles.length);
  const byName = useModelState<UserState>('user');
  const missing = useModelState<UserState>('nobody');
  return (
    <p>
      {state.name}|{roleCount}|{byName?.name}|{String(missing)}
    </p>
  );
}

describe('react bindings', () => {
  it('read model state from the Provider store', () => {
    const app = createModelStore({
      models: [user],
      initialState: { user: { name: 'ada', roles: ['admin', 'dev'] } },
    });
    const html = renderToStaticMarkup(
      <Provider store={app.store}>
        <UserCard />
      </Provider>,
    );
    expect(html).toBe('<p>ada|2|ada|undefined</p>');
  });

  it('fall back to the model default state before it is registered', () => {
    const app = createModelStore();
    const html = renderToStaticMarkup(
      <Provider store={app.store}>
        <UserCard />
      </Provider>,
    );
    expect(html).toBe('<p>guest|0||undefined</p>');
  });

  it('give the store dispatch, which returns effect promises', async () => {
    const app = createModelStore({ models: [user] });
    let dispatch: ModelDispatch | undefined;
    function Capture() {
      dispatch = useModelDispatch();
      return null;
    }
    renderToStaticMarkup(
      <Provider store={app.store}>
        <Capture />
      </Provider>,
    );
    expect(dispatch).toBe(app.dispatch);
    await expect(dispatch?.({ type: 'user/rename' })).resolves.toBe('renamed');
  });
});
