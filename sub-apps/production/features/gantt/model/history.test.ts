import { historyOf, record, redo, replacePresent, undo } from './history';

describe('undo and redo', () => {
  it.each<
    [
      string,
      (h: ReturnType<typeof historyOf<string>>) => ReturnType<typeof historyOf<string>>,
      string,
      number,
      number,
    ]
  >([
    ['an edit', (h) => record(h, 'b'), 'b', 1, 0],
    ['undo of an edit', (h) => undo(record(h, 'b')), 'a', 0, 1],
    ['redo after undo', (h) => redo(undo(record(h, 'b'))), 'b', 1, 0],
    ['a new edit drops what could be redone', (h) => record(undo(record(h, 'b')), 'c'), 'c', 1, 0],
    ['undo with nothing to undo', (h) => undo(h), 'a', 0, 0],
    ['redo with nothing to redo', (h) => redo(record(h, 'b')), 'b', 1, 0],
    ['the same plan again is no step', (h) => record(h, h.present), 'a', 0, 0],
    ['a replaced present is no step', (h) => replacePresent(record(h, 'b'), 'B'), 'B', 1, 0],
  ])('%s', (_label, run, present, past, future) => {
    const after = run(historyOf('a'));
    expect(after.present).toBe(present);
    expect(after.past).toHaveLength(past);
    expect(after.future).toHaveLength(future);
  });

  it('keeps at most the limit of steps', () => {
    let h = historyOf(0);
    for (let i = 1; i <= 5; i += 1) h = record(h, i, 3);
    expect(h.past).toEqual([2, 3, 4]);
  });
});
