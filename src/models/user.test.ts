import { createModelStore } from '../core/model';
import type { CurrentUser } from '../services/iam/current-user';
import { initialUserState, userModel, type UserState } from './user';
import { makeCurrentUser } from '../services/iam/current-user.fixture';

interface AppState {
  [namespace: string]: unknown;
  user: UserState;
}

const user = makeCurrentUser();

function storeWithUser(currentUser?: CurrentUser) {
  return createModelStore<AppState>({
    models: [userModel],
    initialState: { user: { ...initialUserState, currentUser } },
  });
}

describe('user/saveCurrentUser', () => {
  it('stores a current user', () => {
    const { dispatch, getState } = storeWithUser();
    dispatch({ type: 'user/saveCurrentUser', payload: user });
    expect(getState().user.currentUser).toEqual(user);
  });

  it.each([
    { body: 'a failed body', payload: { failed: true, code: 'error.user', message: 'Locked' } },
    { body: 'a failed body without a message', payload: { failed: true } },
    { body: 'null', payload: null },
    { body: 'no payload', payload: undefined },
    { body: 'a string', payload: 'Internal Server Error' },
  ])('ignores $body and keeps the stored user', ({ payload }) => {
    const { dispatch, getState } = storeWithUser(user);
    const before = getState().user;
    dispatch({ type: 'user/saveCurrentUser', payload });
    expect(getState().user).toBe(before);
    expect(getState().user.currentUser).toEqual(user);
  });

  it('stores a body whose failed flag is false', () => {
    const { dispatch, getState } = storeWithUser();
    dispatch({ type: 'user/saveCurrentUser', payload: { ...user, failed: false } });
    expect(getState().user.currentUser).toMatchObject({ loginName: 'admin' });
  });
});

describe('user/setLanguage', () => {
  it("follows the user's language switch", () => {
    const { dispatch, getState } = storeWithUser(user);
    dispatch({ type: 'user/setLanguage', payload: { language: 'ja_JP', languageName: '日本語' } });
    expect(getState().user.currentUser).toEqual({
      ...user,
      language: 'ja_JP',
      languageName: '日本語',
    });
  });

  it('does nothing before a user is known', () => {
    const { dispatch, getState } = storeWithUser();
    dispatch({ type: 'user/setLanguage', payload: { language: 'ja_JP', languageName: '日本語' } });
    expect(getState().user.currentUser).toBeUndefined();
  });
});
