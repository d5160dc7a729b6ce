/** The file aggregate list through react-query, and deleting one of its files by URL. */
import { useDeleteStoredFile } from '@polaris/core/kit/attachment/api';
import { usePagedList } from '@polaris/core/query/use-paged-list';
import type { FileAggregateQuery } from '@polaris/core/services/file/types';
import { fetchFiles } from './fetch-files';

export const FILES_KEY = ['hfle', 'files'] as const;

export function useFileList() {
  return usePagedList({
    key: FILES_KEY,
    fetch: (query: FileAggregateQuery) => fetchFiles(query),
  });
}

/** `files/delete-by-url` with the file's bucket; the list is asked again after it. */
export function useDeleteFile() {
  return useDeleteStoredFile('url', 'auto', FILES_KEY);
}
