/** Deleting one file of the list by its URL (`files/delete-by-url`); the list is asked again. */
import { useDeleteStoredFile } from '@polaris/core/kit/attachment/api';

/** What the file list is in the query cache. */
export const FILES_KEY = ['hfle', 'files'] as const;

export function useDeleteFile() {
  return useDeleteStoredFile('url', 'auto', FILES_KEY);
}
