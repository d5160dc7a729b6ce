/** Which files the house import takes, checked before anything is sent. */

export const IMPORT_EXTENSIONS = ['xlsx', 'csv'] as const;
/** The gateway reads at most 5 MiB. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** Why a file cannot be imported (a text key), or null when it can. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) {
    return 'wuye.house.import.badType';
  }
  if (file.size === 0) return 'wuye.house.import.empty';
  if (file.size > MAX_IMPORT_BYTES) return 'wuye.house.import.tooLarge';
  return null;
}
