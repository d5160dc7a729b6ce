/** @jest-environment jsdom */
import { createModelStore } from '@polaris/core/core/model';
import { setLanguage } from '@polaris/core/i18n/intl';
import { userModel } from '@polaris/core/models/user';
import { startRuntime } from '@polaris/core/runtime/create-runtime';
import { RuntimeProvider } from '@polaris/core/runtime/RuntimeProvider';
import { makeCurrentUser } from '@polaris/core/services/iam/current-user.fixture';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from 'history';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { prepareDomForAntd } from '../../test/support/render-page';
import { fetchLanguages } from '../language/fetch-languages';
import { loginModel } from '../session/login-model';
import { shellTexts } from '../shell/texts';
import { ShellContext, type ShellServices } from '../state/shell-context';
import { marketModel } from './market-model';
import { UserMenu } from './UserMenu';

jest.mock('../language/fetch-languages');

beforeAll(prepareDomForAntd);
beforeEach(() => jest.mocked(fetchLanguages).mockResolvedValue([]));

/** The user menu of alice, her organisation collecting feedback or not. */
function showMenu(feedbackFlag: boolean) {
  const runtime = startRuntime({ bundledTexts: shellTexts });
  setLanguage('en_US');
  const models = createModelStore({ models: [userModel, loginModel, marketModel] });
  const user = makeCurrentUser({ realName: 'Alice Chen', loginName: 'alice' });
  models.dispatch({ type: 'user/saveCurrentUser', payload: user });
  models.dispatch({ type: 'market/updateState', payload: { marketConfig: { feedbackFlag } } });
  const shell: ShellServices = {
    history: createMemoryHistory(),
    addressPolicy: { origin: 'http://localhost', linkOrigins: [] },
    layouts: { names: ['inline', 'side'], current: () => 'inline' },
  };
  render(
    <RuntimeProvider runtime={runtime}>
      <Provider store={models.store}>
        <ShellContext.Provider value={shell}>
          <MemoryRouter>
            <UserMenu />
          </MemoryRouter>
        </ShellContext.Provider>
      </Provider>
    </RuntimeProvider>,
  );
  return { user: userEvent.setup(), models };
}

const openMenu = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /Alice Chen/ }));

describe('the user menu’s Feedback entry', () => {
  it('is not there where the organisation collects no feedback', async () => {
    const { user } = showMenu(false);
    await openMenu(user);
    expect(await screen.findByRole('menuitem', { name: /Sign out/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Feedback/ })).toBeNull();
  });

  it('opens the Feedback dialog where it does', async () => {
    const { user } = showMenu(true);
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: /Feedback/ }));
    expect(await screen.findByRole('dialog', { name: 'Send feedback' })).toBeTruthy();
  });

  it('does not appear in a menu already open, where it would move Sign out from under the pointer', async () => {
    const { user, models } = showMenu(false);
    await openMenu(user);
    const names = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
    await screen.findByRole('menuitem', { name: /Sign out/ });
    const before = names();
    // the organisation's switches arrive after the first paint, when the browser is idle
    act(() => {
      models.dispatch({
        type: 'market/updateState',
        payload: { marketConfig: { feedbackFlag: true } },
      });
    });
    expect(names()).toEqual(before);
    await openMenu(user); // closes it
    await openMenu(user);
    expect(await screen.findByRole('menuitem', { name: /Feedback/ })).toBeTruthy();
  });
});
