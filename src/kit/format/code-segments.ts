/**
 * Where a code (HPFM.CLEAN_TEMP_FILES, hsdr-executor-a, /hpfm/value-list) may wrap in a narrow
 * column: after its separators, never inside a word. Without them, a browser breaks such a code
 * anywhere ("HPFM.CLEAN_TEMP_FI / LES").
 */
const AFTER_SEPARATOR = /(?<=[._\-/:])/;

/** The code cut after each separator: joined again it is the code unchanged. */
export function codeSegments(code: string): string[] {
  return code.split(AFTER_SEPARATOR).filter((segment) => segment !== '');
}
