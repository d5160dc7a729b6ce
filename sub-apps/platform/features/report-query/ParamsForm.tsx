/**
 * The parameters a report asks, as a form generated from their definitions: text, a number, a
 * day, or a choice of the select's options; a required one is checked before anything is sent
 * (its message names it). The values stay as typed whatever the run's outcome.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { DayField } from '@polaris/core/kit/form/DayField';
import type { DatasetParameter } from '@polaris/core/services/report/dataset-types';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import type { ReactNode } from 'react';
import { initialValues, type FormValues } from './query-rules';

function control(parameter: DatasetParameter): ReactNode {
  switch (parameter.type) {
    case 'NUMBER':
      return <InputNumber style={{ width: '100%' }} />;
    case 'DATE':
      return <DayField />;
    case 'SELECT':
      return (
        <Select
          allowClear
          options={(parameter.options ?? '')
            .split(',')
            .map((option) => option.trim())
            .filter(Boolean)
            .map((option) => ({ value: option, label: option }))}
        />
      );
    default:
      return <Input spellCheck={false} />;
  }
}

export interface ParamsFormProps {
  parameters: readonly DatasetParameter[];
  running: boolean;
  onRun: (values: FormValues) => void;
}

export function ParamsForm({ parameters, running, onRun }: ParamsFormProps) {
  const { t } = useIntl();
  return (
    <Form<FormValues>
      name="report-params"
      layout="inline"
      initialValues={initialValues(parameters)}
      onFinish={onRun}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {parameters.map((parameter) => (
        <Form.Item
          key={parameter.name}
          name={parameter.name}
          label={parameter.name}
          style={{ minWidth: 240 }}
          rules={
            parameter.required
              ? [
                  {
                    required: true,
                    message: t('hrpt.reportQuery.required', { name: parameter.name }),
                  },
                ]
              : []
          }
        >
          {control(parameter)}
        </Form.Item>
      ))}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={running}>
          {t('hrpt.reportQuery.run')}
        </Button>
      </Form.Item>
    </Form>
  );
}
