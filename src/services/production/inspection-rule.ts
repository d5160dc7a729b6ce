/**
 * The inspection verdict (pure, shared by the page and the gateway): a lot passes when its
 * defective share of the sample, in percent, is at most the plan's acceptable quality level.
 * Compared in whole numbers, so a rounding of the share cannot flip a verdict at the limit.
 */
import type { InspectionResult } from './orders-types';

export function inspectionResult(
  sampleSize: number,
  defectCount: number,
  aqlPercent: number,
): InspectionResult {
  if (sampleSize <= 0) return 'FAIL';
  // in thousandths of a percent: whole numbers on both sides
  return defectCount * 100_000 <= Math.round(aqlPercent * 1000) * sampleSize ? 'PASS' : 'FAIL';
}

/** The defective share in percent, two decimals (what the list shows). */
export function defectPercent(sampleSize: number, defectCount: number): number {
  return sampleSize > 0 ? Math.round((defectCount / sampleSize) * 10_000) / 100 : 0;
}
