/**
 * Every stored file the role may see as a resource, newest first: search by bucket, name, type
 * and the days it was uploaded between; per file Download (its name does it too), Preview for an
 * image, and Delete (the page's own actions: FileAggregatePage).
 */
import { FileName } from '@polaris/core/kit/attachment/FileName';
import { isPreviewableImage } from '@polaris/core/kit/attachment/rules';
import { defineResource } from '@polaris/core/kit/resource/types';
import {
  FILE_BUCKETS,
  type FileAggregateDto,
  type FileAggregateQuery,
} from '@polaris/core/services/file/types';
import { fetchFiles } from './api/fetch-files';
import { FILES_KEY } from './api/use-delete-file';

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
    { field: 'fileType', width: 150 },
    { field: 'fileSize', width: 100, kind: 'fileSize' },
    { field: 'tenantName', width: 160 },
    { field: 'creationDate', width: 170, kind: 'dateTime' },
  ],
  actions: [
    { key: 'download' },
    { key: 'preview', when: isPreviewableImage },
    // asked in the page: the question shows the file name in a <bdi> (TextWithFileName)
    { key: 'delete' },
  ],
});
