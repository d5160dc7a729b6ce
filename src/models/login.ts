/** Sign-out: revoke the token at the gateway and land on the authorisation page. */
import { defineModel } from '../core/model';
import { signOut } from '../session/sign-out';

export interface LoginState {
  loggingOut: boolean;
}

export const loginModel = defineModel<LoginState>({
  namespace: 'login',
  state: { loggingOut: false },
  reducers: {
    setLoggingOut(state) {
      return { ...state, loggingOut: true };
    },
  },
  effects: {
    *logout(_action, { put, putResolve }) {
      yield put({ type: 'setLoggingOut' });
      // The saved tabs are the session's: whoever signs in next in this window starts afresh.
      yield putResolve({ type: 'global/cleanTabs' });
      signOut();
    },
  },
});
