// Small readers for numeric query parameters.

/** The parameter as a non-negative integer, or undefined when absent or not a plain integer. */
export function intParam(query: URLSearchParams, ...names: string[]): number | undefined {
  for (const name of names) {
    const raw = query.get(name);
    if (raw !== null && /^\d+$/.test(raw.trim())) return Number(raw.trim());
  }
  return undefined;
}
