/**
 * What a lookup field holds: the chosen rows' values (the view's `valueField`) with their
 * display texts (`displayField`), so a form shows the meaning and sends the value.
 */
export interface LovChoice {
  value: string | number;
  meaning: string;
  record?: Record<string, unknown>;
}

export type LovFieldValue = LovChoice | LovChoice[] | null | undefined;

export function choiceOf(
  row: Record<string, unknown>,
  valueField: string,
  displayField: string,
): LovChoice {
  const value = row[valueField];
  return {
    value: typeof value === 'number' ? value : String(value ?? ''),
    meaning: String(row[displayField] ?? value ?? ''),
    record: row,
  };
}

/** The field's choices as a list, whatever the mode. */
export function choicesOf(value: LovFieldValue): LovChoice[] {
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

/** What the field shows: the meanings, joined. */
export function displayOf(value: LovFieldValue): string {
  return choicesOf(value)
    .map((choice) => choice.meaning)
    .join(', ');
}

/** The non-empty query fields the user typed (empty ones are not sent). */
export function lovQuery(
  typed: Record<string, unknown>,
  page: { current: number; pageSize: number },
): Record<string, unknown> {
  const query: Record<string, unknown> = { page: page.current - 1, size: page.pageSize };
  for (const [field, text] of Object.entries(typed)) {
    const trimmed = typeof text === 'string' ? text.trim() : text;
    if (trimmed !== undefined && trimmed !== null && trimmed !== '') query[field] = trimmed;
  }
  return query;
}
