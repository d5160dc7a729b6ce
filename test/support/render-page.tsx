/**
 * Renders one page as an app renders it (runtime, model store with the user, server-data
 * provider) in jsdom, for Testing Library tests of sub-app pages. Use in files that start with
 * the `@jest-environment jsdom` docblock.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createModelStore, type ModelStore } from '../../src/core/model';
import type { TextMap } from '../../src/i18n/defaults';
import { setLanguage } from '../../src/i18n/intl';
import { userModel } from '../../src/models/user';
import { ServerDataProvider } from '../../src/query/ServerDataProvider';
import { startRuntime } from '../../src/runtime/create-runtime';
import type { Runtime } from '../../src/runtime/runtime';
import { RuntimeProvider } from '../../src/runtime/RuntimeProvider';
import type { CurrentUser } from '../../src/services/iam/current-user';
import { makeCurrentUser } from '../../src/services/iam/current-user.fixture';
import { updateSessionFromUser } from '../../src/session/current-session';

/** What jsdom lacks and antd asks for (media queries, pseudo-element styles). */
export function prepareDomForAntd(): void {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

/**
 * Where antd's CSS-in-JS puts its style rules in jsdom: an element outside the document. jsdom
 * lays nothing out, so the rules change nothing a test can see, but in the document every style
 * lookup (antd's own, user-event's pointer-events check) matched each element against thousands
 * of them: most of a page test's processor time.
 */
const antdStyles = typeof document === 'undefined' ? undefined : document.createElement('div');

export interface PageOptions {
  /** The app's own texts (its bundled texts), per language. */
  texts?: Record<string, TextMap>;
  language?: string;
  user?: Partial<CurrentUser>;
  /** The page's address (path and query), as its tab or router gives it. */
  path?: string;
  /** The app's runtime, to show a page again in the same app (default: a new one). */
  runtime?: Runtime;
}

export interface RenderedPage extends RenderResult {
  runtime: Runtime;
  models: ModelStore;
}

export function renderPage(page: ReactElement, options: PageOptions = {}): RenderedPage {
  const runtime = options.runtime ?? startRuntime({ bundledTexts: options.texts });
  setLanguage(options.language ?? 'en_US');
  const user = makeCurrentUser(options.user);
  updateSessionFromUser(user);
  const models = createModelStore({ models: [userModel] });
  models.dispatch({ type: 'user/saveCurrentUser', payload: user });
  const rendered = render(
    <StyleProvider container={antdStyles}>
      <RuntimeProvider runtime={runtime}>
        <Provider store={models.store}>
          <ServerDataProvider>
            <MemoryRouter initialEntries={[options.path ?? '/']}>{page}</MemoryRouter>
          </ServerDataProvider>
        </Provider>
      </RuntimeProvider>
    </StyleProvider>,
  );
  return { ...rendered, runtime, models };
}
