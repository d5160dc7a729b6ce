/** Option items (spec section 3): a code's meaning is found by matching its value. */
import type { OptionItem } from './types';

/**
 * The meaning of `value` among `options`, or undefined when none matches. Values compare as
 * text, so a numeric field (1) finds its lookup value ('1').
 */
export function meaningOf(
  options: readonly OptionItem[] | null | undefined,
  value: string | number | null | undefined,
): string | undefined {
  if (value === null || value === undefined || !options) return undefined;
  const key = String(value);
  return options.find((option) => String(option.value) === key)?.meaning;
}
