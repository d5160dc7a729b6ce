import { ganttIdOf } from './gantt-scope';

describe('the chart an address shows', () => {
  it.each([
    ['', 1],
    ['?ganttId=2001', 2001],
    ['?ganttId=0', 1],
    ['?ganttId=-3', 1],
    ['?ganttId=abc', 1],
    ['?ganttId=1e3', 1],
    ['?ganttId=9999999999', 1],
    ['?x=1&ganttId=7', 7],
  ])('%j shows chart %s', (search, id) => {
    expect(ganttIdOf(search)).toBe(id);
  });
});
