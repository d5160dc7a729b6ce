/**
 * Code 128 (code set B: printable ASCII) as bars, for a barcode element of a label: the start
 * code, one symbol per character, the checksum (start + Σ position × value, modulo 103) and the
 * stop code. Each symbol is its bar and space widths in modules (6 of them summing to 11; the
 * stop 7 summing to 13), bar first. Text with other characters is no Code 128 B (null).
 */
export const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212',
  '221213', '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221',
  '223211', '221132', '221231', '213212', '223112', '312131', '311222', '321122', '321221',
  '312212', '322112', '322211', '212123', '212321', '232121', '111323', '131123', '131321',
  '112313', '132113', '132311', '211313', '231113', '231311', '112133', '112331', '132131',
  '113123', '113321', '133121', '313121', '211331', '231131', '213113', '213311', '213131',
  '311123', '311321', '331121', '312113', '312311', '332111', '314111', '221411', '431111',
  '111224', '111422', '121124', '121421', '141122', '141221', '112214', '112412', '122114',
  '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111', '111242',
  '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311',
  '113141', '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
]; // prettier-ignore

const START_B = 104;
const STOP = 106;

/** The symbol values of `text` in code set B with start, checksum and stop, or null. */
export function code128Values(text: string): number[] | null {
  const values: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length !== 1 || code < 32 || code > 126) return null;
    values.push(code - 32);
  }
  const checksum = values.reduce((sum, value, i) => sum + value * (i + 1), START_B) % 103;
  return [START_B, ...values, checksum, STOP];
}

/** A bar: where it starts and how wide it is, in modules. */
export interface Bar {
  x: number;
  width: number;
}

/** The bars of `text` and the symbol's width in modules (no quiet zone), or null. */
export function code128Bars(text: string): { bars: Bar[]; modules: number } | null {
  const values = code128Values(text);
  if (!values) return null;
  const bars: Bar[] = [];
  let x = 0;
  for (const value of values) {
    [...PATTERNS[value]].forEach((digit, i) => {
      const width = Number(digit);
      if (i % 2 === 0) bars.push({ x, width });
      x += width;
    });
  }
  return { bars, modules: x };
}
