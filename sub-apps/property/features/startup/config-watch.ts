/** Placeholder replaced in this change. */
export function watchConfig(): () => void {
  return () => undefined;
}
