import { browserTestWorkers } from './workers';

describe('browserTestWorkers', () => {
  it.each([
    [1, 2],
    [2, 3],
    [4, 6],
    [0, 2],
  ])('%i cores: %i workers', (cores, workers) => {
    expect(browserTestWorkers(cores)).toBe(workers);
  });
});
