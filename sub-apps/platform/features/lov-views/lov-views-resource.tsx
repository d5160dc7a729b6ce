/**
 * The lookup views as a resource (/hpfm/lov-view): searched by code, name and lookup; created,
 * edited and deleted. A view names the lookup it reads (a value set or a data lookup), the row
 * fields that are the chosen value and its shown text, its page size, and its fields: each a
 * query field of the lookup dialog, a column of its table (title, width), or both. The kit's
 * LovField opens a view by its code, so a change here shows in its dialog on the next open.
 */
import type { RowsFieldRecord } from '@polaris/core/kit/form/RowsField';
import { lovQueryKeys } from '@polaris/core/kit/lov/use-lov';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type {
  LovViewHeaderDto,
  LovViewQuery,
  LovViewSave,
} from '@polaris/core/services/platform/lov-view-admin-types';
import { deleteLovViews } from './api/delete-lov-views';
import { fetchLovViews } from './api/fetch-lov-views';
import { saveLovView } from './api/save-lov-view';
import { FIELD_NAME, viewLinesProblem } from './view-lines';
import { ViewLinesField } from './ViewLinesField';

export const LOV_VIEW_CODES = {
  create: 'hpfm.lov-view.button.create',
  edit: 'hpfm.lov-view.button.edit',
  delete: 'hpfm.lov-view.button.delete',
};

/** Capital letters, digits, `_`, `.` and `-` (the gateway's rule). */
const VIEW_CODE = /^[A-Z0-9_.-]+$/;

export interface LovViewValues {
  viewCode: string;
  viewName: string;
  lovCode: string;
  valueField: string;
  displayField: string;
  pageSize: number;
  enabledFlag: boolean;
  viewLines: RowsFieldRecord[];
}

const flag = (value: unknown): 0 | 1 => (value === 1 ? 1 : 0);

/** What a create and an update both send. */
export function savedView(values: LovViewValues): Omit<LovViewSave, 'viewCode'> {
  return {
    viewName: values.viewName.trim(),
    lovCode: values.lovCode.trim(),
    valueField: values.valueField.trim(),
    displayField: values.displayField.trim(),
    pageSize: values.pageSize,
    enabledFlag: values.enabledFlag ? 1 : 0,
    viewLines: values.viewLines.map((line) => ({
      fieldName: String(line.fieldName ?? '').trim(),
      display: String(line.display ?? '').trim(),
      queryFieldFlag: flag(line.queryFieldFlag),
      tableFieldFlag: flag(line.tableFieldFlag),
      tableFieldWidth: typeof line.tableFieldWidth === 'number' ? line.tableFieldWidth : null,
      dataType: typeof line.dataType === 'string' ? line.dataType : 'STRING',
    })),
  };
}

const fieldName = { required: true, maxLength: 60, pattern: FIELD_NAME } as const;

export const lovViewsResource = defineResource<LovViewHeaderDto, LovViewQuery, LovViewValues>({
  key: ['hpfm', 'lov-views'],
  alsoChanges: [lovQueryKeys.all],
  texts: 'hpfm.lovView',
  endpoint: fetchLovViews,
  rowKey: 'viewHeaderId',
  search: [{ name: 'viewCode' }, { name: 'viewName' }, { name: 'lovCode' }],
  columns: [
    { field: 'viewCode', width: 200, kind: 'code', sort: true },
    { field: 'viewName', width: 200 },
    { field: 'lovCode', width: 180, kind: 'code' },
    { field: 'valueField', width: 120 },
    { field: 'displayField', width: 130 },
    { field: 'pageSize', width: 90, kind: 'number' },
    { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
  ],
  actions: [
    { key: 'edit', permission: LOV_VIEW_CODES.edit },
    {
      key: 'delete',
      permission: LOV_VIEW_CODES.delete,
      danger: true,
      confirm: { title: 'hpfm.lovView.delete.title', values: (view) => ({ code: view.viewCode }) },
    },
  ],
  remove: (views) => deleteLovViews(views),
  form: {
    createTitle: 'hpfm.lovView.create.title',
    createPermission: LOV_VIEW_CODES.create,
    editTitle: 'hpfm.lovView.edit.title',
    titleValues: (view) => ({ code: view.viewCode }),
    width: 880,
    fields: [
      { name: 'viewCode', only: 'create', required: true, maxLength: 60, pattern: VIEW_CODE },
      { name: 'viewName', required: true, maxLength: 120 },
      { name: 'lovCode', required: true, maxLength: 60 },
      { name: 'valueField', ...fieldName },
      { name: 'displayField', ...fieldName },
      { name: 'pageSize', kind: 'number', required: true, min: 1, max: 100 },
      { name: 'enabledFlag', kind: 'switch' },
      {
        name: 'viewLines',
        kind: 'custom',
        render: () => <ViewLinesField />,
        validate: viewLinesProblem,
      },
    ],
    initial: (view) => ({
      viewCode: view?.viewCode ?? '',
      viewName: view?.viewName ?? '',
      lovCode: view?.lovCode ?? '',
      valueField: view?.valueField ?? 'value',
      displayField: view?.displayField ?? 'meaning',
      pageSize: view?.pageSize ?? 10,
      enabledFlag: view ? view.enabledFlag === 1 : true,
      viewLines: (view?.viewLines ?? []).map((line) => ({ ...line })),
    }),
    save: (values, view) =>
      saveLovView(
        view
          ? {
              viewHeaderId: view.viewHeaderId,
              objectVersionNumber: view.objectVersionNumber,
              ...savedView(values),
            }
          : { viewCode: values.viewCode.trim(), ...savedView(values) },
      ),
  },
});
