import { createModelStore, defineModel } from '@polaris/core/core/model';
import { signOut } from '@polaris/core/session/sign-out';
import { loginModel } from './login-model';

jest.mock('@polaris/core/session/sign-out', () => ({ signOut: jest.fn() }));

describe('login/logout', () => {
  it('stops the tabs being saved again, then signs out', async () => {
    const steps: string[] = [];
    jest.mocked(signOut).mockImplementation(async () => {
      steps.push('sign out');
    });
    const global = defineModel({
      namespace: 'global',
      state: {},
      reducers: {
        stopSavingTabs(state) {
          steps.push('stop saving tabs');
          return state;
        },
      },
    });
    const store = createModelStore({ models: [loginModel, global] });
    await store.dispatchEffect({ type: 'login/logout' });
    expect(steps).toEqual(['stop saving tabs', 'sign out']);
    expect((store.getState().login as { loggingOut: boolean }).loggingOut).toBe(true);
    store.destroy();
  });
});
