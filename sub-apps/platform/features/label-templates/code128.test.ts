import { code128Bars, code128Values, PATTERNS } from './code128';

const sum = (pattern: string) => [...pattern].reduce((total, digit) => total + Number(digit), 0);

describe('Code 128 B', () => {
  it('has 107 distinct symbols of 11 modules, the stop of 13', () => {
    expect(PATTERNS).toHaveLength(107);
    expect(new Set(PATTERNS).size).toBe(107);
    expect(PATTERNS.slice(0, 106).every((pattern) => sum(pattern) === 11)).toBe(true);
    expect(sum(PATTERNS[106])).toBe(13);
  });

  it.each([
    // start B, the characters (code − 32), the checksum, stop
    ['A', [104, 33, (104 + 33) % 103, 106]],
    ['AB', [104, 33, 34, (104 + 33 + 2 * 34) % 103, 106]],
    ['a-1', [104, 65, 13, 17, (104 + 65 + 26 + 51) % 103, 106]],
    ['', [104, 104 % 103, 106]],
    ['é', null],
    ['标签', null],
    ['tab\t', null],
  ])('%p → %p', (text, values) => {
    expect(code128Values(text)).toEqual(values);
  });

  it('draws bars, each symbol starting with a bar, 11 modules a symbol and 13 the stop', () => {
    const drawn = code128Bars('A')!;
    expect(drawn.modules).toBe(11 * 3 + 13);
    // start B is 211214: bars 2, 1, 1 wide at 0, 3 and 6
    expect(drawn.bars.slice(0, 3)).toEqual([
      { x: 0, width: 2 },
      { x: 3, width: 1 },
      { x: 6, width: 1 },
    ]);
    expect(drawn.bars).toHaveLength(3 * 3 + 4);
    expect(code128Bars('标签')).toBeNull();
  });
});
