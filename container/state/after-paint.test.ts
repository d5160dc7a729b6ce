/** @jest-environment jsdom */
import { afterNextPaint } from './after-paint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('work started after the next paint', () => {
  it('runs once, in a task after the next frame, not before', () => {
    const run = jest.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(16); // the frame
    jest.advanceTimersByTime(1); // the task after it
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs anyway in a page that paints no frame (not shown)', () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const run = jest.fn();
    afterNextPaint(run, 250);
    jest.advanceTimersByTime(249);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', () => {
    const run = jest.fn();
    afterNextPaint(run)();
    jest.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
