/**
 * Renders one page as an app renders it (runtime, model store with the user, server-data
 * provider) in jsdom, for Testing Library tests of sub-app pages. Use in files that start with
 * the `@jest-environment jsdom` docblock.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
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

export interface PageOptions {
  /** The app's own texts (its bundled texts), per language. */
  texts?: Record<string, TextMap>;
  language?: string;
  user?: Partial<CurrentUser>;
}

export interface RenderedPage extends RenderResult {
  runtime: Runtime;
  models: ModelStore;
}

export function renderPage(page: ReactElement, options: PageOptions = {}): RenderedPage {
  const runtime = startRuntime({ bundledTexts: options.texts });
  setLanguage(options.language ?? 'en_US');
  const user = makeCurrentUser(options.user);
  updateSessionFromUser(user);
  const models = createModelStore({ models: [userModel] });
  models.dispatch({ type: 'user/saveCurrentUser', payload: user });
  const rendered = render(
    <RuntimeProvider runtime={runtime}>
      <Provider store={models.store}>
        <ServerDataProvider>{page}</ServerDataProvider>
      </Provider>
    </RuntimeProvider>,
  );
  return { ...rendered, runtime, models };
}
