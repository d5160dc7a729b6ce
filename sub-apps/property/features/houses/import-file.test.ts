import { importFileProblem, MAX_IMPORT_BYTES } from './import-file';

describe('importFileProblem', () => {
  it.each([
    ['houses.xlsx', 100, null],
    ['HOUSES.CSV', 100, null],
    ['houses.xls', 100, 'wuye.house.import.badType'],
    ['houses', 100, 'wuye.house.import.badType'],
    ['houses.xlsx', 0, 'wuye.house.import.empty'],
    ['houses.csv', MAX_IMPORT_BYTES + 1, 'wuye.house.import.tooLarge'],
  ])('%s of %d bytes → %s', (name, size, problem) => {
    expect(importFileProblem({ name, size })).toBe(problem);
  });
});
