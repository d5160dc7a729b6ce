/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useDebouncedCallback, useDebouncedValue } from './use-debounced';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDebouncedValue', () => {
  it('follows the value 200 ms after it stops changing', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => jest.advanceTimersByTime(150));
    rerender({ value: 'abc' });
    act(() => jest.advanceTimersByTime(199));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });

  it('lets values marked immediate through at once, and honours a given delay', () => {
    const blank = (text: string) => text === '';
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500, blank), {
      initialProps: { value: 'abc' },
    });
    rerender({ value: 'abcd' });
    act(() => jest.advanceTimersByTime(499));
    expect(result.current).toBe('abc');
    rerender({ value: '' });
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe('');
  });

  it('leaves no timer behind after unmount', () => {
    const { rerender, unmount } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('useDebouncedCallback', () => {
  it('calls the latest callback once, with the last arguments', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender } = renderHook(({ fn }) => useDebouncedCallback(fn), {
      initialProps: { fn: first },
    });
    const debounced = result.current;
    debounced('a');
    act(() => jest.advanceTimersByTime(100));
    debounced('b');
    rerender({ fn: second });
    expect(result.current).toBe(debounced); // stable across renders
    act(() => jest.advanceTimersByTime(199));
    expect(second).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith('b');
  });

  it('cancels and flushes on request', () => {
    const fn = jest.fn();
    const { result } = renderHook(() => useDebouncedCallback(fn, 300));
    result.current(1);
    result.current.cancel();
    act(() => jest.advanceTimersByTime(300));
    expect(fn).not.toHaveBeenCalled();
    result.current(2);
    result.current.flush();
    expect(fn).toHaveBeenCalledWith(2);
    act(() => jest.advanceTimersByTime(300));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('drops a pending call on unmount', () => {
    const fn = jest.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(fn));
    result.current('late');
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(1000));
    expect(fn).not.toHaveBeenCalled();
  });
});
