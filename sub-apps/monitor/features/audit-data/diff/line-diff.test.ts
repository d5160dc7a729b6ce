import { diffLines, MAX_CELLS, sideBySide, type DiffLine } from './line-diff';

/** The script as `  same`, `- removed`, `+ added` lines. */
const script = (lines: DiffLine[]) =>
  lines.map((line) => `${{ same: ' ', removed: '-', added: '+' }[line.kind]} ${line.text}`);

describe('diffLines', () => {
  it.each([
    ['equal texts', ['a', 'b'], ['a', 'b'], ['  a', '  b']],
    ['both empty', [], [], []],
    ['all new', [], ['a', 'b'], ['+ a', '+ b']],
    ['all gone', ['a', 'b'], [], ['- a', '- b']],
    ['one line changed', ['a', 'b', 'c'], ['a', 'B', 'c'], ['  a', '- b', '+ B', '  c']],
    ['a line inserted', ['a', 'c'], ['a', 'b', 'c'], ['  a', '+ b', '  c']],
    ['a line removed', ['a', 'b', 'c'], ['a', 'c'], ['  a', '- b', '  c']],
    [
      'a moved line: kept where most lines match',
      ['x', 'a', 'b', 'c'],
      ['a', 'b', 'c', 'x'],
      ['- x', '  a', '  b', '  c', '+ x'],
    ],
    [
      'repeated lines',
      ['}', '}', 'a', '}'],
      ['}', 'a', '}', '}'],
      ['  }', '- }', '  a', '+ }', '  }'],
    ],
  ])('%s', (_label, before, after, expected) => {
    expect(script(diffLines(before, after))).toEqual(expected);
  });

  it('numbers the lines of each side from 1', () => {
    expect(diffLines(['a', 'b', 'c'], ['a', 'x', 'c'])).toEqual([
      { kind: 'same', text: 'a', oldNo: 1, newNo: 1 },
      { kind: 'removed', text: 'b', oldNo: 2 },
      { kind: 'added', text: 'x', newNo: 2 },
      { kind: 'same', text: 'c', oldNo: 3, newNo: 3 },
    ]);
  });

  it('gives up matching a middle too large for the table, and stays correct', () => {
    const size = Math.ceil(Math.sqrt(MAX_CELLS)) + 1;
    const before = ['head', ...Array.from({ length: size }, (_u, i) => `old ${i}`), 'tail'];
    const after = ['head', ...Array.from({ length: size }, (_u, i) => `new ${i}`), 'tail'];
    const lines = diffLines(before, after);
    expect(lines[0]).toEqual({ kind: 'same', text: 'head', oldNo: 1, newNo: 1 });
    expect(lines.at(-1)).toEqual({ kind: 'same', text: 'tail', oldNo: size + 2, newNo: size + 2 });
    expect(lines.filter((line) => line.kind !== 'added').map((line) => line.text)).toEqual(before);
    expect(lines.filter((line) => line.kind !== 'removed').map((line) => line.text)).toEqual(after);
  });
});

describe('sideBySide', () => {
  const rows = (before: string[], after: string[]) =>
    sideBySide(diffLines(before, after)).map(({ left, right }) => [
      left?.text ?? null,
      right?.text ?? null,
    ]);

  it.each([
    [
      'a replaced line beside its replacement',
      ['a', 'b', 'c'],
      ['a', 'B', 'c'],
      [
        ['a', 'a'],
        ['b', 'B'],
        ['c', 'c'],
      ],
    ],
    [
      'more added than removed',
      ['a', 'b'],
      ['a', 'x', 'y'],
      [
        ['a', 'a'],
        ['b', 'x'],
        [null, 'y'],
      ],
    ],
    [
      'only removed',
      ['a', 'b'],
      ['a'],
      [
        ['a', 'a'],
        ['b', null],
      ],
    ],
  ])('%s', (_label, before, after, expected) => {
    expect(rows(before, after)).toEqual(expected);
  });
});
