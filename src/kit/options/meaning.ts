/**
 * Code values shown by their meaning (spec section 3 "Option item"): a value-set lookup gives
 * `{ value, meaning }` items; a cell shows `meaningOf(options, row.statusCode)`. Values match
 * whether they arrive as numbers or text (`1` finds the option `'1'`).
 */

export interface OptionItem {
  value: string | number;
  meaning: string;
}

/** The meaning of `value`, or undefined when no option has it (or there is no value). */
export function meaningOf(
  options: readonly OptionItem[] | null | undefined,
  value: string | number | null | undefined,
): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const wanted = String(value);
  return options?.find((option) => String(option.value) === wanted)?.meaning;
}
