/**
 * The report form's own controls: the dataset (the enabled ones), the columns in the kit's rows
 * control, the dataset's parameters the report asks, and the chart's label and value columns
 * (chosen from the columns typed). Form.Item hands each its `value` and `onChange`.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { RowsField, type RowsFieldProps } from '@polaris/core/kit/form/RowsField';
import { fetchDatasets } from '@polaris/core/services/report/datasets';
import { COLUMN_FORMATS } from '@polaris/core/services/report/report-define-types';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { columnChoices } from './report-columns';

interface ChoiceProps<T> {
  id?: string;
  value?: T;
  onChange?: (value: T) => void;
}

function useDatasets() {
  return useQuery({
    queryKey: ['hrpt', 'datasets', 'enabled'],
    queryFn: async () => (await fetchDatasets({ enabledFlag: 1, size: 1000 })).content,
  });
}

export function DatasetField(props: ChoiceProps<number>) {
  const { data = [], isLoading } = useDatasets();
  return (
    <Select
      {...props}
      loading={isLoading}
      options={data.map((dataset) => ({
        value: dataset.datasetId,
        label: `${dataset.datasetCode} ${dataset.datasetName}`,
      }))}
    />
  );
}

export function ParameterNamesField(props: ChoiceProps<string[]>) {
  const datasetId = Form.useWatch<number | undefined>('datasetId');
  const { data = [] } = useDatasets();
  const dataset = data.find((one) => one.datasetId === datasetId);
  return (
    <Select
      {...props}
      mode="multiple"
      options={(dataset?.parameters ?? []).map(({ name, required }) => ({
        value: name,
        label: `${name}${required ? '*' : ''}`,
      }))}
    />
  );
}

export function ChartColumnsField(
  props: ChoiceProps<string | string[] | null> & { multiple?: boolean },
) {
  const { multiple, ...rest } = props;
  const columns = Form.useWatch<RowsFieldProps['value']>('columns');
  return (
    <Select
      {...rest}
      allowClear
      mode={multiple ? 'multiple' : undefined}
      options={columnChoices(columns)}
    />
  );
}

export function ColumnsField(props: Omit<RowsFieldProps, 'columns' | 'newRow'>) {
  const { t } = useIntl();
  const title = (key: string) => t(`hrpt.reportDefine.column.${key}`);
  return (
    <RowsField
      {...props}
      newRow={() => ({ field: '', title: '', width: 120, format: 'TEXT' })}
      columns={[
        { key: 'field', title: title('field'), width: 150 },
        { key: 'title', title: title('title') },
        { key: 'width', title: title('width'), kind: 'number', width: 100, min: 40, max: 600 },
        {
          key: 'format',
          title: title('format'),
          kind: 'select',
          width: 120,
          options: COLUMN_FORMATS.map((format) => ({
            value: format,
            label: t(`hrpt.format.${format}`),
          })),
        },
      ]}
    />
  );
}
