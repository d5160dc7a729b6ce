/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { legacy_createStore as createStore } from 'redux';
import { setLanguage } from '@polaris/core/i18n/intl';
import { startRuntime } from '@polaris/core/runtime/create-runtime';
import { initialModulesState } from './module-state';
import { shellTexts } from '../shell/texts';
import type { ModuleLoadStatus } from './micro-host';
import { HIDE_LOADING_MS } from './module-loading-bar';
import { ModuleLoadingBar } from './ModuleLoadingBar';

type Modules = Record<string, ModuleLoadStatus>;

function setup() {
  const store = createStore(
    (
      state: { global: typeof initialModulesState } | undefined,
      action: { type: string; modules?: Modules },
    ) => ({
      global: { ...initialModulesState, modules: action.modules ?? state?.global.modules ?? {} },
    }),
  );
  render(
    <Provider store={store}>
      <ModuleLoadingBar />
    </Provider>,
  );
  const report = (modules: Modules) => act(() => void store.dispatch({ type: 'set', modules }));
  const bar = () => screen.queryByRole('progressbar');
  return { report, bar };
}

beforeAll(() => {
  startRuntime({ bundledTexts: shellTexts }); // the shell's texts, as at boot
  setLanguage('en_US');
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ModuleLoadingBar', () => {
  it('shows while a module is pending and hides 3 s after the last load', () => {
    const { report, bar } = setup();
    expect(bar()).toBeNull();
    report({ platform: 'PENDING' });
    expect(bar()?.getAttribute('aria-busy')).toBe('true');
    report({ platform: 'PENDING', files: 'PENDING' });
    report({ platform: 'LOADED', files: 'PENDING' });
    act(() => jest.advanceTimersByTime(HIDE_LOADING_MS * 2));
    expect(bar()?.getAttribute('data-phase')).toBe('loading'); // files still loading

    report({ platform: 'LOADED', files: 'FAILED' });
    expect(bar()?.getAttribute('data-phase')).toBe('done');
    act(() => jest.advanceTimersByTime(HIDE_LOADING_MS - 1));
    expect(bar()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(bar()).toBeNull();
  });

  it('starts the 3 s again when another load begins meanwhile', () => {
    const { report, bar } = setup();
    report({ platform: 'PENDING' });
    report({ platform: 'LOADED' });
    act(() => jest.advanceTimersByTime(2000));
    report({ platform: 'LOADED', files: 'PENDING' });
    act(() => jest.advanceTimersByTime(2000));
    expect(bar()?.getAttribute('data-phase')).toBe('loading');
    report({ platform: 'LOADED', files: 'LOADED' });
    act(() => jest.advanceTimersByTime(HIDE_LOADING_MS - 1));
    expect(bar()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(bar()).toBeNull();
  });

  it('is named for assistive technology', () => {
    const { report } = setup();
    report({ platform: 'PENDING' });
    expect(screen.getByRole('progressbar', { name: 'Loading a module' })).toBeTruthy();
  });
});
