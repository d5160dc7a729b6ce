/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { PlatformProvider } from './PlatformProvider';
import { REDUCED_MOTION_QUERY } from './reduced-motion';

/** A system setting the test can change, as the user would in their system's settings. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduce;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const asked: string[] = [];
  window.matchMedia = ((query: string) => {
    asked.push(query);
    return list;
  }) as unknown as typeof window.matchMedia;
  return {
    asked,
    listeners,
    change(next: boolean) {
      reduce = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <output>{token.motion ? 'animated' : 'still'}</output>;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('PlatformProvider motion', () => {
  it.each([
    [false, 'animated'],
    [true, 'still'],
  ])('reduced motion asked: %s → antd is %s', (reduce, shown) => {
    const setting = systemSetting(reduce);
    render(
      <PlatformProvider>
        <Motion />
      </PlatformProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe(shown);
    expect(setting.asked).toContain(REDUCED_MOTION_QUERY);
  });

  it('follows the setting changed while the app runs, and lets go of it when unmounted', () => {
    const setting = systemSetting(false);
    const { unmount } = render(
      <PlatformProvider>
        <Motion />
      </PlatformProvider>,
    );
    setting.change(true);
    expect(screen.getByRole('status').textContent).toBe('still');
    setting.change(false);
    expect(screen.getByRole('status').textContent).toBe('animated');
    unmount();
    expect(setting.listeners.size).toBe(0);
  });
});
