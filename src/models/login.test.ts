import { createModelStore, defineModel } from '../core/model';
import { signOut } from '../session/sign-out';
import { loginModel } from './login';

jest.mock('../session/sign-out', () => ({ signOut: jest.fn() }));

describe('login/logout', () => {
  it("forgets the session's saved tabs before signing out", async () => {
    const steps: string[] = [];
    jest.mocked(signOut).mockImplementation(() => steps.push('sign out'));
    const global = defineModel({
      namespace: 'global',
      state: {},
      effects: {
        *cleanTabs() {
          yield Promise.resolve();
          steps.push('clean tabs');
        },
      },
    });
    const store = createModelStore({ models: [loginModel, global] });
    await store.dispatchEffect({ type: 'login/logout' });
    expect(steps).toEqual(['clean tabs', 'sign out']);
    expect((store.getState().login as { loggingOut: boolean }).loggingOut).toBe(true);
    store.destroy();
  });
});
