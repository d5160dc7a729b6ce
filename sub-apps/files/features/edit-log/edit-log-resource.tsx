/**
 * The file edit log as a resource, read only: which stored file was replaced or deleted, in which
 * bucket and storage, by whom and when; searched by organisation, file name, editor and the days
 * it happened between. File names show in a <bdi> (a right-to-left override cannot make `.exe`
 * read as `.jpg`).
 */
import { FileName } from '@polaris/core/kit/attachment/FileName';
import { defineResource } from '@polaris/core/kit/resource/types';
import type { FileEditLogDto, FileEditLogQuery } from '@polaris/core/services/file/storage-types';
import { fetchEditLogs } from './api/fetch-edit-logs';

export const editLogResource = defineResource<FileEditLogDto, FileEditLogQuery>({
  key: ['hfle', 'file-edit-logs'],
  texts: 'hfle.editLog',
  endpoint: fetchEditLogs,
  rowKey: 'logId',
  search: [
    { name: 'tenantId', kind: 'lov', lovCode: 'HPFM.TENANT', span: 5 },
    { name: 'fileName', span: 5 },
    { name: 'editorName', span: 5 },
    { name: 'edited', kind: 'dateRange', from: 'fromEditDate', to: 'toEditDate', span: 7 },
  ],
  columns: [
    { field: 'fileName', width: 220, render: (name: string) => <FileName name={name} /> },
    { field: 'bucketName', width: 100 },
    { field: 'storageCode', width: 120, kind: 'code' },
    {
      field: 'editType',
      width: 100,
      render: (type: string, _row, cell) => cell.t(`hfle.editLog.type.${type}`),
    },
    { field: 'editorName', width: 140 },
    { field: 'editDate', width: 170, kind: 'dateTime' },
    { field: 'tenantName', width: 160 },
  ],
});
