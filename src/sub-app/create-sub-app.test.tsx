/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { prepareDomForAntd } from '../../test/support/render-page';
import { getRuntimeConfig } from '../config/runtime';
import { useModelDispatch, useModelState } from '../core/model/react';
import { setLanguage } from '../i18n/intl';
import { useIntl } from '../i18n/useIntl';
import { userModel } from '../models/user';
import { RequestError } from '../request/request-error';
import { boundRuntime } from '../runtime/current';
import type { Runtime } from '../runtime/runtime';
import { fetchCurrentUser, type CurrentUser } from '../services/iam/current-user';
import { makeCurrentUser } from '../services/iam/current-user.fixture';
import { redirectToLogin } from '../session/session-end';
import { getAccessToken } from '../session/tokens';
import { bootSession } from '../startup/boot';
import type { PageSlot, ShellBridge, SubAppProps } from '../micro/protocol';
import { createSubApp } from './create-sub-app';
import { forgetStyleContainers } from './style-containers';
import type { SubAppDefinition } from './types';

jest.mock('../services/iam/current-user', () => ({
  ...jest.requireActual('../services/iam/current-user'),
  fetchCurrentUser: jest.fn(),
}));
jest.mock('../services/platform/prompts', () => ({ fetchPrompts: jest.fn(async () => ({})) }));
jest.mock('../startup/boot', () => ({ bootSession: jest.fn() }));
// antd's style cache (rc-util, shipped as ES modules): what unmount asks it to forget is checked
jest.mock('./style-containers', () => ({ forgetStyleContainers: jest.fn() }));

const currentUser = fetchCurrentUser as jest.MockedFunction<typeof fetchCurrentUser>;
const boot = bootSession as jest.MockedFunction<typeof bootSession>;

/** The first page: a text of the sub-app, the signed-in user, and a profile change. */
function Greeting() {
  const { t } = useIntl();
  const user = useModelState(userModel, (state) => state.currentUser);
  const dispatch = useModelDispatch();
  const rename = () =>
    user &&
    dispatch({ type: 'user/saveCurrentUser', payload: { ...user, realName: 'Alice Baker' } });
  return (
    <section>
      <h1>{t('test.greeting')}</h1>
      <p>Signed in as {user?.realName}</p>
      <button type="button" onClick={rename}>
        Rename
      </button>
    </section>
  );
}

function Details() {
  const { pathname, search } = useLocation();
  return <p>Details at {`${pathname}${search}`}</p>;
}

const definition: SubAppDefinition = {
  name: 'polaris-test',
  titleKey: 'test.title',
  routes: [
    { path: '/test/greeting', titleKey: 'test.greeting', component: Greeting },
    { path: '/test/details', titleKey: 'test.details', component: Details },
  ],
  promptKeys: ['test'],
  bundledTexts: {
    en_US: { 'test.greeting': 'Hello', 'test.title': 'Test app', 'test.details': 'Details' },
    zh_CN: { 'test.greeting': '你好' },
  },
};

const alice = makeCurrentUser({ realName: 'Alice', language: 'en_US' });

/** A qiankun container as a host hands it: the sub-app's HTML with its #root. */
function qiankunContainer(): { container: HTMLElement; root: HTMLElement } {
  const container = document.createElement('div');
  const root = document.createElement('div');
  root.id = 'root';
  container.append(root);
  document.body.append(container);
  return { container, root };
}

function pageSlot(path: string, search = ''): PageSlot {
  const element = document.createElement('div');
  document.body.append(element);
  return { key: path, path, search, element, active: true, refreshKey: 0 };
}

function shellBridge(overrides: Partial<ShellBridge> = {}): ShellBridge {
  return {
    slots: [],
    user: alice,
    language: 'en_US',
    texts: {},
    navigate: jest.fn(),
    registerBeforeRemove: jest.fn(() => () => undefined),
    userChanged: jest.fn(),
    ...overrides,
  };
}

/** The lifecycles as qiankun calls them, each inside act (they render). */
function lifecycles() {
  const app = createSubApp(definition);
  let mounted: Runtime | undefined;
  return {
    app,
    /** The runtime of the current mount (mount creates and binds it). */
    runtime: () => mounted as Runtime,
    async mount(props: SubAppProps) {
      await act(async () => {
        await app.bootstrap();
        await app.mount(props);
      });
      mounted = boundRuntime();
    },
    update: (props: SubAppProps) => act(() => app.update(props)),
    unmount: () => act(() => app.unmount()),
  };
}

beforeAll(prepareDomForAntd);
beforeEach(() => {
  document.body.replaceChildren();
  currentUser.mockReset().mockResolvedValue(alice);
  boot.mockReset();
  jest.mocked(forgetStyleContainers).mockClear();
  delete window.__POWERED_BY_QIANKUN__;
});

describe('sub-app in a foreign host', () => {
  it("renders into the host's #root at the initial path, with the host's token and gateway", async () => {
    const sub = lifecycles();
    const { container, root } = qiankunContainer();
    await sub.mount({
      container,
      accessToken: 'host-token',
      apiHost: 'https://gateway.example',
      initialPath: '/test/details?id=7',
    });

    expect(await within(root).findByText('Details at /test/details?id=7')).toBeTruthy();
    expect(getAccessToken()).toBe('host-token');
    expect(getRuntimeConfig().apiHost).toBe('https://gateway.example');
    expect(currentUser).toHaveBeenCalledTimes(1);
    await sub.unmount();
  });

  it("shows the first page without an initial path, in the user's language", async () => {
    const sub = lifecycles();
    const { container } = qiankunContainer();
    await sub.mount({ container, accessToken: 'host-token' });
    const page = within(container);
    expect(await page.findByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(page.getByText('Signed in as Alice')).toBeTruthy();
    await sub.unmount();
  });

  it('tells the host when the session ends', async () => {
    const onSessionEnd = jest.fn();
    const sub = lifecycles();
    await sub.mount({ container: qiankunContainer().container, accessToken: 't', onSessionEnd });
    redirectToLogin();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    await sub.unmount();
  });

  it("asks to sign in when the gateway refuses the host's token", async () => {
    currentUser.mockRejectedValue(new RequestError('unauthorized', 'unauthorized'));
    const sub = lifecycles();
    const { container } = qiankunContainer();
    await sub.mount({ container, accessToken: 'expired' });
    // the user, and so their language, is unknown: the default language's text
    expect(await within(container).findByText('您尚未登录')).toBeTruthy();
    expect(within(container).queryByRole('heading', { name: 'Hello' })).toBeNull();
    await sub.unmount();
  });

  it('removes its DOM and ends its runtime on unmount, and mounts again afresh', async () => {
    const sub = lifecycles();
    const { container, root } = qiankunContainer();
    await sub.mount({ container, accessToken: 'first-token' });
    await within(root).findByRole('heading', { name: 'Hello' });
    const first = sub.runtime();

    await sub.unmount();
    expect(root.childNodes).toHaveLength(0);
    expect(first.disposed).toBe(true);
    expect(first.tokens.memory?.accessToken).toBeUndefined(); // the host's token is forgotten
    expect(forgetStyleContainers).toHaveBeenCalledTimes(1);
    // an update after unmount renders nothing
    await sub.update({ container, initialPath: '/test/details' });
    expect(root.childNodes).toHaveLength(0);

    await sub.mount({ container, accessToken: 'second-token' });
    expect(await within(root).findByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(sub.runtime()).not.toBe(first);
    expect(sub.runtime().disposed).toBe(false);
    expect(getAccessToken()).toBe('second-token');
    await sub.unmount();
    expect(root.childNodes).toHaveLength(0);
  });
});

describe('sub-app in the Polaris shell', () => {
  it("renders each page slot with the shell's user, language and texts", async () => {
    const sub = lifecycles();
    const { container, root } = qiankunContainer();
    const [greeting, details] = [pageSlot('/test/greeting'), pageSlot('/test/details', '?id=3')];
    const bridge = shellBridge({
      slots: [greeting, details],
      texts: { 'test.greeting': 'Welcome' },
    });
    await sub.mount({ container, polarisShell: bridge });

    expect(within(greeting.element).getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(within(greeting.element).getByText('Signed in as Alice')).toBeTruthy();
    expect(within(details.element).getByText('Details at /test/details?id=3')).toBeTruthy();
    expect(root.textContent).toBe(''); // the pages live in the slots, not in the container
    expect(currentUser).not.toHaveBeenCalled(); // the shell handed the user over
    await sub.unmount();
  });

  it('applies new slots, language and user from an update', async () => {
    const sub = lifecycles();
    const [greeting, details] = [pageSlot('/test/greeting'), pageSlot('/test/details')];
    const bridge = shellBridge({ slots: [greeting, details] });
    await sub.mount({ container: qiankunContainer().container, polarisShell: bridge });
    expect(within(details.element).getByText('Details at /test/details')).toBeTruthy();

    const reopened = pageSlot('/test/details', '?id=9');
    const bob = makeCurrentUser({ realName: 'Bob', language: 'zh_CN' });
    await sub.update({
      polarisShell: { ...bridge, slots: [greeting, reopened], language: 'zh_CN', user: bob },
    });
    await waitFor(() =>
      expect(within(greeting.element).getByRole('heading', { name: '你好' })).toBeTruthy(),
    );
    expect(within(greeting.element).getByText('Signed in as Bob')).toBeTruthy();
    expect(within(reopened.element).getByText('Details at /test/details?id=9')).toBeTruthy();
    expect(details.element.childNodes).toHaveLength(0); // the closed slot is left empty
    expect(bridge.userChanged).not.toHaveBeenCalled(); // the shell's own change is not echoed
    await sub.unmount();
  });

  it('hands a change to the user made in a page back to the shell', async () => {
    const sub = lifecycles();
    const greeting = pageSlot('/test/greeting');
    const bridge = shellBridge({ slots: [greeting] });
    await sub.mount({ container: qiankunContainer().container, polarisShell: bridge });

    await userEvent.click(within(greeting.element).getByRole('button', { name: 'Rename' }));
    expect(bridge.userChanged).toHaveBeenCalledWith(
      expect.objectContaining<Partial<CurrentUser>>({ realName: 'Alice Baker' }),
    );
    expect(within(greeting.element).getByText('Signed in as Alice Baker')).toBeTruthy();
    await sub.unmount();
  });

  it('empties every slot and ends its runtime on unmount', async () => {
    const sub = lifecycles();
    const slots = [pageSlot('/test/greeting'), pageSlot('/test/details')];
    const bridge = shellBridge({ slots });
    await sub.mount({ container: qiankunContainer().container, polarisShell: bridge });
    const runtime = sub.runtime();

    await sub.unmount();
    expect(slots.map((slot) => slot.element.childNodes.length)).toEqual([0, 0]);
    expect(runtime.disposed).toBe(true);
    expect(runtime.texts.listeners.size).toBe(0);

    // a new mount renders into the slots again
    await sub.mount({ container: qiankunContainer().container, polarisShell: bridge });
    expect(within(slots[0].element).getByText('Signed in as Alice')).toBeTruthy();
    await sub.unmount();
  });
});

describe('sub-app started alone', () => {
  it('does nothing when qiankun loads it', async () => {
    window.__POWERED_BY_QIANKUN__ = true;
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    await act(() => createSubApp(definition).start());
    expect(boot).not.toHaveBeenCalled();
    expect(root.childNodes).toHaveLength(0);
  });

  it('shows its frame with the signed-in user over its first page', async () => {
    boot.mockImplementation(async () => {
      setLanguage(alice.language); // as the start-up flow does for a signed-in user
      return { kind: 'ready', user: alice };
    });
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    await act(() => createSubApp(definition).start());

    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(window.location.pathname).toBe('/test/greeting');
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('Test app')).toBeTruthy();
    expect(header.getByText('Alice')).toBeTruthy();
    expect(screen.getByText('Signed in as Alice')).toBeTruthy();
  });
});
