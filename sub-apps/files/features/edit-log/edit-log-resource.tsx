/**
 * The file edit log as a resource, read only: which stored file was replaced or deleted, in which
 * bucket and storage, by whom and when; searched by file name, editor and the days it happened
 * between, and by organisation for a site-level role (who reads every organisation's). File
 * names show in a <bdi> (a right-to-left override cannot make `.exe` read as `.jpg`).
 */
import { FileName } from '@polaris/core/kit/attachment/FileName';
import { siteOnly, type ResourceScope } from '@polaris/core/kit/resource/scope';
import { defineResource } from '@polaris/core/kit/resource/types';
import type { FileEditLogDto, FileEditLogQuery } from '@polaris/core/services/file/storage-types';
import { fetchEditLogs } from './api/fetch-edit-logs';

const editLogResource = (scope: ResourceScope) =>
  defineResource<FileEditLogDto, FileEditLogQuery>({
    key: ['hfle', 'file-edit-logs', scope],
    texts: 'hfle.editLog',
    endpoint: fetchEditLogs,
    rowKey: 'logId',
    search: [
      ...siteOnly(scope, {
        name: 'tenantId',
        kind: 'lov',
        lovCode: 'HPFM.TENANT',
        span: 5,
      } as const),
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
      ...siteOnly(scope, { field: 'tenantName', width: 160 }),
    ],
  });

/** The log as a site-level role reads it (every organisation's) or an organisation's role. */
export const editLogResources = {
  site: editLogResource('site'),
  tenant: editLogResource('tenant'),
};
