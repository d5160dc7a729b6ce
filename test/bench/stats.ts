/** Small numeric helpers for samples. */

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function spread(values: number[], digits = 1): Spread {
  return {
    median: round(median(values), digits),
    min: round(Math.min(...values), digits),
    max: round(Math.max(...values), digits),
  };
}
