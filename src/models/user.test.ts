import { createModelStore } from '../core/model';
import type { CurrentUser } from '../services/iam/current-user';
import { initialUserState, userModel, type UserState } from './user';

interface AppState {
  [namespace: string]: unknown;
  user: UserState;
}

const user = {
  id: 1,
  loginName: 'admin',
  realName: 'Admin',
  language: 'zh_CN',
  tenantId: 0,
  tenantName: 'Platform',
  tenantNum: 'HZERO',
  organizationId: 0,
  currentRoleId: 2,
  currentRoleCode: 'admin',
  currentRoleName: 'Administrator',
  currentRoleLevel: 'site',
  dateFormat: 'YYYY-MM-DD',
  timeFormat: 'HH:mm:ss',
  dateTimeFormat: 'YYYY-MM-DD HH:mm:ss',
  timeZone: 'GMT+8',
} satisfies CurrentUser;

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
