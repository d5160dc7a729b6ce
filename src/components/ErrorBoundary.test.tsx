/** @jest-environment jsdom */
import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { setLanguage } from '../i18n/intl';
import { ONLINE_SETTLE_MS } from '../loading/code-loading';
import { ErrorBoundary } from './ErrorBoundary';
import { retryableLazy } from '../loading/retryable-lazy';

let view: RenderResult | undefined;

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 242 failed.\n(error: http://localhost/apps/p/242.js)');
  error.name = 'ChunkLoadError';
  return error;
}

/** A page whose chunk fails while the network is down. */
function flakyPage() {
  const network = { up: false };
  const load = jest.fn(async () => {
    if (!network.up) throw chunkLoadError();
    return { default: () => <p>Personal Centre</p> };
  });
  return { Page: retryableLazy(load), load, network };
}

/** Renders the page in a boundary (again, when shown before) and lets its code load settle. */
async function show(node: ReactNode, key = 0, resetKey = 0) {
  const ui = (
    <ErrorBoundary key={key} resetKey={resetKey}>
      <Suspense fallback={<p>Loading…</p>}>{node}</Suspense>
    </ErrorBoundary>
  );
  if (view) view.rerender(ui);
  else view = render(ui);
  await act(async () => undefined);
}

const text = () => view?.container.textContent ?? '';

beforeAll(() => setLanguage('en_US'));
beforeEach(() => {
  view = undefined;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('a page whose code cannot be loaded', () => {
  it('says so with Retry, and Retry loads it for real', async () => {
    const { Page, load, network } = flakyPage();
    await show(<Page />);
    expect(text()).toContain('This page could not be loaded');
    expect(text()).not.toContain('Loading chunk');
    const failedLoads = load.mock.calls.length;

    network.up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Personal Centre')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });

  it('is retried by itself when the browser is back online', async () => {
    const { Page, network } = flakyPage();
    await show(<Page />);
    expect(text()).toContain('This page could not be loaded');
    network.up = true;
    jest.useFakeTimers();
    act(() => window.dispatchEvent(new Event('online')));
    await act(async () => jest.advanceTimersByTime(ONLINE_SETTLE_MS));
    jest.useRealTimers();
    await act(async () => undefined);
    expect(text()).toContain('Personal Centre');
  });

  it('loads again in a new boundary (the tab refreshed or reopened)', async () => {
    const { Page, network } = flakyPage();
    await show(<Page />, 1);
    expect(text()).toContain('This page could not be loaded');
    network.up = true;
    await show(<Page />, 2);
    expect(text()).toContain('Personal Centre');
  });

  it("loads again when the tab's Refresh resets the boundary", async () => {
    const { Page, network } = flakyPage();
    await show(<Page />, 0, 0);
    expect(text()).toContain('This page could not be loaded');
    network.up = true;
    await show(<Page />, 0, 1);
    expect(text()).toContain('Personal Centre');
  });

  it('stops listening for "online" once it has left', async () => {
    const { Page } = flakyPage();
    await show(<Page />);
    const remove = jest.spyOn(window, 'removeEventListener');
    view?.unmount();
    expect(remove).toHaveBeenCalledWith('online', expect.any(Function));
  });
});

describe('a page that crashes', () => {
  function Crash({ message }: { message: string }): never {
    throw new Error(message);
  }

  it('shows the generic text, never the exception', async () => {
    await show(<Crash message="Cannot read properties of undefined (reading 'map')" />);
    expect(text()).toContain('Something went wrong on this page');
    expect(text()).not.toContain('Cannot read');
    expect(screen.queryByRole('button')).toBeNull(); // a crash is not fixed by a retry
  });

  it('shows a message that is one of our texts', async () => {
    await show(<Crash message="hzero.common.exception.trigger" />);
    expect(text()).toContain('This page raises an error on purpose');
  });
});
