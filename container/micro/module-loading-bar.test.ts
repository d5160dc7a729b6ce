import { anyModulePending, nextLoadingBarPhase, type LoadingBarPhase } from './module-loading-bar';

describe('anyModulePending', () => {
  it.each([
    [{}, false],
    [{ a: 'LOADED' }, false],
    [{ a: 'FAILED', b: 'LOADED' }, false],
    [{ a: 'LOADED', b: 'PENDING' }, true],
  ] as const)('%p → %p', (modules, expected) => {
    expect(anyModulePending(modules)).toBe(expected);
  });
});

describe('nextLoadingBarPhase', () => {
  it.each<[LoadingBarPhase, boolean, boolean, LoadingBarPhase]>([
    ['hidden', true, false, 'loading'],
    ['done', true, false, 'loading'],
    ['loading', true, true, 'loading'],
    ['loading', false, false, 'done'],
    ['done', false, false, 'done'],
    ['done', false, true, 'hidden'],
    ['loading', false, true, 'hidden'],
    ['hidden', false, false, 'hidden'],
    ['hidden', false, true, 'hidden'],
  ])('%s, pending %p, delay passed %p → %s', (current, pending, passed, expected) => {
    expect(nextLoadingBarPhase(current, pending, passed)).toBe(expected);
  });
});
