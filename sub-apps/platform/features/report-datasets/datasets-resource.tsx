/**
 * The report centre's datasets as a resource: searched by code, name and source; created and
 * edited (at the version read) in a dialog whose parameters are a list edited in place; enabled
 * and disabled. The parameters show as `name*: TYPE`.
 */
import type { RowsFieldRecord } from '@polaris/core/kit/form/RowsField';
import { enableActions } from '@polaris/core/kit/resource/enable-actions';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import {
  DATA_SOURCE_CODES,
  type DatasetDto,
  type DatasetParameter,
  type DatasetQuery,
  type DatasetSave,
  type DataSource,
} from '@polaris/core/services/report/dataset-types';
import { fetchDatasets } from '@polaris/core/services/report/datasets';
import type { Translate } from '@polaris/core/kit/texts';
import { createDataset, updateDataset } from './api/save-dataset';
import { fromRows, parametersProblem, parametersText, toRows } from './dataset-parameters';
import { ParametersField } from './ParametersField';

export interface DatasetValues {
  datasetCode: string;
  datasetName: string;
  dataSource: DataSource;
  parameters: RowsFieldRecord[];
  enabledFlag: boolean;
}

export const DATASET_CODES = {
  create: 'hrpt.dataset.button.create',
  edit: 'hrpt.dataset.button.edit',
};

const CODE = /^\s*[A-Z][A-Z0-9_]*\s*$/;

const sources = (t: Translate) =>
  DATA_SOURCE_CODES.map((source) => ({ value: source, label: t(`hrpt.source.${source}`) }));

const saved = (values: DatasetValues): Omit<DatasetSave, 'datasetCode'> => ({
  datasetName: values.datasetName.trim(),
  dataSource: values.dataSource,
  parameters: fromRows(values.parameters ?? []),
  enabledFlag: values.enabledFlag ? 1 : 0,
});

export const datasetsResource = defineResource<DatasetDto, DatasetQuery, DatasetValues>({
  key: ['hrpt', 'datasets'],
  texts: 'hrpt.dataset',
  endpoint: fetchDatasets,
  rowKey: 'datasetId',
  search: [
    { name: 'datasetCode' },
    { name: 'datasetName' },
    { name: 'dataSource', kind: 'select', options: sources },
  ],
  columns: [
    { field: 'datasetCode', width: 180, kind: 'code' },
    { field: 'datasetName', width: 180 },
    {
      field: 'dataSource',
      width: 120,
      render: (source: DataSource, _row, { t }) => t(`hrpt.source.${source}`),
    },
    {
      field: 'parameters',
      width: 320,
      render: (parameters: DatasetParameter[]) => parametersText(parameters),
    },
    { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
  ],
  actions: [
    { key: 'edit', permission: DATASET_CODES.edit },
    ...enableActions<DatasetDto>({
      permission: DATASET_CODES.edit,
      save: (dataset, enabledFlag) =>
        updateDataset({
          datasetId: dataset.datasetId,
          objectVersionNumber: dataset.objectVersionNumber,
          enabledFlag,
        }),
    }),
  ],
  form: {
    createTitle: 'hrpt.dataset.create.title',
    createPermission: DATASET_CODES.create,
    editTitle: 'hrpt.dataset.edit.title',
    titleValues: (dataset) => ({ code: dataset.datasetCode }),
    width: 860,
    fields: [
      {
        name: 'datasetCode',
        only: 'create',
        required: true,
        maxLength: 60,
        pattern: CODE,
        message: 'hrpt.dataset.error.code',
      },
      { name: 'datasetName', required: true, maxLength: 60 },
      { name: 'dataSource', kind: 'select', required: true, options: sources },
      {
        name: 'parameters',
        kind: 'custom',
        render: () => <ParametersField />,
        validate: parametersProblem,
      },
      { name: 'enabledFlag', kind: 'switch' },
    ],
    initial: (dataset) => ({
      datasetCode: dataset?.datasetCode ?? '',
      datasetName: dataset?.datasetName ?? '',
      dataSource: dataset?.dataSource ?? 'SALES',
      parameters: toRows(dataset?.parameters ?? []),
      enabledFlag: dataset ? dataset.enabledFlag === 1 : true,
    }),
    save: (values, dataset) =>
      dataset
        ? updateDataset({
            datasetId: dataset.datasetId,
            objectVersionNumber: dataset.objectVersionNumber,
            ...saved(values),
          })
        : createDataset({ datasetCode: values.datasetCode.trim(), ...saved(values) }),
  },
});
