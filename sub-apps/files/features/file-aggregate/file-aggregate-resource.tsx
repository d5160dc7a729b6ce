/**
 * Every stored file the role may see as a resource, newest first, with the storage it went to
 * (Storage Configuration): search by bucket, name, type and the days it was uploaded between; per file Download (its name does it too) and Preview for
 * an image (the page's own: FileAggregatePage), and Delete, asked first with the file's name in
 * a <bdi> (a right-to-left override cannot make `.exe` read as `.jpg`), by its URL.
 */
import { FileName, TextWithFileName } from '@polaris/core/kit/attachment/FileName';
import { isPreviewableImage, visibleFileName } from '@polaris/core/kit/attachment/rules';
import { deleteFilesByUrl } from '@polaris/core/services/file/files';
import { defineResource } from '@polaris/core/kit/resource/types';
import {
  FILE_BUCKETS,
  type FileAggregateDto,
  type FileAggregateQuery,
} from '@polaris/core/services/file/types';
import { fetchFiles } from './api/fetch-files';

/** What the file list is in the query cache. */
export const FILES_KEY = ['hfle', 'files'] as const;

export const fileAggregateResource = defineResource<FileAggregateDto, FileAggregateQuery>({
  key: FILES_KEY,
  texts: 'hfle.fileAggregate',
  endpoint: fetchFiles,
  rowKey: 'fileUrl',
  search: [
    {
      name: 'bucketName',
      kind: 'select',
      span: 4,
      options: () => FILE_BUCKETS.map((bucket) => ({ value: bucket, label: bucket })),
    },
    { name: 'fileName', span: 5 },
    { name: 'fileType', span: 4, placeholder: 'hfle.fileAggregate.placeholder.fileType' },
    { name: 'created', kind: 'dateRange', from: 'fromCreateDate', to: 'toCreateDate', span: 7 },
  ],
  columns: [
    {
      field: 'fileName',
      width: 240,
      opens: 'download',
      render: (name: string) => <FileName name={name} />,
    },
    { field: 'bucketName', width: 100 },
    { field: 'directory', width: 140 },
    { field: 'storageCode', width: 120, kind: 'code' },
    { field: 'fileType', width: 150 },
    { field: 'fileSize', width: 100, kind: 'fileSize' },
    { field: 'tenantName', width: 160 },
    { field: 'creationDate', width: 170, kind: 'dateTime' },
  ],
  actions: [
    { key: 'download' },
    { key: 'preview', when: isPreviewableImage },
    {
      key: 'delete',
      confirm: {
        title: 'hfle.fileAggregate.delete.title',
        content: 'hfle.fileAggregate.delete.content',
        values: (file) => ({ name: visibleFileName(file.fileName), bucket: file.bucketName }),
        renderTitle: (title, file) => <TextWithFileName text={title} name={file.fileName} />,
        okText: 'hfle.fileAggregate.action.delete',
      },
    },
  ],
  remove: (files) =>
    Promise.all(
      files.map((file) =>
        deleteFilesByUrl(
          [file.fileUrl],
          {
            bucketName: file.bucketName,
            storageCode: file.storageCode ?? undefined,
            directory: file.directory ?? undefined,
          },
          'auto',
        ),
      ),
    ),
});
