/** Sign-out: revoke the token at the gateway and land on the authorisation page. */
import { defineModel } from '@polaris/core/core/model';
import { signOut } from '@polaris/core/session/sign-out';

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
    *logout(_action, { call, put }) {
      yield put({ type: 'setLoggingOut' });
      // The open tabs are the user's: sign-out removes the saved ones (device-data.ts), and the
      // page must not write them back as it unloads.
      yield put({ type: 'global/stopSavingTabs' });
      yield call(signOut);
    },
  },
});
